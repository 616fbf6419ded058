import { eq, ne, sql } from 'drizzle-orm';
import type { Role } from '../../shared/domain/roles';
import type { AppContext } from '../context';
import { demoPassword } from '../db/demo-password';
import { talentProfiles, users } from '../db/schema';
import { applyToShift } from '../features/applications/apply-to-shift';
import { createManager, createTalent, markPhoneVerified } from './factories/accounts';
import { createShift, dayFromToday } from './factories/shifts';
import { seedDemoHistory } from './seed-history';

export type DemoLogin = { role: Role; email: string; password: string };

/**
 * Loads demo accounts into an empty database only (never in production: main.ts checks). Their password is
 * the data directory's own (DATA_DIR/demo-password.txt), printed in the log by main.ts. `warn` hears what the
 * payments provider refused to the demo (docs/product/payments.md, "Demo money").
 */
export async function seedDemoData(
  ctx: AppContext,
  warn: (note: string) => void = () => {},
): Promise<DemoLogin[] | null> {
  // Staff accounts do not count: `npm run ops:add` may run before the very first start (operations.md).
  const [row] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(ne(users.role, 'ops'));
  if ((row?.n ?? 0) > 0) return null;
  const password = demoPassword(ctx.config.DATA_DIR);
  const manager = await createManager(ctx, {
    email: 'manager@demo.talentbridge.app',
    password,
    confirmPassword: password,
    smsNotifications: true,
  });
  const talent = await createTalent(ctx, {
    email: 'talent@demo.talentbridge.app',
    password,
    confirmPassword: password,
  });
  // The demo numbers are fictional (555-01xx) and texts go to the development inbox, so they start verified: the
  // demo shows the texted offer without a code round trip first.
  await markPhoneVerified(ctx, manager.userId);
  await markPhoneVerified(ctx, talent.userId);
  const brunchShiftId = await seedDemoShifts(ctx, manager.userId, manager.email, talent.userId);
  const { moneyNotes } = await seedDemoHistory(ctx, {
    managerId: manager.userId,
    managerEmail: manager.email,
    talentId: talent.userId,
    talentEmail: talent.email,
    password,
    brunchShiftId,
  });
  for (const note of moneyNotes) warn(`Demo money: ${note}`);
  // The demo's workers are vetted (docs/product/operations.md, "Vetting"): approved, e-mail verified. The database
  // was empty, so every profile is a demo one.
  await ctx.db
    .update(talentProfiles)
    .set({ vettingStatus: 'approved', approved: true, vettingDecidedAt: ctx.now() });
  await ctx.db.update(users).set({ emailVerifiedAt: ctx.now() }).where(eq(users.role, 'talent'));
  return [
    { role: 'manager', email: manager.email, password },
    { role: 'talent', email: talent.email, password },
  ];
}

/** A few upcoming shifts for the demo manager, one of them already applied to by the demo talent. */
async function seedDemoShifts(ctx: AppContext, managerId: string, managerEmail: string, talentId: string) {
  const now = ctx.now();
  const common = { managerEmail, businessName: 'Harbor Street Bistro', contactPerson: 'Maria Lopez' };
  const brunch = await createShift(ctx, managerId, {
    ...common,
    positionTitle: 'Brunch Server',
    shiftDate: dayFromToday(2, now),
    startTime: '09:00',
    endTime: '15:00',
    hourlyRate: '18.50',
  });
  await createShift(ctx, managerId, {
    ...common,
    positionTitle: 'Host / Greeter',
    shiftDate: dayFromToday(3, now),
    startTime: '17:00',
    endTime: '22:00',
    hourlyRate: '17.00',
    maxApplications: 2,
    jobDescription: 'Greet guests, manage the waitlist and seat parties during dinner service.',
  });
  await createShift(ctx, managerId, {
    ...common,
    positionTitle: 'Overnight Stock Associate',
    locationAddress: '400 Light Street, Baltimore, MD 21202',
    shiftDate: dayFromToday(5, now),
    startTime: '22:00',
    endTime: '06:00',
    overnight: true,
    hourlyRate: '21.00',
    dressCode: 'Closed-toe shoes',
    jobDescription: 'Unload the weekly delivery and restock shelves before opening.',
  });
  await applyToShift(ctx, talentId, brunch.id);
  return brunch.id;
}
