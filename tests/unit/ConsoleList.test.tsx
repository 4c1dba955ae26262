// @vitest-environment jsdom
// Console list screens share one pattern (components/staff/ConsoleList.tsx): declared filters drive the
// call and go back to page 1, a failed load says the server's message, a row action asks first and
// refreshes the list, and the drawer editor saves, shows the server's field errors and closes.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { App as AntdApp } from 'antd';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BannersScreen } from '@/components/staff/BannersScreen';
import { OutboxScreen } from '@/components/staff/OutboxScreen';
import en from '@/messages/en.json';

vi.setConfig({ testTimeout: 45_000 });
configure({ asyncUtilTimeout: 5000 });
const userEvent = userEventLib.setup({ delay: null });
// antd's table measures itself with ResizeObserver, which jsdom lacks
vi.stubGlobal(
  'ResizeObserver',
  class {
    observe() {}
    unobserve() {}
    disconnect() {}
  },
);

const mail = (id: number) => ({ id, channel: 'mail', recipient: `user${id}@example.com`, subject: `Notice ${id}`, body: 'Hello', kind: 'notice', status: 'queued', createdAt: '2026-11-20T08:00:00.000Z' });
const BANNER = { id: 7, imageUrl: '/files/banner.png', titleCn: '整箱', titleEn: 'FCL', subtitleCn: '', subtitleEn: '', linkPath: '/lclFreight', sort: 1, active: true };

let outboxCalls: URLSearchParams[] = [];
let outboxFails = false;
let bannerGets = 0;
let banners = [BANNER];
let deleted: unknown[] = [];
let saves: Record<string, unknown>[] = [];

const server = setupServer(
  http.get('*/api/staff/outbox', ({ request }) => {
    const params = new URL(request.url).searchParams;
    outboxCalls.push(params);
    if (outboxFails) return HttpResponse.json({ code: '0', message: 'The outbox is being moved' }, { status: 503 });
    const page = Number(params.get('page'));
    return HttpResponse.json({ code: '1', rows: [mail(page * 100 + 1)], total: 25 });
  }),
  http.get('*/api/staff/banners', () => {
    bannerGets += 1;
    return HttpResponse.json({ code: '1', rows: banners });
  }),
  http.post('*/api/staff/banners/delete', async ({ request }) => {
    deleted.push(await request.json());
    banners = [];
    return HttpResponse.json({ code: '1' });
  }),
  http.post('*/api/staff/banners/save', async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    saves.push(body);
    if (body.titleEn === 'taken') return HttpResponse.json({ code: '0', message: 'Check the fields', fieldErrors: { titleEn: ['This headline is used by another banner'] } }, { status: 422 });
    banners = [{ ...BANNER, ...body } as typeof BANNER];
    return HttpResponse.json({ code: '1', data: banners[0] });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  outboxCalls = [];
  outboxFails = false;
  bannerGets = 0;
  banners = [BANNER];
  deleted = [];
  saves = [];
});

function renderScreen(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <NextIntlClientProvider locale="en" messages={en} timeZone="Asia/Shanghai">
        <AntdApp>{node}</AntdApp>
      </NextIntlClientProvider>
    </QueryClientProvider>,
  );
}

describe('a console list screen', () => {
  it('asks for the page and the declared filters, and a filter change goes back to page 1', async () => {
    renderScreen(<OutboxScreen />);
    const table = await screen.findByTestId('staff-outbox');
    expect(await within(table).findByText('user101@example.com')).toBeInTheDocument();
    expect(outboxCalls.at(-1)?.get('page')).toBe('1');

    await userEvent.click(screen.getByTitle('2'));
    expect(await within(table).findByText('user201@example.com')).toBeInTheDocument();
    expect(outboxCalls.at(-1)?.get('page')).toBe('2');

    await userEvent.click(screen.getByText(en.Staff.sms));
    await waitFor(() => expect(outboxCalls.at(-1)?.get('channel')).toBe('sms'));
    expect(outboxCalls.at(-1)?.get('page')).toBe('1');

    await userEvent.type(screen.getByPlaceholderText(en.Console.outbox.searchPlaceholder), '  user1@example.com {enter}');
    await waitFor(() => expect(outboxCalls.at(-1)?.get('to')).toBe('user1@example.com'));
    expect(outboxCalls.at(-1)?.get('channel')).toBe('sms');
    expect(outboxCalls.at(-1)?.get('page')).toBe('1');
  });

  it('says the server’s message when the list cannot be loaded', async () => {
    outboxFails = true;
    renderScreen(<OutboxScreen />);
    expect(await within(await screen.findByTestId('staff-outbox')).findByText('The outbox is being moved')).toBeInTheDocument();
  });

  it('asks before a row action, then runs it and refreshes the list', async () => {
    renderScreen(<BannersScreen />);
    const table = await screen.findByTestId('banners-table');
    expect(await within(table).findByText('/lclFreight')).toBeInTheDocument();
    expect(screen.getByText('1 banners show on the home page')).toBeInTheDocument();

    await userEvent.click(within(table).getByRole('button', { name: en.Console.delete }));
    expect(deleted).toEqual([]);
    expect(await screen.findByText(en.Console.banners.confirmDelete)).toBeInTheDocument();
    const popup = screen.getByText(en.Console.banners.confirmDelete).closest('.ant-popover') as HTMLElement;
    await userEvent.click(within(popup).getByRole('button', { name: en.Console.delete }));

    await waitFor(() => expect(deleted).toEqual([{ id: 7 }]));
    expect(await within(table).findByText(en.Console.banners.empty)).toBeInTheDocument();
    expect(bannerGets).toBe(2);
  });

  it('edits a row in the drawer: the server’s field error stays on the form, a good save closes it', async () => {
    renderScreen(<BannersScreen />);
    const table = await screen.findByTestId('banners-table');
    await userEvent.click(await within(table).findByRole('button', { name: en.Console.edit }));

    const drawer = (await screen.findByText(en.Console.banners.edit)).closest('.ant-drawer') as HTMLElement;
    expect(drawer).toHaveClass('ant-drawer-open');
    const title = within(drawer).getByLabelText(en.Console.banners.titleEn);
    expect(title).toHaveValue('FCL');
    await userEvent.clear(title);
    await userEvent.type(title, 'taken');
    await userEvent.click(within(drawer).getByRole('button', { name: en.Console.save }));
    expect(await within(drawer).findByText('This headline is used by another banner')).toBeInTheDocument();
    expect(saves.at(-1)).toMatchObject({ id: 7, titleEn: 'taken', titleCn: '整箱', sort: 1, active: true });

    await userEvent.clear(title);
    await userEvent.type(title, 'Full container');
    await userEvent.click(within(drawer).getByRole('button', { name: en.Console.save }));
    await waitFor(() => expect(saves.at(-1)).toMatchObject({ id: 7, titleEn: 'Full container' }));
    expect(await screen.findByText(en.Console.saved)).toBeInTheDocument();
    await waitFor(() => expect(drawer).not.toHaveClass('ant-drawer-open'));
    await waitFor(() => expect(bannerGets).toBe(2));
  });
});
