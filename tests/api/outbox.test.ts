// Transactional outbox: a write and the message it causes commit together or not at all, and
// delivery happens after commit (claimed once, retried with backoff). Failures are forced inside
// the database: a trigger refuses the outbox row (the write must not commit without its mail), and a
// deferred trigger refuses the write at COMMIT, after the enqueue (the mail must not commit alone).
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as forgetPassword } from '@/app/api/webuser/forgetPassword/route';
import { POST as sendCode } from '@/app/api/webuser/sendCode/route';
import { POST as approve } from '@/app/api/staff/certifications/approve/route';
import { POST as staffLogin } from '@/app/api/staff/login/route';
import { forgetPassword as forgetPasswordService } from '@/lib/server/auth/passwordReset';
import { requireCompanySettings } from '@/lib/server/company';
import { getDb } from '@/lib/server/db';
import { certifications, outboxMessages, passwordResetTokens, storedFiles, users, verificationCodes } from '@/lib/server/db/schema';
import { afterCommit } from '@/lib/server/db';
import { setOrderStage } from '@/lib/server/orders';
import { appJobs } from '@/lib/server/jobs';
import { POLL_MS } from '@/lib/server/jobs/runner';
import { claimOutbox, deliverOutbox, deliveryAdapters, enqueue, OUTBOX_LEASE_SECONDS, OUTBOX_MAX_ATTEMPTS, outboxIdle } from '@/lib/server/outbox';
import { call, createCompany, type TestCompany } from './helpers';
import { startSmtpSink, type Received, type SmtpSink } from './smtpSink';
import { createAccount, createStaff, newEmail, newMobile, setCookies } from './accountFixtures';
import { userWithSession } from './authzFixtures';
import { createOrder } from './orderFixtures';

let co: TestCompany;
let host: string;

beforeAll(async () => {
  co = await createCompany();
  host = co.domains[0]!;
  const db = await getDb();
  // Values listed in outbox_poison make the database refuse an outbox row to them, or (deferred,
  // at commit) a reset token of that user id.
  await db.execute(sql`create table if not exists outbox_poison (value text primary key)`);
  await db.execute(sql`create or replace function outbox_poison_check() returns trigger language plpgsql as $$
    begin
      if exists (select 1 from outbox_poison where value = new.recipient) then raise exception 'outbox refused (test)'; end if;
      return new;
    end $$`);
  await db.execute(sql`create or replace function token_poison_check() returns trigger language plpgsql as $$
    begin
      if exists (select 1 from outbox_poison where value = 'user:' || new.user_id) then raise exception 'token refused at commit (test)'; end if;
      return new;
    end $$`);
  await db.execute(sql`drop trigger if exists outbox_poison_trg on outbox_messages`);
  await db.execute(sql`create trigger outbox_poison_trg before insert on outbox_messages for each row execute function outbox_poison_check()`);
  await db.execute(sql`drop trigger if exists token_poison_trg on password_reset_tokens`);
  await db.execute(sql`create constraint trigger token_poison_trg after insert on password_reset_tokens
    deferrable initially deferred for each row execute function token_poison_check()`);
});

afterAll(async () => {
  const db = await getDb();
  await db.execute(sql`drop trigger if exists outbox_poison_trg on outbox_messages`);
  await db.execute(sql`drop trigger if exists token_poison_trg on password_reset_tokens`);
  await db.execute(sql`drop function if exists outbox_poison_check()`);
  await db.execute(sql`drop function if exists token_poison_check()`);
  await db.execute(sql`drop table if exists outbox_poison`);
});

afterEach(() => {
  delete deliveryAdapters.mail;
  delete deliveryAdapters.sms;
  vi.restoreAllMocks();
});

const poison = async (value: string) => (await getDb()).execute(sql`insert into outbox_poison (value) values (${value})`);
const quiet = () => vi.spyOn(console, 'error').mockImplementation(() => {});

