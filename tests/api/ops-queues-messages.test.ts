// docs/product/operations.md, "Queues": contact messages ('Reply' through the outbox), messages that
// failed for good ('Retry' once, 'Drop') and accounts flagged by abuse limits ('Clear', 'Suspend').
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { assertSignUpAllowed } from '../../src/server/auth/sign-up-throttle';
import { accountFlags, contactMessages, outbox, scheduledJobs, users } from '../../src/server/db/schema';
import { OUTBOX_DELIVERY_KIND } from '../../src/server/messaging/outbox';
import { createTalent } from '../../src/server/seed/factories/accounts';
import { recordAccountFlag } from '../../src/server/trust/record-flag';
import { expectStatus } from '../support/marketplace';
import { cancellationsAppForFile, t } from './cancellations-fixtures';
import { auditOf, decideItem, mailTo, queuePage, type StaffMember, twoStaff } from './ops-queues-fixtures';

cancellationsAppForFile();
let olive: StaffMember;
let pat: StaffMember;
beforeAll(async () => {
  ({ olive, pat } = await twoStaff());
});

describe('the console queues of messages and flags', () => {
  it("'Reply' e-mails the sender through the outbox and leaves the queue; 'Mark handled' only marks", async () => {
    const [message] = await t.ctx.db
      .insert(contactMessages)
      .values({
        name: 'Ada',
        email: 'ada.q@example.com',
        subject: 'Pay',
        messageType: 'general',
        message: 'When?',
      })
      .returning();
    const empty = await decideItem(olive, 'contact-messages', message!.id, { decision: 'reply', reason: '' });
    expect(empty.json().error.message).toBe('Please write the reply to send.');
    expectStatus(
      await decideItem(olive, 'contact-messages', message!.id, { decision: 'reply', reason: 'Fridays.' }),
      200,
    );
    const [mail] = await mailTo('ada.q@example.com');
    expect(mail).toMatchObject({ subject: 'Re: Pay', status: 'pending' });
    expect(mail!.body).toContain('Fridays.');
    const page = expectStatus(await queuePage(olive, 'contact-messages'), 200);
    expect(page.items.map((i: { id: string }) => i.id)).not.toContain(message!.id);
    const [audit] = await auditOf(message!.id);
    expect(audit).toMatchObject({ action: 'staff.contact_replied', reason: 'Fridays.' });
  });

  it("'Retry' puts a failed message back once; 'Drop' marks it dropped", async () => {
    const failed = (userId: string | null = null) =>
      t.ctx.db
        .insert(outbox)
        .values({
          channel: 'email',
          recipient: 'gone@example.com',
          body: 'Hi',
          status: 'failed',
          attempts: 5,
          userId,
        })
        .returning();
    const person = await createTalent(t.ctx, { name: 'Gus Gone' });
    const [one] = await failed(person.userId);
    const [two] = await failed();
    const page = expectStatus(await queuePage(olive, 'failed-messages'), 200);
    const item = page.items.find((i: { id: string }) => i.id === String(one!.id));
    // The person beside the address.
    expect(item.facts[0]).toEqual({ label: 'For', value: `Gus Gone <${person.email}>` });
    expectStatus(
      await decideItem(olive, 'failed-messages', String(one!.id), { decision: 'retry', reason: 'Fixed.' }),
      200,
    );
    const second = await decideItem(olive, 'failed-messages', String(one!.id), {
      decision: 'retry',
      reason: 'Again.',
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toMatch(/: Retry\.$/);
    const [retried] = await t.ctx.db.select().from(outbox).where(eq(outbox.id, one!.id));
    expect(retried).toMatchObject({ status: 'pending', attempts: 0, decision: 'retry' });
    // With a delivery job of its own, due at once: the scheduler sends it again.
    const jobs = await t.ctx.db
      .select()
      .from(scheduledJobs)
      .where(and(eq(scheduledJobs.kind, OUTBOX_DELIVERY_KIND), eq(scheduledJobs.subjectId, String(one!.id))));
    expect(jobs).toEqual([expect.objectContaining({ status: 'pending', runAt: retried!.nextAttemptAt })]);
    expectStatus(
      await decideItem(pat, 'failed-messages', String(two!.id), { decision: 'drop', reason: 'Spam.' }),
      200,
    );
    const [dropped] = await t.ctx.db.select().from(outbox).where(eq(outbox.id, two!.id));
    expect(dropped!.status).toBe('dropped');
    expect((await auditOf(String(two!.id)))[0]!.action).toBe('staff.message_dropped');
  });

  it('flags a sign-up burst once per address; staff clear it; an address cannot be suspended here', async () => {
    const ip = '10.199.0.7';
    for (let i = 0; i < 12; i++) await assertSignUpAllowed(t.ctx.db, ip, t.ctx.now()).catch(() => undefined);
    const flags = await t.ctx.db.select().from(accountFlags).where(eq(accountFlags.ip, ip));
    expect(flags).toHaveLength(1);
    expect(flags[0]).toMatchObject({ kind: 'signup_burst', status: 'open' });
    const refused = await decideItem(olive, 'account-flags', flags[0]!.id, {
      decision: 'suspend',
      reason: 'Bots.',
    });
    expect(refused.statusCode).toBe(400);
    expectStatus(
      await decideItem(olive, 'account-flags', flags[0]!.id, { decision: 'clear', reason: 'School.' }),
      200,
    );
    const [cleared] = await t.ctx.db.select().from(accountFlags).where(eq(accountFlags.id, flags[0]!.id));
    expect(cleared!.status).toBe('cleared');
  });

  it("'Suspend' on an account's flag suspends the account", async () => {
    const worker = await createTalent(t.ctx);
    await recordAccountFlag(
      t.ctx.db,
      { kind: 'sms_daily_cap', userId: worker.userId, detail: 'Cap.' },
      t.ctx.now(),
    );
    const page = expectStatus(await queuePage(olive, 'account-flags'), 200);
    const item = page.items.find((i: { link: string | null }) => i.link === `/ops/accounts/${worker.userId}`);
    const res = expectStatus(
      await decideItem(olive, 'account-flags', item.id, { decision: 'suspend', reason: 'Spam texts.' }),
      200,
    );
    expect(res.link).toBe(`/ops/accounts/${worker.userId}`);
    const [account] = await t.ctx.db.select().from(users).where(eq(users.id, worker.userId));
    expect(account!.suspendedReason).toBe('Spam texts.');
    expect((await auditOf(worker.userId)).map((a) => a.action)).toContain('staff.account_suspended');
  });
});
