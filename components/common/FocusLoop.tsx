'use client';

import type { CSSProperties, FocusEvent, ReactNode } from 'react';

const FOCUSABLE = 'a[href],button:not([disabled]),input:not([disabled]):not([type="hidden"]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])';
const GUARD: CSSProperties = { position: 'fixed', top: 0, left: 0, width: 1, height: 1, overflow: 'hidden', opacity: 0 };

/**
 * Keeps Tab and Shift+Tab going round inside a dialog. antd's dialogs pull the focus back when it
 * lands on the page behind them, but a dialog is the last thing in the document: Tab on its last
 * control leaves the page for the browser's own bar, and the focus is lost. Two guards, before and
 * after the dialog, send it to the last or first control instead. Given to a Modal as
 * `modalRender={loopFocus}`.
 */
export function FocusLoop({ children }: { children: ReactNode }) {
  // the guard's parent is the loop: its first or last control takes the focus
  const go = (to: 'first' | 'last') => (e: FocusEvent<HTMLDivElement>) => {
    const all = Array.from(e.currentTarget.parentElement?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []).filter((el) => !el.hasAttribute('data-focus-guard') && el.getClientRects().length > 0);
    (to === 'first' ? all[0] : all[all.length - 1])?.focus();
  };
  return (
    <div>
      <div tabIndex={0} data-focus-guard="" style={GUARD} onFocus={go('last')} />
      {children}
      <div tabIndex={0} data-focus-guard="" style={GUARD} onFocus={go('first')} />
    </div>
  );
}

export const loopFocus = (node: ReactNode) => <FocusLoop>{node}</FocusLoop>;
