import type { FormInstance } from 'antd';
import { ApiCallError } from '@/lib/api/errors';

/** The server's localized message of a failed call, or the given fallback (network errors, timeouts). */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiCallError && error.code !== undefined && error.message) return error.message;
  return fallback;
}

/** Puts the server's field errors (422, already localized) under the matching form fields. Returns true if any matched. */
export function showFieldErrors(form: FormInstance, error: unknown): boolean {
  if (!(error instanceof ApiCallError) || !error.fieldErrors) return false;
  const known = new Set(Object.keys(form.getFieldsValue(true) as Record<string, unknown>));
  const fields = Object.entries(error.fieldErrors)
    .filter(([name]) => known.has(name))
    .map(([name, errors]) => ({ name, errors }));
  form.setFields(fields);
  return fields.length > 0;
}

/** The form's `account` field, trimmed, once it passes its rules; null while it does not (the field shows why). */
export async function checkedAccount(form: FormInstance): Promise<string | null> {
  try {
    return ((await form.validateFields(['account'])) as { account: string }).account.trim();
  } catch {
    return null;
  }
}
