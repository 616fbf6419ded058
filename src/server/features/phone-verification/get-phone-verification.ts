import { eq } from 'drizzle-orm';
import { displayPhone } from '../../../shared/phone';
import type { PhoneVerificationStatusDto } from '../../../shared/schemas/phone-verification';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';

/** The caller's own phone and whether it is verified, for the "Verify your phone" card. */
export async function getPhoneVerification(
  ctx: AppContext,
  userId: string,
): Promise<PhoneVerificationStatusDto> {
  const [user] = await ctx.db
    .select({ phone: users.phone, verifiedAt: users.phoneVerifiedAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return { phone: user?.phone ? displayPhone(user.phone, 'spaced') : null, verified: !!user?.verifiedAt };
}
