import 'server-only';
import { brandingFor } from '@/lib/branding';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { clientDownloadOffer, type ClientCodeKey } from '@/lib/server/clientDownload';
import { requireCompanySettings } from '@/lib/server/company';
import { pageArgs, type PageProps } from './args';

/*
 * /clientDownload (spec §2 "Other screens") and /mobile/clientDownload: the clients from the
 * company's client download host (`clientDomainName`); without one, the app and mini-program codes.
 */

/** The caption of each code: a key of the ClientDownload messages. */
const CODE_CAPTIONS = { app: 'appCode', mp: 'miniProgramCode', wx: 'wechatCode' } as const satisfies Record<ClientCodeKey, string>;

export const clientDownloadMetadata = staticPageMetadata('/clientDownload', 'ClientDownload');

export async function loadClientDownload({ params }: PageProps) {
  const { locale, companyId } = await pageArgs(params);
  const settings = await requireCompanySettings(companyId);
  const { clientOrigin, codes } = await clientDownloadOffer(settings, CODE_CAPTIONS);
  return {
    locale,
    brand: brandingFor(settings, locale),
    clientOrigin,
    codes: codes.map((c) => ({ key: c.key, src: c.src, caption: CODE_CAPTIONS[c.key] })),
  };
}
