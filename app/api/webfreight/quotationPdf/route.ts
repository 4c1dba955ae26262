// GET webfreightApi.quotationPdf – one of the user's own quotations as a PDF (attachment), in the request's language.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { quotationPdf } from '@/lib/server/quotationPdf';
import { quotationOf, toQuotation } from '@/lib/server/quotations';
import { webfreightApi } from '@/lib/endpoints/webfreight';

/** The company's logo when it is an SVG file of public/ (the seed's logos are). */
async function logoSvg(logo: string): Promise<string | null> {
  if (!/^\/[\w/.-]+\.svg$/.test(logo) || logo.includes('..')) return null;
  return readFile(path.join(/*turbopackIgnore: true*/ process.cwd(), 'public', logo), 'utf8').catch(() => null);
}

// A download link names its language (?lang=); else the request's.

export const GET = apiHandler(webfreightApi.quotationPdf, async ({ db, company, session, locale: requested }, q) => {
  const locale = q.lang ?? requested;
  const quotation = toQuotation(await quotationOf(db, company.companyId, session.userId, q.id), locale);
  const pdf = await quotationPdf({ quotation, company, locale, logoSvg: await logoSvg(company.webInLogo || company.webOutLogo) });
  return new Response(new Uint8Array(pdf), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${quotation.quotation_no}.pdf"`,
      'cache-control': 'private, no-store',
    },
  });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(webfreightApi.quotationPdf);
