'use client';

import { useState } from 'react';
import type { FormInstance } from 'antd';
import { errorText, showFieldErrors } from './callError';

/**
 * The wait and the refusal of a form's send. `run` shows the wait and clears the last refusal; when the
 * send fails, the server's field errors go under their fields (if a form is given) and anything else
 * becomes the one failure message.
 */
export function useSubmitState() {
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function run(send: () => Promise<void>, failedText: string, form?: FormInstance) {
    setPending(true);
    setFailure(null);
    try {
      await send();
    } catch (error) {
      if (!(form && showFieldErrors(form, error))) setFailure(errorText(error, failedText));
    } finally {
      setPending(false);
    }
  }

  return { pending, failure, setFailure, run };
}
