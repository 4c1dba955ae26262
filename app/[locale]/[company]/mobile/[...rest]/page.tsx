import { notFound } from 'next/navigation';
import { notFoundMetadata } from '@/components/layout/NotFoundView';

// The 404's own title also in the page's metadata, which the browser applies after hydration.
export const generateMetadata = notFoundMetadata;

// Any mobile path no page claims, and a phone's unknown path (lib/screens/registry.ts
// MOBILE_NOT_FOUND_PATH): the localized 404 inside the mobile layout (mobile/not-found.tsx).
export default function MobileCatchAll() {
  notFound();
}
