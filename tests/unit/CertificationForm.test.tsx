// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { App as AntdApp } from 'antd';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { NextIntlClientProvider } from 'next-intl';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CertificationForm, licenceProblem } from '@/components/account/CertificationForm';
import { LICENCE_MAX_BYTES } from '@/lib/contracts/account';
import cn from '@/messages/cn.json';

vi.setConfig({ testTimeout: 45_000 });

// Keystrokes without timers between them: faster on a shared machine, same events.
const userEvent = userEventLib.setup({ delay: null, applyAccept: false });

const VALID_CODE = '91310000MA1FL4XQ01';
const APPLICATION = {
  id: 5, status: 1, companyNameCn: '上海环宇国际货运代理有限公司', companyNameEn: 'Globalink Shanghai', creditCode: VALID_CODE,
  contactName: '王小明', idCard: '310***********1234', contactPhone: '13911112222', licenceName: 'licence.pdf', reason: '',
  createdAt: '2024-05-01T08:00:00.000Z', reviewedAt: null,
};

let received: { fields: Record<string, string>; file: { name: string; size: number; type: string } | null } | null = null;
let answer: () => Response = () => HttpResponse.json({ code: '1', data: APPLICATION });

// antd's async validation and msw answers can take longer than the default 1 s on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const server = setupServer(
  http.post('*/api/webuser/certification', async ({ request }) => {
    const form = await request.formData();
    const fields: Record<string, string> = {};
    let file: { name: string; size: number; type: string } | null = null;
    for (const [k, v] of form.entries()) {
      if (typeof v === 'string') fields[k] = v;
      else file = { name: v.name, size: v.size, type: v.type };
    }
    received = { fields, file };
    return answer();
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  received = null;
  answer = () => HttpResponse.json({ code: '1', data: APPLICATION });
});

const pdf = (size = 2048, name = 'licence.pdf', type = 'application/pdf') => {
  const f = new File([new Uint8Array(Math.min(size, 4096))], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

function renderForm() {
  const onSubmitted = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <NextIntlClientProvider locale="zh-CN" messages={cn} timeZone="Asia/Shanghai">
        <AntdApp>
          <CertificationForm onSubmitted={onSubmitted} />
        </AntdApp>
      </NextIntlClientProvider>
    </QueryClientProvider>,
  );
  const form = screen.getByTestId('certification-form');
  const field = (label: string) => within(form).getByLabelText(label);
  const set = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
  const upload = async (file: File) => {
    const input = form.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, file);
  };
  const submit = () => userEvent.click(within(form).getByTestId('certification-submit'));
  return { form, set, upload, submit, onSubmitted };
}

const C = cn.Certification;
const V = cn.Validation;

describe('licenceProblem (mirrors the server check)', () => {
  it('accepts PDF, JPG and PNG up to 10 MB', () => {
    expect(licenceProblem({ name: 'a.pdf', size: LICENCE_MAX_BYTES, type: 'application/pdf' })).toBeNull();
    expect(licenceProblem({ name: 'a.JPG', size: 10, type: '' })).toBeNull();
    expect(licenceProblem({ name: 'a.png', size: 10, type: 'image/png' })).toBeNull();
    expect(licenceProblem({ name: 'a.pdf', size: LICENCE_MAX_BYTES + 1, type: 'application/pdf' })).toBe('size');
    expect(licenceProblem({ name: 'a.docx', size: 10, type: 'application/msword' })).toBe('type');
    expect(licenceProblem(undefined)).toBe('missing');
  });
});

describe('CertificationForm', () => {
  it('an empty submit names every required field and sends nothing', async () => {
    const { form, submit } = renderForm();
    await submit();
    await waitFor(() => expect(within(form).getByText(C.licenceMissing)).toBeInTheDocument());
    // company name, credit code, contact name, ID card, phone
    expect(within(form).getAllByText(V.required).length).toBeGreaterThanOrEqual(5);
    expect(received).toBeNull();
  });

  it('rejects a bad credit code, a non-Chinese contact name, a bad ID card, a bad phone and a large or wrong file', async () => {
    const { form, set, upload, submit } = renderForm();
    set(C.companyNameCn, '上海环宇国际货运代理有限公司');
    set(C.creditCode, '91310000MA1FL4XQ02');
    set(C.contactName, 'Wang');
    set(C.idCard, '31010119900101123');
    set(C.contactPhone, '1391111222');
    await upload(pdf(LICENCE_MAX_BYTES + 1));
    await submit();
    expect(await within(form).findByText(C.creditCodeInvalid)).toBeInTheDocument();
    expect(await within(form).findByText(V.chineseName)).toBeInTheDocument();
    expect(await within(form).findByText(V.idCard)).toBeInTheDocument();
    expect(await within(form).findByText(V.mobile)).toBeInTheDocument();
    expect(await within(form).findByText(C.licenceSize.replace('{max}', '10'))).toBeInTheDocument();

    await upload(pdf(1000, 'licence.docx', 'application/msword'));
    await submit();
    await waitFor(() => expect(within(form).getByText(C.licenceType)).toBeInTheDocument());
    expect(received).toBeNull();
  });

  it('a valid form goes out as multipart with the licence file and reports the application', async () => {
    const { set, upload, submit, onSubmitted } = renderForm();
    set(C.companyNameCn, '上海环宇国际货运代理有限公司');
    set(C.companyNameEn, 'Globalink Shanghai');
    set(C.creditCode, VALID_CODE.toLowerCase());
    set(C.contactName, '王小明');
    set(C.idCard, '31010119900101123x');
    set(C.contactPhone, '13911112222');
    await upload(pdf(2048));
    await submit();
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledWith(APPLICATION));
    expect(received?.fields).toEqual({
      companyNameCn: '上海环宇国际货运代理有限公司',
      companyNameEn: 'Globalink Shanghai',
      creditCode: VALID_CODE,
      contactName: '王小明',
      idCard: '31010119900101123x',
      contactPhone: '13911112222',
    });
    // (the file name does not survive jsdom's XHR → msw conversion of FormData; a browser sends it)
    expect(received?.file).toMatchObject({ size: 2048, type: 'application/pdf' });
  });

  it('a refusal shows the server message and keeps the form', async () => {
    answer = () => HttpResponse.json({ code: '0', message: '认证审核中，请耐心等待' }, { status: 409 });
    const { form, set, upload, submit, onSubmitted } = renderForm();
    set(C.companyNameCn, '上海环宇国际货运代理有限公司');
    set(C.creditCode, VALID_CODE);
    set(C.contactName, '王小明');
    set(C.idCard, '310101199001011234');
    set(C.contactPhone, '13911112222');
    await upload(pdf());
    await submit();
    expect(await within(form).findByTestId('certification-error')).toHaveTextContent('认证审核中，请耐心等待');
    expect(onSubmitted).not.toHaveBeenCalled();
    expect(within(form).getByLabelText(C.contactName)).toHaveValue('王小明');
  });
});
