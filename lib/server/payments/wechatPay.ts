import 'server-only';
import { createDecipheriv, createPrivateKey, createPublicKey, createSign, createVerify, randomBytes, X509Certificate, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { chinaIso } from '../../businessTime';
import { env, type ServerEnv } from '../../env';

/*
 * WeChat Pay Native (APIv3), with Node's crypto only.
 *
 * - Requests to WeChat Pay carry `Authorization: WECHATPAY2-SHA256-RSA2048 mchid=…,nonce_str=…,
 *   timestamp=…,serial_no=…,signature=…`, the signature RSA-SHA256 with the merchant's private key
 *   over `METHOD\nPATH?QUERY\nTIMESTAMP\nNONCE\nBODY\n`.
 * - Answers and notifications from WeChat Pay are signed with the platform key over
 *   `TIMESTAMP\nNONCE\nBODY\n` (headers Wechatpay-Timestamp, -Nonce, -Signature, -Serial); both are
 *   verified before anything in them is believed.
 * - A notification's resource is AEAD_AES_256_GCM encrypted with the APIv3 key (nonce and
 *   associated data given beside it; the last 16 bytes of the ciphertext are the tag).
 */

export type WechatPaySettings = {
  mchId: string;
  appId: string;
  apiV3Key: string;
  /** serial number of the merchant's API certificate (names the private key) */
  serialNo: string;
  privateKey: KeyObject;
  /** the platform certificate's public key, or the WeChat Pay public key */
  platformKey: KeyObject;
  /** the serial (or public key id) a signed answer must name; '' accepts any */
  platformSerial: string;
  apiBase: string;
  /** '' = the reserving request's origin + NOTIFY_PATH */
  notifyUrl: string;
};

export const NOTIFY_PATH = '/api/spot/wechatpay/notify';
/** A signed answer or notification older (or newer) than this is refused: no replays. */
const MAX_CLOCK_SKEW_SECONDS = 5 * 60;

/** PEM text (literal `\n` allowed, as env files write it) or the path of a PEM file. */
function pemOf(value: string): string {
  const text = value.includes('-----BEGIN') ? value : readFileSync(value, 'utf8');
  return text.replace(/\\n/g, '\n');
}

export function platformKeyOf(pem: string): { key: KeyObject; serial: string } {
  if (pem.includes('BEGIN CERTIFICATE')) {
    const cert = new X509Certificate(pem);
    return { key: cert.publicKey, serial: cert.serialNumber.toUpperCase() };
  }
  return { key: createPublicKey(pem), serial: '' };
}

type WechatPayEnv = Pick<
  ServerEnv,
  | 'WECHATPAY_MCH_ID'
  | 'WECHATPAY_APP_ID'
  | 'WECHATPAY_API_V3_KEY'
  | 'WECHATPAY_MCH_SERIAL_NO'
  | 'WECHATPAY_PRIVATE_KEY'
  | 'WECHATPAY_PLATFORM_KEY'
  | 'WECHATPAY_PLATFORM_SERIAL'
  | 'WECHATPAY_API_BASE'
  | 'WECHATPAY_NOTIFY_URL'
>;

/** The settings the environment names; null while any of the six keys is missing. */
export function settingsFromEnv(e: WechatPayEnv): WechatPaySettings | null {
  if (!e.WECHATPAY_MCH_ID || !e.WECHATPAY_APP_ID || !e.WECHATPAY_API_V3_KEY || !e.WECHATPAY_MCH_SERIAL_NO || !e.WECHATPAY_PRIVATE_KEY || !e.WECHATPAY_PLATFORM_KEY) return null;
  const platform = platformKeyOf(pemOf(e.WECHATPAY_PLATFORM_KEY));
  return {
    mchId: e.WECHATPAY_MCH_ID,
    appId: e.WECHATPAY_APP_ID,
    apiV3Key: e.WECHATPAY_API_V3_KEY,
    serialNo: e.WECHATPAY_MCH_SERIAL_NO,
    privateKey: createPrivateKey(pemOf(e.WECHATPAY_PRIVATE_KEY)),
    platformKey: platform.key,
    platformSerial: (e.WECHATPAY_PLATFORM_SERIAL ?? platform.serial).toUpperCase(),
    apiBase: e.WECHATPAY_API_BASE.replace(/\/$/, ''),
    notifyUrl: e.WECHATPAY_NOTIFY_URL ?? '',
  };
}

let loaded: { settings: WechatPaySettings | null } | undefined;

/** As an object so tests can point it at a mock WeChat Pay server. Null while the keys are not set. */
export const wechatPaySettings = {
  get(): WechatPaySettings | null {
    loaded ??= { settings: settingsFromEnv(env()) };
    return loaded.settings;
  },
};

// ---------------------------------------------------------------- signatures

const nonce = () => randomBytes(16).toString('hex');

/** The Authorization header of a request to WeChat Pay. */
export function authorization(s: WechatPaySettings, method: string, pathAndQuery: string, body: string, now = new Date()): string {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  const nonceStr = nonce();
  const signature = createSign('RSA-SHA256').update(`${method}\n${pathAndQuery}\n${timestamp}\n${nonceStr}\n${body}\n`).sign(s.privateKey, 'base64');
  return `WECHATPAY2-SHA256-RSA2048 mchid="${s.mchId}",nonce_str="${nonceStr}",signature="${signature}",timestamp="${timestamp}",serial_no="${s.serialNo}"`;
}

type HeaderSource = { get(name: string): string | null };

/**
 * Whether an answer or notification was signed by WeChat Pay: the platform key's RSA-SHA256
 * signature over `timestamp\nnonce\nbody\n`, a fresh timestamp, and the expected serial.
 */
export function verifySignature(s: WechatPaySettings, headers: HeaderSource, body: string, now = new Date()): boolean {
  const timestamp = headers.get('wechatpay-timestamp') ?? '';
  const nonceStr = headers.get('wechatpay-nonce') ?? '';
  const signature = headers.get('wechatpay-signature') ?? '';
  const serial = (headers.get('wechatpay-serial') ?? '').toUpperCase();
  if (!/^\d{1,12}$/.test(timestamp) || !nonceStr || !signature) return false;
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > MAX_CLOCK_SKEW_SECONDS) return false;
  if (s.platformSerial && serial !== s.platformSerial) return false;
  try {
    return createVerify('RSA-SHA256').update(`${timestamp}\n${nonceStr}\n${body}\n`).verify(s.platformKey, signature, 'base64');
  } catch {
    return false;
  }
}

