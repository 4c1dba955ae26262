import { describe, expect, it } from 'vitest';
import { nextBannerList } from '@/components/home/bannerList';

describe('nextBannerList (spec §4 "Banner list")', () => {
  const current = [{ id: 1 }, { id: 2 }];

  it('replaces the list with a non-empty one', () => {
    const incoming = [{ id: 3 }];
    expect(nextBannerList(current, incoming)).toBe(incoming);
  });

  it.each([[[]], [null], [undefined]])('keeps the current list when given %j', (incoming) => {
    expect(nextBannerList(current, incoming)).toBe(current);
  });
});
