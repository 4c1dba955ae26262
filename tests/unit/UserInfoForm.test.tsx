// @vitest-environment jsdom
// The profile form asks for a code when the login phone or email changes (issue 8 item 4), and only then.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { App as AntdApp } from 'antd';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { NextIntlClientProvider } from 'next-intl';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { UserInfoForm } from '@/components/account/UserInfoForm';
import cn from '@/messages/cn.json';

vi.setConfig({ testTimeout: 45_000 });
configure({ asyncUtilTimeout: 5000 });
const userEvent = userEventLib.setup({ delay: null });

const PROFILE = { nameCn: '张三', nameEn: '', companyName: '张氏物流', duty: '', phone: '13900001111', qq: '', email: 'zhang@example.com', companyAddr: '' };
let saved: Record<string, unknown> | null = null;
let codes: Record<string, unknown>[] = [];

const server = setupServer(
  http.get('*/api/webuser/userInfo', () => HttpResponse.json({ code: '1', data: PROFILE })),
  http.post('*/api/webuser/userInfo', async ({ request }) => {
    saved = (await request.json()) as Record<string, unknown>;
    const { phoneCode: _p, emailCode: _e, ...rest } = saved;
    return HttpResponse.json({ code: '1', data: { ...PROFILE, ...rest } });
  }),
  http.post('*/api/webuser/sendCode', async ({ request }) => {
    codes.push((await request.json()) as Record<string, unknown>);
    return HttpResponse.json({ code: '1', data: { channel: 'sms', expiresIn: 600, resendAfter: 60 } });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  saved = null;
  codes = [];
});

async function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <NextIntlClientProvider locale="zh-CN" messages={cn} timeZone="Asia/Shanghai">
        <AntdApp>
          <UserInfoForm />
        </AntdApp>
      </NextIntlClientProvider>
    </QueryClientProvider>,
  );
  const form = await screen.findByTestId('user-info-form');
  await waitFor(() => expect(within(form).getByLabelText(cn.EditInfo.phone)).toHaveValue(PROFILE.phone));
  return form;
}

const E = cn.EditInfo;

describe('UserInfoForm', () => {
  it('saves other fields without any code field', async () => {
    const form = await renderForm();
    fireEvent.change(within(form).getByLabelText(E.duty), { target: { value: '经理' } });
    expect(within(form).queryByTestId('user-info-phoneCode')).toBeNull();
    expect(within(form).queryByTestId('user-info-emailCode')).toBeNull();
    await userEvent.click(within(form).getByTestId('user-info-save'));
    await waitFor(() => expect(saved).toMatchObject({ duty: '经理', phone: PROFILE.phone, phoneCode: '', emailCode: '' }));
    expect(codes).toEqual([]);
  });

  it('a new phone shows the code field; its button sends a contact code to the new number; the save carries the code', async () => {
    const form = await renderForm();
    fireEvent.change(within(form).getByLabelText(E.phone), { target: { value: '13900002222' } });
    const code = await within(form).findByTestId('user-info-phoneCode');
    expect(within(form).queryByTestId('user-info-emailCode')).toBeNull();
    // without the code the form does not submit
    await userEvent.click(within(form).getByTestId('user-info-save'));
    await waitFor(() => expect(within(form).getByText(cn.Validation.required)).toBeInTheDocument());
    expect(saved).toBeNull();
    await userEvent.click(within(form).getByTestId('user-info-phoneCode-send'));
    await waitFor(() => expect(codes).toEqual([{ account: '13900002222', purpose: 'contact' }]));
    fireEvent.change(code, { target: { value: '123456' } });
    await userEvent.click(within(form).getByTestId('user-info-save'));
    await waitFor(() => expect(saved).toMatchObject({ phone: '13900002222', phoneCode: '123456', emailCode: '' }));
  });

  it('a new email shows its own code field', async () => {
    const form = await renderForm();
    fireEvent.change(within(form).getByLabelText(E.email), { target: { value: 'new@example.com' } });
    expect(await within(form).findByTestId('user-info-emailCode')).toBeInTheDocument();
    expect(within(form).queryByTestId('user-info-phoneCode')).toBeNull();
    await userEvent.click(within(form).getByTestId('user-info-emailCode-send'));
    await waitFor(() => expect(codes).toEqual([{ account: 'new@example.com', purpose: 'contact' }]));
  });
});
