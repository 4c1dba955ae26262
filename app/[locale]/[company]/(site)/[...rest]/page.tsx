import { notFound } from 'next/navigation';

// Any path no page claims renders the localized not-found page inside the site's layout.
export default function CatchAll() {
  notFound();
}
