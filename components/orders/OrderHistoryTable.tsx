import type { OrderHistoryEntry } from '@/lib/contracts/orders';
import { ORDER_STAGES } from '@/lib/contracts/orders';
import styles from './orders.module.css';

export type HistoryLabels = { time: string; stage: string; actor: string; note: string; stages: Record<string, string>; actors: Record<string, string> };

/** Each stage change with its time, newest first; names and notes only when the answer carries them (the owner's). */
export function OrderHistoryTable({ history, labels }: { history: readonly OrderHistoryEntry[]; labels: HistoryLabels }) {
  const rows = [...history].reverse();
  const withNames = rows.some((r) => r.actorName !== undefined);
  return (
    // scrolls sideways on a phone: the keyboard can take it and scroll it (tabIndex)
    <div className={styles.tableWrap} tabIndex={0}>
      <table className={styles.table} data-testid="order-history">
        <thead>
          <tr>
            <th>{labels.time}</th>
            <th>{labels.stage}</th>
            <th>{labels.actor}</th>
            {withNames ? <th>{labels.note}</th> : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={`${r.stage}-${r.time}-${i}`}>
              <td className={styles.num}>{r.time}</td>
              <td>{labels.stages[ORDER_STAGES[r.stage - 1] ?? 'order']}</td>
              <td>{r.actorName ? `${labels.actors[r.actorType] ?? r.actorType} · ${r.actorName}` : (labels.actors[r.actorType] ?? r.actorType)}</td>
              {withNames ? <td>{r.note || '—'}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
