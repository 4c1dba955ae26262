'use client';

import { useState } from 'react';
import { App, Button, Input, Modal } from 'antd';
import { useTranslations } from 'next-intl';
import { useSession } from '@/components/providers/QueryProvider';
import { saveSubscription } from '@/lib/api/subscriptions';
import type { SaveSubscriptionInput } from '@/lib/contracts/subscriptions';
import { errorText } from '@/components/account/callError';
import { PORT_TYPE, type Port } from '@/lib/contracts/ports';
import { EMAIL_MAX, isEmail } from '@/lib/validation';
import { emptyChoice, PortCombobox, type PortChoice } from './PortCombobox';
import styles from './RateSubscriptionDialog.module.css';
import { loopFocus } from '@/components/common/FocusLoop';

/** Spec §9: the subscription dialog is 414 px wide. */
export const SUBSCRIPTION_DIALOG_WIDTH = 414;

export type SubscriptionDraft = {
  id?: number;
  subscribeEmail: string;
  portStart?: Port | null;
  portEnd?: Port | null;
};

type Props = {
  open: boolean;
  onClose: () => void;
  /** An existing subscription to edit; absent when creating one. */
  initial?: SubscriptionDraft;
  onSaved?: () => void;
  /** How an edit is saved when not through saveSubMaskFcl (My alerts: its own endpoint); its message is shown on success. */
  save?: (input: SaveSubscriptionInput) => Promise<{ code: string; message?: string }>;
  /** The address cannot be changed here (My alerts: the account's own email). */
  lockEmail?: boolean;
};

// Spec §3: the chosen ports are displayed by their English names.
const displayName = (p: Port) => p.nameEn;
const choiceOf = (p: Port | null | undefined): PortChoice => (p ? { text: displayName(p), port: p } : emptyChoice);

/**
 * Rate subscription (spec §4, §5, §8): e-mail plus an origin → destination lane. The button is
 * enabled once the e-mail and both port ids are set; an invalid e-mail is reported and nothing is
 * sent; a failure keeps everything typed; success notifies and closes.
 */
export function RateSubscriptionDialog({ open, onClose, initial, onSaved, save, lockEmail = false }: Props) {
  const t = useTranslations('Subscription');
  const { message } = App.useApp();
  const sessionEmail = useSession((s) => s.user?.email);
  // null until the visitor types: meanwhile the field shows the subscription's address or, when
  // creating, the logged-in user's (which may arrive after the dialog opened).
  const [typedEmail, setTypedEmail] = useState<string | null>(null);
  const email = typedEmail ?? initial?.subscribeEmail ?? sessionEmail ?? '';
  const [start, setStart] = useState<PortChoice>(() => choiceOf(initial?.portStart));
  const [end, setEnd] = useState<PortChoice>(() => choiceOf(initial?.portEnd));
  const [emailError, setEmailError] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const ready = email.trim() !== '' && start.port !== null && end.port !== null;

  const submit = async () => {
    if (!ready || !start.port || !end.port || submitting) return;
    const subscribeEmail = email.trim();
    if (!isEmail(subscribeEmail)) {
      setEmailError(true);
      return;
    }
    setSubmitting(true);
    try {
      const answer = await (save ?? saveSubscription)({
        id: initial?.id,
        subscribeEmail,
        portStartId: start.port.id,
        portEndId: end.port.id,
      });
      if (answer.code !== '1') {
        message.error(answer.message);
        return;
      }
      message.success((save && answer.message) || t('success'));
      onSaved?.();
      if (!initial) {
        setStart(emptyChoice);
        setEnd(emptyChoice);
      }
      onClose();
    } catch (error) {
      // the server's localized message, or ours for a network failure (never axios's English)
      message.error(errorText(error, t('failed')));
    } finally {
      setSubmitting(false);
    }
  };

  const portRow = (direction: 'origin' | 'destination', value: PortChoice, onChange: (choice: PortChoice) => void) => (
    <div className={styles.row}>
      <span className={styles.label}>{t(direction)}</span>
      <PortCombobox
        type={PORT_TYPE[direction]}
        value={value}
        onChange={onChange}
        displayName={displayName}
        placeholder={t(`${direction}Placeholder`)}
        className={styles.portField}
        dropdownClassName={styles.dropdown}
        testId={`subscription-${direction}`}
      />
    </div>
  );

  return (
    <Modal modalRender={loopFocus}
      open={open}
      onCancel={onClose}
      width={SUBSCRIPTION_DIALOG_WIDTH}
      title={initial?.id ? t('editTitle') : t('title')}
      footer={null}
      centered
      destroyOnHidden={false}
      mask={{ closable: !submitting }}
      className={styles.modal}
    >
      <form
        className={styles.form}
        data-testid="subscription-dialog"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <p className={styles.intro}>{t('intro')}</p>
        <div className={styles.row}>
          <label className={styles.label} htmlFor="subscription-email">
            {t('email')}
          </label>
          <Input
            id="subscription-email"
            size="large"
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={EMAIL_MAX}
            placeholder={t('emailPlaceholder')}
            value={email}
            readOnly={lockEmail}
            variant={lockEmail ? 'filled' : undefined}
            status={emailError ? 'error' : undefined}
            aria-invalid={emailError || undefined}
            aria-describedby={emailError ? 'subscription-email-error' : undefined}
            onChange={(e) => {
              setTypedEmail(e.target.value);
              setEmailError(false);
            }}
          />
          {emailError ? (
            <p id="subscription-email-error" className={styles.error} role="alert">
              {t('invalidEmail')}
            </p>
          ) : null}
        </div>
        {portRow('origin', start, setStart)}
        {portRow('destination', end, setEnd)}
        <Button type="primary" htmlType="submit" size="large" block disabled={!ready} loading={submitting} className={styles.submit}>
          {initial?.id ? t('save') : t('submit')}
        </Button>
        <p className={styles.note}>{t('note')}</p>
      </form>
    </Modal>
  );
}
