import { jsonLdText } from '@/lib/seo/jsonLd';

/** Structured data of a page (schema.org JSON-LD), server-rendered. */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
