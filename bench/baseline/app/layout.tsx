import type { ReactNode } from 'react';
import type { Metadata } from 'next';
import './globals.css';

export const metadata: Metadata = {
  title: '环球海运 | 拼箱 整箱 海运订舱',
  description: '国际海运拼箱、整箱运价查询，船期查询，货物跟踪，在线订舱。',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="zh-CN">
      <body>{children}</body>
    </html>
  );
}