async function messagesTo(recipient: string) {
  return (await getDb()).select().from(outboxMessages).where(and(eq(outboxMessages.companyId, co.id), eq(outboxMessages.recipient, recipient)));
}

describe('enqueue joins the caller’s transaction', () => {
  it('a failure after the enqueue leaves no message', async () => {
    const db = await getDb();
    const to = newEmail();
    await expect(
      db.transaction(async (tx) => {
        await enqueue(tx, co.id, { channel: 'mail', recipient: to, subject: 's', body: 'b', kind: 'password-reset' });
        throw new Error('later step failed');
      }),
    ).rejects.toThrow('later step failed');
    expect(await messagesTo(to)).toHaveLength(0);
  });

  it('a refused message leaves no write', async () => {
    const db = await getDb();
    const to = newEmail();
    await poison(to);
    const acct = await createAccount(co.id, { email: to });
    await expect(
      db.transaction(async (tx) => {
        await tx.update(users).set({ nameEn: 'Changed' }).where(eq(users.id, acct.userId));
        await enqueue(tx, co.id, { channel: 'mail', recipient: to, subject: 's', body: 'b', kind: 'password-reset' });
      }),
    ).rejects.toThrow();
    const [u] = await db.select({ nameEn: users.nameEn }).from(users).where(eq(users.id, acct.userId));
    expect(u?.nameEn).toBe('');
  });
});

describe('services: the write and its mail commit together', () => {
  it('password reset: when the mail cannot be stored, no reset token is left', async () => {
    quiet();
    const email = newEmail();
    const acct = await createAccount(co.id, { email });
    await poison(email);
    const res = await call(forgetPassword, { host, body: { email } });
    expect(res.status).toBe(500);
    const db = await getDb();
    expect(await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, acct.userId))).toHaveLength(0);
    expect(await messagesTo(email)).toHaveLength(0);
  });

  it('password reset: when the token fails at commit (after the enqueue), no mail is left', async () => {
    quiet();
    const email = newEmail();
    const acct = await createAccount(co.id, { email });
    await poison(`user:${acct.userId}`);
    const res = await call(forgetPassword, { host, body: { email } });
    expect(res.status).toBe(500);
    expect(await messagesTo(email)).toHaveLength(0);
    const db = await getDb();
    expect(await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, acct.userId))).toHaveLength(0);
  });

  it('registration code: when the SMS cannot be stored, no code is left', async () => {
    quiet();
    const mobile = newMobile();
    await poison(mobile);
    const res = await call(sendCode, { host, body: { account: mobile } });
    expect(res.status).toBe(500);
    const db = await getDb();
    expect(await db.select().from(verificationCodes).where(and(eq(verificationCodes.companyId, co.id), eq(verificationCodes.account, mobile)))).toHaveLength(0);
  });

  it('certification approval: when the notice cannot be stored, the application stays waiting', async () => {
    quiet();
    const email = newEmail();
    const acct = await createAccount(co.id, { email, certificationStatus: 1 });
    const db = await getDb();
    const [file] = await db
      .insert(storedFiles)
      .values({ companyId: co.id, storageKey: 'x/none.pdf', mime: 'application/pdf', size: 1, sha256: 'x', purpose: 'certification', userId: acct.userId })
      .returning({ id: storedFiles.id });
    const [app] = await db
      .insert(certifications)
      .values({ companyId: co.id, userId: acct.userId, companyNameCn: '甲', creditCode: 'x', contactName: '张三', idCard: 'x', contactPhone: 'x', licenceFileId: file!.id })
      .returning({ id: certifications.id });
    const staff = await createStaff(co.id);
    const cookie = setCookies((await call(staffLogin, { host, body: { username: staff.username, password: staff.password } })).headers).get('staff_author')!.value;
    await poison(email);
    const res = await call(approve, { host, cookies: { staff_author: cookie }, body: { id: app!.id } });
    expect(res.status).toBe(500);
    const [after] = await db.select({ status: certifications.status }).from(certifications).where(eq(certifications.id, app!.id));
    const [user] = await db.select({ status: users.certificationStatus }).from(users).where(eq(users.id, acct.userId));
    expect(after?.status).toBe(1);
    expect(user?.status).toBe(1);
    expect(await messagesTo(email)).toHaveLength(0);
  });
});

