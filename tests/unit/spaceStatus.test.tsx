// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it } from 'vitest';
import cn from '@/messages/cn.json';
import en from '@/messages/en.json';
import { SPACE_STATUSES } from '@/lib/contracts/rates';
import { SPACE_STATUS_CODES, spaceStatusLabel } from '@/lib/rates/spaceStatus';
import { SpaceLabel } from '@/components/rates/SpaceLabel';

afterEach(cleanup);

type Tree = { [key: string]: string | Tree };
const values = (tree: Tree, path = ''): [string, string][] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [[`${path}${k}`, v] as [string, string]] : values(v, `${path}${k}.`)));

const label = (locale: 'cn' | 'en', status: number) => {
  render(
    <NextIntlClientProvider locale={locale === 'cn' ? 'zh-CN' : 'en'} messages={locale === 'cn' ? cn : en}>
      <SpaceLabel status={status} />
    </NextIntlClientProvider>,
  );
  const el = screen.getByText((_, node) => node?.hasAttribute('data-space') ?? false);
  const out = { text: el.textContent, tone: el.getAttribute('data-tone') };
  cleanup();
  return out;
};

describe('space status labels (spec §4)', () => {
  it('reads each status in the interface language, with its colour', () => {
    expect(SPACE_STATUS_CODES.map((s) => label('cn', s))).toEqual([
      { text: '舱位充足', tone: 'green' },
      { text: '舱位紧张', tone: 'orange' },
      { text: '爆舱', tone: 'red' },
      { text: '暂停', tone: 'grey' },
      { text: '排队中', tone: 'blue' },
    ]);
    expect(SPACE_STATUS_CODES.map((s) => label('en', s).text)).toEqual(['Available', 'Tight', 'Overload', 'Suspended', 'Lineup']);
  });

  it('shows an unknown stored code as Available', () => {
    expect(spaceStatusLabel(9)).toEqual({ key: 'Available', tone: 'green' });
    expect(label('cn', 0).text).toBe('舱位充足');
  });

  it('has no English status label left anywhere in the Chinese messages (the console reads the same labels)', () => {
    const english = new Set<string>(Object.values(SPACE_STATUSES));
    expect(values(cn as Tree).filter(([, v]) => english.has(v))).toEqual([]);
  });
});
