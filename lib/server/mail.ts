import 'server-only';
import type { Transporter } from 'nodemailer';
import { env } from '../env';
import type { DeliveryAdapter } from './outboxTypes';

/**
 * The mail channel's delivery adapter over SMTP (nodemailer), used when SMTP_URL is set
 * (e.g. smtp://user:pass@mail.example.com:587). Without it, mail stays in the outbox.
 */
export function smtpAdapter(transport: Transporter, from: string): DeliveryAdapter {
  return async (message) => {
    await transport.sendMail({ from, to: message.recipient, subject: message.subject ?? '', text: message.body });
  };
}

let configured: DeliveryAdapter | null | undefined;

export async function configuredMailAdapter(): Promise<DeliveryAdapter | null> {
  if (configured !== undefined) return configured;
  const { SMTP_URL, SMTP_FROM } = env();
  if (!SMTP_URL) return (configured = null);
  const nodemailer = await import('nodemailer');
  configured = smtpAdapter(nodemailer.createTransport(SMTP_URL), SMTP_FROM);
  return configured;
}
