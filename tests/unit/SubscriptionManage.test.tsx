// @vitest-environment jsdom
// The manage link's page: confirms and lists the address's rate alerts, each with an unsubscribe button.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { App as AntdApp } from 'antd';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { NextIntlClientProvider } from 'next-intl';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SubscriptionManage } from '@/components/home/SubscriptionManage';
import en from '@/messages/en.json';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5000 });
const userEvent = userEventLib.setup({ delay: null });
const TOKEN = 'T'.repeat(43);

let deleted: unknown[] = [];
const server = setupServer(
  http.post('*/api/websubMaskFcl/manageSubMaskFcl', async ({ request }) => {
    const { token } = (await request.json()) as { token: string };
    if (token !== TOKEN) return HttpResponse.json({ code: '0', message: en.Api.subscriptionLinkInvalid }, { status: 400 });
    return HttpResponse.json({
      code: '1',
      data: { email: 'me@example.com', rows: [{ id: 7, subscribeEmail: 'me@example.com', portStartId: 1, portEndId: 2 }] },
    });
  }),
  http.post('*/api/webschedulecontroller/queryPortsByIds', () =>
    HttpResponse.json({
      code: '1',
      rows: [
        { id: 1, code: 'CNNGB', nameCn: '宁波', nameEn: 'Ningbo', countryName: '中国', countryNameEn: 'China', logo: '' },
        { id: 2, code: 'DEHAM', nameCn: '汉堡', nameEn: 'Hamburg', countryName: '德国', countryNameEn: 'Germany', logo: '' },
      ],
    }),
  ),
  http.post('*/api/websubMaskFcl/deleteSubMaskFcl', async ({ request }) => {
    deleted.push(await request.json());
    return HttpResponse.json({ code: '1', message: en.Api.subscriptionDeleted });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  deleted = [];
});

function renderAt(search: string) {
  window.history.replaceState(null, '', `/en/subscription${search}`);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <NextIntlClientProvider locale="en" messages={en} timeZone="Asia/Shanghai">
        <AntdApp>
          <SubscriptionManage />
        </AntdApp>
      </NextIntlClientProvider>
    </QueryClientProvider>,
  );
}

describe('SubscriptionManage', () => {
  it('lists the lanes by name and unsubscribes with the token', async () => {
    renderAt(`?token=${TOKEN}`);
    const row = await screen.findByTestId('subscription-manage-row');
    await waitFor(() => expect(row).toHaveTextContent('Ningbo → Hamburg'));
    expect(screen.getByTestId('subscription-manage')).toHaveTextContent('me@example.com');
    await userEvent.click(within(row).getByTestId('subscription-unsubscribe'));
    await waitFor(() => expect(deleted).toEqual([{ id: 7, token: TOKEN }]));
    await waitFor(() => expect(screen.queryByTestId('subscription-manage-row')).toBeNull());
  });

  it('shows the server’s message for a bad link', async () => {
    renderAt('?token=' + 'x'.repeat(43));
    expect(await screen.findByTestId('subscription-manage-error')).toHaveTextContent(en.Api.subscriptionLinkInvalid);
  });

  it('asks for the full link when there is no token', async () => {
    renderAt('');
    expect(await screen.findByTestId('subscription-manage-error')).toHaveTextContent(en.Subscription.manageMissing);
  });
});
