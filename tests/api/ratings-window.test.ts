// docs/product/trust.md, "Ratings": the double-blind window with a moved clock — neither side sees
// the other's rating until the second is in, then both; the window's end publishes a lone rating (ratings-publish);
// reminders on days 1 and 5 only to those who have not rated; two ratings at the same instant go live once.
import { describe, expect, it } from 'vitest';
import { expectStatus } from '../support/marketplace';
import { cancellationsAppForFile } from './cancellations-fixtures';
import {
  as,
  at,
  businessAverage,
  completedBooking,
  DAY,
  HOUR,
  noticesOfType,
  rate,
  ratingRows,
  ratingsOf,
  runDue,
  t,
  workerAverage,
} from './ratings-fixtures';

cancellationsAppForFile();

describe('the blind window', () => {
  it('neither sees the other rating until the second is in; then both go live together', async () => {
    const { owner, talent, applicationId, completedAt } = await completedBooking();
    const before = expectStatus(await ratingsOf(talent, applicationId), 200);
    expect(before).toMatchObject({ viewerRole: 'talent', canRate: true, mine: null, theirs: null });
    expect(before.windowEndsAt).toBe(new Date(completedAt.getTime() + 7 * DAY).toISOString());

    at(completedAt.getTime() + HOUR);
    const first = expectStatus(
      await rate(talent, applicationId, { stars: 4, comment: 'Busy but fine', tags: ['Respectful'] }),
      201,
    );
    expect(first).toMatchObject({ canRate: false, mine: { stars: 4, publishedAt: null }, theirs: null });
    // The manager sees nothing of it, and their own side is still open.
    const managerView = expectStatus(await ratingsOf(owner, applicationId), 200);
    expect(managerView).toMatchObject({ viewerRole: 'manager', canRate: true, mine: null, theirs: null });
    expect(await businessAverage(owner.userId)).toEqual({ average: null, count: 0 });

    at(completedAt.getTime() + 2 * DAY);
    const second = expectStatus(
      await rate(owner, applicationId, { stars: 5, tags: ['Punctual', 'Would book again'] }),
      201,
    );
    expect(second.mine.publishedAt).toBe(t0(completedAt, 2 * DAY));
    expect(second.theirs).toMatchObject({ stars: 4, comment: 'Busy but fine', tags: ['Respectful'] });
    const workerView = expectStatus(await ratingsOf(talent, applicationId), 200);
    expect(workerView.theirs).toMatchObject({ stars: 5, tags: ['Punctual', 'Would book again'] });
    expect(workerView.mine.publishedAt).toBe(workerView.theirs.publishedAt);
    expect(await workerAverage(talent!.userId)).toEqual({ average: '5.00', count: 1 });
    expect(await businessAverage(owner.userId)).toEqual({ average: '4.00', count: 1 });
    expect(await noticesOfType(talent!.userId, 'ratings_live')).toHaveLength(1);
    expect(await noticesOfType(owner.userId, 'ratings_live')).toHaveLength(1);
    // The window's end later finds nothing to publish: no second notice.
    at(completedAt.getTime() + 8 * DAY);
    await runDue();
    expect(await noticesOfType(owner.userId, 'ratings_live')).toHaveLength(1);
  });

  it('the window end publishes the lone rating through the scheduler', async () => {
    const { owner, talent, applicationId, completedAt } = await completedBooking();
    expectStatus(await rate(owner, applicationId, { stars: 2, comment: 'Late twice' }), 201);
    at(completedAt.getTime() + 7 * DAY - 1);
    await runDue();
    expect(expectStatus(await ratingsOf(talent, applicationId), 200).theirs).toBeNull();
    at(completedAt.getTime() + 7 * DAY);
    await runDue();
    const view = expectStatus(await ratingsOf(talent, applicationId), 200);
    expect(view).toMatchObject({ canRate: false, mine: null, theirs: { stars: 2, comment: 'Late twice' } });
    expect(await workerAverage(talent!.userId)).toEqual({ average: '2.00', count: 1 });
    expect(await noticesOfType(talent!.userId, 'ratings_live')).toHaveLength(1);
  });

  it('reminders on days 1 and 5 reach only the side that has not rated', async () => {
    const { owner, talent, applicationId, completedAt } = await completedBooking();
    at(completedAt.getTime() + DAY);
    await runDue();
    expect(await noticesOfType(talent!.userId, 'rating_reminder')).toHaveLength(1);
    expect(await noticesOfType(owner.userId, 'rating_reminder')).toHaveLength(1);
    expectStatus(await rate(talent, applicationId, { stars: 5 }), 201);
    at(completedAt.getTime() + 5 * DAY);
    await runDue();
    expect(await noticesOfType(talent!.userId, 'rating_reminder')).toHaveLength(1);
    const managerReminders = await noticesOfType(owner.userId, 'rating_reminder');
    expect(managerReminders).toHaveLength(2);
    expect(managerReminders[1]!.title).toBe('Rate worker');
  });

  it('two ratings submitted at the same instant both go live exactly once', async () => {
    // Several bookings, both sides of each signed in first, then every rating sent at once: without the booking's
    // row lock, two inserts overlap, neither sees the other, and the pair stays hidden.
    const bookings = [];
    for (let i = 0; i < 4; i++) {
      // Each from the real time, so the four complete at the same moment.
      t.ctx.clock.now = null;
      bookings.push(await completedBooking());
    }
    const last = bookings.at(-1)!.completedAt;
    at(last.getTime() + 3 * HOUR);
    const sides = await Promise.all(
      bookings.map(async (b) => ({ ...b, worker: await as(b.talent), manager: await as(b.owner) })),
    );
    const answers = await Promise.all(
      sides.flatMap((b) => [
        b.worker.post(`/api/applications/${b.applicationId}/ratings`, { stars: 3 }),
        b.manager.post(`/api/applications/${b.applicationId}/ratings`, { stars: 4 }),
      ]),
    );
    expect(answers.map((a) => `${a.statusCode} ${a.statusCode === 201 ? '' : a.body}`)).toEqual(
      answers.map(() => '201 '),
    );
    for (const { owner, talent, applicationId } of bookings) {
      const rows = await ratingRows(applicationId);
      expect(rows).toHaveLength(2);
      expect(rows.every((r) => r.publishedAt?.getTime() === last.getTime() + 3 * HOUR)).toBe(true);
      expect(await workerAverage(talent!.userId)).toEqual({ average: '4.00', count: 1 });
      expect(await businessAverage(owner.userId)).toEqual({ average: '3.00', count: 1 });
      expect(await noticesOfType(owner.userId, 'ratings_live')).toHaveLength(1);
      expect(await noticesOfType(talent!.userId, 'ratings_live')).toHaveLength(1);
    }
  });
});

const t0 = (from: Date, ms: number) => new Date(from.getTime() + ms).toISOString();
