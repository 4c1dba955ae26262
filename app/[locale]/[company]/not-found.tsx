import { NotFoundView, notFoundMetadata } from '@/components/layout/NotFoundView';

export const generateMetadata = notFoundMetadata;

// Not-found outside the site layout (mobile, PDF, an unknown company); site paths use (site)/not-found.tsx.
export default function NotFound() {
  return <NotFoundView />;
}
