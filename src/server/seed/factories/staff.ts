// Test and demo data: a staff (ops) account past its set-password link and enrolment, signed in, with its TOTP
// secret so a test can compute codes (docs/product/operations.md). Real staff accounts come from `npm run ops:add`.
import { eq } from 'drizzle-orm';
import { STAFF_SESSION } from '../../../shared/constants';
import { hashPassword } from '../../auth/passwords';
import { createSession } from '../../auth/sessions';
import type { AppContext } from '../../context';
import { staffAccounts, users } from '../../db/schema';
import { addStaffAccount } from '../../features/staff/add-staff';
import { newTotpSecret } from '../../features/staff/totp';
import { uniqueEmail } from './accounts';

export async function createStaff(ctx: AppContext, overrides: { email?: string; name?: string } = {}) {
  const email = overrides.email ?? uniqueEmail('ops');
  const password = 'Staff-Console-7719';
  const now = ctx.now();
  const added = await addStaffAccount(ctx.db, {
    email,
    name: overrides.name ?? 'Sam Staff',
    origin: ctx.config.APP_ORIGIN,
    now,
  });
  if (!added.ok) throw new Error(`a staff account for ${email} exists`);
  const secret = newTotpSecret();
  await ctx.db
    .update(users)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(users.id, added.userId));
  await ctx.db
    .update(staffAccounts)
    .set({ totpSecret: secret, totpEnabledAt: now })
    .where(eq(staffAccounts.userId, added.userId));
  const session = await createSession(
    ctx.db,
    added.userId,
    { ip: null, userAgent: 'factory' },
    now,
    STAFF_SESSION.absoluteMs,
  );
  return { userId: added.userId, email, password, token: session.token, secret };
}
