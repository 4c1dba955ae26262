import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import type { Port } from '@/lib/contracts/ports';
import type { RateKind } from '@/lib/contracts/rates';
import type { PopularRateLane } from '@/lib/rates/rateIndex';
import { rateScreens, RATE_SCREEN_PATHS } from '@/lib/rates/screens';
import type { Surface } from '@/lib/screens/registry';
import { requireCompanySettings } from '@/lib/server/company';
import { recommendPorts } from '@/lib/server/ports';
import { popularRateLanes } from '@/lib/server/rates';
import { pageMetadata } from '@/lib/seo/metadata';
import { pageArgs, type PageProps } from './args';

/*
 * The rate screens, desktop and mobile alike: /lclFreight (LCL), /rates (FCL), /airFreight and
 * /rates/spot (carrier SPOT), and /lclFreight/ShowTextDialog (a rate's terms). Each page file, on
 * either surface, reads its data and metadata here; the lane, the list and its gate are the islands'
 * (they depend on the URL and the session, the pages are static per company and locale).
 */

export type RateScreenKind = Exclude<RateKind, 'lcl'>;

const TEXT = { fcl: ['fclTitle', 'fclLead'], air: ['airTitle', 'airLead'], spot: ['spotTitle', 'spotLead'] } as const;

export type RateScreenData = {
  locale: string;
  companyId: number;
  kind: RateKind;
  /** the company offers this screen (lib/rates/screens.ts); otherwise the page says it is not open */
  offered: boolean;
  /** the rate screens this company offers, in menu order (the mobile site's switcher between them) */
  kinds: RateKind[];
  /** LCL: the lanes with the widest choice, shown before a search (links that run it) */
  lanes: PopularRateLane[];
  /** the mobile search's quick picks under an empty field */
  picks: { origin: readonly Port[]; destination: readonly Port[] } | null;
};

const KIND_ORDER: readonly RateKind[] = ['lcl', 'fcl', 'air', 'spot'];

/** What a rate screen of `kind` shows on `surface`. */
export async function loadRateScreen({ params }: PageProps, kind: RateKind, surface: Surface): Promise<RateScreenData> {
  const { locale, companyId } = await pageArgs(params);
  const settings = await requireCompanySettings(companyId);
  const offeredKinds = rateScreens(settings);
  const offered = offeredKinds[kind];
  const [lanes, picks] = await Promise.all([
    offered && kind === 'lcl' ? popularRateLanes(companyId, kind) : Promise.resolve([]),
    offered && surface === 'mobile' ? Promise.all([recommendPorts(companyId, 1), recommendPorts(companyId, 2)]).then(([origin, destination]) => ({ origin, destination })) : Promise.resolve(null),
  ]);
  return { locale, companyId, kind, offered, kinds: KIND_ORDER.filter((k) => offeredKinds[k]), lanes, picks };
}

/** The title and lead of a screen of `kind` (LclFreight's for LCL, Rates' for the others). */
export async function rateScreenText(locale: string, kind: RateKind): Promise<{ title: string; lead: string }> {
  if (kind === 'lcl') {
    const t = await getTranslations({ locale: locale as AppLocale, namespace: 'LclFreight' });
    return { title: t('title'), lead: t('lead') };
  }
  const t = await getTranslations({ locale: locale as AppLocale, namespace: 'Rates' });
  return { title: t(TEXT[kind][0]), lead: t(TEXT[kind][1]) };
}

/** Metadata of /rates, /airFreight, /rates/spot (either surface): a screen the company does not offer is no page for search engines. */
export function rateKindMetadata(kind: RateScreenKind) {
  return async function generateMetadata({ params }: PageProps): Promise<Metadata> {
    const { locale } = await params;
    const t = await getTranslations({ locale: locale as AppLocale, namespace: 'Rates' });
    return pageMetadata(params, { path: RATE_SCREEN_PATHS[kind], title: t(TEXT[kind][0]), description: t(TEXT[kind][1]), noIndex: (s) => !rateScreens(s)[kind] });
  };
}

/** Metadata of /lclFreight/ShowTextDialog (either surface): a page of one rate's terms, not for search engines. */
export async function rateTextMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as AppLocale, namespace: 'Rates' });
  return pageMetadata(params, { path: '/lclFreight/ShowTextDialog', title: t('textDialogTitle'), noIndex: true });
}
