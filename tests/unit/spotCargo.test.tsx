// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import cn from '@/messages/cn.json';
import en from '@/messages/en.json';
import { SPOT_STATUSES, type SpotReservation } from '@/lib/contracts/spot';
import { cargoNext } from '@/components/spot/cargoNext';
import { RefundNotice } from '@/components/spot/SpotCargoParts';

// the parts' links go through the localized navigation, which needs Next's router; the notice does not
vi.mock('@/lib/i18n/ServerLink', () => ({ ServerLink: () => null }));

afterEach(cleanup);

const row = (over: Partial<SpotReservation>): SpotReservation => ({
  id: 3, orderCode: 'SR2026120100003', billNo: '', offerId: 12, lane: '宁波 → 汉堡', carrierName: 'COSCO', etd: '2026-12-20', containerType: '40HQ',
  remaining: 3, contactName: '李敏', contactCompany: '宁波海星家居用品有限公司', contactPhone: '13912345678', quantity: 2, attorneyFileName: '委托书.pdf',
  prepaidFee: '1000.00', deadSpaceFee: '1600.00', status: 'inHand', reason: '', reserveTime: '2026-12-01 10:00:00', auditTime: '', payDeadline: '2026-12-01T02:03:00.000Z',
  payment: null, ...over,
});

describe('my spot cargo: the next step of each status (spec §4)', () => {
  it('is pay, wait for the review, track, or reserve the same offer again — on the surface shown', () => {
    const next = Object.fromEntries(SPOT_STATUSES.map((status) => [status, cargoNext(row({ status, billNo: status === 'completed' ? 'COSU6301234567' : '' }), 'desktop')]));
    expect(next).toEqual({
      unpaid: { kind: 'pay' },
      inHand: { kind: 'review' },
      completed: { kind: 'track', href: '/tracking?no=COSU6301234567' },
      cancelled: { kind: 'reserveAgain', href: '/lookPresentCabin/reserve?offerId=12' },
      refused: { kind: 'reserveAgain', href: '/lookPresentCabin/reserve?offerId=12' },
      returned: { kind: 'reserveAgain', href: '/lookPresentCabin/reserve?offerId=12' },
    });
    expect(cargoNext(row({ status: 'refused' }), 'mobile')).toEqual({ kind: 'reserveAgain', href: '/mobile/lookPresentCabin/reserve?offerId=12' });
    expect(cargoNext(row({ status: 'completed', billNo: '' }), 'mobile')).toEqual({ kind: 'none' });
  });
});

describe('my spot cargo: the refund notice (spec §4, §9)', () => {
  const notice = (r: SpotReservation, locale: 'cn' | 'en' = 'cn') => {
    render(
      <NextIntlClientProvider locale={locale === 'cn' ? 'zh-CN' : 'en'} messages={locale === 'cn' ? cn : en}>
        <RefundNotice r={r} />
      </NextIntlClientProvider>,
    );
    const text = screen.queryByTestId('spot-refund-notice')?.textContent ?? null;
    cleanup();
    return text;
  };

  it('tells the shipper of a refused or returned reservation that the prepaid fee comes back in full within 3 working days', () => {
    expect(notice(row({ status: 'refused', reason: '舱位已满' }))).toBe('预付款 ¥1000.00 将在 3 个工作日内全额退回。');
    expect(notice(row({ status: 'returned', reason: '委托书不完整' }), 'en')).toBe('The prepaid fee ¥1000.00 is refunded in full within 3 working days.');
  });

  it('says nothing of a refund while the reservation is paid and alive, or was never paid', () => {
    for (const status of ['unpaid', 'cancelled', 'inHand', 'completed'] as const) expect(notice(row({ status }))).toBeNull();
  });
});
