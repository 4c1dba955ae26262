import { describe, expect, it } from 'vitest';
import cn from '@/messages/cn.json';
import en from '@/messages/en.json';

type Tree = { [key: string]: string | Tree };

/** Every leaf path (`Api.loginRequired`) with its value. */
function leaves(tree: Tree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const p = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [k, v] of leaves(value, p)) out.set(k, v);
    } else {
      out.set(p, value);
    }
  }
  return out;
}

const files = { 'messages/cn.json': leaves(cn as Tree), 'messages/en.json': leaves(en as Tree) };

describe('messages', () => {
  it('cn.json and en.json have exactly the same keys', () => {
    const cnKeys = files['messages/cn.json'];
    const enKeys = files['messages/en.json'];
    const missingInEn = [...cnKeys.keys()].filter((k) => !enKeys.has(k));
    const missingInCn = [...enKeys.keys()].filter((k) => !cnKeys.has(k));
    // Named lists, so a failure says which keys to add where.
    expect({ missingInEn, missingInCn }).toEqual({ missingInEn: [], missingInCn: [] });
    expect(cnKeys.size).toBeGreaterThan(0);
  });

  it.each(Object.keys(files))('%s has only non-empty strings', (file) => {
    const bad = [...files[file as keyof typeof files]]
      .filter(([, v]) => typeof v !== 'string' || v.trim() === '')
      .map(([k, v]) => `${k} = ${JSON.stringify(v)}`);
    expect(bad).toEqual([]);
  });
});
