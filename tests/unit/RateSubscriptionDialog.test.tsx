// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntdApp } from 'antd';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { NextIntlClientProvider } from 'next-intl';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RateSubscriptionDialog } from '@/components/home/RateSubscriptionDialog';
import { StoreProvider } from '@/components/providers/StoreProvider';
import type { Port } from '@/lib/contracts/ports';
import type { SessionUserInfo } from '@/lib/contracts/session';
import cn from '@/messages/cn.json';
import en from '@/messages/en.json';

const port = (id: number, code: string, nameCn: string, nameEn: string): Port => ({
  id,
  code,
  nameCn,
  nameEn,
  countryName: '中国',
  countryNameEn: 'China',
  logo: '',
});
const NINGBO = port(2, 'CNNGB', '宁波', 'Ningbo');
const HAMBURG = port(77, 'DEHAM', '汉堡', 'Hamburg');

const USER: SessionUserInfo = {
  userId: 42, userName: '测试用户', userNameEn: 'Test User', phone: '13900000000', email: 'buyer@example.com', headUrl: '',
  userType: 1, certificationStatus: 3, companyId: 1, companyNameCn: '环宇海运', companyNameEn: 'Globalink', companyNameScn: '', companyNameSen: '',
};

let loggedIn = false;
let saveAnswer: () => Response = () => HttpResponse.json({ code: '1', data: { id: 1, subscribeEmail: '', portStartId: 2, portEndId: 77, created: true } });
const saved: unknown[] = [];

const server = setupServer(
  http.get('*/api/webuser/session', () =>
    loggedIn ? HttpResponse.json({ code: '1', data: USER }) : HttpResponse.json({ code: '0', message: 'login' }, { status: 401 }),
  ),
  http.post('*/api/webschedulecontroller/webquerygloblports', async ({ request }) => {
    const body = (await request.json()) as { nameCn: string; types: number };
    const rows = body.types === 1 ? [NINGBO] : [HAMBURG];
    return HttpResponse.json({ code: '1', rows, total: rows.length });
  }),
  http.post('*/api/websubMaskFcl/saveSubMaskFcl', async ({ request }) => {
    saved.push(await request.json());
    return saveAnswer();
  }),
);

// Two shared cores: give the answers and antd's messages time to appear before a find fails.
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  loggedIn = false;
  saved.length = 0;
  saveAnswer = () => HttpResponse.json({ code: '1', data: { id: 1, subscribeEmail: 'x@example.com', portStartId: 2, portEndId: 77, created: true } });
});

function renderDialog(locale: 'zh-CN' | 'en' = 'zh-CN') {
  const onClose = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <NextIntlClientProvider locale={locale} messages={locale === 'en' ? en : cn} timeZone="Asia/Shanghai">
      <QueryClientProvider client={client}>
        <AntdApp>
          <StoreProvider>
            <RateSubscriptionDialog open onClose={onClose} />
          </StoreProvider>
        </AntdApp>
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
  const dialog = screen.getByTestId('subscription-dialog');
  const [origin, destination] = within(dialog).getAllByRole('combobox') as [HTMLInputElement, HTMLInputElement];
  return {
    onClose,
    email: within(dialog).getByLabelText(locale === 'en' ? 'Email' : '邮箱') as HTMLInputElement,
    origin,
    destination,
    submit: within(dialog).getByRole('button', { name: locale === 'en' ? 'Subscribe' : /订\s?阅/ }),
  };
}

// Typing is one change event per edit (the component has no debounce, so this is what a keystroke does);
// a keystroke-by-keystroke userEvent.type through antd is too slow for jsdom on a small machine.
const user = userEvent.setup({ delay: null });
const typeInto = (input: HTMLInputElement, text: string) => {
  fireEvent.focus(input);
  act(() => input.focus());
  fireEvent.change(input, { target: { value: input.value + text } });
};

async function choose(input: HTMLInputElement, text: string, optionName: RegExp) {
  typeInto(input, text);
  await user.click(await screen.findByRole('option', { name: optionName }));
}

async function fillAll(f: ReturnType<typeof renderDialog>, email: string) {
  typeInto(f.email, email);
  await choose(f.origin, 'Ningbo', /Ningbo/);
  await choose(f.destination, 'Hamburg', /Hamburg/);
}

