import { href } from '../screens/registry';

/**
 * The logged-in workspace (spec §2, §6). Its side menu holds the profile entry and "my alerts" (the
 * rate alerts and tracking subscriptions of the account, which nothing else lists); "my orders"
 * and "my quotations" are reached from the header's user menu but live under /workspace too, so
 * the auth guard and the workspace tab treat them alike.
 */
export type WorkspaceMenuItem = {
  key: 'editInfo' | 'alerts' | 'orders' | 'quotations' | 'spotCargo';
  label: string;
  labelEn: string;
  /** Icon name of @ant-design/icons, resolved by the component that renders the menu. */
  icon: string;
  /** Locale-free path (the Chinese URL; English adds /en). */
  path: string;
};

export const WORKSPACE_ROOT = href('workspace');

/** The workspace side menu. */
export const workspaceMenu: readonly WorkspaceMenuItem[] = [
  { key: 'editInfo', label: '编辑资料', labelEn: 'Edit Info', icon: 'IdcardOutlined', path: href('editInfo') },
  { key: 'alerts', label: '我的订阅', labelEn: 'My Alerts', icon: 'BellOutlined', path: href('alerts') },
];

/** Workspace pages of the header's user menu (before its "log out" entry). */
export const workspaceUserMenu: readonly WorkspaceMenuItem[] = [
  { key: 'orders', label: '我的订单', labelEn: 'My Orders', icon: 'ProfileOutlined', path: href('orders') },
  { key: 'quotations', label: '我的报价', labelEn: 'My Quotations', icon: 'FileTextOutlined', path: href('quotations') },
  { key: 'spotCargo', label: '我的现舱', labelEn: 'My Spot Cargo', icon: 'ContainerOutlined', path: href('spotCargo') },
];

/** Every workspace item a tab can be opened for. */
export const workspaceItems: readonly WorkspaceMenuItem[] = [...workspaceMenu, ...workspaceUserMenu];
