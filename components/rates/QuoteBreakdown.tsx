'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { QuoteResult, SalesContactRef } from '@/lib/contracts/rates';
import styles from './Rates.module.css';
import { localName } from '@/lib/personName';

/** The itemized price of a quotation, its totals per currency and, from 15 CBM or 4 t, the sales note. */
export function QuoteBreakdown({ quote, sales }: { quote: QuoteResult; sales: SalesContactRef | null }) {
  const t = useTranslations('Quotation');
  const en = useLocale() === 'en';
  return (
    <section data-testid="quote-result" style={{ marginTop: 20 }}>
      <h2 className={styles.gateTitle}>{t('result')}</h2>
      <p className={styles.gateText}>
        {t('chargeable')}: {quote.chargeable} ({t(`basis.${quote.basis}`)}){quote.minimumApplied ? ` · ${t('minimumApplied')}` : ''}
      </p>
      <div className={styles.table} style={{ borderTop: '1px solid var(--line)', borderRadius: 10, minHeight: 0, marginTop: 8 }}>
        <table>
          <thead>
            <tr>
              <th>{t('columns.item')}</th>
              <th>{t('columns.count')}</th>
              <th>{t('columns.unitPrice')}</th>
              <th>{t('columns.amount')}</th>
              <th>{t('columns.currency')}</th>
            </tr>
          </thead>
          <tbody>
            {quote.lines.map((l) => (
              <tr key={l.code} data-testid="quote-line">
                <td>{en ? l.nameEn : l.nameCn}</td>
                <td>
                  {l.count} <span className={styles.sub}>{t(`units.${l.unit}`)}</span>
                </td>
                <td>{l.unitPrice.toFixed(2)}</td>
                <td>{l.amount.toFixed(2)}</td>
                <td>{l.currency}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={styles.gateTitle} style={{ textAlign: 'right', marginTop: 10 }} data-testid="quote-totals">
        {t('total')}: {quote.totals.map((x) => `${x.currency} ${x.amount.toFixed(2)}`).join(' + ')}
      </p>
      {quote.needsSalesConfirmation ? (
        <div className={styles.gate} data-testid="quote-note" style={{ marginTop: 12 }}>
          <div>
            <p className={styles.gateTitle}>{t('note')}</p>
            {sales ? <p className={styles.gateText}>{t('noteContact', { name: localName(sales, en ? 'en' : 'cn'), mobile: sales.mobile, email: sales.email })}</p> : null}
          </div>
        </div>
      ) : null}
    </section>
  );
}
