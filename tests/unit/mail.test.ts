import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { outboxMessageId, senderDomain, smtpAdapter } from '@/lib/server/mail';

describe('SMTP delivery adapter', () => {
  it('hands the outbox message to the transport with its recipient, subject, body and the Message-ID of its row', async () => {
    const transport = nodemailer.createTransport({ jsonTransport: true });
    const sent: string[] = [];
    const original = transport.sendMail.bind(transport);
    transport.sendMail = (async (mail: Parameters<typeof original>[0]) => {
      const info = await original(mail);
      sent.push(String((info as { message: string }).message));
      return info;
    }) as typeof transport.sendMail;
    await smtpAdapter(transport, 'Rates <no-reply@globalink-demo.test>')({
      id: 42,
      companyId: 1,
      channel: 'mail',
      kind: 'password-reset',
      recipient: 'shipper@example.com',
      subject: 'Reset your password',
      body: 'Open https://localhost/en?sendFlag=1&token=abc',
    });
    expect(sent).toHaveLength(1);
    const mail = JSON.parse(sent[0]!) as { to: { address: string }[]; subject: string; text: string; from: { address: string }; messageId: string };
    expect(mail.to[0]!.address).toBe('shipper@example.com');
    expect(mail.from.address).toBe('no-reply@globalink-demo.test');
    expect(mail.subject).toBe('Reset your password');
    expect(mail.text).toContain('sendFlag=1&token=abc');
    expect(mail.messageId).toBe('<outbox-42.1@globalink-demo.test>');
  });

  it('makes the Message-ID from the row and the sender’s domain alone, the same on every try', () => {
    expect(outboxMessageId({ id: 7, companyId: 2 }, 'no-reply@Mail.Example.com')).toBe('<outbox-7.2@mail.example.com>');
    expect(outboxMessageId({ id: 7, companyId: 2 }, '"环球" <no-reply@example.cn>')).toBe('<outbox-7.2@example.cn>');
    expect(senderDomain('no-reply@localhost')).toBe('localhost');
    // no usable domain: still a valid Message-ID
    expect(senderDomain('nobody')).toBe('localhost');
    expect(senderDomain('a@b c')).toBe('localhost');
  });
});
