import type { ReactNode } from 'react';
import { cookies } from 'next/headers';
import { setRequestLocale } from 'next-intl/server';
import { brandingFor } from '@/lib/branding';
import { redirect } from '@/lib/i18n/navigation';
import type { AppLocale } from '@/lib/i18n/routing';
import { STAFF_COOKIE, findStaffSession } from '@/lib/server/auth/staffSession';
import { tokenFrom } from '@/lib/server/auth/session';
import { companyParam, requireCompanySettings } from '@/lib/server/company';
import { getDb } from '@/lib/server/db';
import { ConsoleFrame } from '@/components/staff/ConsoleFrame';

type Params = Promise<{ locale: string; company: string }>;

/**
 * The staff console's frame: side menu (entries by the staff member's permissions), header with the
 * account, language and logout. Without a staff session of this company the page goes to the staff
 * login; the API refuses on its own as well.
 */
export default async function ConsoleLayout({ children, params }: { children: ReactNode; params: Params }) {
  const { locale, company } = await params;
  setRequestLocale(locale as AppLocale);
  const settings = await requireCompanySettings(await companyParam(company));
  const jar = await cookies();
  const staff = await findStaffSession(await getDb(), tokenFrom(jar.get(STAFF_COOKIE)?.value, null), settings.companyId);
  if (!staff) redirect({ href: '/staff/login', locale: locale as AppLocale });
  const brand = brandingFor(settings, locale);
  return (
    <ConsoleFrame staff={staff!} brand={{ name: brand.shortName, logo: brand.logoOnDark }}>
      {children}
    </ConsoleFrame>
  );
}
