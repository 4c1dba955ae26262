// LCL quotation arithmetic, against cases worked out by hand.
import { describe, expect, it } from 'vitest';
import { needsSalesConfirmation, quoteLcl, type LclRateForQuote } from '@/lib/rates/quote';

const rate: LclRateForQuote = {
  currency: 'USD',
  prices: { perCbm: 45, perTon: 52, minCharge: 60 },
  surcharges: [
    { code: 'THC', nameCn: '码头操作费', nameEn: 'Terminal handling', amount: 50, currency: 'CNY', unit: 'cbm' },
    { code: 'EBS', nameCn: '紧急燃油附加费', nameEn: 'Emergency bunker surcharge', amount: 4, currency: 'USD', unit: 'cbm' },
    { code: 'DOC', nameCn: '文件费', nameEn: 'Documentation fee', amount: 200, currency: 'CNY', unit: 'bill' },
  ],
  billFee: 100,
  billFeeCurrency: 'CNY',
};

describe('quoteLcl', () => {
  it('charges by volume when CBM exceeds tonnes', () => {
    // 3.25 CBM, 1 200.5 kg = 1.201 t (1.2005 half up) → W/M 3.25 by volume.
    // Freight 3.25 × 45 = 146.25; EBS 3.25 × 4 = 13.00 → USD 159.25.
    // THC 3.25 × 50 = 162.50; DOC 200; bill fee 100 → CNY 462.50.
    const q = quoteLcl(rate, { volumeCbm: 3.25, grossWeightKg: 1200.5 });
    expect(q.tonnes).toBe(1.201);
    expect(q.chargeable).toBe(3.25);
    expect(q.basis).toBe('cbm');
    expect(q.minimumApplied).toBe(false);
    expect(q.lines.map((l) => [l.code, l.amount, l.currency])).toEqual([
      ['OFT', 146.25, 'USD'],
      ['THC', 162.5, 'CNY'],
      ['EBS', 13, 'USD'],
      ['DOC', 200, 'CNY'],
      ['BILL', 100, 'CNY'],
    ]);
    expect(q.totals).toEqual([
      { currency: 'USD', amount: 159.25 },
      { currency: 'CNY', amount: 462.5 },
    ]);
  });

  it('charges by weight at the per-tonne price when tonnes exceed CBM', () => {
    // 2.1 CBM, 3 456.789 kg → 3.457 t (3.456789 half up). Freight 3.457 × 52 = 179.764 → 179.76.
    // EBS 3.457 × 4 = 13.828 → 13.83 → USD 193.59. THC 3.457 × 50 = 172.85 + 200 + 100 → CNY 472.85.
    const q = quoteLcl(rate, { volumeCbm: 2.1, grossWeightKg: 3456.789 });
    expect(q.basis).toBe('ton');
    expect(q.chargeable).toBe(3.457);
    expect(q.lines[0]).toMatchObject({ code: 'OFT', count: 3.457, unit: 'ton', unitPrice: 52, amount: 179.76 });
    expect(q.totals).toEqual([
      { currency: 'USD', amount: 193.59 },
      { currency: 'CNY', amount: 472.85 },
    ]);
  });

  it('applies the minimum charge to the freight only', () => {
    // 0.5 CBM × 45 = 22.50 < 60 → freight 60.00; EBS 0.5 × 4 = 2.00 → USD 62.00.
    // THC 0.5 × 50 = 25 + 200 + 100 → CNY 325.00.
    const q = quoteLcl(rate, { volumeCbm: 0.5, grossWeightKg: 80 });
    expect(q.minimumApplied).toBe(true);
    expect(q.lines[0]).toMatchObject({ code: 'OFT', unit: 'min', count: 1, amount: 60 });
    expect(q.totals).toEqual([
      { currency: 'USD', amount: 62 },
      { currency: 'CNY', amount: 325 },
    ]);
  });

  it('rounds half up to the cent without float noise', () => {
    // 1.005 CBM × 45 = 45.225 → 45.23 (a float 1.005 × 45 is 45.224999…).
    const q = quoteLcl({ ...rate, prices: { perCbm: 45, perTon: 45, minCharge: 0 }, surcharges: [], billFee: 0 }, { volumeCbm: 1.005, grossWeightKg: 10 });
    expect(q.lines[0]!.amount).toBe(45.23);
    expect(q.totals).toEqual([{ currency: 'USD', amount: 45.23 }]);
  });

  it('takes equal CBM and tonnes by volume', () => {
    const q = quoteLcl(rate, { volumeCbm: 2, grossWeightKg: 2000 });
    expect(q.basis).toBe('cbm');
    expect(q.lines[0]!.amount).toBe(90);
  });
});

describe('the 15 CBM / 4 t note', () => {
  it.each([
    [14.999, 3999.999, false],
    [15, 100, true],
    [1, 4000, true],
    [1, 3999.4, false],
    [20, 5000, true],
  ])('%s CBM, %s kg → %s', (volumeCbm, grossWeightKg, expected) => {
    expect(needsSalesConfirmation({ volumeCbm, grossWeightKg })).toBe(expected);
    expect(quoteLcl(rate, { volumeCbm, grossWeightKg }).needsSalesConfirmation).toBe(expected);
  });
});
