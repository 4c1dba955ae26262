// A local stand-in for the WeChat Pay APIv3 server (node http on 127.0.0.1): it checks every
// merchant request's Authorization signature with the merchant's public key, keeps the Native
// orders and refunds it was asked for, signs its answers with its own platform key, and sends
// signed notifications (resource encrypted AEAD_AES_256_GCM with the APIv3 key) to an order's
// notify_url — as WeChat Pay does.
import { createCipheriv, createSign, createVerify, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type MockOrder = {
  appid: string;
  mchid: string;
  description: string;
  out_trade_no: string;
  time_expire: string;
  notify_url: string;
  amount: { total: number; currency: string };
  codeUrl: string;
  transactionId: string;
};
export type MockRefund = { out_trade_no: string; out_refund_no: string; reason: string; amount: { refund: number; total: number; currency: string }; refundId: string };

export type WechatPayMock = {
  base: string;
  mchId: string;
  appId: string;
  apiV3Key: string;
  serialNo: string;
  platformSerial: string;
  merchantPrivateKey: KeyObject;
  platformPublicKey: KeyObject;
  /** Native orders by out_trade_no */
  orders: Map<string, MockOrder>;
  /** refunds by out_refund_no (a repeated out_refund_no is answered with the first refund) */
  refunds: Map<string, MockRefund>;
  /** refund requests received, repeats included */
  refundCalls: number;
  /** requests refused for a bad merchant signature */
  refusedSignatures: number;
  /** The signed notification of a payment of this order (the body and headers WeChat Pay would POST). */
  notification: (tradeNo: string, over?: { total?: number; mchid?: string }) => { body: string; headers: Record<string, string> };
  /** Pays an order: POSTs its signed notification to the order's notify_url; answers that URL's status. */
  pay: (tradeNo: string) => Promise<number>;
  /** Signs as WeChat Pay does (timestamp\nnonce\nbody\n with the platform key). */
  sign: (body: string, key?: KeyObject, timestamp?: number) => Record<string, string>;
  close: () => Promise<void>;
};

const rsa = () => generateKeyPairSync('rsa', { modulusLength: 2048 });

function readAll(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function parseAuthorization(header: string): Record<string, string> | null {
  const m = /^WECHATPAY2-SHA256-RSA2048 (.+)$/.exec(header);
  if (!m) return null;
  const out: Record<string, string> = {};
  for (const part of m[1]!.matchAll(/(\w+)="([^"]*)"/g)) out[part[1]!] = part[2]!;
  return out;
}

export async function startWechatPayMock(): Promise<WechatPayMock> {
  const merchant = rsa();
  const platform = rsa();
  const mock = {
    mchId: '1900000109',
    appId: 'wxd678efh567hg6787',
    apiV3Key: randomBytes(16).toString('hex'),
    serialNo: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
    platformSerial: 'PUB_KEY_ID_0119000001092025112400000000000001',
    merchantPrivateKey: merchant.privateKey,
    platformPublicKey: platform.publicKey,
    orders: new Map<string, MockOrder>(),
    refunds: new Map<string, MockRefund>(),
    refundCalls: 0,
    refusedSignatures: 0,
  };

  const sign = (body: string, key: KeyObject = platform.privateKey, timestamp = Math.floor(Date.now() / 1000)) => {
    const nonce = randomBytes(16).toString('hex');
    const signature = createSign('RSA-SHA256').update(`${timestamp}\n${nonce}\n${body}\n`).sign(key, 'base64');
    return { 'wechatpay-timestamp': String(timestamp), 'wechatpay-nonce': nonce, 'wechatpay-signature': signature, 'wechatpay-serial': mock.platformSerial };
  };

  const answer = (res: ServerResponse, status: number, payload: unknown) => {
    const body = JSON.stringify(payload);
    res.writeHead(status, { 'content-type': 'application/json', ...sign(body) });
    res.end(body);
  };

  /** The merchant's signature over METHOD\nPATH\nTIMESTAMP\nNONCE\nBODY\n, with its serial and mchid. */
  const signedByMerchant = (req: IncomingMessage, body: string): boolean => {
    const auth = parseAuthorization(req.headers.authorization ?? '');
    if (!auth || auth.mchid !== mock.mchId || auth.serial_no !== mock.serialNo || !auth.nonce_str || !auth.signature) return false;
    if (Math.abs(Date.now() / 1000 - Number(auth.timestamp)) > 300) return false;
    const message = `${req.method}\n${req.url}\n${auth.timestamp}\n${auth.nonce_str}\n${body}\n`;
    return createVerify('RSA-SHA256').update(message).verify(merchant.publicKey, auth.signature, 'base64');
  };

  const server: Server = createServer((req, res) => {
    void (async () => {
      const body = await readAll(req);
      if (!signedByMerchant(req, body)) {
        mock.refusedSignatures++;
        return answer(res, 401, { code: 'SIGN_ERROR', message: '签名错误' });
      }
      const input = (body ? JSON.parse(body) : {}) as Record<string, unknown>;
      if (req.method === 'POST' && req.url === '/v3/pay/transactions/native') {
        const o = input as unknown as MockOrder;
        if (o.mchid !== mock.mchId || o.appid !== mock.appId || !o.notify_url || !Number.isInteger(o.amount?.total) || o.amount.total <= 0) {
          return answer(res, 400, { code: 'PARAM_ERROR', message: '参数错误' });
        }
        if (mock.orders.has(o.out_trade_no)) return answer(res, 403, { code: 'OUT_TRADE_NO_USED', message: '商户订单号重复' });
        const order: MockOrder = { ...o, codeUrl: `weixin://wxpay/bizpayurl?pr=${randomBytes(5).toString('hex')}`, transactionId: `42000${randomBytes(10).toString('hex')}` };
        mock.orders.set(o.out_trade_no, order);
        return answer(res, 200, { code_url: order.codeUrl });
      }
      if (req.method === 'POST' && req.url === '/v3/refund/domestic/refunds') {
        mock.refundCalls++;
        const r = input as unknown as MockRefund;
        const order = mock.orders.get(r.out_trade_no);
        if (!order) return answer(res, 404, { code: 'RESOURCE_NOT_EXISTS', message: '订单不存在' });
        if (r.amount.total !== order.amount.total || r.amount.refund > order.amount.total) return answer(res, 400, { code: 'PARAM_ERROR', message: '退款金额错误' });
        const known = mock.refunds.get(r.out_refund_no);
        const refund = known ?? { ...r, refundId: `50300${randomBytes(10).toString('hex')}` };
        mock.refunds.set(r.out_refund_no, refund);
        return answer(res, 200, { refund_id: refund.refundId, out_refund_no: r.out_refund_no, out_trade_no: r.out_trade_no, status: 'PROCESSING', amount: r.amount });
      }
      return answer(res, 404, { code: 'NOT_FOUND', message: '无此接口' });
    })().catch((error: unknown) => {
      res.writeHead(500);
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const notification = (tradeNo: string, over: { total?: number; mchid?: string } = {}) => {
    const order = mock.orders.get(tradeNo);
    if (!order) throw new Error(`mock: no order ${tradeNo}`);
    const transaction = {
      appid: order.appid,
      mchid: over.mchid ?? order.mchid,
      out_trade_no: tradeNo,
      transaction_id: order.transactionId,
      trade_type: 'NATIVE',
      trade_state: 'SUCCESS',
      trade_state_desc: '支付成功',
      bank_type: 'OTHERS',
      success_time: new Date().toISOString(),
      payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
      amount: { total: over.total ?? order.amount.total, payer_total: over.total ?? order.amount.total, currency: 'CNY', payer_currency: 'CNY' },
    };
    const nonce = randomBytes(6).toString('hex');
    const associated = 'transaction';
    const cipher = createCipheriv('aes-256-gcm', Buffer.from(mock.apiV3Key, 'utf8'), Buffer.from(nonce, 'utf8'));
    cipher.setAAD(Buffer.from(associated, 'utf8'));
    const ciphertext = Buffer.concat([cipher.update(JSON.stringify(transaction), 'utf8'), cipher.final(), cipher.getAuthTag()]).toString('base64');
    const body = JSON.stringify({
      id: randomBytes(16).toString('hex'),
      create_time: new Date().toISOString(),
      resource_type: 'encrypt-resource',
      event_type: 'TRANSACTION.SUCCESS',
      summary: '支付成功',
      resource: { original_type: 'transaction', algorithm: 'AEAD_AES_256_GCM', ciphertext, associated_data: associated, nonce },
    });
    return { body, headers: { 'content-type': 'application/json', ...sign(body) } };
  };

  return {
    ...mock,
    base,
    get refundCalls() {
      return mock.refundCalls;
    },
    get refusedSignatures() {
      return mock.refusedSignatures;
    },
    notification,
    sign,
    pay: async (tradeNo: string) => {
      const order = mock.orders.get(tradeNo);
      if (!order) throw new Error(`mock: no order ${tradeNo}`);
      const n = notification(tradeNo);
      const res = await fetch(order.notify_url, { method: 'POST', headers: n.headers, body: n.body });
      return res.status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
