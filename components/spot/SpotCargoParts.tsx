import { useTranslations } from 'next-intl';
import { ServerLink } from '@/lib/i18n/ServerLink';
import { REFUND_WORKING_DAYS, type SpotReservation } from '@/lib/contracts/spot';
import type { Surface } from '@/lib/screens/registry';
import { cargoNext, isRefunded } from './cargoNext';

type Classes = { link?: string; text?: string };

/** The next step of a reserved spot cargo (components/spot/cargoNext.ts): a link or what happens now. */
export function CargoNextStep({ r, surface, classes = {} }: { r: SpotReservation; surface: Surface; classes?: Classes }) {
  const t = useTranslations('Spot.cargo');
  const next = cargoNext(r, surface);
  switch (next.kind) {
    case 'track':
    case 'reserveAgain':
      return (
        <ServerLink href={next.href} className={classes.link} data-testid="spot-cargo-next" data-next={next.kind}>
          {t(next.kind)}
        </ServerLink>
      );
    case 'pay':
    case 'review':
      return (
        <span className={classes.text} data-testid="spot-cargo-next" data-next={next.kind}>
          {t(next.kind)}
        </span>
      );
    case 'none':
      return <span className={classes.text}>{t('noAction')}</span>;
  }
}

/** Spec §4, §9: a refused (or returned) reservation's prepaid fee is refunded in full within 3 working days. */
export function RefundNotice({ r, className }: { r: SpotReservation; className?: string }) {
  const t = useTranslations('Spot.cargo');
  if (!isRefunded(r)) return null;
  return (
    <p className={className} role="note" data-testid="spot-refund-notice">
      {t('refund', { amount: r.prepaidFee, days: REFUND_WORKING_DAYS })}
    </p>
  );
}
