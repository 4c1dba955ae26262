import type { ReactNode } from 'react';

/** The origin ⇄ destination swap of a port search: an icon button labelled for screen readers and on hover. */
export function SwapButton({ label, className, onSwap, children }: { label: string; className?: string; onSwap: () => void; children: ReactNode }) {
  return (
    <button type="button" className={className} aria-label={label} title={label} onClick={onSwap}>
      {children}
    </button>
  );
}
