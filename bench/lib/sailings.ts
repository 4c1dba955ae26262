// Dated sailings at scale: the seed gives each company about 715 dated sailings (13 weekly services over
// 55 weeks); the bench's dataset has MIN_SAILINGS per company in the schedule search's window. Each
// company's real seeded services (the staff loops that have sailings) are copied as more weekly services
// of the same carrier, trade, rotation and fleet — another weekday and start hour, their own code
// (`<code>-X<k>`) and voyage numbers — and their weekly voyages are generated in SQL exactly as
// lib/server/scheduleGeneration.ts generates a loop's (vessel and voyage from the fleet's turn, calls from
// the rotation, the same small delay after the first two calls, the cutoff 36 h before departure).
// Set-based (INSERT … SELECT from generate_series and the rotation's jsonb) and idempotent: a re-run on
// the same day adds nothing, and a later run only tops the window up again.
import { and, count, eq, gte, sql } from 'drizzle-orm';
import { sailings, scheduleServices } from '../../lib/server/db/schema';
import { CUTOFF_HOURS, HORIZON_WEEKS, PAST_WEEKS } from '../../lib/server/scheduleGeneration';
import { businessToday } from '../../lib/businessTime';
import { DAY_MS, mondayOf, ymd } from '../../lib/schedules/time';
import { openAt, type DbAt } from './db';
import type { Tenant } from './tenants';

/** Dated sailings per company in the schedule search's window. */
export const MIN_SAILINGS = 5_000;
/** The schedule search index takes the scheduled sailings of the weeks from this many days back on (PAST_DAYS of lib/server/schedules.ts, a server-only module). */
const INDEX_PAST_DAYS = 35;
/** Code suffix of the bench's copies of a service (`<code>-X<k>`). */
const COPY_MARK = '-X';

export type SailingLoad = { sailings: number; inserted: number; perCompany: number; ms: number };

/**
 * Tops every company up to MIN_SAILINGS scheduled sailings in the search window. The voyages go in the
 * weeks the app's generation covers (PAST_WEEKS before this week to HORIZON_WEEKS ahead), all inside
 * the index's window; the schedule version is bumped where anything was added.
 */
