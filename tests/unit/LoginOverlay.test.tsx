// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { App as AntdApp } from 'antd';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { NextIntlClientProvider } from 'next-intl';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { StoreProvider, useUi } from '@/components/providers/StoreProvider';
import { SessionSync, useSession } from '@/components/providers/QueryProvider';
import { LoginOverlay } from '@/components/account/LoginOverlay';
import type { SessionUserInfo } from '@/lib/contracts/session';
import type { UiState } from '@/lib/stores/ui';
import cn from '@/messages/cn.json';
import en from '@/messages/en.json';

// jsdom has no ResizeObserver (antd's Tabs measure themselves with it).
if (!('ResizeObserver' in window)) {
  class NoopResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.assign(window, { ResizeObserver: NoopResizeObserver });
  Object.assign(globalThis, { ResizeObserver: NoopResizeObserver });
}
vi.setConfig({ testTimeout: 45_000 });

// The overlay's links and router come from next-intl's navigation, which needs Next's app router.
vi.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, children, ...rest }: { href: string; children: ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
  useRouter: () => ({ push: vi.fn(), replace: vi.fn() }),
  usePathname: () => '/',
}));

// ResetLinkHandler (mounted with the overlay) reads the URL through Next's hooks.
vi.mock('next/navigation', () => ({
  useSearchParams: () => new URLSearchParams(),
  useParams: () => ({ locale: 'zh-CN', company: '1' }),
}));

// Keystrokes without timers between them: faster on a shared machine, same events.
const userEvent = userEventLib.setup({ delay: null });

const USER: SessionUserInfo = {
  userId: 9, userName: '王小明', userNameEn: 'Ming Wang', phone: '13911112222', email: '', headUrl: '', userType: 0,
  certificationStatus: 0, companyId: 1, companyNameCn: '环宇海运', companyNameEn: 'Globalink', companyNameScn: '', companyNameSen: '',
};
const QR_URL = 'http://localhost/mobile/qrConfirm?ticket=abcdefghijklmnopqrstuvwxyz012345';

let loggedIn = false;
let tickets = 0;
let statusAnswers: Array<() => Response> = [];
const logins: unknown[] = [];

// antd's async validation and msw answers can take longer than the default 1 s on a busy machine.
configure({ asyncUtilTimeout: 5000 });

/** What a browser stores from a login answer's Set-Cookie: the login cookie's readable companion. */
const holdLoginCookie = () => {
  document.cookie = 'signed_in=1; path=/';
};

const server = setupServer(
  http.get('*/api/webuser/session', () =>
    loggedIn ? HttpResponse.json({ code: '1', data: USER }) : HttpResponse.json({ code: '0', message: '请先登录' }, { status: 401 }),
  ),
  http.post('*/api/webuser/qrLogin/ticket', () => {
    tickets++;
    return HttpResponse.json({
      code: '1',
      data: { mode: 'builtin', ticket: `ticket${tickets}abcdefghijklmnopqrstuv`, qrUrl: `${QR_URL}&n=${tickets}`, expiresIn: 120, pollMs: 300 },
    });
  }),
  http.get('*/api/webuser/qrLogin/status', () => {
    const next = statusAnswers.length > 1 ? statusAnswers.shift()! : statusAnswers[0];
    return next ? next() : HttpResponse.json({ code: '1', data: { status: 'waiting', expiresIn: 100 } });
  }),
  http.post('*/api/webuser/login', async ({ request }) => {
    const body = (await request.json()) as { account: string; password: string };
    logins.push(body);
    if (body.password !== 'Right1234') return HttpResponse.json({ code: '0', message: '账号或密码错误' }, { status: 401 });
    loggedIn = true;
    holdLoginCookie();
    return HttpResponse.json({
      code: '1',
      validateMap: { userId: 9, email: '', nameCn: '王小明', nickName: '', nameEn: 'Ming Wang', headPic: '', userType: 0, phone: '13911112222', certificationStatus: 0 },
      data: USER,
    });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  loggedIn = false;
  tickets = 0;
  statusAnswers = [];
  logins.length = 0;
  window.localStorage.clear();
});

function Harness({ page }: { page: UiState['loginPage'] }) {
  const openLogin = useUi((s) => s.openLogin);
  const open = useUi((s) => s.loginOpen);
  const user = useSession((s) => s.user);
  return (
    <>
      <button type="button" onClick={() => openLogin(page)}>
        open-login
      </button>
      <span data-testid="overlay-open">{String(open)}</span>
      <span data-testid="session">{user === undefined ? 'pending' : user ? user.userName : 'out'}</span>
    </>
  );
}

async function openOverlay(locale: 'zh-CN' | 'en', page: UiState['loginPage']) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <NextIntlClientProvider locale={locale} messages={locale === 'en' ? en : cn} timeZone="Asia/Shanghai">
        <AntdApp>
          <StoreProvider>
            <SessionSync />
            <Harness page={page} />
            <LoginOverlay />
          </StoreProvider>
        </AntdApp>
      </NextIntlClientProvider>
    </QueryClientProvider>,
  );
  await waitFor(() => expect(screen.getByTestId('session')).toHaveTextContent('out'));
  await userEvent.click(screen.getByText('open-login'));
  return screen.findByTestId('login-overlay-body');
}

