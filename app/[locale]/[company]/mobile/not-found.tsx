import { notFoundMetadata } from '@/components/layout/NotFoundView';
import { MobileNotFound } from '@/components/mobile/MobileNotFound';

export const generateMetadata = notFoundMetadata;

// A phone's unknown path (the edge rewrites it to mobile/[...rest]) and notFound() in a mobile page: the 404 inside the mobile layout.
export default function MobileNotFoundPage() {
  return <MobileNotFound />;
}