export async function prepareSailings(at: DbAt, tenants: Tenant[]): Promise<SailingLoad> {
  const started = Date.now();
  const db = await openAt(at);
  try {
    const today = businessToday();
    const since = ymd(new Date(today.getTime() - INDEX_PAST_DAYS * DAY_MS));
    const fromMonday = ymd(new Date(mondayOf(today).getTime() - PAST_WEEKS * 7 * DAY_MS));
    const weeks = HORIZON_WEEKS + PAST_WEEKS;
    const inWindow = async (companyId: number) =>
      (await db.select({ n: count() }).from(sailings).where(and(eq(sailings.companyId, companyId), eq(sailings.status, 'scheduled'), gte(sailings.week, since))))[0]?.n ?? 0;
    let inserted = 0;
    let total = 0;
    for (const t of tenants) {
      const have = await inWindow(t.id);
      const need = MIN_SAILINGS - have;
      if (need <= 0) {
        total += have;
        continue;
      }
      await db.transaction(async (tx) => {
        // the company's real loops: staff services that have sailings (every port of their rotation is the company's)
        const real =
          (
            await tx
              .select({ n: count() })
              .from(scheduleServices)
              .where(
                and(
                  eq(scheduleServices.companyId, t.id),
                  eq(scheduleServices.source, 'staff'),
                  eq(scheduleServices.active, 1),
                  sql`${scheduleServices.code} not like ${`%${COPY_MARK}%`}`,
                  sql`exists (select 1 from sailings x where x.service_id = ${scheduleServices.id})`,
                ),
              )
          )[0]?.n ?? 0;
        if (!real) throw new Error(`bench: company ${t.id} has no generated schedule service to copy`);
        // copies enough for the window (each sails once a week), on top of the ones an earlier run made
        const copies = Math.ceil(MIN_SAILINGS / (real * weeks)) - 1;
        await tx.execute(sql`
          insert into schedule_services (company_id, carrier_id, code, name_cn, name_en, trade, bound, weekday, start_hour, rotation, fleet, voyage_base, epoch, active, source)
          select s.company_id, s.carrier_id, s.code || ${COPY_MARK} || k, s.name_cn || ' ' || k, s.name_en || ' ' || k, s.trade, s.bound,
            (1 + (s.weekday - 1 + k) % 7)::smallint, ((s.start_hour + 5 * (k / 7)) % 24)::smallint, s.rotation, s.fleet, s.voyage_base + 100 * k, s.epoch, 1, 'staff'
          from schedule_services s cross join generate_series(1, ${copies}::int) k
          where s.company_id = ${t.id} and s.source = 'staff' and s.active = 1 and s.code not like ${`%${COPY_MARK}%`}
            and exists (select 1 from sailings x where x.service_id = s.id)
          on conflict (company_id, carrier_id, code) do nothing`);
        // the copies' weekly voyages, earliest weeks first, as many as the window lacks
        await tx.execute(sql`
          with cand as (
            select v.id as service_id, v.fleet, v.voyage_base, v.bound, jsonb_array_length(v.fleet) as n,
              (${fromMonday}::date + 7 * w) as week, ((${fromMonday}::date + 7 * w) - v.epoch) / 7 as week_no
            from schedule_services v cross join generate_series(0, ${weeks - 1}::int) w
            where v.company_id = ${t.id} and v.code like ${`%${COPY_MARK}%`} and v.active = 1 and jsonb_array_length(v.fleet) > 0
              and not exists (select 1 from sailings x where x.service_id = v.id and x.week = ${fromMonday}::date + 7 * w and x.source_connection_id is null)
          ), ranked as (
            select cand.*, row_number() over (order by week, service_id) as rn from cand
          ), voyages as (
            select service_id, week, (fleet ->> (((week_no % n) + n) % n))::int as vessel_id,
              (voyage_base + floor(week_no::numeric / n))::bigint::text as num, bound
            from ranked where rn <= ${need}
          )
          insert into sailings (company_id, service_id, vessel_id, voyage, week)
          select ${t.id}, service_id, vessel_id, case when length(num) < 3 then lpad(num, 3, '0') else num end || bound, week
          from voyages
          on conflict (service_id, week) where source_connection_id is null do nothing`);
        // their calls: the rotation from the week's anchor (weekday, start hour), a delay of 0–12 h after the
        // first two calls (drift() of scheduleGeneration.ts: the same hash of service id and week number)
        await tx.execute(sql`
          insert into sailing_calls (sailing_id, seq, port_id, terminal, eta, etd, cutoff)
          select s.id, c.seq, p.id, coalesce(c.call ->> 'terminal', ''), e.eta, e.etd, date_trunc('hour', e.etd - ${CUTOFF_HOURS} * interval '1 hour')
          from sailings s
          join schedule_services v on v.id = s.service_id
          cross join lateral (select (s.week - v.epoch) / 7 as week_no) wn
          cross join lateral (
            select mod(floor(mod(mod(mod(v.id::numeric * 2654435761 + wn.week_no::numeric * 40503, 4294967296) + 4294967296, 4294967296) * 2246822519, 4294967296) / 128), 4) * 4 as late
          ) d
          cross join lateral jsonb_array_elements(v.rotation) with ordinality as c(call, seq)
          cross join lateral (
            select a.eta, a.eta + (c.call ->> 'stayHours')::float8 * interval '1 hour' as etd
            from (
              select s.week::timestamp + (v.weekday - 1) * interval '1 day' + v.start_hour * interval '1 hour'
                + ((c.call ->> 'arriveHour')::float8 + case when c.seq >= 3 then d.late::float8 else 0 end) * interval '1 hour' as eta
            ) a
          ) e
          join ports p on p.company_id = s.company_id and p.code = c.call ->> 'port'
          where s.company_id = ${t.id} and v.code like ${`%${COPY_MARK}%`}
            and not exists (select 1 from sailing_calls x where x.sailing_id = s.id)`);
        await tx.execute(sql`
          insert into schedule_versions (company_id, version) values (${t.id}, 1)
          on conflict (company_id) do update set version = schedule_versions.version + 1`);
      });
      const now = await inWindow(t.id);
      inserted += now - have;
      total += now;
    }
    if (inserted) {
      await db.execute(sql`analyze sailings`);
      await db.execute(sql`analyze sailing_calls`);
    }
    return { sailings: total, inserted, perCompany: MIN_SAILINGS, ms: Date.now() - started };
  } finally {
    await db.$close();
  }
}
