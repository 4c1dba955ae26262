import { describe, expect, it } from 'vitest';
import { CERTIFIED, PORT_TYPE } from '@/lib/api/constants';
import * as ports from '@/lib/contracts/ports';
import * as session from '@/lib/contracts/session';

describe('zod-free copies of contract constants (lib/api/constants.ts)', () => {
  it('equal the contracts', () => {
    expect(PORT_TYPE).toEqual(ports.PORT_TYPE);
    expect(CERTIFIED).toBe(session.CERTIFIED);
  });
});
