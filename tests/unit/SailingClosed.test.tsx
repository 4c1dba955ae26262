// @vitest-environment jsdom
// A sailing past its cutoff (China business clock) is tagged closed and offers no booking; before
// its cutoff the book link leads to the booking screen of the surface it is shown on.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BookAction } from '@/components/schedules/SailingDialog';
import { ClosedTag } from '@/components/schedules/ClosedTag';
import { StoreProvider } from '@/components/providers/StoreProvider';
import { SurfaceProvider } from '@/components/providers/SurfaceProvider';
import { sessionQueryKey } from '@/lib/api/session';
import type { ScheduleRow } from '@/lib/contracts/schedules';
import type { SessionUserInfo } from '@/lib/contracts/session';
import type { Surface } from '@/lib/screens/registry';
import cn from '@/messages/cn.json';
import en from '@/messages/en.json';

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

const port = (code: string) => ({ code, nameCn: code, nameEn: code });
const carrier = { code: 'COSU', shortName: 'COSCO', nameCn: '中远海运', nameEn: 'COSCO' };
const ROW: ScheduleRow = {
  id: '77',
  carrier,
  serviceCode: 'AEU3',
  vessel: 'COSCO SHIPPING UNIVERSE',
  voyage: '061W',
  pol: port('CNSHA'),
  pod: port('NLRTM'),
  etd: '2026-11-28 18:00:00',
  eta: '2026-12-30 06:00:00',
  cutoff: '2026-11-27 10:00:00',
  transitDays: 32,
  direct: true,
  transfer: null,
  legs: [{ sailingId: 77, carrier, serviceCode: 'AEU3', vessel: 'COSCO SHIPPING UNIVERSE', voyage: '061W', from: port('CNSHA'), to: port('NLRTM'), etd: '2026-11-28 18:00:00', eta: '2026-12-30 06:00:00', cutoff: '2026-11-27 10:00:00', source: { kind: 'staff' } }],
  source: { kind: 'staff' },
};

function show(surface: Surface, messages: typeof cn = cn) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(sessionQueryKey, USER);
  return render(
    <QueryClientProvider client={client}>
      <NextIntlClientProvider locale={messages === en ? 'en' : 'zh-CN'} messages={messages}>
        <StoreProvider>
          <SurfaceProvider surface={surface}>
            <ClosedTag row={ROW} />
            <BookAction row={ROW} />
          </SurfaceProvider>
        </StoreProvider>
      </NextIntlClientProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('a sailing and its cutoff', () => {
  it('before the cutoff (09:59 in China): no tag, a book link to the surface’s booking screen with the sailing', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T01:59:00Z'));
    show('desktop');
    expect(screen.queryByTestId('sailing-closed')).toBeNull();
    const link = screen.getByTestId('sailing-book');
    expect(link.getAttribute('href')).toBe('/booking?pol=CNSHA&pod=NLRTM&carrier=COSU&etd=2026-11-28&vessel=COSCO+SHIPPING+UNIVERSE&voyage=061W&ref=sailing%3A77');
    cleanup();
    show('mobile');
    expect(screen.getByTestId('sailing-book').getAttribute('href')).toMatch(/^\/mobile\/booking\?pol=CNSHA&/);
  });

  it('from the cutoff (10:00 in China): tagged closed in either language, and no booking offered', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T02:00:00Z'));
    show('mobile');
    expect(screen.getByTestId('sailing-closed')).toHaveTextContent(cn.Schedules.closed);
    expect(screen.getByTestId('sailing-book-closed')).toHaveTextContent(cn.Schedules.closedNote);
    expect(screen.queryByTestId('sailing-book')).toBeNull();
    cleanup();
    show('desktop', en);
    expect(screen.getByTestId('sailing-closed')).toHaveTextContent(en.Schedules.closed);
    expect(screen.queryByTestId('sailing-book')).toBeNull();
  });
});
