// The rate page's display states (spec §4 "Page display"): exactly one, in this order of precedence.
import { describe, expect, it } from 'vitest';
import { displayState, type DisplayInput } from '@/lib/rates/displayState';

const base: DisplayInput = { sessionKnown: true, laneChosen: true, hasAnswer: true, fetching: false, pagingOnly: false, access: 'full', total: 3, filtered: false };

describe('displayState', () => {
  it.each<[Partial<DisplayInput>, string]>([
    [{ sessionKnown: false }, 'pageLoading'],
    [{ laneChosen: false }, 'default'],
    [{ hasAnswer: false }, 'pageLoading'],
    [{ fetching: true }, 'listLoading'],
    [{ fetching: true, pagingOnly: true }, 'tableLoading'],
    [{ access: 'login' }, 'needsAuth'],
    [{ access: 'certify', total: 0 }, 'needsAuth'],
    [{ access: 'unauthorized' }, 'needsAuth'],
    [{ total: 0 }, 'inquiry'],
    [{ total: 0, filtered: true }, 'empty'],
    [{}, 'content'],
  ])('%o → %s', (over, expected) => {
    expect(displayState({ ...base, ...over })).toBe(expected);
  });
});
