import 'server-only';
import { randomBytes } from 'node:crypto';
import { env, type ServerEnv } from '../../env';
import { log } from '../log';
import { createNativeOrder, refundOrder, wechatPaySettings } from './wechatPay';

/*
 * QR payment providers behind one interface. A provider opens a payment (what its QR code encodes)
 * and refunds a paid one in full; its notification of a paid code is applied by applyPayment
 * (lib/server/spot/payments.ts), once. The built-in sandbox wallet is a page of the mobile site where the
 * logged-in owner pays on a phone (/mobile/spotPay?code=…); WeChat Pay Native is used instead for
 * new payments when its keys are set (lib/server/payments/wechatPay.ts, notifications at
 * /api/spot/wechatpay/notify).
 * The sandbox wallet marks a reservation paid without any money: it runs only when PAYMENTS=sandbox
 * (or, PAYMENTS unset, outside production). A production server with neither refuses reservations.
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

/** Whether the sandbox wallet may take payments: PAYMENTS=sandbox, or PAYMENTS unset outside production. */
export function sandboxEnabled(e: Pick<ServerEnv, 'NODE_ENV' | 'PAYMENTS'>): boolean {
  return e.PAYMENTS ? e.PAYMENTS === 'sandbox' : e.NODE_ENV !== 'production';
}

/** Read through an object so a test can switch the sandbox off (vi.spyOn) as a production server would have it. */
export const paymentSettings = {
  sandbox(): boolean {
    return sandboxEnabled(env());
  },
};

/** A payment's provider by name. */
export function paymentProvider(name: string): PaymentProvider {
  const p = providers.get(name);
  if (!p) throw new Error(`unknown payment provider ${name}`);
  return p;
}

/** The provider new payments use: WeChat Pay when its keys are set, else the sandbox wallet when enabled, else none. */
export function newPaymentProvider(): PaymentProvider | null {
  if (wechatPaySettings.get()) return wechatPay;
  return paymentSettings.sandbox() ? sandbox : null;
}

/** At start: one warning when this server can take no payment (reservations are refused), or takes them without money in production. */
export function warnPaymentSetup(): void {
  const e = env();
  if (e.NEXT_PHASE === 'phase-production-build') return;
  const provider = newPaymentProvider();
  if (!provider) log.warn('payments.notConfigured', { note: 'neither WeChat Pay (WECHATPAY_*) nor PAYMENTS=sandbox is set: spot reservations are refused' });
  else if (provider === sandbox && e.NODE_ENV === 'production') log.warn('payments.sandbox', { note: 'PAYMENTS=sandbox: the sandbox wallet marks spot reservations paid without money (demo only)' });
}
