'use client';

import { useState } from 'react';
import type { FormInstance } from 'antd';
import { useSubmitState } from '@/components/account/useSubmitState';

/**
 * Sending a form: the wait, the outcome, and the server's refusal shown where it belongs (field
 * errors under their fields, anything else as one message). The fields are cleared only once the
 * send succeeded, so nothing typed is lost on a failure.
 */
export function useFormSubmit<V>(form: FormInstance<V>, send: (values: V) => Promise<unknown>, failedText: string) {
  const { pending, failure, setFailure, run } = useSubmitState();
  const [sent, setSent] = useState(false);

  async function submit(values: V) {
    await run(async () => {
      await send(values);
      form.resetFields();
      setSent(true);
    }, failedText, form as FormInstance);
  }

  /** Back to an empty form (after a success). */
  const reset = () => {
    setSent(false);
    setFailure(null);
  };

  return { pending, failure, sent, submit, reset };
}
