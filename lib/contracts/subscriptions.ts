import { z } from 'zod';
import { emailField, idField, text } from './fields';
import { okEnvelope } from './envelope';
import { port } from './ports';

/** A manage-link token (random, base64url). */
const manageToken = text(200).regex(/^[A-Za-z0-9_-]{20,200}$/, { message: 'required' });

/** Spec §3 "Rate subscription". The email rule (pattern, 50 characters) is the forms' own rule. */
// POST /websubMaskFcl/saveSubMaskFcl
export const saveSubscriptionInput = z.object({
  /** Present when editing an existing subscription. */
  id: idField.nullish(),
  subscribeEmail: emailField,
  portStartId: idField,
  portEndId: idField,
  /** The token of a manage link mailed to the address: lets a visitor edit that email's subscriptions. */
  token: manageToken.optional(),
});
export type SaveSubscriptionInput = z.input<typeof saveSubscriptionInput>;

// POST /websubMaskFcl/deleteSubMaskFcl – unsubscribe: by the logged-in owner, or with the email's manage-link token
export const deleteSubscriptionInput = z.object({
  id: idField,
  token: manageToken.optional(),
});
export type DeleteSubscriptionInput = z.input<typeof deleteSubscriptionInput>;

// POST /websubMaskFcl/manageSubMaskFcl – a manage link opened: confirms and lists the email's subscriptions
export const manageSubscriptionsInput = z.object({ token: manageToken });
export const managedSubscription = z.object({
  id: z.number().int(),
  subscribeEmail: z.string(),
  portStartId: z.number().int(),
  portEndId: z.number().int(),
});
export type ManagedSubscription = z.infer<typeof managedSubscription>;
export const manageSubscriptionsAnswer = z.object({
  code: z.literal('1'),
  message: z.string().optional(),
  data: z.object({ email: z.string(), rows: z.array(managedSubscription) }),
});

export const savedSubscription = z.object({
  id: z.number().int(),
  subscribeEmail: z.string(),
  portStartId: z.number().int(),
  portEndId: z.number().int(),
  /** false when the same email and lane were already subscribed and the row was only refreshed */
  created: z.boolean(),
});
export type SavedSubscription = z.infer<typeof savedSubscription>;

/**
 * The answer as the dialog reads it: success, or (as the spec allows) code '0' with a message that
 * is shown as an error. A failure with a 4xx status arrives as a thrown ApiCallError instead.
 */
export const saveSubscriptionAnswer = z.union([
  z.object({ code: z.literal('1'), message: z.string().optional(), data: savedSubscription }),
  z.object({ code: z.string().refine((c) => c !== '1'), message: z.string() }),
]);
export type SaveSubscriptionAnswer = z.infer<typeof saveSubscriptionAnswer>;

/** POST /websubMaskFcl/deleteSubMaskFcl: the subscription is gone. */
export const deleteSubscriptionAnswer = okEnvelope(z.unknown());
// ---------------------------------------------------------------- my alerts (the workspace)

/** A rate alert of the logged-in user's own account email, as "My alerts" lists it. */
export const myRateAlert = z.object({
  id: z.number().int(),
  subscribeEmail: z.string(),
  portStartId: z.number().int(),
  portEndId: z.number().int(),
  origin: port,
  destination: port,
  /** paused by its subscriber: no alert is mailed until resumed */
  paused: z.boolean(),
  /** YYYY-MM-DD HH:mm:ss, China time */
  createdAt: z.string(),
});
export type MyRateAlert = z.infer<typeof myRateAlert>;
// GET /websubMaskFcl/mine – the rate alerts of the caller's own account email
export const myRateAlertsAnswer = z.object({ code: z.literal('1'), rows: z.array(myRateAlert), total: z.number().int() });

// POST /websubMaskFcl/changeMine – another lane for one of them (the address stays)
export const changeMyAlertInput = z.object({ id: idField, portStartId: idField, portEndId: idField });
export type ChangeMyAlertInput = z.input<typeof changeMyAlertInput>;
// POST /websubMaskFcl/pauseMine – pause or resume one of them
export const pauseMyAlertInput = z.object({ id: idField, paused: z.boolean() });
export type PauseMyAlertInput = z.input<typeof pauseMyAlertInput>;
// POST /websubMaskFcl/deleteMine – delete one of them
export const deleteMyAlertInput = z.object({ id: idField });
export const deleteMyAlertAnswer = okEnvelope(z.unknown());
export const myRateAlertAnswer = z.object({ code: z.literal('1'), message: z.string().optional(), data: myRateAlert });
