import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { AccountPageShell } from '@/components/account/AccountPageShell';
import { RegisterForm } from '@/components/account/RegisterForm';
import { pageMetadata } from '@/lib/seo/metadata';

type Params = Promise<{ locale: string; company: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as AppLocale, namespace: 'Register' });
  return pageMetadata(params, { path: '/register', title: t('metaTitle'), description: t('subtitle') });
}

/** /register (spec §2): static per (company, locale); the form is a client island. */
export default async function RegisterPage({ params }: { params: Params }) {
  const { locale } = await params;
  setRequestLocale(locale as AppLocale);
  const t = await getTranslations('Register');
  return (
    <AccountPageShell eyebrow={t('eyebrow')} title={t('title')} subtitle={t('subtitle')} points={[t('point1'), t('point2'), t('point3'), t('point4')]}>
      <RegisterForm />
    </AccountPageShell>
  );
}
