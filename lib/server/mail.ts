import 'server-only';
import type { Transporter } from 'nodemailer';
import { env } from '../env';
import type { DeliveryAdapter } from './outboxTypes';

/** The domain of a sender address, bare (`no-reply@example.com`) or named (`Portal <no-reply@example.com>`). */
export function senderDomain(from: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  const domain = address.slice(address.lastIndexOf('@') + 1).trim().toLowerCase();
  return /^[a-z0-9.-]+$/.test(domain) && address.includes('@') ? domain : 'localhost';
}

/**
 * The Message-ID of an outbox row: made from the row alone, so every try of one message carries
 * the same one. Delivery is at least once (a process that dies between the SMTP send and the "sent"
 * mark leaves the message to be sent again, lib/server/outbox.ts); a copy is then recognisable by
 * this header, and mail systems that de-duplicate by Message-ID drop it.
 */
export function outboxMessageId(message: { id: number; companyId: number }, from: string): string {
  return `<outbox-${message.id}.${message.companyId}@${senderDomain(from)}>`;
}

/**
 * The mail channel's delivery adapter over SMTP (nodemailer), used when SMTP_URL is set
 * (e.g. smtp://user:pass@mail.example.com:587). Without it, mail stays in the outbox.
 */
export function smtpAdapter(transport: Transporter, from: string): DeliveryAdapter {
  return async (message) => {
    await transport.sendMail({ from, to: message.recipient, subject: message.subject ?? '', text: message.body, messageId: outboxMessageId(message, from) });
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
