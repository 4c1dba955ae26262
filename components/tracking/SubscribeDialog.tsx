'use client';

import { useState } from 'react';
import { App, Checkbox, Form, Input, Modal } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { errorText, showFieldErrors } from '@/components/account/callError';
import { subscribeTracking, trackingQueryKey } from '@/lib/api/tracking';
import type { TrackingResult } from '@/lib/contracts/tracking';
import { EMAIL_MAX, isEmail } from '@/lib/validation';
import { AntdProvider } from '@/components/providers/AntdProvider';
import styles from './tracking.module.css';
import { loopFocus } from '@/components/common/FocusLoop';

type Values = { email: string; delay: boolean; delayHours: number };

/** Subscribe to a number: its mails go to the address given (the account's by default); house bills may add a delay threshold. */
type Props = { result: TrackingResult; email: string; onClose: () => void };

/** The dialog with antd's provider: it loads on first use, with antd (the tracking page itself has none). */
export default function SubscribeDialog(props: Props) {
  return (
    <AntdProvider>
      <SubscribeForm {...props} />
    </AntdProvider>
  );
}

function SubscribeForm({ result, email, onClose }: Props) {
  const t = useTranslations('Tracking');
  const v = useTranslations('Validation');
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const hbl = result.type === 'hbl';
  const save = useMutation({
    mutationFn: (values: Values) =>
      subscribeTracking({ type: result.type, no: result.no, email: values.email, delayHours: hbl && values.delay ? values.delayHours : null }),
    onSuccess: (answer) => {
      void message.success(answer.message ?? '');
      void queryClient.invalidateQueries({ queryKey: trackingQueryKey });
      onClose();
    },
    onError: (error) => {
      if (!showFieldErrors(form, error)) setFailure(errorText(error, t('error')));
    },
  });
  return (
    <Modal modalRender={loopFocus} open onCancel={onClose} title={t('subscribe.title', { no: result.no })} okText={t('subscribe.submit')} cancelText={t('subscribe.cancel')} onOk={() => form.submit()} confirmLoading={save.isPending} data-testid="tracking-subscribe-dialog">
      <Form<Values> form={form} layout="vertical" initialValues={{ email, delay: hbl, delayHours: 24 }} onFinish={(values) => save.mutate(values)} requiredMark={false}>
        <Form.Item
          name="email"
          label={t('subscribe.email')}
          rules={[
            { required: true, message: t('subscribe.emailRequired') },
            { max: EMAIL_MAX, message: v('emailTooLong', { max: EMAIL_MAX }) },
            { validator: (_, value: string) => (!value || isEmail(value) ? Promise.resolve() : Promise.reject(new Error(v('email')))) },
          ]}
        >
          <Input maxLength={EMAIL_MAX} autoComplete="email" data-testid="tracking-subscribe-email" />
        </Form.Item>
        {hbl ? (
          <div className={styles.delayRow}>
            <Form.Item name="delay" valuePropName="checked" noStyle>
              <Checkbox>{t('subscribe.delay')}</Checkbox>
            </Form.Item>
            <Form.Item name="delayHours" noStyle rules={[{ required: true }]}>
              <Input type="number" min={1} max={720} className={styles.hours} suffix={t('subscribe.hours')} data-testid="tracking-subscribe-hours" />
            </Form.Item>
          </div>
        ) : null}
        <p className={styles.note}>{t('subscribe.note')}</p>
        {failure ? (
          <p className={styles.formError} role="alert">
            {failure}
          </p>
        ) : null}
      </Form>
    </Modal>
  );
}
