// The append-only audit log (docs/product/operations.md, "Audit log"; ADR 020).
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactMessages, outbox, phoneVerifications } from '../../src/server/db/schema';
import { hashPhoneCode } from '../../src/server/features/phone-verification/phone-code';
import { createManager, createTalent, talentProfileInput } from '../../src/server/seed/factories/accounts';
import { recordOptOutKeyword } from '../../src/server/sms/opt-out';
import { testAppForFile } from '../support/http';
import { auditRows, enrolledStaff, nextAddress } from './ops-fixtures';

const t = testAppForFile();
const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('audit log', () => {
  it('refuses UPDATE, DELETE and TRUNCATE through SQL', async () => {
    const staff = await enrolledStaff(t);
    const [row] = await auditRows(t, staff.userId);
    const refusal = (statement: ReturnType<typeof sql>) =>
      t.ctx.db.execute(statement).then(
        () => 'done',
        (error: Error & { cause?: Error }) => String(error.cause?.message ?? error.message),
      );
    expect(await refusal(sql`UPDATE audit_log SET reason = 'edited' WHERE id = ${row!.id}`)).toMatch(
      /append-only: UPDATE refused/,
    );
    expect(await refusal(sql`DELETE FROM audit_log WHERE id = ${row!.id}`)).toMatch(
      /append-only: DELETE refused/,
    );
    expect(await refusal(sql`TRUNCATE audit_log`)).toMatch(/append-only: TRUNCATE refused/);
    expect((await auditRows(t, staff.userId))[0]).toEqual(row);
  });

  it('records the sensitive actions of users', async () => {
    const talent = await createTalent(t.ctx);
    const cookie = `tb_session=${talent.token}`;
    // A sign-in from a browser this account has not used: new device.
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: talent.email, password: talent.password, role: 'talent' },
      remoteAddress: nextAddress(),
    });
    expect(signIn.statusCode).toBe(200);
    // SMS consent and password through the profile form.
    const { password: _p, confirmPassword: _c, ...profile } = talentProfileInput({ email: talent.email });
    // The profile form as sent, with the SMS consent turned over and `changes` on top.
    const putProfile = (changes: Record<string, string>) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/profiles/me',
        headers: { cookie },
        payload: { ...profile, smsNotifications: !profile.smsNotifications, ...changes },
      });
    const update = await putProfile({
      currentPassword: talent.password,
      password: 'Fresh-Harbor-5521',
      confirmPassword: 'Fresh-Harbor-5521',
    });
    expect(update.statusCode, update.body).toBe(200);
    // Phone verification with a code we know.
    const id = randomUUID();
    const [user] = await t.ctx.db
      .execute<{ phone: string }>(sql`SELECT phone FROM users WHERE id = ${talent.userId}`)
      .then((r) => r.rows);
    await t.ctx.db.insert(phoneVerifications).values({
      id,
      userId: talent.userId,
      phone: user!.phone,
      codeHash: hashPhoneCode(t.ctx.config.SESSION_SECRET, id, '424242'),
      expiresAt: new Date(Date.now() + 600_000),
    });
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/phone-verification/confirm',
      headers: { cookie },
      payload: { code: '424242' },
    });
    expect(verified.statusCode, verified.body).toBe(200);

    // An e-mail change, done when the link sent to the new address is followed.
    const newEmail = `moved.${talent.userId.slice(0, 8)}@example.com`;
    const moving = await putProfile({ email: newEmail, currentPassword: 'Fresh-Harbor-5521' });
    expect(moving.statusCode, moving.body).toBe(200);
    const [mail] = await t.ctx.db.select().from(outbox).where(eq(outbox.recipient, newEmail));
    const token = /\/confirm-email#token=([A-Za-z0-9_-]{43})/.exec(mail!.body)![1]!;
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/email-change/confirm',
      payload: { token },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    const rows = await auditRows(t, talent.userId);
    expect(rows.map((r) => r.action).sort()).toEqual([
      'account.email_changed',
      'account.password_changed',
      'account.phone_verified',
      'account.signed_in_new_device',
      'account.sms_consent_changed',
    ]);
    expect(rows.every((r) => r.actorId === talent.userId && r.actorRole === 'talent')).toBe(true);
    const changed = rows.find((r) => r.action === 'account.email_changed')!;
    expect(changed.before).toEqual({ email: talent.email });
    expect(changed.after).toEqual({ email: newEmail });
    const consent = rows.find((r) => r.action === 'account.sms_consent_changed')!;
    expect(consent.before).toEqual({ smsNotifications: profile.smsNotifications });
    expect(consent.after).toEqual({ smsNotifications: !profile.smsNotifications });
  });

  it('records a consent change by a STOP or START text for every account with the number', async () => {
    const talent = await createTalent(t.ctx, { phone: '(240) 555-0177', smsNotifications: true });
    const now = new Date();
    await t.ctx.db.transaction((tx) => recordOptOutKeyword(tx, '+12405550177', 'stop', now));
    await t.ctx.db.transaction((tx) => recordOptOutKeyword(tx, '+12405550177', 'start', now));
    const rows = (await auditRows(t, talent.userId)).filter(
      (r) => r.action === 'account.sms_consent_changed',
    );
    expect(rows.map((r) => [r.actorRole, r.reason, r.after])).toEqual([
      ['system', "START texted from the account's number", { smsNotifications: true }],
      ['system', "STOP texted from the account's number", { smsNotifications: false }],
    ]);
  });

  it('lists newest first with filters and keyset pages; exports CSV', async () => {
    const staff = await enrolledStaff(t);
    const page1 = await get(`/api/ops/audit?actor=${staff.userId}&limit=2`, staff.cookie);
    expect(page1.statusCode, page1.body).toBe(200);
    const { entries, nextCursor } = page1.json();
    expect(entries.map((e: { action: string }) => e.action)).toEqual([
      'staff.signed_in',
      'staff.second_factor_enrolled',
    ]);
    const page2 = await get(
      `/api/ops/audit?actor=${staff.userId}&limit=2&before=${nextCursor}`,
      staff.cookie,
    );
    expect(page2.json().entries.map((e: { action: string }) => e.action)).toEqual(['account.password_reset']);
    expect(page2.json().nextCursor).toBeNull();
    const byAction = await get(`/api/ops/audit?action=staff.created&targetId=${staff.userId}`, staff.cookie);
    expect(byAction.json().entries).toHaveLength(1);
    const today = new Date().toISOString().slice(0, 10);
    const dated = await get(
      `/api/ops/audit?from=${today}&to=${today}&targetId=${staff.userId}`,
      staff.cookie,
    );
    expect(dated.json().entries).toHaveLength(4);
    const future = await get(`/api/ops/audit?from=2999-01-01&targetId=${staff.userId}`, staff.cookie);
    expect(future.json().entries).toHaveLength(0);
    expect((await get('/api/ops/audit?from=yesterday', staff.cookie)).statusCode).toBe(400);
    expect((await get('/api/ops/audit?actor=nope', staff.cookie)).statusCode).toBe(400);

    const csv = await get(`/api/ops/audit.csv?targetId=${staff.userId}`, staff.cookie);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('id,at,actor_id,actor_role,action,target_kind,target_id,reason,before,after,ip');
    expect(lines).toHaveLength(5);
    expect(lines.at(-1)).toContain('"command-line","staff.created"');
    // JSON is quoted with its quotes doubled.
    expect(lines.at(-1)).toContain('""email"":""');
  });

  it("names the actor and the account an entry is about beside their ids; none for 'command-line'", async () => {
    const staff = await enrolledStaff(t);
    const talent = await createTalent(t.ctx, { name: 'Nia Okafor' });
    const suspend = await t.app.inject({
      method: 'POST',
      url: `/api/ops/accounts/${talent.userId}/suspend`,
      headers: { cookie: staff.cookie },
      payload: { reason: 'Fake reviews.' },
    });
    expect(suspend.statusCode, suspend.body).toBe(200);
    const [entry] = (await get(`/api/ops/audit?targetId=${talent.userId}`, staff.cookie)).json().entries;
    expect(entry).toMatchObject({
      action: 'staff.account_suspended',
      actorId: staff.userId,
      actorName: 'Olive Ops',
      targetId: talent.userId,
      targetName: 'Nia Okafor',
    });
    const created = (
      await get(`/api/ops/audit?action=staff.created&targetId=${staff.userId}`, staff.cookie)
    ).json().entries[0];
    expect(created).toMatchObject({ actorId: null, actorName: null, targetName: 'Olive Ops' });
  });

  it('ops routes: 401 anonymous, 403 talent and managers', async () => {
    const talent = await createTalent(t.ctx);
    const manager = await createManager(t.ctx);
    for (const url of ['/api/ops/audit', '/api/ops/audit.csv', '/api/ops/queues']) {
      expect((await get(url)).statusCode, url).toBe(401);
      expect((await get(url, `tb_session=${talent.token}`)).statusCode, url).toBe(403);
      expect((await get(url, `tb_session=${manager.token}`)).statusCode, url).toBe(403);
    }
  });

  it('queues count from their tables', async () => {
    const staff = await enrolledStaff(t);
    const counts = async () => {
      const res = await get('/api/ops/queues', staff.cookie);
      expect(res.statusCode).toBe(200);
      const queues: { key: string; count: number; oldestAt: string | null }[] = res.json().queues;
      return Object.fromEntries(queues.map((q) => [q.key, q]));
    };
    const before = await counts();
    expect(Object.keys(before)).toEqual(
      expect.arrayContaining(['appeals', 'rating-reports', 'timesheet-disputes', 'contact-messages']),
    );
    const at = new Date('2026-01-02T03:04:05.000Z');
    await t.ctx.db.insert(contactMessages).values({
      name: 'Ada',
      email: 'ada@example.com',
      subject: 'Hello',
      messageType: 'general',
      message: 'A question',
      createdAt: at,
    });
    const after = await counts();
    expect(after['contact-messages']!.count).toBe(before['contact-messages']!.count + 1);
    expect(after['contact-messages']!.oldestAt).toBe(at.toISOString());
  });
});
