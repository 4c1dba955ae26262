// @vitest-environment jsdom
import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntdApp } from 'antd';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { NextIntlClientProvider } from 'next-intl';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ContactForm } from '@/components/content/ContactForm';
import { resumeProblem } from '@/components/content/JobApplicationDialog';
import { RESUME_MAX_BYTES } from '@/lib/contracts/inquiries';
import cn from '@/messages/cn.json';
import en from '@/messages/en.json';

const sent: unknown[] = [];
let answer: () => Response = () => HttpResponse.json({ code: '1', data: { id: 1 } });

const server = setupServer(
  http.post('*/api/webcontent/saveContactMessage', async ({ request }) => {
    sent.push(await request.json());
    return answer();
  }),
);

configure({ asyncUtilTimeout: 5000 });

// antd's text area measures itself; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  sent.length = 0;
  answer = () => HttpResponse.json({ code: '1', data: { id: 1 } });
});

function renderForm(locale: 'zh-CN' | 'en' = 'zh-CN') {
  render(
    <NextIntlClientProvider locale={locale} messages={locale === 'en' ? en : cn} timeZone="Asia/Shanghai">
      <AntdApp>
        <ContactForm />
      </AntdApp>
    </NextIntlClientProvider>,
  );
}

describe('ContactForm', () => {
  it('asks for a phone or an email before sending anything', async () => {
    const user = userEvent.setup();
    renderForm('en');
    await user.type(screen.getByLabelText(en.ContactForm.name), 'Jane');
    await user.type(screen.getByLabelText(en.ContactForm.message), 'Quote please');
    await user.click(screen.getByTestId('contact-submit'));
    expect(await screen.findByText(en.Validation.contactRequired, { selector: '.ant-form-item-explain-error' })).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('sends the message and thanks the visitor', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText(cn.ContactForm.name), '王先生');
    await user.type(screen.getByLabelText(new RegExp(`^${cn.ContactForm.phone}`)), '021-6588 7200');
    await user.type(screen.getByLabelText(cn.ContactForm.message), '宁波到汉堡3立方');
    await user.click(screen.getByTestId('contact-submit'));
    expect(await screen.findByText(cn.ContactForm.sentTitle)).toBeTruthy();
    expect(sent).toEqual([{ name: '王先生', companyName: '', phone: '021-6588 7200', email: '', topic: 'lcl', message: '宁波到汉堡3立方' }]);
  });

  it('keeps what was typed when the server refuses, with its message under the field', async () => {
    answer = () => HttpResponse.json({ code: '0', message: cn.Api.invalidInput, fieldErrors: { phone: [cn.Validation.phone] } }, { status: 422 });
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText(cn.ContactForm.name), '王先生');
    await user.type(screen.getByLabelText(new RegExp(`^${cn.ContactForm.phone}`)), '1234567');
    await user.type(screen.getByLabelText(cn.ContactForm.message), '请报价');
    await user.click(screen.getByTestId('contact-submit'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(await screen.findByText(cn.Validation.phone)).toBeTruthy();
    expect((screen.getByLabelText(cn.ContactForm.message) as HTMLTextAreaElement).value).toBe('请报价');
    expect(screen.queryByText(cn.ContactForm.sentTitle)).toBeNull();
  });
});

describe('resumeProblem (mirrors the server check as far as a browser can)', () => {
  it('wants one PDF, DOC or DOCX of at most 10 MB', () => {
    expect(resumeProblem({ name: 'cv.PDF', size: 10, type: '' })).toBeNull();
    expect(resumeProblem({ name: 'cv.docx', size: RESUME_MAX_BYTES, type: '' })).toBeNull();
    expect(resumeProblem({ name: 'cv.exe', size: 10, type: 'application/x-msdownload' })).toBe('type');
    expect(resumeProblem({ name: 'cv.pdf', size: RESUME_MAX_BYTES + 1, type: 'application/pdf' })).toBe('size');
    expect(resumeProblem(undefined)).toBe('missing');
  });
});
