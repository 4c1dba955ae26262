// A real SMTP listener on 127.0.0.1 (smtp-server) that keeps every message it receives, for the
// tests that send mail the way production does (nodemailer over SMTP through the outbox).
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import nodemailer from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import { smtpAdapter } from '@/lib/server/mail';

export type Received = { to: string[]; raw: string };

export type SmtpSink = {
  /** Every message received so far, in order. */
  received: Received[];
  port: number;
  /** The app's SMTP delivery adapter (what SMTP_URL sets up), pointed at this listener. */
  adapter(from: string): ReturnType<typeof smtpAdapter>;
  close(): Promise<void>;
};

export async function startSmtpSink(): Promise<SmtpSink> {
  const received: Received[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        done();
      });
    },
  });
  smtp.listen(0, '127.0.0.1');
  await once(smtp.server, 'listening');
  const { port } = smtp.server.address() as AddressInfo;
  return {
    received,
    port,
    adapter: (from) => smtpAdapter(nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true }), from),
    close: () => new Promise<void>((r) => smtp.close(() => r())),
  };
}
