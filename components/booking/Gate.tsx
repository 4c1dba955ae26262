import type { ReactNode } from 'react';

/**
 * What a booking page shows instead of its form when the visitor may not use it yet (log in,
 * certify, choose an offer): a title, an optional line, and the way forward. The classes come from
 * the surface's stylesheet (desktop or mobile).
 */
export function Gate({
  styles,
  testId,
  title,
  text,
  children,
}: {
  styles: { readonly [key: string]: string };
  testId?: string;
  title: string;
  text?: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.gate} data-testid={testId}>
      <p className={styles.gateTitle}>{title}</p>
      {text ? <p className={styles.gateText}>{text}</p> : null}
      {children}
    </div>
  );
}
