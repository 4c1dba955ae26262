import 'server-only';

/*
 * QR payment providers behind one interface. A provider says what a payment's QR code encodes; its
 * notification of a paid code is applied by applyPayment (lib/server/spot.ts), once. The built-in
 * sandbox wallet is a page of the mobile site where the logged-in owner pays on a phone
 * (/mobile/spotPay?code=…); a provider with real money (WeChat Pay Native) plugs in here.
 */
export type PaymentProvider = {
  name: string;
  /** What the QR code encodes; a site-relative path is made absolute by the page that draws it. */
  codeUrl: (p: { tradeNo: string; site: string }) => string;
};

const sandbox: PaymentProvider = {
  name: 'sandbox',
  codeUrl: ({ tradeNo, site }) => `${site}/mobile/spotPay?code=${encodeURIComponent(tradeNo)}`,
};

const providers = new Map<string, PaymentProvider>([[sandbox.name, sandbox]]);

/** A provider by name (a payment's), or the one new payments use. */
export function paymentProvider(name?: string): PaymentProvider {
  return (name ? providers.get(name) : undefined) ?? sandbox;
}
