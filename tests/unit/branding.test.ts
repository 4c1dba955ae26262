import { describe, expect, it } from 'vitest';
import { brandingFor, withEnglishFallbacks } from '@/lib/branding';
import type { CompanySettings } from '@/lib/contracts/company';

function settings(patch: Partial<CompanySettings> = {}): CompanySettings {
  return {
    companyId: 7,
    companyNameCn: '环宇海运物流集团有限公司',
    companyNameEn: 'Globalink Sea Logistics Group',
    companyNameScn: '环宇海运',
    companyNameSen: 'Globalink',
    qrCodePicUrl: '',
    webExProPic: '',
    wxPubQrCodePic: '',
    linkChName: '周佳',
    linkEnName: 'Joy Zhou',
    linkAddress: '',
    webLoginPic: '',
    webHomeBgImg: '',
    webOutLogo: '/brand/out.svg',
    webInLogo: '/brand/in.svg',
    webThemeColor: '#0b3d91',
    webPubFclFlag: true,
    webSiteRegisterNo: '',
    bookingSpaceFlag: true,
    mobileDomainName: '',
    clientDomainName: '',
    containerFclShow: 0,
    programJurisdictionFlag: false,
    seoTitle: '中文标题',
    seoTitleEn: 'English title',
    seoKeyword: '海运,拼箱',
    seoKeywordEn: 'ocean,LCL',
    seoDescription: '中文描述',
    seoDescriptionEn: 'English description',
    seoIconPath: '/brand/favicon.svg',
    slogan: '中文口号',
    sloganEn: 'English slogan',
    scanFlag: true,
    navbarTemplate: 'NavbarTemplate3',
    companyAddr: '上海市虹口区',
    companyAddrEn: 'Hongkou, Shanghai',
    contactPhone: '',
    contactEmail: '',
    siteUrl: '',
    hblPrefix: '',
    ...patch,
  };
}

const englishBlank = {
  companyNameEn: '',
  companyNameSen: '',
  linkEnName: '',
  sloganEn: '',
  seoTitleEn: '',
  seoKeywordEn: '',
  seoDescriptionEn: '',
  companyAddrEn: '',
};

describe('withEnglishFallbacks', () => {
  it('fills every empty English field from its Chinese counterpart', () => {
    const s = withEnglishFallbacks(settings(englishBlank));
    expect(s.companyNameEn).toBe('环宇海运物流集团有限公司');
    expect(s.companyNameSen).toBe('环宇海运');
    expect(s.linkEnName).toBe('周佳');
    expect(s.sloganEn).toBe('中文口号');
    expect(s.seoTitleEn).toBe('中文标题');
    expect(s.seoKeywordEn).toBe('海运,拼箱');
    expect(s.seoDescriptionEn).toBe('中文描述');
    expect(s.companyAddrEn).toBe('上海市虹口区');
  });

  it('treats a blank (whitespace only) English field as empty', () => {
    const s = withEnglishFallbacks(settings({ companyNameEn: '   ', sloganEn: '\t' }));
    expect(s.companyNameEn).toBe('环宇海运物流集团有限公司');
    expect(s.sloganEn).toBe('中文口号');
  });

  it('keeps English fields that are present', () => {
    const original = settings();
    expect(withEnglishFallbacks(original)).toEqual(original);
  });

  it('falls back to the full Chinese name when both short names are empty', () => {
    const s = withEnglishFallbacks(settings({ companyNameScn: '', companyNameSen: '' }));
    expect(s.companyNameSen).toBe('环宇海运物流集团有限公司');
  });

  it('leaves the Chinese fields untouched', () => {
    const s = withEnglishFallbacks(settings(englishBlank));
    expect(s.companyNameCn).toBe('环宇海运物流集团有限公司');
    expect(s.seoTitle).toBe('中文标题');
  });
});

describe('brandingFor', () => {
  it('shows the Chinese fields for zh-CN', () => {
    const b = brandingFor(settings(), 'zh-CN');
    expect(b).toMatchObject({
      companyId: 7,
      name: '环宇海运物流集团有限公司',
      shortName: '环宇海运',
      slogan: '中文口号',
      seoTitle: '中文标题',
      seoKeywords: '海运,拼箱',
      seoDescription: '中文描述',
      address: '上海市虹口区',
      favicon: '/brand/favicon.svg',
      logo: '/brand/in.svg',
      logoOnDark: '/brand/out.svg',
    });
  });

  it('shows the English fields for en', () => {
    const b = brandingFor(settings(), 'en');
    expect(b).toMatchObject({
      name: 'Globalink Sea Logistics Group',
      shortName: 'Globalink',
      slogan: 'English slogan',
      seoTitle: 'English title',
      seoKeywords: 'ocean,LCL',
      seoDescription: 'English description',
      address: 'Hongkou, Shanghai',
    });
  });

  it('shows the Chinese text in English when a company has no English text', () => {
    const b = brandingFor(withEnglishFallbacks(settings(englishBlank)), 'en');
    expect(b.name).toBe('环宇海运物流集团有限公司');
    expect(b.seoTitle).toBe('中文标题');
    expect(b.seoDescription).toBe('中文描述');
    expect(b.slogan).toBe('中文口号');
  });

  it('uses the company name as the SEO title when none is set', () => {
    expect(brandingFor(settings({ seoTitle: '' }), 'zh-CN').seoTitle).toBe('环宇海运物流集团有限公司');
  });

  it('uses the inner logo on dark backgrounds when no outer logo is set', () => {
    expect(brandingFor(settings({ webOutLogo: '' }), 'zh-CN').logoOnDark).toBe('/brand/in.svg');
  });

  it('accepts a #rrggbb theme colour', () => {
    expect(brandingFor(settings({ webThemeColor: '#0F8A8C' }), 'zh-CN').themeColor).toBe('#0F8A8C');
  });

  it.each(['', 'red', '#fff', '#12345g', '0b3d91', '#0b3d91;} body{display:none', 'url(x)'])(
    'replaces the invalid theme colour %j by the default',
    (bad) => {
      expect(brandingFor(settings({ webThemeColor: bad }), 'zh-CN').themeColor).toBe('#0b5cad');
    },
  );
});
