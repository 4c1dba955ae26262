'use client';

import { useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Layout, Menu, Tag } from 'antd';
import {
  AuditOutlined,
  AimOutlined,
  ContactsOutlined,
  ApiOutlined,
  ContainerOutlined,
  DashboardOutlined,
  DollarOutlined,
  FileTextOutlined,
  HistoryOutlined,
  KeyOutlined,
  LogoutOutlined,
  MailOutlined,
  MessageOutlined,
  PictureOutlined,
  ProfileOutlined,
  ReadOutlined,
  SettingOutlined,
  SolutionOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { useTranslations } from 'next-intl';
import { isStaffQuery, staffLogout, staffSessionKey } from '@/lib/api/staff';
import { activeStaffEntry, staffMenuFor, type StaffMenuIcon } from '@/lib/config/staffMenu';
import type { StaffUser } from '@/lib/contracts/staff';
import { Link, usePathname, useRouter } from '@/lib/i18n/navigation';
import { LocaleSwitch } from '@/components/layout/LocaleSwitch';
import { StaffContext } from './staffContext';
import styles from './console.module.css';

const ICONS: Record<StaffMenuIcon, ReactNode> = {
  dashboard: <DashboardOutlined />,
  audit: <AuditOutlined />,
  team: <TeamOutlined />,
  contacts: <ContactsOutlined />,
  file: <FileTextOutlined />,
  news: <ReadOutlined />,
  picture: <PictureOutlined />,
  setting: <SettingOutlined />,
  message: <MessageOutlined />,
  solution: <SolutionOutlined />,
  mail: <MailOutlined />,
  history: <HistoryOutlined />,
  rates: <DollarOutlined />,
  orders: <ProfileOutlined />,
  space: <ContainerOutlined />,
  tracking: <AimOutlined />,
  carrier: <ApiOutlined />,
  key: <KeyOutlined />,
};

/** The console's frame: side menu by permission (collapses to a drawer-like slide on narrow screens), header, content. */
export function ConsoleFrame({ staff, brand, children }: { staff: StaffUser; brand: { name: string; logo: string }; children: ReactNode }) {
  const t = useTranslations('Console');
  const path = usePathname();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [collapsed, setCollapsed] = useState(false);
  const [narrow, setNarrow] = useState(false);
  // The layout checked the session on the server: the console's queries start from it.
  useState(() => queryClient.setQueryData(staffSessionKey, staff));
  const groups = staffMenuFor(staff.permissions);

  async function logout() {
    try {
      await staffLogout();
    } finally {
      queryClient.setQueryData(staffSessionKey, null);
      queryClient.removeQueries({ predicate: isStaffQuery });
      router.replace('/staff/login');
    }
  }

  return (
    <StaffContext.Provider value={staff}>
      <Layout className={styles.frame} data-testid="staff-console">
        <Layout.Sider
          width={216}
          collapsible
          // narrow screens: antd's zero-width tab opens the menu; wide ones: no trigger bar over the last entries
          trigger={narrow ? undefined : null}
          breakpoint="lg"
          collapsedWidth={narrow ? 0 : 64}
          collapsed={collapsed}
          onCollapse={setCollapsed}
          onBreakpoint={(broken) => {
            setNarrow(broken);
            setCollapsed(broken);
          }}
          className={styles.sider}
          theme="dark"
        >
          <Link href="/staff" className={styles.brand} title={brand.name}>
            {brand.logo ? (
              // eslint-disable-next-line @next/next/no-img-element -- brand SVG served as a file
              <img src={brand.logo} alt={brand.name} height={26} />
            ) : (
              <span>{brand.name}</span>
            )}
          </Link>
          <Menu
            theme="dark"
            mode="inline"
            selectedKeys={[activeStaffEntry(path)]}
            data-testid="console-menu"
            onClick={() => narrow && setCollapsed(true)}
            items={groups.map((g) => ({
              type: 'group' as const,
              key: g.group,
              label: collapsed && !narrow ? null : t(`menuGroup.${g.group}`),
              children: g.entries.map((e) => ({
                key: e.key,
                icon: ICONS[e.icon],
                label: (
                  <Link href={e.href} data-testid={`menu-${e.key}`}>
                    {t(`menu.${e.key}`)}
                  </Link>
                ),
              })),
            }))}
          />
        </Layout.Sider>
        <Layout>
          <Layout.Header className={styles.header}>
            <span className={styles.title}>{t('title')}</span>
            <div className={styles.tools}>
              <LocaleSwitch className={styles.locale} />
              <Link href="/" className={styles.siteLink}>
                {t('backToSite')}
              </Link>
              <span className={styles.who} data-testid="console-who">
                {staff.name || staff.username}
                {staff.role ? <Tag className={styles.role}>{t(`role.${staff.role as 'admin'}`)}</Tag> : null}
              </span>
              <Button size="small" icon={<LogoutOutlined />} onClick={logout} data-testid="staff-logout">
                {t('logout')}
              </Button>
            </div>
          </Layout.Header>
          <Layout.Content className={styles.content}>{children}</Layout.Content>
        </Layout>
      </Layout>
    </StaffContext.Provider>
  );
}