describe('LoginOverlay (Chinese)', () => {
  it('has the scan and account tabs; scan shows the QR of the confirm URL and polls its status', async () => {
    statusAnswers = [() => HttpResponse.json({ code: '1', data: { status: 'waiting', expiresIn: 100 } })];
    const body = await openOverlay('zh-CN', 'scan');
    expect(within(body).getByTestId('tab-scan')).toHaveTextContent(cn.Login.tabScan);
    expect(within(body).getByTestId('tab-mobile')).toHaveTextContent(cn.Login.tabAccount);
    const img = await within(body).findByTestId('qr-image');
    expect(img.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(img).toHaveAttribute('data-url', `${QR_URL}&n=1`);
    await waitFor(() => expect(within(body).getByTestId('qr-panel')).toHaveAttribute('data-state', 'waiting'));
    expect(within(body).getByText(cn.Login.qrHint)).toBeInTheDocument();

    await userEvent.click(within(body).getByTestId('tab-mobile'));
    expect(await within(body).findByTestId('account-login-form')).toBeInTheDocument();
    await waitFor(() => expect(within(body).queryByTestId('qr-panel')).toBeNull());
  });

  it('shows “scanned”, then logs in and closes when the phone confirms', async () => {
    statusAnswers = [
      () => HttpResponse.json({ code: '1', data: { status: 'scanned', expiresIn: 90 } }),
      () => {
        loggedIn = true;
        holdLoginCookie();
        return HttpResponse.json({ code: '1', data: { status: 'confirmed', expiresIn: 0, user: USER } });
      },
    ];
    const body = await openOverlay('zh-CN', 'scan');
    await waitFor(() => expect(within(body).getByTestId('qr-panel')).toHaveAttribute('data-state', 'scanned'));
    expect(within(body).getByText(cn.Login.qrScannedHint)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('session')).toHaveTextContent(USER.userName), { timeout: 3000 });
    await waitFor(() => expect(screen.getByTestId('overlay-open')).toHaveTextContent('false'));
    expect(window.localStorage.getItem('userName')).toBe(USER.userName);
  });

  it('an expired ticket shows the server message and a refresh button that fetches a new code', async () => {
    statusAnswers = [
      () => HttpResponse.json({ code: 'QR_EXPIRED', message: '二维码已过期，请刷新二维码' }, { status: 410 }),
      () => HttpResponse.json({ code: '1', data: { status: 'waiting', expiresIn: 100 } }),
    ];
    const body = await openOverlay('zh-CN', 'scan');
    expect(await within(body).findByTestId('qr-message')).toHaveTextContent('二维码已过期，请刷新二维码');
    expect(within(body).getByTestId('qr-panel')).toHaveAttribute('data-state', 'expired');
    await userEvent.click(within(body).getByTestId('qr-refresh'));
    await waitFor(() => expect(within(body).getByTestId('qr-panel')).toHaveAttribute('data-state', 'waiting'));
    expect(tickets).toBe(2);
    expect(within(body).getByTestId('qr-image')).toHaveAttribute('data-url', `${QR_URL}&n=2`);
  });

  it('account login: a failure shows the server message and keeps the fields; success closes and logs in', async () => {
    const body = await openOverlay('zh-CN', 'mobile');
    const form = await within(body).findByTestId('account-login-form');
    const account = within(form).getByPlaceholderText(cn.Login.accountPlaceholder);
    const password = within(form).getByPlaceholderText(cn.Login.passwordPlaceholder);

    await userEvent.type(account, '12345');
    await userEvent.click(within(form).getByTestId('login-submit'));
    expect(await within(form).findByText(cn.Login.accountInvalid)).toBeInTheDocument();
    expect(logins).toHaveLength(0);

    await userEvent.clear(account);
    await userEvent.type(account, '13911112222');
    await userEvent.type(password, 'Wrong1234');
    await userEvent.click(within(form).getByTestId('login-submit'));
    expect(await within(form).findByTestId('login-error')).toHaveTextContent('账号或密码错误');
    expect(account).toHaveValue('13911112222');
    expect(password).toHaveValue('Wrong1234');
    expect(screen.getByTestId('overlay-open')).toHaveTextContent('true');

    await userEvent.clear(password);
    await userEvent.type(password, 'Right1234');
    await userEvent.click(within(form).getByTestId('login-submit'));
    await waitFor(() => expect(screen.getByTestId('overlay-open')).toHaveTextContent('false'));
    expect(screen.getByTestId('session')).toHaveTextContent(USER.userName);
    expect(logins.at(-1)).toEqual({ account: '13911112222', password: 'Right1234' });
  });

  it('the forgot-password link switches the overlay to the reset request', async () => {
    const body = await openOverlay('zh-CN', 'mobile');
    await userEvent.click(await within(body).findByTestId('forgot-password'));
    expect(await screen.findByTestId('forgot-form')).toBeInTheDocument();
    expect(screen.getByTestId('login-overlay-body')).toHaveAttribute('data-page', 'change');
  });
});

describe('LoginOverlay (English)', () => {
  it('opens the loginQR page (no tabs) with a switch to account login', async () => {
    const body = await openOverlay('en', 'loginQR');
    expect(body).toHaveAttribute('data-page', 'loginQR');
    expect(within(body).queryByTestId('tab-scan')).toBeNull();
    expect(within(body).getByText(en.Login.qrTitle)).toBeInTheDocument();
    expect(await within(body).findByTestId('qr-image')).toBeInTheDocument();

    await userEvent.click(within(body).getByTestId('switch-account'));
    const page = await screen.findByTestId('login-account-page');
    expect(within(page).getByTestId('account-login-form')).toBeInTheDocument();
    expect(within(page).getByRole('button', { name: en.Login.submit })).toBeInTheDocument();
  });

  it('maps the Chinese “scan” page to loginQR', async () => {
    const body = await openOverlay('en', 'scan');
    expect(body).toHaveAttribute('data-page', 'loginQR');
  });
});
