// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntdApp } from 'antd';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { NextIntlClientProvider } from 'next-intl';
import { useEffect } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContactPanel } from '@/components/contact/ContactPanel';
import { StoreProvider } from '@/components/providers/StoreProvider';
import { sessionQueryKey } from '@/components/providers/QueryProvider';
import type { AccountManager, SalesContact } from '@/lib/contracts/contacts';
import type { SessionUserInfo } from '@/lib/contracts/session';
import cn from '@/messages/cn.json';
import en from '@/messages/en.json';

const contact = (over: Partial<SalesContact> & { id: number; nameCn: string }): SalesContact => ({
  headPic: '',
  nameEn: '',
  businessId: 2,
  businessPortName: '',
  businessAirPortName: '',
  businessPortNameEn: '',
  businessAirPortNameEn: '',
  mobile: '13800000000',
  qq: '',
  email: 'x@example.test',
  companyAddr: '上海市虹口区东大名路1088号',
  companyAddrEn: '1088 East Daming Road, Shanghai',
  ...over,
});

const KEFU = contact({ id: 1, nameCn: '周佳', nameEn: 'Joy Zhou', mobile: '13816627405', qq: '2851736640', email: 'joy.zhou@globalink-demo.test', businessPortName: '上海/宁波', businessPortNameEn: 'Shanghai/Ningbo' });
const SALES = [
  contact({ id: 11, nameCn: '陈静怡', nameEn: 'Jenny Chen', businessId: 1, businessPortName: '上海/宁波', businessPortNameEn: 'Shanghai/Ningbo', mobile: '13917358826', email: 'jenny.chen@example.test' }),
  contact({ id: 12, nameCn: '李思远', nameEn: 'Leo Li', businessId: 2, businessPortName: '上海', businessPortNameEn: 'Shanghai', mobile: '18621057739', email: 'leo.li@example.test' }),
  contact({ id: 13, nameCn: '刘一鸣', nameEn: 'Eric Liu', businessId: 3, businessAirPortName: '浦东机场 PVG', businessAirPortNameEn: 'Shanghai Pudong PVG', mobile: '18917746052', email: 'eric.liu@example.test' }),
];
const MANAGER: AccountManager = {
  companyAdd: '上海', companyId: 1, companyLogo: '', companyName: '环宇海运', companyNameEn: 'Globalink', companyNameScn: '环宇',
  companyNameSen: 'Globalink', email: 'wilson.sun@example.test', headPic: '', id: 5, mobile: '13601937248', nameCn: '孙立伟',
  nameEn: 'Wilson Sun', post: '大客户经理', qq: '', skype: '', splEmail: '', splMobile: '', splUserName: '',
};
const USER: SessionUserInfo = {
  userId: 42, userName: '测试用户', userNameEn: 'Test User', phone: '13900000000', email: 'u@example.test', headUrl: '',
  userType: 1, certificationStatus: 3, companyId: 1, companyNameCn: '环宇海运', companyNameEn: 'Globalink', companyNameScn: '', companyNameSen: '',
};

const events: { type: number; data?: Record<string, unknown> }[] = [];
let loggedIn = false;

const server = setupServer(
  http.get('*/api/webuser/session', () =>
    loggedIn ? HttpResponse.json({ code: '1', data: USER }) : HttpResponse.json({ code: '0', message: 'login' }, { status: 401 }),
  ),
  http.get('*/api/mobileUser/kefuInit', () => HttpResponse.json({ code: '1', data: KEFU })),
  http.get('*/api/mobileUser/getSalesList', () => HttpResponse.json({ code: '1', rows: SALES, total: SALES.length })),
  http.get('*/api/mobileUser/getSalesLimit', () => HttpResponse.json({ code: '1', data: { limited: false, reason: 'none' } })),
  http.post('*/api/webfclfreight/queryWebMyCustomer', () => HttpResponse.json({ code: '1', data: MANAGER })),
  http.post('*/api/webuser/userPersonasUtil', async ({ request }) => {
    events.push((await request.json()) as (typeof events)[number]);
    return HttpResponse.json({ code: '1' });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  events.length = 0;
  loggedIn = false;
});

/** Lets a test change the login without a real login flow (and without a click outside the panel). */
const session: { setUser: (user: SessionUserInfo | null) => void } = { setUser: () => {} };
function SessionSwitch() {
  const queryClient = useQueryClient();
  useEffect(() => {
    session.setUser = (user) => queryClient.setQueryData(sessionQueryKey, user);
  }, [queryClient]);
  return null;
}

function renderPanel(locale: 'zh-CN' | 'en' = 'zh-CN') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === 'en' ? en : cn} timeZone="Asia/Shanghai">
      <QueryClientProvider client={client}>
        <AntdApp>
          <StoreProvider>
            <p>outside</p>
            <SessionSwitch />
            <ContactPanel />
          </StoreProvider>
        </AntdApp>
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
}

