import { useTranslations } from 'next-intl';
import { ORDER_STAGES } from '@/lib/contracts/orders';
import type { HistoryLabels } from './OrderHistoryTable';

/** The stage names, hints and history headings of the Orders messages, for the stepper and the history table. */
export function useOrderLabels(): { stages: Record<string, string>; hints: Record<string, string>; history: HistoryLabels } {
  const t = useTranslations('Orders');
  const stages = Object.fromEntries(ORDER_STAGES.map((k) => [k, t(`stages.${k}`)]));
  const hints = Object.fromEntries(ORDER_STAGES.map((k) => [k, t(`stageHints.${k}`)]));
  const actors = { user: t('actors.user'), staff: t('actors.staff'), system: t('actors.system') };
  return { stages, hints, history: { time: t('historyTime'), stage: t('historyStage'), actor: t('historyActor'), note: t('historyNote'), stages, actors } };
}
