// POST spotApi.wechatpayNotify – WeChat Pay's payment notification (APIv3): believed only with the
// platform signature over the exact body; its resource decrypted with the APIv3 key; applied once
// (a second delivery changes nothing; a payment after the window is refunded). Answers as WeChat
// Pay expects: 204 when taken, 4xx/5xx with { code: 'FAIL', message } to have it sent again.
import { NextResponse } from 'next/server';
import { getDb } from '@/lib/server/db';
import { ApiError } from '@/lib/server/errors';
import { otherMethods, routeHandler } from '@/lib/server/http';
import { log } from '@/lib/server/log';
import { readNotification, wechatPaySettings } from '@/lib/server/payments/wechatPay';
import { applyPayment } from '@/lib/server/spot';
import { spotApi } from '@/lib/endpoints/spot';

const MAX_BYTES = 64 * 1024;
const fail = (status: number, message: string) => NextResponse.json({ code: 'FAIL', message }, { status });

export const POST = routeHandler(spotApi.wechatpayNotify, async (req) => {
  const settings = wechatPaySettings.get();
  if (!settings) return fail(404, 'WeChat Pay is not configured');
  if (Number(req.headers.get('content-length') ?? 0) > MAX_BYTES) return fail(413, 'body too large');
  const body = await req.text();
  if (body.length > MAX_BYTES) return fail(413, 'body too large');
  const notice = readNotification(settings, req.headers, body);
  if (notice.kind === 'invalid') {
    log.warn('wechatpay.notify.invalid', {});
    return fail(401, 'signature or resource invalid');
  }
  if (notice.kind === 'ignored') return new NextResponse(null, { status: 204 });
  try {
    const outcome = await applyPayment(await getDb(), { tradeNo: notice.tradeNo, amount: notice.amount, providerTradeNo: notice.transactionId, provider: 'wechatpay' });
    log.info('wechatpay.notify', { outcome });
    return new NextResponse(null, { status: 204 });
  } catch (error) {
    if (error instanceof ApiError) {
      log.warn('wechatpay.notify.refused', { error });
      return fail(error.status, error.messageKey);
    }
    throw error;
  }
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(spotApi.wechatpayNotify);
