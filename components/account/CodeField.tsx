'use client';

import { Button, Form, Input, Space, type FormRule } from 'antd';
import { SafetyOutlined } from '@ant-design/icons';

/** A one-time code input joined to its send button, which counts down (`sender.left` seconds, from useCodeSender) before a resend. */
export function CodeField({
  name,
  label,
  extra,
  rules,
  placeholder,
  size,
  inputLabel,
  inputTestId,
  sender,
  onSend,
  buttonText,
  buttonClassName,
  buttonTestId,
}: {
  name: string;
  label: string;
  extra?: string;
  rules: FormRule[];
  placeholder: string;
  size?: 'large';
  inputLabel?: string;
  inputTestId?: string;
  sender: { left: number; sending: boolean };
  onSend: () => void;
  buttonText: string;
  buttonClassName?: string;
  buttonTestId: string;
}) {
  return (
    <Form.Item label={label} required extra={extra}>
      <Space.Compact block>
        <Form.Item name={name} noStyle rules={rules}>
          <Input
            size={size}
            prefix={<SafetyOutlined aria-hidden />}
            placeholder={placeholder}
            maxLength={6}
            inputMode="numeric"
            autoComplete="one-time-code"
            aria-label={inputLabel}
            data-testid={inputTestId}
          />
        </Form.Item>
        <Button size={size} onClick={onSend} disabled={sender.left > 0} loading={sender.sending} className={buttonClassName} data-testid={buttonTestId}>
          {buttonText}
        </Button>
      </Space.Compact>
    </Form.Item>
  );
}
