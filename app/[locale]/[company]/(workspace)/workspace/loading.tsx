import styles from '@/components/account/workspace.module.css';

/** The workspace page while it renders: the card frame with skeleton lines (no layout jump). */
export default function WorkspaceLoading() {
  return (
    <section className={styles.card} aria-busy="true">
      <header className={styles.cardHead}>
        <span className={styles.linePending} style={{ width: 160, height: 22 }} />
      </header>
      {Array.from({ length: 6 }, (_, i) => (
        <span key={i} className={styles.linePending} style={{ display: 'block', width: i === 5 ? '60%' : '100%', marginBottom: 16 }} />
      ))}
    </section>
  );
}
