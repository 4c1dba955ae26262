import { NotFoundView } from '@/components/layout/NotFoundView';

// Unknown site paths (see [...rest]) and notFound() in site pages: the 404 inside the site layout.
export default function SiteNotFound() {
  return <NotFoundView />;
}
