import { eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsOptOuts, users } from '../../src/server/db/schema';
import { createTalent } from '../../src/server/seed/factories/accounts';
import { accountReceivesTextsSql, isNumberOptedOut } from '../../src/server/sms/opt-out';
import { createTestContext, type TestContext } from '../support/test-context';

// One rule, two spellings: isNumberOptedOut decides before a text is sent; the SQL answers
// "receives texts" for every applicant of a list in one query. Generated accounts are stored, then both are asked.

let ctx: TestContext;
let ids: string[];

beforeAll(async () => {
  ctx = await createTestContext();
  ids = [];
  for (let i = 0; i < 3; i++) ids.push((await createTalent(ctx)).userId);
});
afterAll(async () => {
  await ctx.cleanup();
});

// Two numbers for three accounts, so a STOP from a number shared by two accounts is drawn too.
const NUMBERS = ['+13015550101', '+13015550102'];
const account = fc.record({
  phone: fc.constantFrom(null, ...NUMBERS),
  verified: fc.boolean(),
  consented: fc.boolean(),
});

describe('receiving texts: the send-time rule and its SQL agree on the same rows', () => {
  it('for generated accounts and opt-outs', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(account, { minLength: 3, maxLength: 3 }),
        fc.subarray(NUMBERS),
        async (accounts, stopped) => {
          await ctx.db.delete(smsOptOuts).where(sql`true`);
          if (stopped.length)
            await ctx.db
              .insert(smsOptOuts)
              .values(stopped.map((phone) => ({ phone, optedOutAt: ctx.now() })));
          for (const [i, a] of accounts.entries())
            await ctx.db
              .update(users)
              .set({
                phone: a.phone,
                phoneVerifiedAt: a.verified ? ctx.now() : null,
                smsNotifications: a.consented,
              })
              .where(eq(users.id, ids[i]!));

          const rows = await ctx.db
            .select({ id: users.id, phone: users.phone, receivesTexts: accountReceivesTextsSql() })
            .from(users)
            .where(inArray(users.id, ids));
          for (const row of rows) {
            const expected = row.phone !== null && !(await isNumberOptedOut(ctx.db, row.phone, row.id));
            expect({ id: row.id, receivesTexts: row.receivesTexts }).toEqual({
              id: row.id,
              receivesTexts: expected,
            });
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});
