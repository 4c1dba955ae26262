/*
 * A person's name as a page, a PDF or a mail in one language shows it (spec §1, §3: an English name
 * falls back to the Chinese one when missing): sales contacts, account managers, users. Every place
 * that shows a person's name to a user asks here, so an English page never shows the Chinese name of
 * someone who has an English one.
 */

export type PersonNames = { nameCn?: string | null; nameEn?: string | null; nickName?: string | null };

/** English: the English name, else the Chinese (else the nickname); Chinese: the Chinese name, else the nickname, else the English. */
export function localName(person: PersonNames | null | undefined, locale: string): string {
  if (!person) return '';
  const cn = person.nameCn?.trim() || person.nickName?.trim() || '';
  const en = person.nameEn?.trim() || '';
  return locale === 'en' ? en || cn : cn || en;
}

/** The logged-in user's name in this locale (the session's userName / userNameEn), else its phone or email. */
export function sessionUserName(user: { userName: string; userNameEn: string; phone?: string; email?: string }, locale: string): string {
  return localName({ nameCn: user.userName, nameEn: user.userNameEn }, locale) || user.phone || user.email || '';
}
