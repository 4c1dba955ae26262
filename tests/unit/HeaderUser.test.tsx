// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { NextIntlClientProvider } from 'next-intl';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { HeaderUser } from '@/components/layout/header/HeaderUser';
import { StoreProvider } from '@/components/providers/StoreProvider';
import { SessionSync } from '@/components/providers/QueryProvider';
import type { SessionUserInfo } from '@/lib/contracts/session';
import { RESTORED_KEYS, saveToLocalStorage } from '@/lib/stores/session';
import cn from '@/messages/cn.json';

vi.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
  usePathname: () => '/',
  useRouter: () => ({ replace: vi.fn(), push: vi.fn() }),
}));

const USER: SessionUserInfo = {
  userId: 42, userName: '王经理', userNameEn: 'Manager Wang', phone: '13900000000', email: 'u@example.test', headUrl: '',
  userType: 1, certificationStatus: 3, companyId: 1, companyNameCn: '环宇海运', companyNameEn: 'Globalink', companyNameScn: '', companyNameSen: '',
};

let answerSession: () => Response | Promise<Response>;
let answerLogout: () => Response;
let release: () => void = () => {};
const server = setupServer(
  http.get('*/api/webuser/session', () => answerSession()),
  http.post('*/api/webuser/webloginOut', () => answerLogout()),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  window.localStorage.clear();
  answerSession = () => HttpResponse.json({ code: '1', data: USER });
  answerLogout = () => HttpResponse.json({ code: '1' });
});
afterEach(() => {
  release();
  server.resetHandlers();
});

/** The session call does not answer until release() is called. */
function holdSession(answer: () => Response) {
  answerSession = () =>
    new Promise<Response>((resolve) => {
      release = () => resolve(answer());
    });
}

function renderHeader() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <NextIntlClientProvider locale="zh-CN" messages={cn}>
        <StoreProvider>
          <SessionSync />
          <HeaderUser />
        </StoreProvider>
      </NextIntlClientProvider>
    </QueryClientProvider>,
  );
}

describe('HeaderUser: start-up restore (spec §4)', () => {
  it('shows the stored user while the session call is in flight, then the server’s answer', async () => {
    saveToLocalStorage(USER);
    holdSession(() => HttpResponse.json({ code: '0', message: 'login' }, { status: 401 }));
    renderHeader();
    expect(await screen.findByTestId('header-user')).toHaveTextContent('王经理');
    release();
    expect(await screen.findByTestId('login-button')).toBeInTheDocument();
    expect(screen.queryByTestId('header-user')).toBeNull();
  });

  it('offers login and register at once when nothing is stored, before the server answers', async () => {
    holdSession(() => HttpResponse.json({ code: '1', data: USER }));
    renderHeader();
    expect(await screen.findByTestId('login-button')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: cn.Header.register })).toBeInTheDocument();
    release();
    expect(await screen.findByTestId('header-user')).toHaveTextContent('王经理');
  });
});

describe('HeaderUser: logout (spec §4)', () => {
  it('removes the stored values even when the logout call fails, and says it failed', async () => {
    answerLogout = () => HttpResponse.error();
    renderHeader();
    await screen.findByTestId('header-user');
    await waitFor(() => expect(window.localStorage.getItem('userId')).toBe('42'));
    window.localStorage.setItem('author', 'stored-token');
    await userEvent.click(screen.getByTestId('logout'));
    await waitFor(() => expect(window.localStorage.getItem('author')).toBeNull());
    for (const key of RESTORED_KEYS) expect(window.localStorage.getItem(key)).toBeNull();
  });

  it('on code 1 empties the session: the header offers login again', async () => {
    renderHeader();
    await screen.findByTestId('header-user');
    answerSession = () => HttpResponse.json({ code: '0', message: 'login' }, { status: 401 });
    await userEvent.click(screen.getByTestId('logout'));
    expect(await screen.findByTestId('login-button')).toBeInTheDocument();
    expect(window.localStorage.getItem('userId')).toBeNull();
  });
});
