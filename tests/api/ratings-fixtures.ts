// Shared by the rating API tests (ratings*.test.ts): a booking brought to 'completed' through the
// real timesheet routes (check-out, submit, 'Approve'), the rating routes, and what was stored. The clock is moved.
import { eq } from 'drizzle-orm';
import { selectAccount } from '../../src/server/db/account-rows';
import { managerAccounts, ratings, talentProfiles } from '../../src/server/db/schema';
import { expectStatus } from '../support/marketplace';
import { as, noticesTo, refusalOf, t } from './cancellations-fixtures';
import { at, HOUR, runDue } from './clock';
import { approve, submit, workedShift } from './timesheets-fixtures';

export { as, at, HOUR, noticesTo, refusalOf, runDue, t };
export const DAY = 24 * HOUR;

/** A booking completed (its timesheet approved) at the shift's end; the clock is left there. */
export async function completedBooking() {
  const { owner, shift, worker, timesheetId } = await workedShift();
  expectStatus(await submit(worker.talent, timesheetId), 200);
  expectStatus(await approve(owner, timesheetId), 200);
  const completedAt = t.ctx.now();
  return { owner, shift, worker, talent: worker.talent, applicationId: worker.applicationId, completedAt };
}

type Who = Parameters<typeof as>[0];
export const rate = async (who: Who, applicationId: string, body: Record<string, unknown>) =>
  (await as(who)).post(`/api/applications/${applicationId}/ratings`, body);
export const ratingsOf = async (who: Who, applicationId: string) =>
  (await as(who)).get(`/api/applications/${applicationId}/ratings`);
export const reply = async (who: Who, ratingId: string, text: string) =>
  (await as(who)).post(`/api/ratings/${ratingId}/reply`, { reply: text });
export const report = async (who: Who, ratingId: string, reason: string) =>
  (await as(who)).post(`/api/ratings/${ratingId}/report`, { reason });

export const ratingRows = (applicationId: string) =>
  t.ctx.db.select().from(ratings).where(eq(ratings.applicationId, applicationId));
/** The stored rating average and count of the worker's profile or the business's account. */
async function storedAverage(role: 'talent' | 'manager', userId: string) {
  const account = role === 'talent' ? talentProfiles : managerAccounts;
  const [row] = await selectAccount(t.ctx.db, role, userId, {
    average: account.averageRating,
    count: account.ratingCount,
  });
  return row!;
}
export const workerAverage = (userId: string) => storedAverage('talent', userId);
export const businessAverage = (userId: string) => storedAverage('manager', userId);
export const noticesOfType = async (userId: string, type: string) =>
  (await noticesTo(userId)).filter((n) => n.type === type);
