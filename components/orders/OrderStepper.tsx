import { ORDER_STAGES, type OrderHistoryEntry } from '@/lib/contracts/orders';
import styles from './orders.module.css';

/**
 * The booking progress of spec §4 as a stepper: stages before the order's are done (with the time
 * each was reached), its own is current, the rest to come. Plain markup: it renders on the server
 * (workspace, mobile) and in the order search island alike.
 */
export function OrderStepper({
  stage,
  history,
  labels,
  hints,
  currentLabel,
}: {
  stage: number;
  history: readonly OrderHistoryEntry[];
  labels: Record<string, string>;
  hints?: Record<string, string>;
  currentLabel: string;
}) {
  const reached = new Map<number, string>();
  for (const h of history) reached.set(h.stage, h.time);
  return (
    <ol className={styles.stepper} data-testid="order-stepper" data-stage={stage} aria-label={currentLabel}>
      {ORDER_STAGES.map((key, i) => {
        const n = i + 1;
        const state = n < stage ? 'done' : n === stage ? 'current' : 'todo';
        return (
          <li key={key} className={styles.step} data-state={state} aria-current={state === 'current' ? 'step' : undefined} data-testid={`step-${n}`}>
            <span className={styles.stepDot}>{state === 'done' ? '✓' : n}</span>
            <span className={styles.stepLabel}>{labels[key]}</span>
            {n <= stage && reached.get(n) ? <span className={styles.stepTime}>{reached.get(n)}</span> : null}
            {state === 'current' && hints?.[key] ? <span className={styles.stepHint}>{hints[key]}</span> : null}
          </li>
        );
      })}
    </ol>
  );
}
