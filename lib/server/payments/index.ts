import 'server-only';
import { randomBytes } from 'node:crypto';
import { createNativeOrder, refundOrder, wechatPaySettings } from './wechatPay';

/*
 * QR payment providers behind one interface. A provider opens a payment (what its QR code encodes)
 * and refunds a paid one in full; its notification of a paid code is applied by applyPayment
 * (lib/server/spot.ts), once. The built-in sandbox wallet is a page of the mobile site where the
 * logged-in owner pays on a phone (/mobile/spotPay?code=…); WeChat Pay Native is used instead for
 * new payments when its keys are set (lib/server/payments/wechatPay.ts, notifications at
 * /api/spot/wechatpay/notify).
 */
export type PaymentProvider = {
  name: string;
  /**
   * Opens the payment at the provider, valid until `expiresAt`; answers what the QR code encodes
   * (a site-relative path is made absolute by the page that draws it). `site` is the origin the
   * reservation was made on.
   */
  open: (p: { tradeNo: string; amount: number; description: string; expiresAt: Date; site: string }) => Promise<string>;
  /** Refunds a paid payment in full; the same refundNo again never refunds twice. Answers the provider's refund id. */
  refund: (p: { tradeNo: string; refundNo: string; amount: number; reason: string }) => Promise<string>;
};

const sandbox: PaymentProvider = {
  name: 'sandbox',
  open: async ({ tradeNo }) => sandboxCodeUrl(tradeNo),
  // the sandbox wallet holds no money: the refund is the record itself
  refund: async () => `SBR${randomBytes(8).toString('hex').toUpperCase()}`,
};

export const sandboxCodeUrl = (tradeNo: string) => `/mobile/spotPay?code=${encodeURIComponent(tradeNo)}`;

const wechatPay: PaymentProvider = {
  name: 'wechatpay',
  open: (p) => createNativeOrder(requireSettings(), p),
  refund: async (p) => (await refundOrder(requireSettings(), p)).refundId,
};

function requireSettings() {
  const s = wechatPaySettings.get();
  if (!s) throw new Error('WeChat Pay keys are not set');
  return s;
}

const providers = new Map<string, PaymentProvider>([
  [sandbox.name, sandbox],
  [wechatPay.name, wechatPay],
]);

/** A payment's provider by name; without a name, the one new payments use (WeChat Pay when its keys are set). */
export function paymentProvider(name?: string): PaymentProvider {
  if (name) {
    const p = providers.get(name);
    if (!p) throw new Error(`unknown payment provider ${name}`);
    return p;
  }
  return wechatPaySettings.get() ? wechatPay : sandbox;
}
