/*
 * The shape of a top-menu entry (spec §3 "Menu item") and its label, apart from the menu itself
 * (lib/config/menu.ts): the navbar's client island renders entries it is handed and needs these
 * alone, not the screen registry the menu is computed from.
 */
export type MenuType = '' | 'panel' | 'dropdown';

export type ClickEvent = { path: string; openNewWindow: false };

export type MenuItem = {
  label: string;
  labelEn: string;
  icon?: string;
  type: MenuType;
  /** Absent on a panel column heading, which is a label only. */
  clickEvent?: ClickEvent;
  children?: MenuItem[];
  iconImage?: string;
  iconImageActive?: string;
  /** Set on the Services entry only (spec §3). */
  workspaceFlag?: boolean;
};

/** The entry's label in the page's language (the Chinese one when no English is set). */
export function labelOf(item: { label: string; labelEn: string }, locale: string): string {
  return locale === 'en' ? item.labelEn || item.label : item.label;
}
