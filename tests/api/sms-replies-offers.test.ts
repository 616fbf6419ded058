// Several pending offers and reply codes, a wrong code, a YES at the offer's expiry instant, and YES
// to a reminder confirming a booking (docs/product/sms.md, "Reply by text"; docs/product/applications.md,
// "Confirm I'm coming"). The clock is moved, never slept.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { confirmAttendance } from '../../src/server/booking/confirm-attendance';
import { notifications, shifts } from '../../src/server/db/schema';
import { expireOffer } from '../../src/server/features/applications/expire-offer';
import { dayFromToday } from '../../src/server/seed/factories/shifts';
import { client, expectStatus } from '../support/marketplace';
import { applicationRow, offer, t, text, worker } from './sms-replies-fixtures';

const at = (ms: number) => {
  t.ctx.clock.now = new Date(ms);
};

describe('several pending offers', () => {
  it('a bare YES lists the codes with shift and date and changes nothing; YES <code> accepts that one', async () => {
    const jordan = await worker();
    const first = await offer(jordan, { positionTitle: 'Line Cook', shiftDate: dayFromToday(3) });
    const second = await offer(jordan, { positionTitle: 'Barista', shiftDate: dayFromToday(4) });
    expect(first.code).not.toBe(second.code);

    const list = await text(jordan.phone, 'YES');
    expect(list).toMatch(/^TalentBridge: You have 2 offers\. Reply YES <code> to accept one: /);
    expect(list).toContain(`${first.code} Line Cook`);
    expect(list).toContain(`${second.code} Barista`);
    expect((await applicationRow(first.applicationId)).status).toBe('selected');
    expect((await applicationRow(second.applicationId)).status).toBe('selected');

    expect(await text(jordan.phone, `yes ${second.code.toLowerCase()}`)).toMatch(/You're booked: Barista/);
    expect((await applicationRow(second.applicationId)).status).toBe('accepted');
    expect((await applicationRow(first.applicationId)).status).toBe('selected');
    // One left: a bare NO now answers it.
    expect(await text(jordan.phone, 'NO')).toMatch(/Declined Line Cook/);
    expect((await applicationRow(first.applicationId)).status).toBe('declined');
  });

  it('a wrong code gets a clear reply with the right codes and nothing changes', async () => {
    const jordan = await worker();
    const { applicationId, code } = await offer(jordan, { positionTitle: 'Line Cook' });
    const wrong = code === 'AAAA' ? 'CCCC' : 'AAAA';
    const reply = await text(jordan.phone, `YES ${wrong}`);
    expect(reply).toContain(`${wrong} is not the code of an offer waiting for you; nothing changed.`);
    expect(reply).toContain(`Your codes: ${code} Line Cook`);
    expect(await text(jordan.phone, 'NO K0O1')).toContain('K0O1 is not the code');
    expect((await applicationRow(applicationId)).status).toBe('selected');
  });

  it('a code of an offer already answered is a wrong code', async () => {
    const jordan = await worker();
    const { applicationId, code } = await offer(jordan);
    await text(jordan.phone, 'NO');
    expect(await text(jordan.phone, `YES ${code}`)).toContain('is not the code of an offer waiting for you');
    expect((await applicationRow(applicationId)).status).toBe('declined');
  });
});

describe('a YES at the instant the offer expires', () => {
  it('one millisecond before: booked; and the expiry job then finds nothing to do', async () => {
    const jordan = await worker();
    const { applicationId } = await offer(jordan);
    const expiry = (await applicationRow(applicationId)).offerExpiresAt!.getTime();
    at(expiry - 1);
    expect(await text(jordan.phone, 'YES')).toContain("You're booked");
    at(expiry);
    await expireOffer(t.ctx, { subjectId: applicationId });
    expect((await applicationRow(applicationId)).status).toBe('accepted');
  });

  it("at the expiry, before the job ran: refused in the buttons' words, and the job then expires it", async () => {
    const jordan = await worker();
    const { applicationId } = await offer(jordan);
    const expiry = (await applicationRow(applicationId)).offerExpiresAt!.getTime();
    at(expiry);
    expect(await text(jordan.phone, 'YES')).toMatch(/: This offer has expired\. Nothing changed\.$/);
    expect((await applicationRow(applicationId)).status).toBe('selected');
    await expireOffer(t.ctx, { subjectId: applicationId });
    expect((await applicationRow(applicationId)).status).toBe('expired');
    expect(await text(jordan.phone, 'YES')).toContain('You have no offer waiting');
  });

  it('a YES and the expiry job at the same moment: exactly one outcome, never both', async () => {
    for (const [replyAt, jobAt] of [
      [-1, 0],
      [0, 0],
    ] as const) {
      const jordan = await worker();
      const { shift, applicationId } = await offer(jordan);
      const expiry = (await applicationRow(applicationId)).offerExpiresAt!.getTime();
      at(expiry + replyAt);
      const job = { ...t.ctx, now: () => new Date(expiry + jobAt) };
      const [answer] = await Promise.all([
        text(jordan.phone, 'YES'),
        expireOffer(job, { subjectId: applicationId }),
      ]);
      const { status } = await applicationRow(applicationId);
      const [row] = await t.ctx.db.select().from(shifts).where(eq(shifts.id, shift.id));
      if (status === 'accepted') {
        expect(answer).toContain("You're booked");
        expect(row!.acceptedCount).toBe(1);
      } else {
        expect(status).toBe('expired');
        expect(answer).toMatch(/This offer has expired\.|no offer waiting/);
        expect(row!.acceptedCount).toBe(0);
      }
      // At the expiry itself the reply can only lose.
      if (replyAt === 0) expect(status).toBe('expired');
    }
  });
});

describe("YES to a reminder: 'Confirm I'm coming' by text", () => {
  it('confirms a booking within 24 h of its start, tells the manager, and a second YES changes nothing', async () => {
    const jordan = await worker();
    const { manager, shift, applicationId } = await offer(jordan, { positionTitle: 'Line Cook' });
    await text(jordan.phone, 'YES');
    const start = new Date(shift.startsAt).getTime();
    // Outside the reminder's window: nothing to confirm yet.
    at(start - 25 * 3_600_000);
    expect(await text(jordan.phone, 'YES')).toContain('You have no offer waiting');
    expect((await applicationRow(applicationId)).attendanceConfirmedAt).toBeNull();

    at(start - 12 * 3_600_000);
    expect(await text(jordan.phone, 'yes')).toMatch(
      /^TalentBridge: Thanks, you're confirmed for Line Cook at /,
    );
    expect((await applicationRow(applicationId)).attendanceConfirmedAt).toEqual(
      new Date(start - 12 * 3_600_000),
    );
    const notices = await t.ctx.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.recipientId, manager.userId), eq(notifications.type, 'attendance_confirmed')),
      );
    expect(notices).toHaveLength(1);
    expect(notices[0]!.data).toMatchObject({ via: 'sms' });
    expect(await text(jordan.phone, 'YES')).toContain('You have no offer waiting');
  });

  it('NO with no offer waiting changes nothing and points to the app', async () => {
    const jordan = await worker();
    const { shift, applicationId } = await offer(jordan);
    await text(jordan.phone, 'YES');
    at(new Date(shift.startsAt).getTime() - 3_600_000);
    expect(await text(jordan.phone, 'NO')).toContain('To cancel a booking, use the app.');
    expect((await applicationRow(applicationId)).status).toBe('accepted');
  });
});

