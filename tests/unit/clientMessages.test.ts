import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from './sourceFiles';
import { CLIENT_NAMESPACES, clientMessages, ISLAND_NAMESPACES, mergeMessages, PAGE_NAMESPACES, pickMessages, SITE_NAMESPACES } from '@/lib/i18n/clientMessages';
import type { Messages } from '@/lib/i18n/messages';
import cn from '@/messages/cn.json';

const root = path.resolve(__dirname, '../..');

/** Every entry of every group: namespaces and single messages ('Home.learnMore'). */
const entries: string[] = [...SITE_NAMESPACES, ...Object.values(PAGE_NAMESPACES).flat(), ...ISLAND_NAMESPACES];
/** A message path ('Home.learnMore', 'Mobile.tabs.home') is sent when a group lists it or a prefix of it. */
const covered = (p: string) => entries.some((e) => p === e || p.startsWith(`${e}.`));

/**
 * The message paths a client component reads: `const t = useTranslations('Ns')` (or 'Ns.sub'), then
 * t('key') / t.rich('key') / t.has('key')… With a key that is no literal, or a `t` handed on to other
 * code, the component may read any message below the namespace: its path is the namespace itself.
 */
function readPaths(src: string): string[] {
  const out: string[] = [];
  for (const m of src.matchAll(/(?:const|let)\s+(\w+)\s*=\s*useTranslations\(\s*['"]([A-Za-z.]+)['"]\s*\)/g)) {
    const [, name, ns] = m as unknown as [string, string, string];
    const uses = [...src.matchAll(new RegExp(`\\b${name}\\b`, 'g'))].length - 1;
    const literal = [...src.matchAll(new RegExp(`\\b${name}(?:\\.(?:rich|markup|raw|has))?\\(\\s*['"]([A-Za-z0-9_.]+)['"]`, 'g'))].map((k) => `${ns}.${k[1]}`);
    out.push(...(literal.length === uses ? literal : [ns]));
  }
  return out;
}

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

  it('covers every message a client component reads, where a group sends a namespace in part', () => {
    const missing: string[] = [];
    for (const f of clientFiles) {
      for (const p of readPaths(readFileSync(f, 'utf8'))) if (!covered(p)) missing.push(`${path.relative(root, f)}: ${p}`);
    }
    expect(missing).toEqual([]);
  });

  it('lists only messages that exist', () => {
    for (const e of entries) {
      const value = e.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], cn);
      expect(value, e).toBeDefined();
    }
  });

  it('picks single messages and merges them into the namespaces given before', () => {
    const picked = pickMessages(cn, ['Home.learnMore', 'Home.ctaButton', 'Copy']);
    expect(picked).toEqual({ Home: { learnMore: cn.Home.learnMore, ctaButton: cn.Home.ctaButton }, Copy: cn.Copy });
    const merged = mergeMessages({ Home: { learnMore: 'x' } } as Partial<Messages>, pickMessages(cn, ['Home.ctaButton']));
    expect(merged).toEqual({ Home: { learnMore: 'x', ctaButton: cn.Home.ctaButton } });
  });

  it('sends every page only the namespaces of the islands on every page', () => {
    const picked = clientMessages(cn);
    expect(Object.keys(picked).sort()).toEqual([...SITE_NAMESPACES].map((k) => k.split('.')[0]).filter((k, i, a) => a.indexOf(k) === i).sort());
    expect(picked).not.toHaveProperty('Agreement');
    expect(picked).not.toHaveProperty('Api');
    // page-specific and on-demand namespaces stay out of the layout's share
    for (const ns of ['Home', 'LclFreight', 'Login', 'Register', 'Workspace', 'Staff', 'Certification'] as const) expect(picked).not.toHaveProperty(ns);
    // home's islands (banner carousel, subscribe button) get their few messages, not the band texts
    expect(Object.keys(pickMessages(cn, PAGE_NAMESPACES.home).Home ?? {}).length).toBeLessThan(Object.keys(cn.Home).length / 2);
  });
});
