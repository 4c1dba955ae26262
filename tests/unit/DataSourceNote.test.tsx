// @vitest-environment jsdom
// Where a sailing or tracking answer came from, in both languages: a carrier's interface with the
// age of its answer, staff entry (also when nothing is said) or a staff import. The clock is fixed.
import { cleanup, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataSourceNote } from '@/components/common/DataSourceNote';
import type { SourceRef } from '@/lib/contracts/schedules';
import cn from '@/messages/cn.json';
import en from '@/messages/en.json';

const NOW = new Date('2026-03-10T04:00:00Z');
const at = (minutesAgo: number): SourceRef => ({ kind: 'carrier', carrierName: 'Hapag-Lloyd', fetchedAt: new Date(NOW.getTime() - minutesAgo * 60_000).toISOString() });

function note(source: SourceRef | undefined, locale: 'en' | 'cn', carrier?: string) {
  render(
    <NextIntlClientProvider locale={locale === 'en' ? 'en' : 'zh-CN'} messages={locale === 'en' ? en : cn} timeZone="Asia/Shanghai">
      <DataSourceNote source={source} carrier={carrier} />
    </NextIntlClientProvider>,
  );
  return screen.getByTestId('data-source');
}

beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: NOW }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('DataSourceNote', () => {
  it("names the carrier and the age of its answer", () => {
    expect(note(at(5), 'en').textContent).toBe('From Hapag-Lloyd, updated 5 min ago');
    cleanup();
    expect(note(at(5), 'cn', '赫伯罗特').textContent).toBe('数据来自赫伯罗特，5分钟前更新');
    cleanup();
    expect(note(at(0), 'cn', '赫伯罗特').textContent).toBe('数据来自赫伯罗特，刚刚更新');
    cleanup();
    expect(note(at(150), 'en').textContent).toBe('From Hapag-Lloyd, updated 2 hours ago');
    cleanup();
    expect(note(at(3 * 24 * 60), 'en').textContent).toBe('From Hapag-Lloyd, updated 3 days ago');
  });

  it('says staff entered what carries no source, and an import as such', () => {
    expect(note(undefined, 'en')).toHaveAttribute('data-source', 'staff');
    expect(screen.getByTestId('data-source').textContent).toBe('Entered by staff');
    cleanup();
    expect(note({ kind: 'staff' }, 'cn').textContent).toBe('客服人员录入');
    cleanup();
    expect(note({ kind: 'import' }, 'cn').textContent).toBe('客服人员导入');
  });
});
