/*
 * LCL quotation arithmetic (spec §3 "LCL cargo", §5 "LCL note", §9): pure, shared by the server (the
 * only place a price is computed for a caller) and the unit tests. Money is kept in integer cents
 * and quantities in integer thousandths, so no float noise reaches a total.
 */

/** LCL threshold (spec §9): from 15 CBM or 4 tonnes a shipment is confirmed individually by sales. */
export const LCL_NOTE_CBM = 15;
export const LCL_NOTE_TONNES = 4;

export type QuoteSurcharge = { code: string; nameCn: string; nameEn: string; amount: number; currency: string; unit: 'cbm' | 'bill' | 'container' | 'kg' };
export type LclRateForQuote = {
  currency: string;
  prices: { perCbm: number; perTon: number; minCharge: number };
  surcharges: QuoteSurcharge[];
  billFee: number;
  billFeeCurrency: string;
};
export type LclCargo = { grossWeightKg: number; volumeCbm: number };

export type QuoteLine = {
  code: string;
  nameCn: string;
  nameEn: string;
  /** how many units are charged (thousandths resolved: 1.235 W/M, or 1 for a per-bill item) */
  count: number;
  unit: 'cbm' | 'ton' | 'bill' | 'min';
  unitPrice: number;
  amount: number;
  currency: string;
};

export type LclQuote = {
  /** tonnes, rounded half up to three decimals */
  tonnes: number;
  volumeCbm: number;
  /** the chargeable unit: max(CBM, tonnes) */
  chargeable: number;
  basis: 'cbm' | 'ton';
  /** the lane's minimum applied to the freight */
  minimumApplied: boolean;
  lines: QuoteLine[];
  /** per currency, in order of first appearance */
  totals: { currency: string; amount: number }[];
  /** ≥ 15 CBM or ≥ 4 t: sales confirm the price individually */
  needsSalesConfirmation: boolean;
};

/** Thousandths of a value given with at most three decimals (half up past that). */
export const milli = (v: number) => Math.round(v * 1000 + Number.EPSILON * 1000);
/** Cents of a money value. */
export const cents = (v: number) => Math.round(v * 100 + Number.EPSILON * 100);
/** round(a·b / 1000) for a quantity in thousandths and a price in cents: cents, half up. */
const amountCents = (qtyMilli: number, priceCents: number) => Math.floor((qtyMilli * priceCents + 500) / 1000);

/** The LCL note applies from 15 CBM or 4 tonnes (inclusive). */
export function needsSalesConfirmation(cargo: LclCargo): boolean {
  return milli(cargo.volumeCbm) >= LCL_NOTE_CBM * 1000 || milli(cargo.grossWeightKg) >= LCL_NOTE_TONNES * 1000 * 1000;
}

/**
 * The price of LCL cargo on a rate: freight on the chargeable unit max(CBM, tonnes) at the per-CBM or
 * per-tonne price of the larger basis, at least the lane's minimum; surcharges per unit on the same
 * chargeable unit, per bill once; the per-bill fee; totals per currency.
 */
export function quoteLcl(rate: LclRateForQuote, cargo: LclCargo): LclQuote {
  const cbmM = milli(cargo.volumeCbm);
  // kg → tonnes in thousandths: kg with three decimals is a millionth of a tonne; half up to 0.001 t.
  const tonM = Math.floor((milli(cargo.grossWeightKg) + 500) / 1000);
  const basis: 'cbm' | 'ton' = cbmM >= tonM ? 'cbm' : 'ton';
  const chargeM = Math.max(cbmM, tonM);
  const unitPrice = basis === 'cbm' ? rate.prices.perCbm : rate.prices.perTon;
  const freight = amountCents(chargeM, cents(unitPrice));
  const minC = cents(rate.prices.minCharge);
  const minimumApplied = freight < minC;
  const lines: QuoteLine[] = [
    minimumApplied
      ? { code: 'OFT', nameCn: '海运费（最低收费）', nameEn: 'Ocean freight (minimum charge)', count: 1, unit: 'min', unitPrice: minC / 100, amount: minC / 100, currency: rate.currency }
      : { code: 'OFT', nameCn: '海运费', nameEn: 'Ocean freight', count: chargeM / 1000, unit: basis, unitPrice, amount: freight / 100, currency: rate.currency },
  ];
  for (const s of rate.surcharges) {
    if (s.unit === 'bill') {
      lines.push({ code: s.code, nameCn: s.nameCn, nameEn: s.nameEn, count: 1, unit: 'bill', unitPrice: s.amount, amount: cents(s.amount) / 100, currency: s.currency });
    } else if (s.unit === 'cbm') {
      lines.push({ code: s.code, nameCn: s.nameCn, nameEn: s.nameEn, count: chargeM / 1000, unit: basis, unitPrice: s.amount, amount: amountCents(chargeM, cents(s.amount)) / 100, currency: s.currency });
    }
  }
  if (rate.billFee > 0) {
    lines.push({ code: 'BILL', nameCn: '单票费', nameEn: 'Per-bill fee', count: 1, unit: 'bill', unitPrice: rate.billFee, amount: cents(rate.billFee) / 100, currency: rate.billFeeCurrency });
  }
  const sums = new Map<string, number>();
  for (const l of lines) sums.set(l.currency, (sums.get(l.currency) ?? 0) + cents(l.amount));
  return {
    tonnes: tonM / 1000,
    volumeCbm: cbmM / 1000,
    chargeable: chargeM / 1000,
    basis,
    minimumApplied,
    lines,
    totals: [...sums].map(([currency, c]) => ({ currency, amount: c / 100 })),
    needsSalesConfirmation: needsSalesConfirmation(cargo),
  };
}

/** The per-CBM price of 1 CBM with the per-CBM surcharges of the freight currency: what "sort by price" compares. */
export function lclSortPrice(rate: Pick<LclRateForQuote, 'currency' | 'prices' | 'surcharges'>): number {
  const extra = rate.surcharges.filter((s) => s.unit === 'cbm' && s.currency === rate.currency).reduce((a, s) => a + cents(s.amount), 0);
  return (Math.max(cents(rate.prices.perCbm), cents(rate.prices.minCharge)) + extra) / 100;
}