const items = () => screen.getAllByTestId('contact-item');
const headOf = (item: HTMLElement) => within(item).getAllByRole('button')[0]!;

function mockClipboard(result: 'ok' | 'fail') {
  const writeText = result === 'ok' ? vi.fn().mockResolvedValue(undefined) : vi.fn().mockRejectedValue(new Error('denied'));
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  // the textarea fallback must fail as well for the failure case
  Object.defineProperty(document, 'execCommand', { value: vi.fn(() => false), configurable: true });
  return writeText;
}

describe('ContactPanel', () => {
  it('starts as the floating button and opens on click', async () => {
    renderPanel();
    expect(screen.queryByTestId('contact-panel')).toBeNull();
    await userEvent.click(screen.getByTestId('contact-button'));
    expect(await screen.findByRole('dialog', { name: '在线客服' })).toBeInTheDocument();
  });

  it('shows visitors the default customer-service contact, expanded with phone, QQ and email', async () => {
    renderPanel();
    await userEvent.click(screen.getByTestId('contact-button'));
    expect(await screen.findByText('周佳')).toBeInTheDocument();
    expect(items()).toHaveLength(1);
    expect(screen.getByText('客户服务')).toBeInTheDocument();
    expect(screen.getByText('拼箱')).toBeInTheDocument();
    expect(screen.getByText('13816627405')).toBeInTheDocument();
    expect(screen.getByText('2851736640')).toBeInTheDocument();
    expect(screen.getByText('joy.zhou@globalink-demo.test')).toBeInTheDocument();
    expect(screen.getByText('登录后可查看您的专属销售。')).toBeInTheDocument();
    expect(screen.queryByTestId('account-manager')).toBeNull();
  });

  it('shows logged-in users their manager and the sales list with FCL / LCL / air labels (en)', async () => {
    loggedIn = true;
    renderPanel('en');
    await userEvent.click(screen.getByTestId('contact-button'));
    expect(await screen.findByText('Jenny Chen')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Your dedicated team' })).toBeInTheDocument();
    expect(items()).toHaveLength(3);
    expect(within(items()[0]!).getByText('FCL')).toBeInTheDocument();
    expect(within(items()[1]!).getByText('LCL')).toBeInTheDocument();
    expect(within(items()[2]!).getByText('Air')).toBeInTheDocument();
    expect(within(items()[2]!).getByText('Airports: Shanghai Pudong PVG')).toBeInTheDocument();
    expect(within(items()[0]!).getByText('Ports: Shanghai/Ningbo')).toBeInTheDocument();
    expect(screen.getByTestId('contact-panel')).not.toHaveTextContent(/[\u4e00-\u9fff]/);
    const manager = await screen.findByTestId('account-manager');
    expect(within(manager).getByText('Wilson Sun')).toBeInTheDocument();
    expect(within(manager).getByText('13601937248')).toBeInTheDocument();
    expect(screen.queryByText('周佳')).toBeNull();
  });

  it('labels the business in Chinese', async () => {
    loggedIn = true;
    renderPanel();
    await userEvent.click(screen.getByTestId('contact-button'));
    await screen.findByText('陈静怡');
    expect(within(items()[0]!).getByText('整箱')).toBeInTheDocument();
    expect(within(items()[1]!).getByText('拼箱')).toBeInTheDocument();
    expect(within(items()[2]!).getByText('空运')).toBeInTheDocument();
    expect(within(items()[0]!).getByText('整箱销售')).toBeInTheDocument();
    expect(within(items()[0]!).getByText('负责港口：上海/宁波')).toBeInTheDocument();
  });

  it('expands one item at a time; clicking it again collapses it', async () => {
    loggedIn = true;
    renderPanel();
    await userEvent.click(screen.getByTestId('contact-button'));
    await screen.findByText('陈静怡');
    const expanded = () => items().map((i) => headOf(i).getAttribute('aria-expanded'));
    expect(expanded()).toEqual(['true', 'false', 'false']);
    await userEvent.click(headOf(items()[1]!));
    expect(expanded()).toEqual(['false', 'true', 'false']);
    expect(screen.getByText('18621057739')).toBeInTheDocument();
    expect(screen.queryByText('13917358826')).toBeNull();
    await userEvent.click(headOf(items()[1]!));
    expect(expanded()).toEqual(['false', 'false', 'false']);
  });

  it('closes on an outside click or the close icon, and reopens reset', async () => {
    loggedIn = true;
    renderPanel();
    await userEvent.click(screen.getByTestId('contact-button'));
    await screen.findByText('陈静怡');
    await userEvent.click(headOf(items()[2]!));
    await userEvent.click(screen.getByText('outside'));
    expect(screen.queryByTestId('contact-panel')).toBeNull();
    await userEvent.click(screen.getByTestId('contact-button'));
    await screen.findByText('陈静怡');
    expect(items().map((i) => headOf(i).getAttribute('aria-expanded'))).toEqual(['true', 'false', 'false']);
    await userEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.queryByTestId('contact-panel')).toBeNull();
  });

  it('reloads the list when the login state changes', async () => {
    renderPanel();
    await userEvent.click(screen.getByTestId('contact-button'));
    await screen.findByText('周佳');
    act(() => session.setUser(USER));
    expect(await screen.findByText('陈静怡')).toBeInTheDocument();
    expect(screen.queryByText('周佳')).toBeNull();
    act(() => session.setUser(null));
    expect(await screen.findByText('周佳')).toBeInTheDocument();
  });

  it.each([
    ['zh-CN', '内容已复制！'],
    ['en', 'Content copied to clipboard!'],
  ] as const)('copying a phone (%s) says %s and records event 41', async (locale, text) => {
    const writeText = mockClipboard('ok');
    renderPanel(locale);
    await userEvent.click(screen.getByTestId('contact-button'));
    await screen.findByText('13816627405');
    await userEvent.click(screen.getByRole('button', { name: locale === 'en' ? 'Copy Phone' : '复制电话' }));
    expect(writeText).toHaveBeenCalledWith('13816627405');
    expect(await screen.findByText(text)).toBeInTheDocument();
    await waitFor(() => expect(events).toEqual([{ type: 41, data: { subject: 'sales', contactId: 1 } }]));
  });

  it('copying an email records event 25; QQ records nothing', async () => {
    mockClipboard('ok');
    renderPanel();
    await userEvent.click(screen.getByTestId('contact-button'));
    await screen.findByText('周佳');
    await userEvent.click(screen.getByRole('button', { name: '复制邮箱' }));
    await userEvent.click(screen.getByRole('button', { name: '复制QQ' }));
    await waitFor(() => expect(events.map((e) => e.type)).toEqual([25]));
  });

  it.each([
    ['zh-CN', '抱歉，复制失败！'],
    ['en', 'Sorry, copy failed!'],
  ] as const)('a failed copy (%s) says %s and records nothing', async (locale, text) => {
    mockClipboard('fail');
    renderPanel(locale);
    await userEvent.click(screen.getByTestId('contact-button'));
    await screen.findByText('joy.zhou@globalink-demo.test');
    await userEvent.click(screen.getByRole('button', { name: locale === 'en' ? 'Copy Email' : '复制邮箱' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(events).toEqual([]);
  });

  it('logs a load failure and offers a retry instead of crashing', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    server.use(
      http.get('*/api/mobileUser/kefuInit', () =>
        fail ? HttpResponse.json({ code: '0', message: 'boom' }, { status: 500 }) : HttpResponse.json({ code: '1', data: KEFU }),
      ),
    );
    renderPanel('en');
    await userEvent.click(screen.getByTestId('contact-button'));
    expect(await screen.findByText(/Contacts could not be loaded/)).toBeInTheDocument();
    expect(errors.mock.calls.some((c) => String(c[0]).includes('[contact]'))).toBe(true);
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: /Try again/ }));
    expect(await screen.findByText('Joy Zhou')).toBeInTheDocument();
    errors.mockRestore();
  });
});
