import { z } from 'zod';
import { idField, text } from './fields';
import { FIELD_MAX } from './limits';
import { okEnvelope, rowsEnvelope } from './envelope';

/** Business ids of spec §3 / §9: 1 FCL, 2 LCL, 3 air. */
export const BUSINESS = { fcl: 1, lcl: 2, air: 3 } as const;
export type BusinessId = (typeof BUSINESS)[keyof typeof BUSINESS];

/** Behaviour event types the site records (spec §8): copying a phone 41, an email 25. */
export const BEHAVIOUR = { copyPhone: 41, copyEmail: 25 } as const;

/** A sales contact of the floating panel (spec §3 "Sales contact"). */
export const salesContact = z.object({
  id: z.number().int(),
  headPic: z.string(),
  nameCn: z.string(),
  nameEn: z.string(),
  businessId: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  businessPortName: z.string(),
  businessAirPortName: z.string(),
  /** English of the two above (the Chinese when the contact has none). */
  businessPortNameEn: z.string(),
  businessAirPortNameEn: z.string(),
  mobile: z.string(),
  qq: z.string(),
  email: z.string(),
  companyAddr: z.string(),
  companyAddrEn: z.string(),
});
export type SalesContact = z.infer<typeof salesContact>;

// GET /mobileUser/getSalesList – the logged-in user's dedicated sales, theirs first
export const salesListAnswer = rowsEnvelope(salesContact);
// GET /mobileUser/kefuInit – the default customer-service contact for visitors (data absent: none)
export const kefuAnswer = okEnvelope(salesContact);

// GET /mobileUser/getSalesLimit
export const salesLimit = z.object({
  /** true: the dedicated sales list is withheld and only the default contact is shown. */
  limited: z.boolean(),
  /** Why: 'login' (visitor) or 'certification' (the company shows sales to certified users only). */
  reason: z.enum(['none', 'login', 'certification']),
});
export type SalesLimit = z.infer<typeof salesLimit>;
export const salesLimitAnswer = okEnvelope(salesLimit);

/** The account manager (kefu) of spec §3, with its company's names. */
export const accountManager = z.object({
  companyAdd: z.string(),
  companyId: z.number().int(),
  companyLogo: z.string(),
  companyName: z.string(),
  companyNameEn: z.string(),
  companyNameScn: z.string(),
  companyNameSen: z.string(),
  email: z.string(),
  headPic: z.string(),
  id: z.number().int(),
  mobile: z.string(),
  nameCn: z.string(),
  nameEn: z.string(),
  post: z.string(),
  qq: z.string(),
  skype: z.string(),
  splEmail: z.string(),
  splMobile: z.string(),
  splUserName: z.string(),
});
export type AccountManager = z.infer<typeof accountManager>;

// POST /webfclfreight/queryWebMyCustomer
export const myCustomerQuery = z.object({ companyId: idField.optional() });
export type MyCustomerQuery = z.infer<typeof myCustomerQuery>;
/** data absent when the company has no account manager. */
export const myCustomerAnswer = okEnvelope(accountManager);

// POST /webuser/userPersonasUtil – bounded so a visitor cannot store large payloads
export const BEHAVIOUR_DATA_MAX_KEYS = 20;
const behaviourValue = z.union([text(FIELD_MAX.behaviourValue, { trim: false }), z.number().finite(), z.boolean(), z.null()]);
export const behaviourInput = z.object({
  type: z.number().int().min(1).max(32767),
  data: z
    .record(text(FIELD_MAX.behaviourKey, { required: true }), behaviourValue)
    .refine((d) => Object.keys(d).length <= BEHAVIOUR_DATA_MAX_KEYS, { message: 'tooMany', params: { max: BEHAVIOUR_DATA_MAX_KEYS } })
    .optional(),
});
export type BehaviourInput = z.infer<typeof behaviourInput>;
export const behaviourAnswer = z.object({ code: z.literal('1'), message: z.string().optional() });
