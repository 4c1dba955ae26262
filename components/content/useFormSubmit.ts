'use client';

import { useState } from 'react';
import type { FormInstance } from 'antd';
import { errorText, showFieldErrors } from '@/components/account/callError';

/**
 * Sending a form: the wait, the outcome, and the server's refusal shown where it belongs (field
 * errors under their fields, anything else as one message). The fields are cleared only once the
 * send succeeded, so nothing typed is lost on a failure.
 */
export function useFormSubmit<V>(form: FormInstance<V>, send: (values: V) => Promise<unknown>, failedText: string) {
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  async function submit(values: V) {
    setPending(true);
    setFailure(null);
    try {
      await send(values);
      form.resetFields();
      setSent(true);
    } catch (error) {
      if (!showFieldErrors(form as FormInstance, error)) setFailure(errorText(error, failedText));
    } finally {
      setPending(false);
    }
  }

  /** Back to an empty form (after a success). */
  const reset = () => {
    setSent(false);
    setFailure(null);
  };

  return { pending, failure, sent, submit, reset };
}
