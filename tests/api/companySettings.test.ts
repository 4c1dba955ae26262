// Company settings as API calls read them: held per process, re-read at most once a second.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { liveCompanySettings, updateCompanySettings } from '@/lib/server/company';
import { getDb } from '@/lib/server/db';
import { companies } from '@/lib/server/db/schema';
import { createCompany } from './helpers';

describe('liveCompanySettings', () => {
  it('sees a change made through updateCompanySettings at once', async () => {
    const c = await createCompany({ slogan: 'before' });
    expect((await liveCompanySettings(c.id))?.slogan).toBe('before');
    await updateCompanySettings(c.id, { slogan: 'after' });
    expect((await liveCompanySettings(c.id))?.slogan).toBe('after');
  });

  it('sees a change made elsewhere (another instance) within about a second', async () => {
    const c = await createCompany({ slogan: 'one' });
    expect((await liveCompanySettings(c.id))?.slogan).toBe('one');
    const db = await getDb();
    await db.update(companies).set({ slogan: 'two' }).where(eq(companies.id, c.id));
    // held: the same process does not read the row on every call
    expect((await liveCompanySettings(c.id))?.slogan).toBe('one');
    await new Promise((r) => setTimeout(r, 1100));
    expect((await liveCompanySettings(c.id))?.slogan).toBe('two');
  });

  it('answers null for a company that does not exist, and holds nothing for it', async () => {
    expect(await liveCompanySettings(2_000_000_000)).toBeNull();
    const held = (globalThis as unknown as { __companyLive?: Map<number, unknown> }).__companyLive;
    await new Promise((r) => setTimeout(r, 0));
    expect(held?.has(2_000_000_000)).toBe(false);
  });
});