describe("POST /api/applications/:id/confirm-attendance ('Confirm I'm coming' in the app)", () => {
  it('confirms once (idempotent), refuses a pending offer, another worker and a started shift', async () => {
    const jordan = await worker();
    const other = await worker();
    const { shift, applicationId } = await offer(jordan);
    const url = `/api/applications/${applicationId}/confirm-attendance`;
    expect(expectStatus(await client(t, jordan).post(url), 409).error.message).toBe(
      'You can only confirm a shift you are booked for.',
    );
    expectStatus(await client(t, jordan).post(`/api/applications/${applicationId}/accept`), 200);
    expectStatus(await client(t, other).post(url), 404);
    const first = expectStatus(await client(t, jordan).post(url), 200);
    expect(first.application.attendanceConfirmedAt).not.toBeNull();
    const again = expectStatus(await client(t, jordan).post(url), 200);
    expect(again.application.attendanceConfirmedAt).toBe(first.application.attendanceConfirmedAt);

    const late = await worker();
    const booked = await offer(late);
    expectStatus(await client(t, late).post(`/api/applications/${booked.applicationId}/accept`), 200);
    expectStatus(await client(t, jordan).post('/api/applications/not-a-uuid/confirm-attendance'), 404);
    // After the start (the use-case itself: sessions do not survive a clock moved three days on).
    at(new Date(shift.startsAt).getTime() + 60_000);
    await expect(confirmAttendance(t.ctx, late.userId, booked.applicationId, 'app')).rejects.toThrow(
      'This shift has already started.',
    );
  });
});
