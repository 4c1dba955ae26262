import { NotFoundView, notFoundMetadata } from '@/components/layout/NotFoundView';

export const generateMetadata = notFoundMetadata;

// Unknown site paths (see [...rest]) and notFound() in site pages: the 404 inside the site layout.
export default function SiteNotFound() {
  return <NotFoundView />;
}
