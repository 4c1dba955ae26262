// The query of a cached query page, folded into its last path segment by the edge and read back by
// the page (lib/screens/queryFold.ts).
import { describe, expect, it } from 'vitest';
import { FOLD_MARK, foldQuery, isFoldedSegment, unfoldQuery } from '@/lib/screens/queryFold';

const round = (keys: string[], search: string) => unfoldQuery(foldQuery(keys, search).segment);

describe('foldQuery / unfoldQuery', () => {
  it('round-trips the declared keys, single and repeated, text of any script', () => {
    expect(round(['tabId', 'page'], '?tabId=2&page=3')).toEqual({ tabId: '2', page: '3' });
    expect(round(['category'], '?category=%E6%8A%A5%E5%85%B3&x=1')).toEqual({ category: '报关' });
    expect(round(['id'], '?id=1&id=2')).toEqual({ id: ['1', '2'] });
    expect(round(['id'], '?id=')).toEqual({ id: '' });
    expect(round(['id'], '')).toEqual({});
  });

  it('one segment per query: order and undeclared keys change nothing, the undeclared are kept', () => {
    const a = foldQuery(['tabId', 'page'], '?page=2&utm=x&tabId=1&_rsc=abc');
    const b = foldQuery(['tabId', 'page'], '?tabId=1&page=2');
    expect(a.segment).toBe(b.segment);
    expect(a.search).toBe('?utm=x&_rsc=abc');
    expect(b.search).toBe('');
    expect(foldQuery(['id'], '').segment).toBe(FOLD_MARK);
  });

  it('bounds what a URL can ask for: at most two values a key, over-long values folded as empty', () => {
    expect(round(['id'], '?id=1&id=2&id=3&id=4')).toEqual({ id: ['1', '2'] });
    expect(round(['id'], `?id=${'9'.repeat(500)}`)).toEqual({ id: '' });
    expect(foldQuery(['id'], `?id=${'9'.repeat(201)}`).segment).toBe(foldQuery(['id'], `?id=${'8'.repeat(900)}`).segment);
  });

  it('the segment is path-safe and marked; anything else is no folded query', () => {
    const { segment } = foldQuery(['category'], '?category=a/b?c#d%20é');
    expect(segment).toMatch(/^-[A-Za-z0-9_-]*$/);
    expect(isFoldedSegment(segment)).toBe(true);
    for (const bad of ['contact', '404', '', '-***', '-%ZZ', '-_w']) expect(unfoldQuery(bad), bad).toBeNull();
  });
});
