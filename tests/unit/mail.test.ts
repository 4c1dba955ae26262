import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { smtpAdapter } from '@/lib/server/mail';

describe('SMTP delivery adapter', () => {
  it('hands the outbox message to the transport with its recipient, subject and body', async () => {
    const transport = nodemailer.createTransport({ jsonTransport: true });
    const sent: string[] = [];
    const original = transport.sendMail.bind(transport);
    transport.sendMail = (async (mail: Parameters<typeof original>[0]) => {
      const info = await original(mail);
      sent.push(String((info as { message: string }).message));
      return info;
    }) as typeof transport.sendMail;
    await smtpAdapter(transport, 'Rates <no-reply@globalink-demo.test>')({
      companyId: 1,
      channel: 'mail',
      kind: 'password-reset',
      recipient: 'shipper@example.com',
      subject: 'Reset your password',
      body: 'Open https://localhost/en?sendFlag=1&token=abc',
    });
    expect(sent).toHaveLength(1);
    const mail = JSON.parse(sent[0]!) as { to: { address: string }[]; subject: string; text: string; from: { address: string } };
    expect(mail.to[0]!.address).toBe('shipper@example.com');
    expect(mail.from.address).toBe('no-reply@globalink-demo.test');
    expect(mail.subject).toBe('Reset your password');
    expect(mail.text).toContain('sendFlag=1&token=abc');
  });
});
