import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';

export default async function NotFound() {
  const t = await getTranslations('NotFound');
  return (
    <main style={{ minHeight: 480, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 12 }}>
      <div style={{ fontSize: 64, fontWeight: 700, color: 'var(--brand)' }}>404</div>
      <h1 style={{ margin: 0, fontSize: 22 }}>{t('title')}</h1>
      <p style={{ margin: 0, color: 'var(--text-3)' }}>{t('text')}</p>
      <Link href="/" style={{ color: 'var(--brand)' }}>
        {t('backHome')}
      </Link>
    </main>
  );
}
