/**
 * Length limits of the text fields, stated once: the zod contracts (lib/contracts/*, through
 * `text()` of lib/contracts/fields.ts) and the antd form rules both read them. No imports, so a
 * client component can use them without pulling zod into its bundle.
 */
export const FIELD_MAX = {
  nameCn: 20,
  nameEn: 50,
  companyName: 100,
  duty: 50,
  companyAddr: 200,
  salesCode: 40,
  certCompanyNameCn: 100,
  certCompanyNameEn: 200,
  /** a login password as typed (the rule for new passwords is PASSWORD_PATTERN, 6–18) */
  loginPassword: 64,
  /** pattern fields: the pattern decides, the limit only bounds the work */
  mobile: 20,
  idCard: 20,
  smsCode: 10,
  creditCode: 30,
  qq: 20,
  /** an account as typed (mobile or email; the patterns decide) */
  account: 100,
  /** reset and certification link tokens */
  linkToken: 100,
  /** staff console */
  staffUsername: 50,
  rejectReason: 200,
  outboxRecipient: 100,
  /** port search text */
  portSearch: 50,
  /** WeChat's callback parameters */
  wechatParam: 200,
  /** mini-program link: page path and query */
  miniProgramPath: 128,
  miniProgramQuery: 256,
  /** behaviour events: a data key and a text value */
  behaviourKey: 40,
  behaviourValue: 200,
  /** site content (lib/contracts/siteContent.ts): names, titles, one-line texts, paragraphs */
  contentSlug: 60,
  contentLabel: 40,
  contentTitle: 100,
  contentShort: 300,
  contentText: 3000,
  imagePath: 200,
  /** contact form and job applications */
  contactName: 50,
  contactPhone: 30,
  contactMessage: 2000,
  applicationMessage: 1000,
} as const;

/** The largest id of an integer id column (PostgreSQL integer). */
export const ID_MAX = 2_147_483_647;
