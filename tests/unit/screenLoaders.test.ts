// Each screen with a desktop and a mobile page reads its data through one loader of lib/pages: the
// two page files import the same loader module and no service of lib/server, so their data, 404s,
// metadata and JSON-LD cannot drift apart again.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const APP = path.join(process.cwd(), 'app/[locale]/[company]');

/** desktop page → mobile page → the loader module both use. */
const TWINS: [desktop: string, mobile: string, loader: string][] = [
  ['(site)/page.tsx', 'mobile/page.tsx', 'home'],
  ['(site)/notification/download/[q]/page.tsx', 'mobile/notification/download/[q]/page.tsx', 'downloads'],
  ['(site)/notification/news/[q]/page.tsx', 'mobile/notification/news/[q]/page.tsx', 'news'],
  ['(site)/notification/newsInfo/[q]/page.tsx', 'mobile/notification/newsInfo/[q]/page.tsx', 'news'],
  ['(site)/about/[q]/page.tsx', 'mobile/about/[q]/page.tsx', 'about'],
  ['(site)/about/contact/page.tsx', 'mobile/about/contact/page.tsx', 'contact'],
  ['(site)/about/contact/data/page.tsx', 'mobile/about/contact/data/page.tsx', 'contact'],
  ['(site)/service/[q]/page.tsx', 'mobile/service/[q]/page.tsx', 'service'],
  ['(site)/caseDetail/[q]/page.tsx', 'mobile/caseDetail/[q]/page.tsx', 'cases'],
  ['(site)/serviceCases/page.tsx', 'mobile/serviceCases/page.tsx', 'cases'],
  ['(site)/advantageServices/page.tsx', 'mobile/advantageServices/page.tsx', 'cases'],
  ['(site)/clientCases/page.tsx', 'mobile/clientCases/page.tsx', 'cases'],
  ['(site)/clientDownload/page.tsx', 'mobile/clientDownload/page.tsx', 'clientDownload'],
  ['(site)/joinUs/socialRecruitment/page.tsx', 'mobile/joinUs/socialRecruitment/page.tsx', 'joinUs'],
  ['(workspace)/workspace/orders/page.tsx', 'mobile/orders/page.tsx', 'myRecords'],
  ['(workspace)/workspace/orders/[id]/page.tsx', 'mobile/orders/[id]/page.tsx', 'myRecords'],
  ['(workspace)/workspace/spotCargo/page.tsx', 'mobile/spotCargo/page.tsx', 'myRecords'],
];

const source = (file: string) => readFileSync(path.join(APP, file), 'utf8');
// a query screen's page (lib/screens/queryFold.ts) hands its folded props to the same function
const metadataOf = (text: string) => text.match(/export const generateMetadata = (?:\(props: FoldedPageProps\) => )?(\w+)/)?.[1];

describe.each(TWINS)('%s and %s', (desktop, mobile, loader) => {
  it(`load their data through lib/pages/${loader} only`, () => {
    for (const file of [desktop, mobile]) {
      const text = source(file);
      expect(text, file).toMatch(new RegExp(`from '@/lib/pages/${loader}'`));
      expect(text.match(/from '@\/lib\/server\/[^']+'/g) ?? [], file).toEqual([]);
    }
  });

  it('share one generateMetadata where the screen is public', () => {
    const [d, m] = [metadataOf(source(desktop)), metadataOf(source(mobile))];
    if (loader !== 'myRecords') expect(d).toBeDefined();
    expect(m).toBe(d);
  });
});
