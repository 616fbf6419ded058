import { eq } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE, PRODUCT_NAME } from '../../../shared/constants';
import { displayPhone, toE164 } from '../../../shared/phone';
import type { SmsTestInput, SmsTestResultDto } from '../../../shared/schemas/sms-test';
import { formatLongDate } from '../../../shared/time-format';
import type { SessionUser } from '../../auth/sessions';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { takeRateLimit } from '../../lib/rate-limiter';
import { smsSafeText } from '../../sms/safe-text';

export const OPTED_OUT_MESSAGE =
  'This number has opted out of texts (replied STOP). Text START to opt back in.';
export const VERIFY_FIRST_MESSAGE =
  'Verify your phone first: send yourself a code with "Verify your phone to receive texts", then try again.';
export const OWN_PHONE_ONLY_MESSAGE = (phone: string) =>
  `Test texts go only to your own verified mobile number, ${phone}. Enter that number to send one.`;

// Test texts cost money: a manager gets 10 an hour, counted by the one advisory-locked limiter.
const TEST_LIMIT = { bucket: 'sms_test', max: 10, windowMs: 60 * 60 * 1000 };

/**
 * The SMS test card (docs/product/sms.md): a sample shift offer (workerName, positionTitle, businessName,
 * shiftDate, hourlyRate) sent now, reporting the provider's answer: sent, failed, or unclear when the
 * provider may have accepted it without saying so (a timeout). It goes only to the manager's
 * own phone once verified by code, so the card cannot be used to text strangers.
 */
/** The sample offer; the company name is user-written, so it passes smsSafeText (docs/product/sms.md, "No links in texts"). */
export function testSmsBody(companyName: string | null | undefined, shiftDate: string): string {
  const business = companyName ? smsSafeText(companyName, 40) || PRODUCT_NAME : PRODUCT_NAME;
  return (
    `${PRODUCT_NAME} test: Hi Test Worker! ${business} selected you for a Sales Associate shift on ${shiftDate} ` +
    'at $18.00/hr. Reply STOP to opt out, HELP for help.'
  );
}

export async function sendTestSms(
  ctx: AppContext,
  manager: SessionUser,
  input: SmsTestInput,
): Promise<SmsTestResultDto> {
  const [owner] = await ctx.db
    .select({ phone: users.phone, verifiedAt: users.phoneVerifiedAt })
    .from(users)
    .where(eq(users.id, manager.id))
    .limit(1);
  if (!owner?.phone || !owner.verifiedAt) throw new AppError('FORBIDDEN', VERIFY_FIRST_MESSAGE);
  const to = toE164(input.phone);
  if (to !== owner.phone)
    throw new AppError('FORBIDDEN', OWN_PHONE_ONLY_MESSAGE(displayPhone(owner.phone, 'spaced')), {
      field: 'phone',
    });

  const limit = await takeRateLimit(ctx.db, [{ ...TEST_LIMIT, key: manager.id }], ctx.now());
  if (!limit.ok)
    throw new AppError('TOO_MANY_REQUESTS', 'Too many test messages. Please try again in an hour.', {
      retryAfterSeconds: limit.retryAfterSeconds,
    });

  const shiftDate = formatLongDate(ctx.now(), DEFAULT_TIME_ZONE);
  const body = testSmsBody(manager.companyName, shiftDate);
  const result = await ctx.services.sms.sendNow({ to, body, userId: manager.id, purpose: 'test' });
  if (result.status === 'sent') return { status: 'sent' };
  if (result.status === 'opted_out') return { status: 'failed', error: OPTED_OUT_MESSAGE };
  if (result.status === 'limited')
    throw new AppError('TOO_MANY_REQUESTS', result.error, { retryAfterSeconds: result.retryAfterSeconds });
  return result.uncertain
    ? { status: 'unclear', error: result.error }
    : { status: 'failed', error: result.error };
}
