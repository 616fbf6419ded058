// One rule, two spellings (docs/product/trust.md, "Reliability"): workerBookingOutcome and businessBookingCounts
// decide in TypeScript which bookings count for reliability and as what ('My reliability'), workerBookingOutcomeSql
// and businessBookingCountsSql select them in the database (the cards, the match model's training, the bench's
// reference server). Every status × cancellation consequence × emergency excuse × appeal is stored, then both are
// asked about the same rows.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appeals, shiftApplications, shifts } from '../../src/server/db/schema';
import {
  businessBookingCountsSql,
  workerBookingOutcomeSql,
} from '../../src/server/trust/reliability-booking-sql';
import { APPLICATION_STATUSES, type ApplicationStatus } from '../../src/shared/domain/application-status';
import { CANCELLATION_CONSEQUENCE_KINDS } from '../../src/shared/domain/cancellation-policy';
import {
  appealUpholdsMark,
  businessBookingCounts,
  workerBookingOutcome,
} from '../../src/shared/domain/reliability';
import { createTestContext, type TestContext } from '../support/test-context';
import { insertAccounts, insertBookings } from './sql-rule-fixtures';

let ctx: TestContext;
afterAll(() => ctx.cleanup());

type Who = 'worker' | 'manager' | 'someone else';
type Appeal = { by: Who; subjectKind: 'no_show' | 'cancellation'; status: 'open' | 'upheld' | 'dismissed' };

/** No appeal, each side's appeal of each kind in each state, and someone else's upheld one. */
const APPEALS: (Appeal | null)[] = [
  null,
  ...(['worker', 'manager'] as const).flatMap((by) =>
    (['no_show', 'cancellation'] as const).flatMap((subjectKind) =>
      (['open', 'upheld', 'dismissed'] as const).map((status) => ({ by, subjectKind, status })),
    ),
  ),
  { by: 'someone else', subjectKind: 'cancellation', status: 'upheld' },
];

const CASES = APPLICATION_STATUSES.flatMap((status) =>
  [null, ...CANCELLATION_CONSEQUENCE_KINDS].flatMap((consequence) =>
    [false, true].flatMap((emergencyExcuse) =>
      APPEALS.map((appeal) => ({ status, consequence, emergencyExcuse, appeal })),
    ),
  ),
);

let people: Record<Who, string>;
let ids: string[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  const [worker, manager, other] = await insertAccounts(ctx, [
    { role: 'talent', email: 'worker@example.com' },
    { role: 'manager', email: 'manager@example.com' },
    { role: 'talent', email: 'other@example.com' },
  ]);
  people = { worker: worker!, manager: manager!, 'someone else': other! };
  const bookings = await insertBookings(
    ctx,
    CASES.map((c) => ({
      managerId: people.manager,
      workerId: people.worker,
      status: c.status as ApplicationStatus,
      cancellationConsequence: c.consequence,
      emergencyExcuse: c.emergencyExcuse,
    })),
  );
  ids = bookings.map((b) => b.applicationId);
  const appealed = CASES.flatMap((c, i) =>
    c.appeal
      ? [
          {
            userId: people[c.appeal.by],
            subjectKind: c.appeal.subjectKind,
            subjectId: ids[i]!,
            note: 'It was not my fault.',
            status: c.appeal.status,
          },
        ]
      : [],
  );
  for (let i = 0; i < appealed.length; i += 1000)
    await ctx.db.insert(appeals).values(appealed.slice(i, i + 1000));
});

describe('a booking that counts for reliability: the pure rule and its SQL agree on the same rows', () => {
  it(`for every status, consequence, excuse and appeal (${CASES.length} bookings)`, async () => {
    const answers = await ctx.db
      .select({
        id: shiftApplications.id,
        outcome: workerBookingOutcomeSql(shiftApplications),
        business: businessBookingCountsSql(shiftApplications, shifts.managerId),
      })
      .from(shiftApplications)
      .innerJoin(shifts, eq(shifts.id, shiftApplications.shiftId));
    const byId = new Map(answers.map((a) => [a.id, a]));
    expect(answers).toHaveLength(CASES.length);
    const seen = new Set<string>();
    CASES.forEach((c, i) => {
      const appeals = c.appeal ? [{ ...c.appeal, userId: people[c.appeal.by] }] : [];
      const row = {
        status: c.status,
        cancellationConsequence: c.consequence,
        emergencyExcuse: c.emergencyExcuse,
        workerAppealUpheld: appeals.some((a) => appealUpholdsMark(a, 'worker', people.worker)),
        businessAppealUpheld: appeals.some((a) => appealUpholdsMark(a, 'business', people.manager)),
      };
      const what = JSON.stringify(c);
      const outcome = workerBookingOutcome(row);
      const business = businessBookingCounts(row);
      expect(byId.get(ids[i]!)?.outcome ?? null, what).toBe(outcome);
      expect(byId.get(ids[i]!)?.business, what).toBe(business);
      seen.add(`${outcome}:${business}`);
    });
    // Every outcome, and both answers for the business, are among the cases.
    for (const outcome of ['null', 'completed', 'late', 'very_late', 'no_show'])
      for (const business of [true, false]) expect(seen).toContain(`${outcome}:${business}`);
  });
});