describe('RateSubscriptionDialog', { timeout: 30_000 }, () => {
  it('enables the button only when the email and both port ids are set', async () => {
    const f = renderDialog();
    expect(f.submit).toBeDisabled();
    typeInto(f.email, 'a@example.com');
    expect(f.submit).toBeDisabled();
    await choose(f.origin, 'Ningbo', /Ningbo/);
    expect(f.submit).toBeDisabled();
    await choose(f.destination, 'Hamburg', /Hamburg/);
    expect(f.submit).toBeEnabled();
    // Chosen ports are shown by their English names (spec §3).
    expect(f.origin).toHaveValue('Ningbo');
    expect(f.destination).toHaveValue('Hamburg');
  });

  it('clears the port id when the port text is edited without choosing a suggestion', async () => {
    const f = renderDialog();
    await fillAll(f, 'a@example.com');
    expect(f.submit).toBeEnabled();
    typeInto(f.destination, 'x');
    expect(f.destination).toHaveValue('Hamburgx');
    expect(f.submit).toBeDisabled();
  });

  it('limits the email to 50 characters', () => {
    const f = renderDialog();
    expect(f.email).toHaveAttribute('maxLength', '50');
  });

  it.each([
    ['zh-CN', '请输入正确的电子邮件地址'],
    ['en', 'please input the correct email address'],
  ] as const)('refuses a bad email with the exact message and sends nothing (%s)', async (locale, text) => {
    const f = renderDialog(locale);
    await fillAll(f, 'not-an-email@x');
    await user.click(f.submit);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(saved).toEqual([]);
    expect(f.onClose).not.toHaveBeenCalled();
  });

  it("shows the server's message on code 0 and keeps everything typed", async () => {
    saveAnswer = () => HttpResponse.json({ code: '0', message: '该航线暂不支持订阅' });
    const f = renderDialog();
    await fillAll(f, 'a@example.com');
    await user.click(f.submit);
    expect(await screen.findByText('该航线暂不支持订阅')).toBeInTheDocument();
    expect(saved).toHaveLength(1);
    expect(f.onClose).not.toHaveBeenCalled();
    expect(f.email).toHaveValue('a@example.com');
    expect(f.origin).toHaveValue('Ningbo');
    expect(f.destination).toHaveValue('Hamburg');
    expect(f.submit).toBeEnabled();
  });

  it('shows a failed call as an error and stops loading', async () => {
    saveAnswer = () => HttpResponse.json({ code: '0', message: '请选择本站提供的起运港' }, { status: 422 });
    const f = renderDialog();
    await fillAll(f, 'a@example.com');
    await user.click(f.submit);
    expect(await screen.findByText('请选择本站提供的起运港')).toBeInTheDocument();
    await waitFor(() => expect(f.submit).not.toHaveClass('ant-btn-loading'));
    expect(f.email).toHaveValue('a@example.com');
  });

  it('shows its own localized text for a network failure, never the client library\'s English', async () => {
    saveAnswer = () => HttpResponse.error();
    const f = renderDialog();
    await fillAll(f, 'a@example.com');
    await user.click(f.submit);
    expect(await screen.findByText(cn.Subscription.failed)).toBeInTheDocument();
    expect(screen.queryByText(/Network Error/i)).toBeNull();
    expect(f.email).toHaveValue('a@example.com');
  });

  it('sends the lane, says "Subscription succeeded" and closes', async () => {
    const f = renderDialog('en');
    await fillAll(f, ' a@example.com ');
    await user.click(f.submit);
    expect(await screen.findByText('Subscription succeeded')).toBeInTheDocument();
    expect(saved).toEqual([{ subscribeEmail: 'a@example.com', portStartId: NINGBO.id, portEndId: HAMBURG.id }]);
    await waitFor(() => expect(f.onClose).toHaveBeenCalled());
  });

  it('pre-fills the email of the logged-in user when creating', async () => {
    loggedIn = true;
    const f = renderDialog();
    await waitFor(() => expect(f.email).toHaveValue('buyer@example.com'));
  });

  it('opens suggestions while typing, never on mere focus of a field with text', async () => {
    const f = renderDialog();
    typeInto(f.origin, 'Ningbo');
    expect(await screen.findByRole('option', { name: /Ningbo/ })).toBeInTheDocument();
    await user.click(f.email);
    await waitFor(() => expect(screen.queryByRole('option')).toBeNull());
    await user.click(f.origin);
    await new Promise((r) => setTimeout(r, 400));
    expect(f.origin).toHaveValue('Ningbo');
    expect(screen.queryByRole('option')).toBeNull();
  });
});