export type EncryptedResource = { algorithm: string; ciphertext: string; associated_data?: string; nonce: string; original_type?: string };

/** Opens a notification's resource (AEAD_AES_256_GCM with the APIv3 key); throws when it was altered. */
export function decryptResource(s: WechatPaySettings, r: EncryptedResource): string {
  if (r.algorithm !== 'AEAD_AES_256_GCM') throw new Error(`unknown resource algorithm ${r.algorithm}`);
  const data = Buffer.from(r.ciphertext, 'base64');
  if (data.length < 17) throw new Error('resource too short');
  const decipher = createDecipheriv('aes-256-gcm', Buffer.from(s.apiV3Key, 'utf8'), Buffer.from(r.nonce, 'utf8'));
  decipher.setAuthTag(data.subarray(data.length - 16));
  decipher.setAAD(Buffer.from(r.associated_data ?? '', 'utf8'));
  return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8');
}

// ---------------------------------------------------------------- calls

export class WechatPayError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
  ) {
    super(message);
  }
}

/** One signed call to WeChat Pay; its answer is believed only with a valid platform signature. */
async function callApi<T>(s: WechatPaySettings, method: 'GET' | 'POST', path: string, payload?: unknown): Promise<T> {
  const body = payload === undefined ? '' : JSON.stringify(payload);
  const res = await fetch(`${s.apiBase}${path}`, {
    method,
    headers: {
      authorization: authorization(s, method, path, body),
      accept: 'application/json',
      'user-agent': 'freight-portal/1 (node)',
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body || undefined,
    signal: AbortSignal.timeout(10_000),
  });
  const text = await res.text();
  if (!res.ok) {
    let code = '';
    try {
      code = String((JSON.parse(text) as { code?: unknown }).code ?? '');
    } catch {
      // not JSON
    }
    throw new WechatPayError(`WeChat Pay ${method} ${path} answered ${res.status} ${code}`, res.status, code);
  }
  if (!verifySignature(s, res.headers, text)) throw new WechatPayError(`WeChat Pay ${method} ${path}: answer signature invalid`, res.status, 'SIGN_INVALID');
  return (text ? JSON.parse(text) : {}) as T;
}

/** Opens a Native order: its code_url is what the QR code encodes. It expires with the payment window. */
export async function createNativeOrder(
  s: WechatPaySettings,
  p: { tradeNo: string; amount: number; description: string; expiresAt: Date; site: string },
): Promise<string> {
  const answer = await callApi<{ code_url?: unknown }>(s, 'POST', '/v3/pay/transactions/native', {
    appid: s.appId,
    mchid: s.mchId,
    description: p.description.slice(0, 127),
    out_trade_no: p.tradeNo,
    time_expire: chinaIso(p.expiresAt), // Beijing time, as WeChat Pay takes it
    notify_url: s.notifyUrl || `${p.site}${NOTIFY_PATH}`,
    amount: { total: p.amount, currency: 'CNY' },
  });
  if (typeof answer.code_url !== 'string' || !answer.code_url) throw new WechatPayError('WeChat Pay native order: no code_url', 200, 'NO_CODE_URL');
  return answer.code_url;
}

/** Refunds a paid order in full. WeChat Pay answers the same refund for the same out_refund_no, so a retry never pays twice. */
export async function refundOrder(s: WechatPaySettings, p: { tradeNo: string; refundNo: string; amount: number; reason: string }): Promise<{ refundId: string; status: string }> {
  const answer = await callApi<{ refund_id?: unknown; status?: unknown }>(s, 'POST', '/v3/refund/domestic/refunds', {
    out_trade_no: p.tradeNo,
    out_refund_no: p.refundNo,
    reason: p.reason.slice(0, 80),
    amount: { refund: p.amount, total: p.amount, currency: 'CNY' },
  });
  if (typeof answer.refund_id !== 'string' || !answer.refund_id) throw new WechatPayError('WeChat Pay refund: no refund_id', 200, 'NO_REFUND_ID');
  if (answer.status === 'ABNORMAL' || answer.status === 'CLOSED') throw new WechatPayError(`WeChat Pay refund ${answer.refund_id}: ${String(answer.status)}`, 200, String(answer.status));
  return { refundId: answer.refund_id, status: typeof answer.status === 'string' ? answer.status : '' };
}

// ---------------------------------------------------------------- notifications

export type WechatTransaction = {
  appid: string;
  mchid: string;
  out_trade_no: string;
  transaction_id: string;
  trade_state: string;
  amount: { total: number; payer_total?: number; currency?: string };
};

export type Notification =
  | { kind: 'invalid' }
  | { kind: 'paid'; tradeNo: string; amount: number; transactionId: string }
  /** signed and ours, but nothing to apply (another event, a state other than SUCCESS) */
  | { kind: 'ignored'; eventType: string };

/**
 * A notification as WeChat Pay sent it: the signature checked over the exact body, then the
 * resource decrypted and checked to be for this merchant and app. Invalid: answer 401 and change nothing.
 */
export function readNotification(s: WechatPaySettings, headers: HeaderSource, body: string, now = new Date()): Notification {
  if (!verifySignature(s, headers, body, now)) return { kind: 'invalid' };
  let event: { event_type?: unknown; resource?: EncryptedResource };
  try {
    event = JSON.parse(body) as typeof event;
  } catch {
    return { kind: 'invalid' };
  }
  const eventType = typeof event.event_type === 'string' ? event.event_type : '';
  if (eventType !== 'TRANSACTION.SUCCESS') return { kind: 'ignored', eventType };
  if (!event.resource) return { kind: 'invalid' };
  let tx: WechatTransaction;
  try {
    tx = JSON.parse(decryptResource(s, event.resource)) as WechatTransaction;
  } catch {
    return { kind: 'invalid' };
  }
  if (tx.mchid !== s.mchId || tx.appid !== s.appId) return { kind: 'invalid' };
  if (tx.trade_state !== 'SUCCESS') return { kind: 'ignored', eventType: `${eventType}:${tx.trade_state}` };
  if (typeof tx.out_trade_no !== 'string' || !Number.isInteger(tx.amount?.total) || typeof tx.transaction_id !== 'string') return { kind: 'invalid' };
  return { kind: 'paid', tradeNo: tx.out_trade_no, amount: tx.amount.total, transactionId: tx.transaction_id };
}
