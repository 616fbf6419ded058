import { PRODUCT_NAME } from '../../../shared/constants';
import { toE164 } from '../../../shared/phone';
import type { SmsTestInput, SmsTestResultDto } from '../../../shared/schemas/sms-test';
import type { SessionUser } from '../../auth/sessions';
import type { AppContext } from '../../context';
import { checkSmsTestRateLimit } from './sms-test-rate-limit';

export const OPTED_OUT_MESSAGE =
  'This number has opted out of texts (replied STOP). Text START to opt back in.';

/**
 * Spec §2 SMS test card, §7 call 18: a sample shift offer (workerName, positionTitle, businessName,
 * shiftDate, hourlyRate) sent now, reporting the provider's answer: sent, failed, or unclear when the
 * provider may have accepted it without saying so (a timeout).
 */
export async function sendTestSms(
  ctx: AppContext,
  manager: SessionUser,
  input: SmsTestInput,
): Promise<SmsTestResultDto> {
  await checkSmsTestRateLimit(ctx, manager.id);
  const to = toE164(input.phone)!;
  const shiftDate = ctx.now().toLocaleDateString('en-US', {
    timeZone: 'America/New_York',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });
  const business = manager.companyName ?? PRODUCT_NAME;
  const body =
    `${PRODUCT_NAME} test: Hi Test Worker! ${business} selected you for a Sales Associate shift on ${shiftDate} ` +
    'at $18.00/hr. Reply STOP to opt out, HELP for help.';
  const result = await ctx.services.sms.sendNow({ to, body });
  if (result.status === 'sent') return { status: 'sent' };
  if (result.status === 'opted_out') return { status: 'failed', error: OPTED_OUT_MESSAGE };
  return result.uncertain
    ? { status: 'unclear', error: result.error }
    : { status: 'failed', error: result.error };
}
