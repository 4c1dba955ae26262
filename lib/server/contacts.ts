import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { CompanySettings } from '../contracts/company';
import type { AccountManager, SalesContact, SalesLimit } from '../contracts/contacts';
import { CERTIFIED } from '../contracts/session';
import type { SessionUser } from './auth/session';
import type { Db } from './db';
import { accountManagers, salesContacts, users } from './db/schema';

type ContactRow = typeof salesContacts.$inferSelect;

function toContact(row: ContactRow, company: CompanySettings): SalesContact {
  // A contact without its own address works at the company's; English falls back to Chinese.
  const addr = row.companyAddr || company.companyAddr;
  const addrEn = row.companyAddrEn || (row.companyAddr ? row.companyAddr : company.companyAddrEn) || addr;
  return {
    id: row.id,
    headPic: row.headPic,
    nameCn: row.nameCn,
    nameEn: row.nameEn || row.nameCn,
    businessId: row.businessId === 1 || row.businessId === 3 ? row.businessId : 2,
    businessPortName: row.businessPortName,
    businessAirPortName: row.businessAirPortName,
    businessPortNameEn: row.businessPortNameEn || row.businessPortName,
    businessAirPortNameEn: row.businessAirPortNameEn || row.businessAirPortName,
    mobile: row.mobile,
    qq: row.qq,
    email: row.email,
    companyAddr: addr,
    companyAddrEn: addrEn,
  };
}

async function userLinks(db: Db, userId: number, companyId: number) {
  const [row] = await db
    .select({ salesContactId: users.salesContactId, accountManagerId: users.accountManagerId })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.companyId, companyId)))
    .limit(1);
  return row ?? { salesContactId: null, accountManagerId: null };
}

/** The default customer-service contact (kefu) of a company, shown to visitors; null if none. */
export async function defaultContact(db: Db, company: CompanySettings): Promise<SalesContact | null> {
  const [row] = await db
    .select()
    .from(salesContacts)
    .where(and(eq(salesContacts.companyId, company.companyId), eq(salesContacts.isDefault, true)))
    .orderBy(asc(salesContacts.sort), asc(salesContacts.id))
    .limit(1);
  return row ? toContact(row, company) : null;
}

/**
 * Whether a caller may see the dedicated sales list: visitors never (they get the default contact);
 * when the company restricts its programme (programJurisdictionFlag), only certified users do.
 */
export function salesLimitFor(company: CompanySettings, session: SessionUser | null): SalesLimit {
  if (!session) return { limited: true, reason: 'login' };
  if (company.programJurisdictionFlag && session.certificationStatus !== CERTIFIED) return { limited: true, reason: 'certification' };
  return { limited: false, reason: 'none' };
}

/**
 * The sales contacts a logged-in user sees: their own dedicated contact (users.salesContactId)
 * first, then the company's contacts in display order. Under a sales limit, or when the company
 * has no contacts, only the default contact.
 */
export async function salesListFor(db: Db, company: CompanySettings, session: SessionUser): Promise<SalesContact[]> {
  const fallback = async () => {
    const kefu = await defaultContact(db, company);
    return kefu ? [kefu] : [];
  };
  if (salesLimitFor(company, session).limited) return fallback();
  const rows = await db
    .select()
    .from(salesContacts)
    .where(eq(salesContacts.companyId, company.companyId))
    .orderBy(asc(salesContacts.sort), asc(salesContacts.id));
  if (!rows.length) return fallback();
  const { salesContactId } = await userLinks(db, session.userId, company.companyId);
  const own = rows.find((r) => r.id === salesContactId);
  const ordered = own ? [own, ...rows.filter((r) => r !== own)] : rows;
  return ordered.map((r) => toContact(r, company));
}

/**
 * The account manager of spec §3: the logged-in user's own (users.accountManagerId) or the
 * company's default, with the company's names. nameEn falls back to nameCn, companyNameEn to
 * companyName; companyAdd is in the request's language. null when the company has none.
 */
export async function accountManagerFor(
  db: Db,
  company: CompanySettings,
  session: SessionUser | null,
  locale: 'cn' | 'en',
): Promise<AccountManager | null> {
  const ownId = session ? (await userLinks(db, session.userId, company.companyId)).accountManagerId : null;
  const rows = await db
    .select()
    .from(accountManagers)
    .where(eq(accountManagers.companyId, company.companyId))
    .orderBy(asc(accountManagers.id));
  const row = rows.find((r) => r.id === ownId) ?? rows.find((r) => r.isDefault);
  if (!row) return null;
  const companyName = company.companyNameCn;
  return {
    companyAdd: locale === 'en' ? company.companyAddrEn || company.companyAddr : company.companyAddr,
    companyId: company.companyId,
    companyLogo: company.webInLogo || company.webOutLogo,
    companyName,
    companyNameEn: company.companyNameEn || companyName,
    companyNameScn: company.companyNameScn,
    companyNameSen: company.companyNameSen,
    email: row.email,
    headPic: row.headPic,
    id: row.id,
    mobile: row.mobile,
    nameCn: row.nameCn,
    nameEn: row.nameEn || row.nameCn,
    post: row.post,
    qq: row.qq,
    skype: row.skype,
    splEmail: row.splEmail,
    splMobile: row.splMobile,
    splUserName: row.splUserName,
  };
}
