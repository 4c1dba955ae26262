'use client';

import type { ReactNode } from 'react';
import { Alert, Button } from 'antd';

/** The foot of a one-column form: the refusal, if any, above the full-width submit button. */
export function FormSubmit({
  failure,
  pending,
  alertClassName,
  errorTestId,
  submitTestId,
  children,
}: {
  failure: string | null;
  pending: boolean;
  alertClassName?: string;
  errorTestId?: string;
  submitTestId?: string;
  children: ReactNode;
}) {
  return (
    <>
      {failure ? <Alert type="error" showIcon title={failure} className={alertClassName} data-testid={errorTestId} /> : null}
      <Button type="primary" htmlType="submit" size="large" block loading={pending} data-testid={submitTestId}>
        {children}
      </Button>
    </>
  );
}

/** The foot of a wide form: the refusal, if any, above a row of the submit button and what follows it (other actions, a note). */
export function FormActions({
  failure,
  pending,
  classNames,
  errorTestId,
  submitTestId,
  label,
  children,
}: {
  failure: string | null;
  pending: boolean;
  classNames: { alert?: string; actions?: string };
  errorTestId: string;
  submitTestId: string;
  label: ReactNode;
  children?: ReactNode;
}) {
  return (
    <>
      {failure ? <Alert type="error" showIcon title={failure} className={classNames.alert} data-testid={errorTestId} /> : null}
      <div className={classNames.actions}>
        <Button type="primary" htmlType="submit" size="large" loading={pending} data-testid={submitTestId}>
          {label}
        </Button>
        {children}
      </div>
    </>
  );
}
