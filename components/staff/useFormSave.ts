'use client';

import { useState } from 'react';
import type { FormInstance } from 'antd';
import { useTranslations } from 'next-intl';
import { errorText, showFieldErrors } from '@/components/account/callError';

/**
 * A console form's save: the spinner, the server's field errors under their fields and any other
 * failure as one line above the button (`onFailure` may say it elsewhere too).
 */
export function useFormSave(form: FormInstance) {
  const t = useTranslations('Console');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run(call: () => Promise<unknown>, onFailure?: (text: string) => void) {
    setSaving(true);
    setError(null);
    try {
      await call();
    } catch (e) {
      const text = errorText(e, t('saveFailed'));
      if (!showFieldErrors(form, e)) setError(text);
      onFailure?.(text);
    } finally {
      setSaving(false);
    }
  }

  return { saving, error, setError, run };
}
