'use client';

import { useMemo, useState, useSyncExternalStore } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { labelOf, type MenuItem } from '@/lib/config/menuItem';
import { MENU } from '@/lib/config/menu';
import { withoutPaths } from '@/lib/rates/screens';
import { activeMenuIndex } from '@/lib/navigation/activeMenu';
import styles from './navbar.module.css';

const noop = () => () => {};

/** True once hydrated: the static HTML is shared by every path, so "active" is decided in the browser. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}

function MenuLink({ item, locale, className, onNavigate }: { item: MenuItem; locale: string; className?: string; onNavigate?: () => void }) {
  const path = item.clickEvent?.path ?? '/';
  return (
    <Link href={path} className={className} target={item.clickEvent?.openNewWindow ? '_blank' : undefined} onClick={onNavigate}>
      {labelOf(item, locale)}
    </Link>
  );
}

function Caret() {
  return (
    <svg className={styles.caret} width="10" height="10" viewBox="0 0 10 10" aria-hidden>
      <path d="M1.5 3.5 5 7l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The top menu with its Services panel and dropdowns; the entry matching the path is highlighted.
 * The menu is the site's own (lib/config/menu) and comes with this component's code; the page hands
 * it only the paths the company's settings hide, so its HTML does not carry the whole menu again as
 * props for hydration.
 */
export function TopMenu({ hidden }: { hidden: readonly string[] }) {
  const items = useMemo(() => withoutPaths(MENU, hidden), [hidden]);
  const locale = useLocale();
  const t = useTranslations('Nav');
  const pathname = usePathname();
  const hydrated = useHydrated();
  const active = hydrated ? activeMenuIndex(pathname, items) : -1;
  // A click inside an open panel closes it until the pointer leaves the entry.
  const [closed, setClosed] = useState<number | null>(null);

  return (
    <nav className={styles.menu} aria-label={t('main')}>
      <ul className={styles.menuList}>
        {items.map((item, index) => {
          const isActive = index === active;
          const cls = [styles.menuItem, isActive ? styles.active : '', closed === index ? styles.suppressed : ''].join(' ');
          const close = () => {
            setClosed(index);
            if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
          };
          if (item.type === '' || !item.children?.length) {
            return (
              <li key={item.label} className={cls} data-testid="menu-item" data-active={isActive || undefined}>
                <MenuLink item={item} locale={locale} className={styles.menuLink} />
              </li>
            );
          }
          return (
            <li
              key={item.label}
              className={`${cls} ${styles.hasPopup}`}
              data-testid="menu-item"
              data-active={isActive || undefined}
              onMouseLeave={() => setClosed(null)}
            >
              <button type="button" className={styles.menuLink} aria-haspopup="true">
                {labelOf(item, locale)}
                <Caret />
              </button>
              {item.type === 'panel' ? (
                <div className={styles.panel} data-testid="menu-panel">
                  {item.children.map((column) => (
                    <div key={column.label} className={styles.panelColumn}>
                      <div className={styles.panelTitle}>{labelOf(column, locale)}</div>
                      <ul className={styles.panelLinks}>
                        {(column.children ?? []).map((child) => (
                          <li key={child.clickEvent?.path ?? child.label}>
                            <MenuLink item={child} locale={locale} className={styles.panelLink} onNavigate={close} />
                          </li>
                        ))}
                      </ul>
                    </div>
                  ))}
                </div>
              ) : (
                <ul className={styles.dropdown}>
                  {item.children.map((child) => (
                    <li key={child.clickEvent?.path ?? child.label}>
                      <MenuLink item={child} locale={locale} className={styles.dropdownLink} onNavigate={close} />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
