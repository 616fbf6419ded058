import { and, eq } from 'drizzle-orm';
import { canTransition } from '../../../shared/domain/application-status';
import { isUpcoming } from '../../../shared/domain/shift-time';
import { SELECT_MESSAGES } from '../../../shared/marketplace/messages';
import type { SelectApplicantResultDto } from '../../../shared/marketplace/types';
import type { AppContext } from '../../context';
import { shiftApplications, shifts, talentProfiles, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { createNotification } from '../notifications/create-notification';
import { isUuid, shiftColumns } from '../shifts/shift-dto';
import { applicationColumns, toApplicationDto } from './application-dto';
import { publishApplicationChanged } from './application-events';
import { offerData, offerNotification, offerSms } from './offer-messages';

// Applications whose offer SMS is being sent by this process: a double click must not text the worker twice.
// (Across instances the conditional update below still keeps the state right.)
const contacting = new Set<string>();

/**
 * "Select and Contact Worker" (ARCHITECTURE §3 step 3, spec §4, §8 "Texting"). The offer SMS goes first; only
 * when the provider accepts it (or the worker has opted out of texts, when the in-app notice is all they get)
 * does one transaction set selected + selected_at + contacted_at, notify the worker and publish the event.
 * If the SMS fails nothing changes (spec §8: "the application status is not changed").
 */
export async function selectApplicant(
  ctx: AppContext,
  managerId: string,
  applicationId: string,
): Promise<SelectApplicantResultDto> {
  const notFound = new AppError('NOT_FOUND', SELECT_MESSAGES.applicationNotFound);
  if (!isUuid(applicationId)) throw notFound;
  const [row] = await ctx.db
    .select({
      application: applicationColumns,
      shift: shiftColumns,
      phone: users.phone,
      email: users.email,
      name: talentProfiles.name,
    })
    .from(shiftApplications)
    .innerJoin(shifts, eq(shifts.id, shiftApplications.shiftId))
    .innerJoin(users, eq(users.id, shiftApplications.workerId))
    .leftJoin(talentProfiles, eq(talentProfiles.userId, shiftApplications.workerId))
    .where(and(eq(shiftApplications.id, applicationId), eq(shifts.managerId, managerId)))
    .limit(1);
  if (!row) throw notFound;
  const { application, shift } = row;
  if (!canTransition(application.status, 'selected', 'manager'))
    throw new AppError('CONFLICT', SELECT_MESSAGES.alreadyContacted);
  if (!isUpcoming(shift.startsAt, ctx.now())) throw new AppError('CONFLICT', SELECT_MESSAGES.shiftStarted);
  if (shift.status !== 'open') throw new AppError('CONFLICT', SELECT_MESSAGES.shiftClosed);
  if (shift.acceptedCount >= shift.maxApplications)
    throw new AppError('CONFLICT', SELECT_MESSAGES.shiftFilled);
  if (!row.phone)
    throw new AppError('BAD_REQUEST', SELECT_MESSAGES.noPhone, { title: SELECT_MESSAGES.noPhoneTitle });
  if (contacting.has(applicationId)) throw new AppError('CONFLICT', SELECT_MESSAGES.inProgress);

  contacting.add(applicationId);
  try {
    const data = offerData(shift, row.name ?? row.email);
    const sms = await ctx.services.sms.sendNow({
      to: row.phone,
      body: offerSms(data, ctx.config.APP_ORIGIN),
      userId: application.workerId,
    });
    if (sms.status === 'failed') throw new AppError('BAD_GATEWAY', sms.error || SELECT_MESSAGES.failed);

    const now = ctx.now();
    return await ctx.db.transaction(async (tx) => {
      // Conditional: only from interested, so a second request (another tab, another instance) selects nothing.
      const [updated] = await tx
        .update(shiftApplications)
        .set({ status: 'selected', selectedAt: now, contactedAt: now })
        .where(and(eq(shiftApplications.id, applicationId), eq(shiftApplications.status, 'interested')))
        .returning(applicationColumns);
      if (!updated) throw new AppError('CONFLICT', SELECT_MESSAGES.alreadyContacted);
      await createNotification(tx, {
        recipientId: application.workerId,
        senderId: managerId,
        type: 'shift_selected',
        ...offerNotification(data),
        data,
        sentVia: sms.status === 'sent' ? ['sms'] : [],
      });
      await publishApplicationChanged(
        tx,
        { workerId: application.workerId, managerId },
        { applicationId, shiftId: shift.id, status: updated.status },
      );
      return { application: toApplicationDto(updated), sms: sms.status };
    });
  } finally {
    contacting.delete(applicationId);
  }
}
