import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CARRIERS } from '../../lib/server/db/seed/carriers';
import { COMPANIES, HQ, SOUTH } from '../../lib/server/db/seed/companies';
import {
  ACCOUNT_MANAGERS,
  BANNERS,
  BUSINESS_PLACES_EN,
  NEWS,
  ROUTE_GROUPS,
  SALES_CONTACTS,
  SOUTH_DESTINATION_LIMIT,
  portCodesFor,
} from '../../lib/server/db/seed/content';
import { COUNTRIES, ORIGIN_CODES, PORTS, PORTS_BY_CODE } from '../../lib/server/db/seed/ports';
import { SERVICES, VESSELS } from '../../lib/server/db/seed/schedules';

const PUBLIC_DIR = fileURLToPath(new URL('../../public', import.meta.url));
const publicFileExists = (urlPath: string) => existsSync(PUBLIC_DIR + urlPath);
const HAS_CJK = /[\u4e00-\u9fff]/;

const REQUIRED_ORIGINS = [
  'CNSHA', 'CNNGB', 'CNSZX', 'CNYTN', 'CNSHK', 'CNTAO', 'CNXMN', 'CNTXG', 'CNDLC', 'CNNSA', 'CNGZG',
  'CNLYG', 'CNFOC', 'HKHKG',
];

