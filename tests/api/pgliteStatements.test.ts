// The embedded database's statement paths (lib/server/db/pgliteStatements.ts): the same answers as PGlite's
// own query, statements prepared by name run by that name, errors that leave the database usable, and no
// statement run inside another caller's transaction. On an in-memory database of its own, whatever DATABASE_URL says.
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedByName, useStatementPaths } from '../../lib/server/db/pgliteStatements';

const items = pgTable('items', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id').notNull(),
  no: text('no').notNull(),
  data: jsonb('data').$type<{ tags: string[] }>(),
  at: timestamp('at', { withTimezone: true }).notNull(),
});

const SETUP = `create table items (id serial primary key, company_id int not null, no text not null, data jsonb, at timestamptz not null);
  insert into items (company_id, no, data, at) select g % 3, 'N' || g, jsonb_build_object('tags', jsonb_build_array('t' || g)), timestamptz '2026-11-01 00:00+08' + g * interval '1 hour' from generate_series(1, 300) g;`;

let plain: PGlite; // PGlite's own path, the reference
let fast: PGlite;

beforeAll(async () => {
  plain = await PGlite.create();
  fast = await PGlite.create();
  await useStatementPaths(fast);
  await plain.exec(SETUP);
  await fast.exec(SETUP);
});

afterAll(async () => {
  await plain.close();
  await fast.close();
});

describe('statements outside a transaction', () => {
  it('answer as PGlite does: rows, fields, counts, every parameter type, array rows', async () => {
    const cases: [string, unknown[], object?][] = [
      ['select id, no, data, at from items where company_id = $1 and no = any($2::text[]) order by id', [1, ['N1', 'N4', 'N7']]],
      ['select count(*)::int as n, $1::text as label, $2::boolean as flag, $3::jsonb as doc from items where at < $4', ['x', true, { a: [1, 2] }, new Date('2026-11-03T00:00:00Z')]],
      ['select $1::int is null as missing', [null]],
      ['select no from items where id = $1', [5], { rowMode: 'array' }],
      ['update items set no = no where company_id = $1', [2]],
      ['select 1 as one', []],
    ];
    for (const [q, params, options] of cases) {
      const want = await plain.query(q, params, options);
      const got = await fast.query(q, params, options);
      expect(got.rows, q).toEqual(want.rows);
      expect(got.fields, q).toEqual(want.fields);
      expect(got.affectedRows ?? 0, q).toBe(want.affectedRows ?? 0);
    }
  });

  it('a bad statement or value fails with PostgreSQL’s error and leaves the database usable', async () => {
    await expect(fast.query('select id from items where company_id = $1', ['not a number'])).rejects.toMatchObject({ code: '22P02' });
    await expect(fast.query('select nope from items')).rejects.toMatchObject({ code: '42703' });
    expect((await fast.query<{ n: number }>('select count(*)::int as n from items')).rows).toEqual([{ n: 300 }]);
  });

  it('never runs inside another caller’s open transaction', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let inserted!: () => void;
    const insertedYet = new Promise<void>((r) => (inserted = r));
    const tx = fast.transaction(async (t) => {
      await t.query(`insert into items (company_id, no, at) values (9, 'TX', now())`);
      inserted();
      await held;
      await t.rollback();
    });
    await insertedYet;
    let answered = false;
    const read = fast.query<{ n: number }>(`select count(*)::int as n from items where company_id = 9`).then((r) => ((answered = true), r));
    await new Promise((r) => setTimeout(r, 50));
    expect(answered).toBe(false);
    release();
    await tx;
    expect((await read).rows).toEqual([{ n: 0 }]);
  });
});

describe('statements prepared by name', () => {
  const db = () => drizzle(fast);
  const byNo = () =>
    db()
      .select({ id: items.id, no: items.no, data: items.data, at: items.at })
      .from(items)
      .where(sql`${items.companyId} = ${sql.placeholder('companyId')} and ${items.no} = ${sql.placeholder('no')}`);

  it('run by their name on the database, with drizzle’s mapping of the row, prepared once per handle', async () => {
    const handle = db();
    const statement = preparedByName(handle, 'items_by_no', byNo);
    expect(preparedByName(handle, 'items_by_no', byNo)).toBe(statement);
    for (let g = 1; g <= 12; g++) {
      const [row] = await statement.execute({ companyId: g % 3, no: `N${g}` });
      expect(row).toEqual({ id: g, no: `N${g}`, data: { tags: [`t${g}`] }, at: new Date(Date.parse('2026-10-31T16:00:00Z') + g * 3_600_000) });
    }
    expect(await statement.execute({ companyId: 1, no: 'none' })).toEqual([]);
    const kept = await fast.query<{ name: string; runs: number }>(`select name, (generic_plans + custom_plans)::int as runs from pg_prepared_statements`);
    expect(kept.rows).toEqual([{ name: 'items_by_no', runs: 13 }]);
  });

  it('one text keeps one name', () => {
    expect(() => preparedByName(db(), 'another_name', byNo)).toThrow(/items_by_no/);
  });

  it('are prepared again once when a column they read changes its type', async () => {
    const star = preparedByName(db(), 'items_by_id', () => db().select().from(items).where(sql`${items.id} = ${sql.placeholder('id')}`));
    expect((await star.execute({ id: 3 }))[0]?.no).toBe('N3');
    // PostgreSQL refuses the kept plan then ("cached plan must not change result type")
    await fast.exec(`alter table items alter column no type varchar(40)`);
    expect((await star.execute({ id: 3 }))[0]?.no).toBe('N3');
    await fast.exec(`alter table items alter column no type text`);
    expect((await star.execute({ id: 4 }))[0]?.no).toBe('N4');
  });

  it('a handle without the paths prepares nothing on the database', async () => {
    const handle = drizzle(plain);
    const statement = preparedByName(handle, 'plain_by_id', () => handle.select({ id: items.id }).from(items).where(sql`${items.id} = ${sql.placeholder('id')}`));
    expect(await statement.execute({ id: 2 })).toEqual([{ id: 2 }]);
    expect((await plain.query(`select count(*)::int as n from pg_prepared_statements`)).rows).toEqual([{ n: 0 }]);
  });
});