describe('services outside HTTP', () => {
  it('a job can send the password-reset mail: plain values in, the link on the company’s own domain', async () => {
    const email = newEmail();
    await createAccount(co.id, { email, nameEn: 'Ann' });
    const db = await getDb();
    const company = await requireCompanySettings(co.id);
    await forgetPasswordService(db, { company, locale: 'en', site: { secure: true }, email });
    const [msg] = await messagesTo(email);
    expect(msg).toMatchObject({ kind: 'password-reset', status: 'queued' });
    expect(msg!.body).toContain(`https://${host}/en?sendFlag=1&token=`);
  });
});

describe('delivery after commit', () => {
  it('sends each queued message once, even with deliveries racing', async () => {
    const db = await getDb();
    const sent: string[] = [];
    deliveryAdapters.sms = async (m) => {
      await new Promise((r) => setTimeout(r, 5));
      sent.push(m.recipient);
    };
    const recipients = Array.from({ length: 12 }, () => newMobile());
    for (const r of recipients) await enqueue(db, co.id, { channel: 'sms', recipient: r, body: 'hello', kind: 'register-code' });
    await Promise.all([deliverOutbox(db, { limit: 5 }), deliverOutbox(db, { limit: 5 }), deliverOutbox(db, { limit: 5 })]);
    while ((await deliverOutbox(db, { limit: 5 })) > 0);
    // the deliveries the enqueues woke race too: a message they hold is sent when they are done
    await outboxIdle();
    const mine = sent.filter((r) => recipients.includes(r));
    expect(mine.sort()).toEqual([...recipients].sort());
    for (const r of recipients) expect((await messagesTo(r))[0]).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('records a failed delivery, retries later with backoff, and gives up after the last attempt', async () => {
    const db = await getDb();
    deliveryAdapters.mail = async () => {
      throw new Error('SMTP 451 try later');
    };
    const to = newEmail();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const id = await enqueue(db, co.id, { channel: 'mail', recipient: to, subject: 's', body: 'b', kind: 'password-reset' });
    // the enqueue (outside a transaction) woke a delivery at once: it made the first attempt
    await outboxIdle();
    await deliverOutbox(db);
    let [row] = await messagesTo(to);
    expect(row).toMatchObject({ status: 'queued', attempts: 1, error: 'SMTP 451 try later' });
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    // not due yet: nothing happens
    await deliverOutbox(db);
    expect((await messagesTo(to))[0]!.attempts).toBe(1);
    for (let i = 1; i < OUTBOX_MAX_ATTEMPTS; i++) {
      await db.update(outboxMessages).set({ nextAttemptAt: new Date(Date.now() - 1000) }).where(eq(outboxMessages.id, id));
      await deliverOutbox(db);
    }
    [row] = await messagesTo(to);
    expect(row).toMatchObject({ status: 'failed', attempts: OUTBOX_MAX_ATTEMPTS });
  });

  it('leaves messages of a channel without an adapter queued', async () => {
    const db = await getDb();
    const to = newMobile();
    await enqueue(db, co.id, { channel: 'sms', recipient: to, body: 'x', kind: 'register-code' });
    await deliverOutbox(db);
    expect((await messagesTo(to))[0]).toMatchObject({ status: 'queued', attempts: 0 });
  });
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(check: () => boolean, ms = 3000): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end; await sleep(20)) if (check()) return true;
  return check();
}

describe('delivery is woken by the commit', () => {
  it('a mail enqueued in a transaction goes out promptly after commit, with nobody waking the outbox', async () => {
    const db = await getDb();
    const sent: string[] = [];
    deliveryAdapters.mail = async (m) => {
      sent.push(m.recipient);
    };
    const to = newEmail();
    await db.transaction(async (tx) => {
      await enqueue(tx, co.id, { channel: 'mail', recipient: to, subject: 's', body: 'b', kind: 'password-reset' });
      await sleep(100);
      expect(sent).not.toContain(to);
    });
    expect(await until(() => sent.includes(to))).toBe(true);
    await outboxIdle();
    expect((await messagesTo(to))[0]).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('nothing is delivered, nor woken, when the transaction rolls back', async () => {
    const db = await getDb();
    const sent: string[] = [];
    deliveryAdapters.mail = async (m) => {
      sent.push(m.recipient);
    };
    const to = newEmail();
    let woke = false;
    await expect(
      db.transaction(async (tx) => {
        await enqueue(tx, co.id, { channel: 'mail', recipient: to, subject: 's', body: 'b', kind: 'password-reset' });
        afterCommit(tx, () => {
          woke = true;
        });
        throw new Error('later step failed');
      }),
    ).rejects.toThrow('later step failed');
    await sleep(200);
    await outboxIdle();
    expect(woke).toBe(false);
    expect(sent).not.toContain(to);
    expect(await messagesTo(to)).toHaveLength(0);
  });

  it('work registered inside a transaction (or its savepoint) runs after the outermost commit, outside one at once', async () => {
    const db = await getDb();
    const ran: string[] = [];
    await db.transaction(async (tx) => {
      afterCommit(tx, () => ran.push('outer'));
      await tx.transaction(async (sp) => {
        afterCommit(sp, () => ran.push('savepoint'));
      });
      await sleep(20);
      expect(ran).toEqual([]);
    });
    expect(ran).toEqual(['outer', 'savepoint']);
    afterCommit(db, () => ran.push('no transaction'));
    expect(ran).toEqual(['outer', 'savepoint', 'no transaction']);
  });

  it('a service called outside any route (a staff stage change) has its mail delivered after its commit', async () => {
    const sent: string[] = [];
    deliveryAdapters.mail = async (m) => {
      sent.push(m.recipient);
    };
    const email = newEmail();
    const owner = await userWithSession(co.id, { certificationStatus: 3, email });
    const order = await createOrder(co.id, owner.userId, { stage: 1 });
    const company = await requireCompanySettings(co.id);
    const staff = await createStaff(co.id, { permissions: ['orders'] });
    await setOrderStage(await getDb(), { company, actor: { companyId: co.id, staffId: staff.staffId, name: 'ops', ip: '127.0.0.1' } }, { id: order.id, stage: 2 });
    expect(await until(() => sent.includes(email))).toBe(true);
  });
});

describe('at least once: a claim outlives no dead process, and a second send is recognisable', () => {
  let sink: SmtpSink;
  let received: Received[];

  beforeAll(async () => {
    sink = await startSmtpSink();
    received = sink.received;
  });

  afterAll(() => sink.close());

  const smtpMail = () => sink.adapter('Portal <no-reply@portal.test>');
  const messageIdOf = (raw: string) => /^Message-ID:\s*(\S+)/im.exec(raw)?.[1];
  const to = (recipient: string) => received.filter((r) => r.to.includes(recipient));

  /** A queued message stored without waking delivery (enqueue would send it at once). */
  async function queued(recipient: string): Promise<number> {
    const [row] = await (await getDb())
      .insert(outboxMessages)
      .values({ companyId: co.id, channel: 'mail', recipient, subject: 'Your order', body: 'Stage 2', kind: 'order-stage' })
      .returning({ id: outboxMessages.id });
    return row!.id;
  }

  it('a process that died between the SMTP send and the "sent" mark: another sends it again once the lease ends, with the same Message-ID', async () => {
    const db = await getDb();
    const recipient = newEmail();
    const id = await queued(recipient);
    const send = smtpMail();
    // process A claims the message, sends it … and dies before marking it sent
    const [claim] = (await claimOutbox(db, ['mail'], { limit: 100, leaseSeconds: 1 })).filter((m) => m.id === id);
    expect(claim).toBeDefined();
    await send({ ...claim!, kind: 'order-stage' });
    expect(to(recipient)).toHaveLength(1);
    // process B: nothing to take while A's claim holds
    deliveryAdapters.mail = send;
    await deliverOutbox(db, { limit: 100, leaseSeconds: 1 });
    expect(to(recipient)).toHaveLength(1);
    await sleep(1300);
    await deliverOutbox(db, { limit: 100, leaseSeconds: 1 });
    const copies = to(recipient);
    expect(copies).toHaveLength(2);
    const ids = copies.map((c) => messageIdOf(c.raw));
    expect(ids[0]).toBe(`<outbox-${id}.${co.id}@portal.test>`);
    expect(ids[1]).toBe(ids[0]);
    expect((await messagesTo(recipient))[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('a live process sending slowly keeps its claim: no other process sends the message meanwhile', async () => {
    const db = await getDb();
    const recipient = newEmail();
    await queued(recipient);
    const send = smtpMail();
    deliveryAdapters.mail = async (m) => {
      if (m.recipient === recipient) await sleep(2500);
      await send(m);
    };
    // a 1 s lease renewed every 200 ms, for a send of 2.5 s
    const live = deliverOutbox(db, { limit: 100, leaseSeconds: 1, heartbeatMs: 200 });
    for (const end = Date.now() + 2300; Date.now() < end; await sleep(100)) await deliverOutbox(db, { limit: 100, leaseSeconds: 1 });
    await live;
    expect(to(recipient)).toHaveLength(1);
    expect((await messagesTo(recipient))[0]).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('with the defaults, a dead process’s message is taken over within 30 s: the lease, then the next outbox.deliver run', async () => {
    const every = appJobs.get('outbox.deliver')!.everySeconds!;
    expect(OUTBOX_LEASE_SECONDS + every + POLL_MS / 1000).toBeLessThanOrEqual(30);
    const db = await getDb();
    const recipient = newEmail();
    const id = await queued(recipient);
    await claimOutbox(db, ['mail'], { limit: 100 });
    const [row] = await db
      .select({ left: sql<number>`extract(epoch from ${outboxMessages.nextAttemptAt} - now())` })
      .from(outboxMessages)
      .where(eq(outboxMessages.id, id));
    expect(Number(row!.left)).toBeGreaterThan(OUTBOX_LEASE_SECONDS - 5);
    expect(Number(row!.left)).toBeLessThanOrEqual(OUTBOX_LEASE_SECONDS);
  });

  it('when the process stops, the message being sent finishes and the rest of the batch is given back, due at once', async () => {
    const db = await getDb();
    const recipients = [newEmail(), newEmail(), newEmail()];
    const ids: number[] = [];
    for (const r of recipients) ids.push(await queued(r));
    let stopping = false;
    const sent: string[] = [];
    deliveryAdapters.mail = async (m) => {
      if (!recipients.includes(m.recipient)) return;
      sent.push(m.recipient);
      // the process is told to stop while this message is being sent
      stopping = true;
    };
    await deliverOutbox(db, { limit: 100, stopping: () => stopping });
    expect(sent).toHaveLength(1);
    const rows = await db.select().from(outboxMessages).where(sql`${outboxMessages.id} in (${sql.join(ids, sql`, `)})`);
    const done = rows.filter((r) => r.status === 'sent');
    expect(done.map((r) => r.recipient)).toEqual(sent);
    const back = rows.filter((r) => r.status === 'queued');
    expect(back).toHaveLength(2);
    for (const r of back) {
      expect(r.attempts).toBe(0);
      expect(r.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    }
  });
});
