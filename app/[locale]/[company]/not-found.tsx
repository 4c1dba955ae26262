import { NotFoundView } from '@/components/layout/NotFoundView';

// Not-found outside the site layout (mobile, PDF, an unknown company); site paths use (site)/not-found.tsx.
export default function NotFound() {
  return <NotFoundView />;
}
