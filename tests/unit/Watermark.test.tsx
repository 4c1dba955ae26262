// @vitest-environment jsdom
import { configure, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { NextIntlClientProvider } from 'next-intl';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import cn from '@/messages/cn.json';
import en from '@/messages/en.json';
import { StoreProvider } from '@/components/providers/StoreProvider';
import { useSession } from '@/components/providers/QueryProvider';
import { WATERMARK_TILES, Watermark, watermarkText } from '@/components/account/Watermark';
import type { SessionUserInfo } from '@/lib/contracts/session';

const user: SessionUserInfo = {
  userId: 7,
  userName: '张三',
  userNameEn: 'Zhang San',
  phone: '13812345678',
  email: 'zhang@example.com',
  headUrl: '',
  userType: 0,
  certificationStatus: 3,
  companyId: 1,
  companyNameCn: '环球物流',
  companyNameEn: 'Globalink',
  companyNameScn: '环球',
  companyNameSen: 'Globalink',
};

let session: SessionUserInfo | null = null;
// antd's async validation and msw answers can take longer than the default 1 s on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const server = setupServer(
  http.get('*/webuser/session', () =>
    session ? HttpResponse.json({ code: '1', data: session }) : HttpResponse.json({ code: '0', message: '请先登录' }, { status: 401 }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  window.localStorage.clear();
});
afterAll(() => server.close());

/** Shows when the store has the server's answer: pending, in or out. */
function SessionProbe() {
  const u = useSession((s) => s.user);
  return <span data-testid="probe">{u === undefined ? 'pending' : u ? 'in' : 'out'}</span>;
}

function renderProtected(locale: 'zh-CN' | 'en' = 'zh-CN') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <NextIntlClientProvider locale={locale} messages={locale === 'en' ? en : cn}>
        <StoreProvider>
          <SessionProbe />
          <Watermark>
            <p>运价详情</p>
          </Watermark>
        </StoreProvider>
      </NextIntlClientProvider>
    </QueryClientProvider>,
  );
}

describe('watermarkText', () => {
  it('is the user name plus the last 4 digits of the phone', () => {
    expect(watermarkText('张三', '13812345678')).toBe('张三 5678');
    expect(watermarkText('Li', '')).toBe('Li');
  });
});

describe('Watermark', () => {
  it('tiles the name and phone tail 200 times over the content when logged in', async () => {
    session = user;
    renderProtected();
    const layer = await screen.findByTestId('watermark');
    expect(screen.getByText('运价详情')).toBeInTheDocument();
    const tiles = Array.from(layer.children);
    expect(tiles).toHaveLength(WATERMARK_TILES);
    expect(WATERMARK_TILES).toBe(200);
    // drawn by CSS from data-text, so the faint mark is no text of the page
    expect(tiles.every((t) => t.getAttribute('data-text') === '张三 5678' && t.textContent === '')).toBe(true);
    expect(layer).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows the English name on English pages, and the Chinese one only when there is no English name', async () => {
    session = user;
    const { unmount } = renderProtected('en');
    const layer = await screen.findByTestId('watermark');
    expect(Array.from(layer.children).every((t) => t.getAttribute('data-text') === 'Zhang San 5678')).toBe(true);
    unmount();
    session = { ...user, userNameEn: '' };
    renderProtected('en');
    expect((await screen.findByTestId('watermark')).firstElementChild).toHaveAttribute('data-text', '张三 5678');
  });

  it('renders nothing over the content when logged out', async () => {
    session = null;
    renderProtected();
    // the session answer (401 → logged out) has been applied
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('out'));
    expect(screen.getByText('运价详情')).toBeInTheDocument();
    expect(screen.queryByTestId('watermark')).toBeNull();
    expect(screen.queryByText(/5678/)).toBeNull();
  });
});
