// Services keep to their own rooms: the spot service is split by what it does (reservations,
// payments and refunds, offers, offer administration, mail), each file small enough to read.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SPOT = path.join('lib', 'server', 'spot');

describe('the spot service', () => {
  it('lives in one folder, a module per concern, none past 300 lines', () => {
    expect(existsSync(path.join('lib', 'server', 'spot.ts'))).toBe(false);
    const files = readdirSync(SPOT).sort();
    expect(files).toEqual(expect.arrayContaining(['index.ts', 'mail.ts', 'offerAdmin.ts', 'offers.ts', 'payments.ts', 'reservations.ts']));
    for (const f of files) expect(readFileSync(path.join(SPOT, f), 'utf8').split('\n').length, f).toBeLessThanOrEqual(300);
  });
});
