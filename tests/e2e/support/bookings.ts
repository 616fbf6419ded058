// Workers put in place through the server's own use-cases rather than the browser, for the tests about what comes
// after applying: an applicant, and a booked worker (selected, and who accepted the offer).
import { respondToOffer } from '../../../src/server/booking/respond-to-offer';
import { selectApplicant } from '../../../src/server/booking/select-applicant';
import { applyToShift } from '../../../src/server/features/applications/apply-to-shift';
import { createTalent, markPhoneVerified } from '../../../src/server/seed/factories/accounts';
import { server } from './harness';

/** A talent with a verified phone (offers are texted only to one) who has applied to `shiftId`. */
export async function verifiedApplicant(shiftId: string, talentInput: { name: string; phone: string }) {
  const talent = await createTalent(server.ctx, talentInput);
  await markPhoneVerified(server.ctx, talent.userId);
  const application = await applyToShift(server.ctx, talent.userId, shiftId);
  return { talent, applicationId: application.id };
}

/** A verified applicant whom the manager selected and who accepted the offer. */
export async function bookedWorker(
  managerId: string,
  shiftId: string,
  talentInput: { name: string; phone: string },
) {
  const worker = await verifiedApplicant(shiftId, talentInput);
  await selectApplicant(server.ctx, managerId, worker.applicationId);
  await respondToOffer(server.ctx, worker.talent.userId, worker.applicationId, 'accepted');
  return worker;
}
