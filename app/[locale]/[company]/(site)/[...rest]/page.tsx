import { notFound } from 'next/navigation';
import { notFoundMetadata } from '@/components/layout/NotFoundView';

// The 404's own title also in the page's metadata, which the browser applies after hydration.
export const generateMetadata = notFoundMetadata;

// Any path no page claims renders the localized not-found page inside the site's layout.
export default function CatchAll() {
  notFound();
}
