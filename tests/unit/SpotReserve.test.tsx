// @vitest-environment jsdom
import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp } from 'antd';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { NextIntlClientProvider } from 'next-intl';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SpotReserve } from '@/components/spot/SpotReserve';
import { SurfaceProvider } from '@/components/providers/SurfaceProvider';
import type { Surface } from '@/lib/screens/registry';
import cn from '@/messages/cn.json';
import en from '@/messages/en.json';

vi.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

const OFFER = {
  id: 5, carrierCode: 'COSU', carrierName: 'COSCO', polCode: 'CNNGB', polName: '宁波', podCode: 'DEHAM', podName: '汉堡',
  etd: '2026-12-20', vessel: 'COSCO PRIDE', voyage: '021W', containerType: '40HQ', totalQuantity: 10, remaining: 4,
  price: '2100.00', prepaidFee: '500.00', deadSpaceFee: '800.00', access: 'full',
};

const reserved: FormData[] = [];
let reserveAnswer: () => Response = () => HttpResponse.json({ code: '0', message: 'unexpected' }, { status: 500 });

const server = setupServer(
  http.get('*/api/spot/offer', () => HttpResponse.json({ code: '1', data: OFFER })),
  http.post('*/api/spot/reserve', async ({ request }) => {
    reserved.push(await request.formData());
    return reserveAnswer();
  }),
);

configure({ asyncUtilTimeout: 5000 });
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  cleanup();
});
afterAll(() => server.close());
beforeEach(() => {
  reserved.length = 0;
});

function renderReserve(locale: 'zh-CN' | 'en' = 'zh-CN', surface: Surface = 'desktop') {
  render(
    <NextIntlClientProvider locale={locale} messages={locale === 'en' ? en : cn} timeZone="Asia/Shanghai">
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <SurfaceProvider surface={surface}>
          <AntdApp>
            <SpotReserve offerId={OFFER.id} />
          </AntdApp>
        </SurfaceProvider>
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
}

const fieldError = (text: string) => screen.findByText(text, { selector: '.ant-form-item-explain-error' });

async function fill(user: ReturnType<typeof userEvent.setup>, values: { quantity?: string; contact?: string; company?: string; phone?: string }) {
  await screen.findByTestId('spot-form');
  const set = async (id: string, v: string | undefined) => {
    if (v === undefined) return;
    await user.clear(screen.getByTestId(id));
    if (v) await user.paste(v);
  };
  await set('spot-quantity', values.quantity);
  await set('spot-contact', values.contact ?? '李敏');
  await set('spot-company', values.company ?? '宁波海星家居用品有限公司');
  await set('spot-phone', values.phone ?? '13912345678');
  const file = new File(['%PDF-1.7\n'], '委托书.pdf', { type: 'application/pdf' });
  await user.upload(screen.getByTestId('spot-form').querySelector('input[type=file]') as HTMLInputElement, file);
  await user.click(screen.getByTestId('spot-agree'));
}

describe('SpotReserve: the form checks what the API checks, with its words, on the field', () => {
  for (const surface of ['desktop', 'mobile'] as const) {
    it(`a contact phone of "abc" gets the phone message under the field and nothing is sent (${surface})`, async () => {
      const user = userEvent.setup();
      renderReserve('zh-CN', surface);
      await fill(user, { phone: 'abc' });
      await user.click(screen.getByTestId('spot-next'));
      expect(await fieldError(cn.Validation.phone)).toBeTruthy();
      expect(screen.queryByTestId('spot-review')).toBeNull();
      expect(screen.getByTestId('spot-phone')).toHaveProperty('value', 'abc');
      expect(reserved).toEqual([]);
    });
  }

  it('words the other fields as the API does: emoji in a name, a quantity above the remaining space, a negative quantity', async () => {
    const user = userEvent.setup();
    renderReserve('en');
    await fill(user, { contact: 'Li 🚢', quantity: '5' });
    await user.click(screen.getByTestId('spot-next'));
    expect(await fieldError(en.Validation.emoji)).toBeTruthy();
    expect(await fieldError(en.Validation.quantityMax.replace('{max}', '4'))).toBeTruthy();
    await user.clear(screen.getByTestId('spot-quantity'));
    await user.paste('-2');
    expect(await fieldError(en.Validation.notNegative)).toBeTruthy();
    expect(reserved).toEqual([]);
  });

  it("puts the server's field messages under the fields, without a generic banner, keeping what was typed", async () => {
    reserveAnswer = () => HttpResponse.json({ code: '0', message: cn.Api.invalidInput, fieldErrors: { contactPhone: [cn.Validation.phone] } }, { status: 422 });
    const user = userEvent.setup();
    renderReserve();
    await fill(user, { phone: '021-6588 7200' });
    await user.click(screen.getByTestId('spot-next'));
    await user.click(await screen.findByTestId('spot-confirm'));
    expect(await fieldError(cn.Validation.phone)).toBeTruthy();
    expect(reserved).toHaveLength(1);
    expect(screen.queryByTestId('spot-failure')).toBeNull();
    expect(screen.getByTestId('spot-phone')).toHaveProperty('value', '021-6588 7200');
    expect(screen.getByTestId('spot-contact')).toHaveProperty('value', '李敏');
  });
});

describe('SpotReserve: the steps of spec §2 / §4', () => {
  it('shows three steps — fill order, review confirmation, ship — on both surfaces', async () => {
    for (const surface of ['desktop', 'mobile'] as const) {
      renderReserve('zh-CN', surface);
      const steps = await screen.findByTestId('spot-steps');
      const titles = surface === 'desktop' ? [...steps.querySelectorAll('.ant-steps-item-title')].map((e) => e.textContent) : within(steps).getAllByRole('listitem').map((e) => e.textContent);
      expect(titles).toEqual([cn.Spot.steps.fill, cn.Spot.steps.review, cn.Spot.steps.ship]);
      cleanup();
    }
  });

  it('keeps the payment inside "review confirmation"', async () => {
    reserveAnswer = () =>
      HttpResponse.json({
        code: '1',
        data: {
          id: 9, orderCode: 'SR2026120100001', billNo: '', offerId: OFFER.id, lane: '宁波 → 汉堡', carrierName: 'COSCO', etd: OFFER.etd, containerType: '40HQ', remaining: 3,
          contactName: '李敏', contactCompany: '宁波海星家居用品有限公司', contactPhone: '13912345678', quantity: 1, attorneyFileName: '委托书.pdf', prepaidFee: '500.00',
          deadSpaceFee: '800.00', status: 'unpaid', reason: '', reserveTime: '2026-12-01 10:00:00', auditTime: '', payDeadline: '2099-01-01T00:00:00.000Z',
          payment: { tradeNo: 'SP0000000001', provider: 'sandbox', amount: 50000, codeUrl: '/mobile/spotPay?code=SP0000000001', deadline: '2099-01-01T00:00:00.000Z', secondsLeft: 180 },
        },
      });
    server.use(http.get('*/api/spot/reservation', () => reserveAnswer()));
    const user = userEvent.setup();
    renderReserve();
    await fill(user, {});
    await user.click(screen.getByTestId('spot-next'));
    await user.click(await screen.findByTestId('spot-confirm'));
    await screen.findByTestId('spot-pay');
    const current = screen.getByTestId('spot-steps').querySelector('.ant-steps-item-process .ant-steps-item-title');
    await waitFor(() => expect(current?.textContent).toBe(cn.Spot.steps.review));
  });
});
