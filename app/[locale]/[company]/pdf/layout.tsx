import type { ReactNode } from 'react';
import { setRequestLocale } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import styles from '@/components/layout/pdf.module.css';

const PRINT_CSS = '@page{size:A4;margin:0}@media print{html,body{background:#fff}}';

/** The PDF frame (spec §2 Layouts "PDF"): one A4 sheet, no navbar or footer, print-friendly. */
export default async function PdfLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale as AppLocale);
  return (
    <div className={styles.desk}>
      <style dangerouslySetInnerHTML={{ __html: PRINT_CSS }} />
      <div className={styles.sheet} data-testid="pdf-sheet">
        {children}
      </div>
    </div>
  );
}
