/**
 * Length limits of the account fields, stated once: the zod contracts (lib/contracts/account.ts)
 * and the antd form rules both read them. No imports, so a client component can use them without
 * pulling zod into its bundle.
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
} as const;
