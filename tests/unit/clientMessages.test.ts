import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from './sourceFiles';
import { CLIENT_NAMESPACES, clientMessages, PAGE_NAMESPACES, SITE_NAMESPACES } from '@/lib/i18n/clientMessages';
import cn from '@/messages/cn.json';

const root = path.resolve(__dirname, '../..');

describe('client message namespaces', () => {
  const files = ['app', 'components', 'lib'].flatMap((d) => sourceFiles(path.join(root, d)));
  const clientFiles = files.filter((f) => /^\s*['"]use client['"]/.test(readFileSync(f, 'utf8')));

  it('covers every namespace a client component translates with', () => {
    const used = new Map<string, string>();
    for (const f of clientFiles) {
      const src = readFileSync(f, 'utf8');
      for (const m of src.matchAll(/useTranslations\(\s*['"]([A-Za-z]+)/g)) used.set(m[1]!, path.relative(root, f));
      // a bare useTranslations() would need every namespace on the client
      expect(/useTranslations\(\s*\)/.test(src), `${path.relative(root, f)} uses useTranslations() without a namespace`).toBe(false);
    }
    const missing = [...used].filter(([ns]) => !(CLIENT_NAMESPACES as readonly string[]).includes(ns));
    expect(missing).toEqual([]);
  });

  it('sends every page only the namespaces of the islands on every page', () => {
    const picked = clientMessages(cn);
    expect(Object.keys(picked).sort()).toEqual([...SITE_NAMESPACES].sort());
    expect(picked).not.toHaveProperty('Agreement');
    expect(picked).not.toHaveProperty('Api');
    // page-specific and on-demand namespaces stay out of the layout's share
    for (const ns of ['Home', 'LclFreight', 'Login', 'Register', 'Workspace', 'Staff', 'Certification'] as const) expect(picked).not.toHaveProperty(ns);
    expect(PAGE_NAMESPACES.home).toEqual(['Home']);
  });
});