describe('seed ports', () => {
  it('has at least 180 ports', () => {
    expect(PORTS.length).toBeGreaterThanOrEqual(180);
  });

  it('uses well-formed UN/LOCODEs whose first two letters are the country code', () => {
    for (const p of PORTS) {
      expect(p.code, p.code).toMatch(/^[A-Z]{2}[A-Z2-9]{3}$/);
      expect(p.countryCode, p.code).toBe(p.code.slice(0, 2));
      expect(COUNTRIES[p.countryCode], p.code).toBeDefined();
    }
  });

  it('has unique codes', () => {
    const codes = PORTS.map((p) => p.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(PORTS_BY_CODE.size).toBe(codes.length);
  });

  it('names every port and its country in Chinese and English', () => {
    for (const p of PORTS) {
      expect(p.nameCn, p.code).toMatch(HAS_CJK);
      expect(p.nameEn.trim(), p.code).not.toBe('');
      expect(p.nameEn, p.code).not.toMatch(HAS_CJK);
      expect(p.countryNameCn, p.code).toMatch(HAS_CJK);
      expect(p.countryNameEn.trim(), p.code).not.toBe('');
    }
  });

  it('offers the main Chinese load ports as origins (and destinations)', () => {
    for (const code of REQUIRED_ORIGINS) {
      const p = PORTS_BY_CODE.get(code);
      expect(p, code).toBeDefined();
      expect(p?.isOrigin, code).toBe(true);
      expect(p?.isDestination, code).toBe(true);
    }
    for (const code of ORIGIN_CODES) expect(['CN', 'HK']).toContain(code.slice(0, 2));
  });

  it('has only Chinese origins and every port is a destination', () => {
    for (const p of PORTS) {
      expect(p.isDestination, p.code).toBe(true);
      if (p.isOrigin) expect(['CN', 'HK'], p.code).toContain(p.countryCode);
    }
  });

  it('gets well-known facts right', () => {
    const facts: Array<[string, string, string]> = [
      ['USLAX', 'Los Angeles', '洛杉矶'],
      ['USLGB', 'Long Beach', '长滩'],
      ['DEHAM', 'Hamburg', '汉堡'],
      ['NLRTM', 'Rotterdam', '鹿特丹'],
      ['BEANR', 'Antwerp', '安特卫普'],
      ['GBFXT', 'Felixstowe', '费利克斯托'],
      ['AEJEA', 'Jebel Ali', '杰贝阿里'],
      ['SGSIN', 'Singapore', '新加坡'],
      ['KRPUS', 'Busan', '釜山'],
      ['INNSA', 'Nhava Sheva', '那瓦西瓦'],
      ['BRSSZ', 'Santos', '桑托斯'],
      ['AUSYD', 'Sydney', '悉尼'],
      ['CNNGB', 'Ningbo', '宁波'],
      ['CNSHA', 'Shanghai', '上海'],
    ];
    for (const [code, en, cn] of facts) {
      expect(PORTS_BY_CODE.get(code)?.nameEn, code).toBe(en);
      expect(PORTS_BY_CODE.get(code)?.nameCn, code).toBe(cn);
    }
  });

  it('covers every trade region', () => {
    const countries = new Set(PORTS.map((p) => p.countryCode));
    for (const c of ['VN', 'JP', 'KR', 'IN', 'PK', 'AE', 'SA', 'DE', 'GB', 'IT', 'ES', 'KE', 'NG', 'ZA', 'US', 'CA', 'MX', 'BR', 'CL', 'AU', 'NZ', 'FJ']) {
      expect(countries.has(c), c).toBe(true);
    }
  });
});

describe('seed carriers', () => {
  it('has at least 40 carriers with unique SCACs', () => {
    expect(CARRIERS.length).toBeGreaterThanOrEqual(40);
    const codes = CARRIERS.map((c) => c.code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('has well-formed rows', () => {
    for (const c of CARRIERS) {
      expect(c.code, c.nameEn).toMatch(/^[A-Z0-9]{4}$/);
      expect(c.nameCn, c.code).toMatch(HAS_CJK);
      expect(c.nameEn.trim(), c.code).not.toBe('');
      expect(c.shortName.trim(), c.code).not.toBe('');
      expect(c.country, c.code).toMatch(/^[A-Z]{2}$/);
      expect(['Gemini Cooperation', 'Premier Alliance', 'Ocean Alliance', '']).toContain(c.alliance);
    }
  });

  it('knows the big carriers and their 2025 alliances', () => {
    const byCode = new Map(CARRIERS.map((c) => [c.code, c]));
    expect(byCode.get('MAEU')?.alliance).toBe('Gemini Cooperation');
    expect(byCode.get('HLCU')?.alliance).toBe('Gemini Cooperation');
    expect(byCode.get('ONEY')?.alliance).toBe('Premier Alliance');
    expect(byCode.get('HDMU')?.alliance).toBe('Premier Alliance');
    expect(byCode.get('YMLU')?.alliance).toBe('Premier Alliance');
    expect(byCode.get('COSU')?.alliance).toBe('Ocean Alliance');
    expect(byCode.get('OOLU')?.alliance).toBe('Ocean Alliance');
    expect(byCode.get('CMDU')?.alliance).toBe('Ocean Alliance');
    expect(byCode.get('EGLV')?.alliance).toBe('Ocean Alliance');
    expect(byCode.get('MSCU')?.alliance).toBe('');
    expect(byCode.get('ZIMU')?.alliance).toBe('');
  });
});

describe('seed route groups', () => {
  it('lists only known ports, 10 to 20 per tab, without repeats', () => {
    for (const [company, groups] of Object.entries(ROUTE_GROUPS)) {
      expect(groups.length, company).toBeGreaterThanOrEqual(8);
      const offered = new Set(portCodesFor(company));
      for (const g of groups) {
        const label = `${company}/${g.routeName}`;
        expect(g.routeName, label).toMatch(HAS_CJK);
        expect(g.routeNameEn.trim(), label).not.toBe('');
        expect(g.ports.length, label).toBeGreaterThanOrEqual(10);
        expect(g.ports.length, label).toBeLessThanOrEqual(20);
        expect(new Set(g.ports).size, label).toBe(g.ports.length);
        for (const code of g.ports) {
          expect(PORTS_BY_CODE.has(code), `${label} ${code}`).toBe(true);
          expect(offered.has(code), `${label} ${code}`).toBe(true);
        }
      }
    }
  });

  it('gives hq every port and south all origins plus a subset of destinations', () => {
    expect(portCodesFor('hq')).toHaveLength(PORTS.length);
    const south = portCodesFor('south');
    for (const code of ORIGIN_CODES) expect(south).toContain(code);
    const destinations = south.filter((c) => !PORTS_BY_CODE.get(c)?.isOrigin);
    expect(destinations).toHaveLength(SOUTH_DESTINATION_LIMIT);
  });
});

describe('seed companies', () => {
  it('has the two tenants, hq being company 1', () => {
    expect(COMPANIES.map((c) => c.row.code)).toEqual(['hq', 'south']);
    expect(HQ.id).toBe(1);
    const domains = COMPANIES.flatMap((c) => c.domains);
    expect(new Set(domains).size).toBe(domains.length);
    expect(HQ.domains).toEqual(expect.arrayContaining(['localhost', '127.0.0.1', 'www.globalink-demo.test']));
    expect(SOUTH.domains).toEqual(expect.arrayContaining(['south.localhost', 'www.south-freight.test']));
    expect(HQ.row.webThemeColor).not.toBe(SOUTH.row.webThemeColor);
    expect(HQ.row.webInLogo).not.toBe(SOUTH.row.webInLogo);
  });

  it('gives both companies the required branding', () => {
    for (const { row } of COMPANIES) {
      const label = row.code;
      for (const key of [
        'companyNameCn', 'companyNameScn', 'slogan', 'seoTitle', 'seoKeyword', 'seoDescription', 'webSiteRegisterNo',
        'companyAddr', 'contactPhone', 'contactEmail',
      ] as const) {
        expect(row[key].trim(), `${label}.${key}`).not.toBe('');
      }
      expect(row.webThemeColor, label).toMatch(/^#[0-9a-f]{6}$/i);
      expect(row.webSiteRegisterNo, label).toMatch(/^[\u4e00-\u9fff]ICP备\d{8}号-\d$/);
      expect(row.scanFlag, label).toBe(true);
      for (const key of ['webOutLogo', 'webInLogo', 'seoIconPath', 'qrCodePicUrl', 'wxPubQrCodePic', 'webExProPic', 'webLoginPic', 'webHomeBgImg'] as const) {
        expect(row[key], `${label}.${key}`).toMatch(new RegExp(`^/brand/${row.code}/[a-z0-9-]+\\.svg$`));
        expect(publicFileExists(row[key]), `${label}.${key} ${row[key]}`).toBe(true);
      }
    }
  });

  it('has full English names for hq', () => {
    for (const key of ['companyNameEn', 'companyNameSen', 'sloganEn', 'seoTitleEn', 'seoKeywordEn', 'seoDescriptionEn', 'companyAddrEn'] as const) {
      expect(HQ.row[key].trim(), key).not.toBe('');
    }
    expect(HQ.row.mobileDomainName).toBe('');
  });

  it('leaves the English names of south empty (the English site falls back to Chinese)', () => {
    for (const key of ['companyNameEn', 'companyNameSen', 'sloganEn', 'seoTitleEn', 'seoKeywordEn', 'seoDescriptionEn', 'companyAddrEn', 'linkEnName'] as const) {
      expect(SOUTH.row[key], key).toBe('');
    }
  });
});

describe('seed people and content', () => {
  it('has at least two sales contacts per business and exactly one default contact', () => {
    const allCodes: string[] = [];
    for (const company of ['hq', 'south']) {
      const contacts = SALES_CONTACTS[company] ?? [];
      for (const businessId of [1, 2, 3]) {
        expect(contacts.filter((c) => c.businessId === businessId).length, `${company} business ${businessId}`).toBeGreaterThanOrEqual(2);
      }
      expect(contacts.filter((c) => c.isDefault), company).toHaveLength(1);
      for (const c of contacts) {
        expect(c.mobile, c.salesCode).toMatch(/^1[358]\d{9}$/);
        expect(c.qq, c.salesCode).toMatch(/^[1-9]\d{4,10}$/);
        expect(c.email, c.salesCode).toMatch(/^[\w.-]+@[\w-]+(\.[\w-]+)*\.[a-z]{2,5}$/);
        expect(c.nameCn, c.salesCode).toMatch(HAS_CJK);
        expect(c.nameEn.trim(), c.salesCode).not.toBe('');
        expect(publicFileExists(c.headPic), c.headPic).toBe(true);
        if (c.businessId === 3) expect(c.businessAirPortName, c.salesCode).toMatch(/ [A-Z]{3}$/);
        else expect(c.businessPortName, c.salesCode).toMatch(HAS_CJK);
        // English pages name the same ports in English
        expect(BUSINESS_PLACES_EN[c.businessId === 3 ? c.businessAirPortName : c.businessPortName] ?? '', c.salesCode).toMatch(/^[A-Za-z][A-Za-z' /]+$/);
        allCodes.push(c.salesCode);
      }
      const managers = ACCOUNT_MANAGERS[company] ?? [];
      expect(managers.length, company).toBeGreaterThanOrEqual(1);
      expect(managers.filter((m) => m.isDefault), company).toHaveLength(1);
    }
    expect(new Set(allCodes).size).toBe(allCodes.length);
  });

  it('has about eight news items per tab, published before 2026-11-21', () => {
    const cutoff = new Date('2026-11-21T00:00:00+08:00').getTime();
    for (const company of ['hq', 'south']) {
      const items = NEWS[company] ?? [];
      for (const tabId of [1, 2]) expect(items.filter((n) => n.tabId === tabId).length, `${company} tab ${tabId}`).toBeGreaterThanOrEqual(6);
      const titles = items.map((n) => n.titleCn);
      expect(new Set(titles).size, company).toBe(titles.length);
      for (const n of items) {
        const t = new Date(n.publishedAt).getTime();
        expect(Number.isNaN(t), n.titleCn).toBe(false);
        expect(t, n.titleCn).toBeLessThan(cutoff);
        expect(n.contentCn.split('\n\n').length, n.titleCn).toBeGreaterThanOrEqual(3);
        if (company === 'hq') {
          expect(n.titleEn.trim(), n.titleCn).not.toBe('');
          expect(n.contentEn.split('\n\n').length, n.titleCn).toBeGreaterThanOrEqual(3);
        }
      }
    }
  });

  it('has three banners per company whose images exist', () => {
    for (const company of ['hq', 'south']) {
      const list = BANNERS[company] ?? [];
      expect(list, company).toHaveLength(3);
      for (const b of list) {
        expect(b.imageUrl.startsWith(`/brand/${company}/`), b.imageUrl).toBe(true);
        expect(publicFileExists(b.imageUrl), b.imageUrl).toBe(true);
        expect(b.linkPath, b.imageUrl).toMatch(/^\/[A-Za-z]/);
      }
    }
  });
});

describe('seed schedules', () => {
  it('sails only known carriers, ports and ships, each ship named once', () => {
    const carriers = new Set(CARRIERS.map((c) => c.code));
    const names = VESSELS.map((v) => v.name);
    expect(new Set(names).size).toBe(names.length);
    for (const v of VESSELS) expect(carriers.has(v.carrier), v.name).toBe(true);
    const byName = new Map(VESSELS.map((v) => [v.name, v]));
    for (const s of SERVICES) {
      expect(carriers.has(s.carrier), s.code).toBe(true);
      for (const c of s.rotation) expect(PORTS_BY_CODE.has(c.port), `${s.code} ${c.port}`).toBe(true);
      // a loop's ships are the operating carrier's own
      for (const n of s.fleet) expect(byName.get(n)?.carrier, `${s.code} ${n}`).toBe(s.carrier);
      const hours = s.rotation.map((c) => c.arriveHour);
      expect(hours, s.code).toEqual([...hours].sort((x, y) => x - y));
    }
  });

  it('gets the real service codes and ships right', () => {
    const rotation = (code: string) => SERVICES.find((s) => s.code === code)!.rotation.map((c) => c.port);
    // Matson's CLX and MSC's Andes are the carriers' own names: their rotations are the carriers'
    expect(SERVICES.find((s) => s.code === 'CLX')?.carrier).toBe('MATS');
    expect(rotation('CLX')).toEqual(['CNXMN', 'CNNGB', 'CNSHA', 'USLGB']);
    expect(SERVICES.find((s) => s.code === 'ANDES')?.carrier).toBe('MSCU');
    expect(rotation('ANDES')).toEqual(['CNSHA', 'CNSHK', 'HKHKG', 'CNNGB', 'KRPUS', 'MXZLO', 'MXLZC', 'PABLB', 'COBUN', 'PECLL', 'CLSAI']);
    const teu = (name: string) => VESSELS.find((v) => v.name === name)?.teu;
    expect(teu('MAERSK MC-KINNEY MOLLER')).toBe(18270);
    expect(teu('CMA CGM JACQUES SAADE')).toBe(23112);
    expect(teu('OOCL HONG KONG')).toBe(21413);
    expect(teu('MSC IRINA')).toBe(24346);
    expect(teu('MSC TESSA')).toBe(24116);
    expect(teu('MSC GULSUN')).toBe(23756);
    expect(teu('MSC NELA')).toBe(23656);
    expect(teu('MSC BEATRICE')).toBe(13798);
    // ONE's transpacific loop sails its 14,052 TEU class, not the Asia–Europe megamax ships
    expect(teu('ONE APUS')).toBe(14052);
    for (const n of SERVICES.find((s) => s.carrier === 'ONEY' && s.trade === 'transpacific')!.fleet) expect(teu(n)!, n).toBeLessThan(20000);
    // the 19,000–24,000 TEU Asia–Europe ships do not sail the West Coast of South America
    for (const n of SERVICES.find((s) => s.code === 'ANDES')!.fleet) expect(teu(n)!, n).toBeLessThan(15000);
  });
});
