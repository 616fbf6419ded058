// A rating the operations team removed (hidden_at, docs/product/trust.md, "Ratings") has left every list, so the
// rated party can neither reply to it nor report it again: both are 404, as for a rating that does not exist. The
// console's account page still lists it, marked removed.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ratings } from '../../src/server/db/schema';
import { accountPage } from '../../src/server/trust/account-page';
import { RATING_MESSAGES } from '../../src/shared/domain/ratings';
import { expectStatus } from '../support/marketplace';
import { cancellationsAppForFile } from './cancellations-fixtures';
import { completedBooking, rate, refusalOf, reply, report, t } from './ratings-fixtures';

cancellationsAppForFile();

describe('a removed rating', () => {
  it('takes no reply and no report from the rated party', async () => {
    const { owner, talent, applicationId } = await completedBooking();
    const about = expectStatus(await rate(owner, applicationId, { stars: 1, comment: 'Rude' }), 201).mine;
    expectStatus(await rate(talent, applicationId, { stars: 5 }), 201);
    await t.ctx.db
      .update(ratings)
      .set({ hiddenAt: t.ctx.now(), hiddenReason: 'Abusive language.' })
      .where(eq(ratings.id, about.id));

    const replied = await reply(talent, about.id, 'That was not me.');
    expect(replied.statusCode).toBe(404);
    expect(refusalOf(replied)).toBe(RATING_MESSAGES.ratingNotFound);
    expect((await report(talent, about.id, 'Abusive')).statusCode).toBe(404);
    const [row] = await t.ctx.db.select().from(ratings).where(eq(ratings.id, about.id));
    expect(row!.reply).toBeNull();
  });

  it("shows on the console's account page as removed, not live", async () => {
    const { owner, talent, applicationId } = await completedBooking();
    const about = expectStatus(await rate(owner, applicationId, { stars: 1 }), 201).mine;
    expectStatus(await rate(talent, applicationId, { stars: 5 }), 201);
    const before = await accountPage(t.ctx, talent!.userId);
    expect(before.ratingsAbout).toEqual([
      expect.objectContaining({ id: about.id, live: true, removed: false }),
    ]);
    await t.ctx.db.update(ratings).set({ hiddenAt: t.ctx.now() }).where(eq(ratings.id, about.id));
    const after = await accountPage(t.ctx, talent!.userId);
    expect(after.ratingsAbout).toEqual([
      expect.objectContaining({ id: about.id, live: false, removed: true }),
    ]);
  });
});
