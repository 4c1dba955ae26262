'use client';

import { useRef } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { isPriced } from '@/lib/api/rates';
import type { FullRate, PublicRate } from '@/lib/contracts/rates';
import { useDialogFocus } from '@/components/common/useDialogFocus';
import styles from './Rates.module.css';

/** A rate's remark, and its charges when priced: the body of the terms dialog and of the terms page. */
export function RateTerms({ rate }: { rate: FullRate | PublicRate }) {
  const t = useTranslations('Rates');
  const tq = useTranslations('Quotation');
  const en = useLocale() === 'en';
  return (
    <>
      <p className={styles.pre}>{en ? rate.remarkEn : rate.remark}</p>
      {isPriced(rate) ? (
        <ul className={styles.terms}>
          {rate.surcharges.map((s) => (
            <li key={s.code}>
              {en ? s.nameEn : s.nameCn}: {s.currency} {s.amount} {tq(`units.${s.unit}` as 'units.cbm')}
            </li>
          ))}
          {rate.billFee > 0 ? (
            <li>
              {t('columns.billFee')}: {rate.billFeeCurrency} {rate.billFee}
            </li>
          ) : null}
        </ul>
      ) : null}
    </>
  );
}

/** A rate's long terms and remarks (spec §2 /lclFreight/ShowTextDialog); charges only when priced. */
export function ShowTextDialog({ rate, onClose }: { rate: FullRate | PublicRate; onClose: () => void }) {
  const t = useTranslations('Rates');
  const dialog = useRef<HTMLDivElement>(null);
  useDialogFocus(dialog, onClose);
  return (
    <div className={styles.dialogBackdrop} onClick={onClose} role="presentation">
      <div ref={dialog} tabIndex={-1} className={styles.dialog} role="dialog" aria-modal="true" aria-labelledby="terms-title" onClick={(e) => e.stopPropagation()} data-testid="show-text-dialog">
        <div className={styles.dialogHead}>
          <h2 id="terms-title">{t('textDialogTitle')}</h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label={t('close')}>
            ×
          </button>
        </div>
        <div className={styles.dialogBody}>
          <RateTerms rate={rate} />
        </div>
      </div>
    </div>
  );
}
