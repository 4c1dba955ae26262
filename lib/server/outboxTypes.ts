/* The outbox's message and delivery-adapter types, apart from the outbox so the adapters (./mail.ts, ./outboxDrop.ts) and the outbox import them without importing each other. */

export type OutboxChannel = 'sms' | 'mail';
export type OutboxKind =
  | 'register-code'
  | 'account-exists'
  | 'contact-code'
  | 'login-code'
  | 'login-no-account'
  | 'contact-changed'
  | 'password-reset'
  | 'certification-approved'
  | 'certification-rejected'
  | 'subscription-link'
  | 'contact-message'
  | 'rate-alert'
  | 'order-booked'
  | 'order-stage'
  | 'spot-reservation'
  | 'tracking-event'
  | 'tracking-delay'
  | 'tracking-confirm';

export type OutgoingMessage = {
  channel: OutboxChannel;
  recipient: string;
  subject?: string;
  body: string;
  kind: OutboxKind;
};

/**
 * A delivery adapter (SMS gateway, SMTP). Mail goes over SMTP when SMTP_URL is set (./mail.ts);
 * otherwise, and for SMS until a gateway is registered, messages stay queued in the outbox, where
 * staff (GET /api/staff/outbox) and tests read them. `id` is the outbox row's: the same on every
 * try of one message, so a message sent twice (delivery is at least once) carries one Message-ID.
 */
export type DeliveryAdapter = (message: OutgoingMessage & { id: number; companyId: number }) => Promise<void>;
