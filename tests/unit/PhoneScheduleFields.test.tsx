// @vitest-environment jsdom
// The phone schedule search's light fields: the carrier as the phone's own list ("all carriers"
// first, the URL's carrier kept while the list loads), the start date typed as YYYY-MM-DD; each
// named by its label, in both languages.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PhoneCarrierField, PhoneDateField } from '@/components/schedules/PhoneScheduleFields';
import { scheduleCarriersOptions } from '@/lib/api/schedules';
import cn from '@/messages/cn.json';
import en from '@/messages/en.json';

afterEach(cleanup);

const CARRIERS = [
  { code: 'COSU', shortName: 'COSCO', nameCn: '中远海运', nameEn: 'COSCO Shipping' },
  { code: 'MAEU', shortName: 'MAERSK', nameCn: '马士基', nameEn: 'Maersk' },
];

function wrap(children: ReactNode, { locale = 'cn', carriers = true }: { locale?: 'cn' | 'en'; carriers?: boolean } = {}) {
  // no request leaves the test: the list is there, or it is still loading
  const client = new QueryClient({ defaultOptions: { queries: { enabled: false, retry: false } } });
  if (carriers) client.setQueryData(scheduleCarriersOptions.queryKey, CARRIERS);
  return (
    <QueryClientProvider client={client}>
      <NextIntlClientProvider locale={locale === 'en' ? 'en' : 'zh-CN'} messages={locale === 'en' ? en : cn}>
        {children}
      </NextIntlClientProvider>
    </QueryClientProvider>
  );
}

describe('PhoneCarrierField', () => {
  it('lists "all carriers" first, then the carriers in the page’s language, and hands back the chosen code', () => {
    const onChange = vi.fn();
    render(
      wrap(
        <label>
          船公司
          <PhoneCarrierField value="" onChange={onChange} />
        </label>,
      ),
    );
    const select = screen.getByRole('combobox', { name: '船公司' }) as HTMLSelectElement;
    expect([...select.options].map((o) => o.text)).toEqual(['全部船公司', 'COSCO · 中远海运', 'MAERSK · 马士基']);
    expect(select.value).toBe('');
    fireEvent.change(select, { target: { value: 'MAEU' } });
    expect(onChange).toHaveBeenCalledWith('MAEU');
  });

  it('shows English names on /en', () => {
    render(wrap(<PhoneCarrierField value="COSU" onChange={() => {}} />, { locale: 'en' }));
    const select = screen.getByTestId('schedule-carrier') as HTMLSelectElement;
    expect([...select.options].map((o) => o.text)).toEqual(['All carriers', 'COSCO · COSCO Shipping', 'MAERSK · Maersk']);
    expect(select.value).toBe('COSU');
  });

  it('keeps the URL’s carrier chosen while the list loads', () => {
    render(wrap(<PhoneCarrierField value="MAEU" onChange={() => {}} />, { carriers: false }));
    const select = screen.getByTestId('schedule-carrier') as HTMLSelectElement;
    expect(select.getAttribute('aria-busy')).toBe('true');
    expect(select.value).toBe('MAEU');
    expect(select.options[0]!.text).toBe('全部船公司');
  });
});

describe('PhoneDateField', () => {
  it('takes digits as YYYY-MM-DD, refuses an impossible date and reports a cleared one as empty', () => {
    const onChange = vi.fn();
    render(
      wrap(
        <label>
          Departing from
          <PhoneDateField value="2026-11-27" onChange={onChange} />
        </label>,
        { locale: 'en' },
      ),
    );
    const input = screen.getByRole('textbox', { name: 'Departing from' }) as HTMLInputElement;
    expect(input.value).toBe('2026-11-27');
    fireEvent.change(input, { target: { value: '20261203' } });
    expect(input.value).toBe('2026-12-03');
    expect(onChange).toHaveBeenLastCalledWith('2026-12-03');
    fireEvent.change(input, { target: { value: '2026-02-30' } });
    expect(screen.getByRole('alert')).toHaveTextContent('Enter the first departure date as YYYY-MM-DD.');
    expect(onChange).toHaveBeenCalledTimes(1);
    fireEvent.change(input, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith('');
  });
});
