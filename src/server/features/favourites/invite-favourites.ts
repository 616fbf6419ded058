import { and, eq, inArray, sql } from 'drizzle-orm';
import { shiftVacancyProblem } from '../../../shared/domain/shift-availability';
import {
  FAVOURITES_MESSAGES,
  invitationNotice,
  invitedSummary,
} from '../../../shared/marketplace/favourites-messages';
import type { InviteFavouritesResultDto } from '../../../shared/schemas/responses/favourites';
import type { AppContext } from '../../context';
import { favourites, shiftInvitations, shifts, users } from '../../db/schema';
import { AppError, notFoundUnlessUuid } from '../../lib/app-error';
import { createNotification } from '../../notifications/create-notification';
import { accountReceivesTextsSql } from '../../sms/opt-out';
import { blockedEitherWaySql } from '../../trust/visibility-sql';
import { INVITATION_TEXTS_PER_WORKER_DAY, invitationSms } from './invitation-sms';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * 'Invite favourites' (docs/product/trust.md, "Favourites and blocks"): one `shift_invitations` row per favourite of
 * the shift's manager, so pressing twice invites nobody twice. Each newly invited worker gets the in-app notice, and
 * a text through the SMS service where they agreed to texts on a verified phone and have not replied STOP; the
 * service applies the daily caps (platform, the manager's account, the worker's number) and at most
 * INVITATION_TEXTS_PER_WORKER_DAY invitation texts per worker, and a capped or failed text is skipped (the in-app
 * notice has gone). Blocked pairs and favourites who already applied are not invited. Another manager's shift is
 * not found.
 */
export async function inviteFavourites(
  ctx: AppContext,
  managerId: string,
  shiftId: string,
): Promise<InviteFavouritesResultDto> {
  const notFound = notFoundUnlessUuid(shiftId, FAVOURITES_MESSAGES.shiftNotFound);
  const [shift] = await ctx.db
    .select({
      id: shifts.id,
      businessName: shifts.businessName,
      positionTitle: shifts.positionTitle,
      shiftDate: shifts.shiftDate,
      startTime: shifts.startTime,
      endTime: shifts.endTime,
      status: shifts.status,
      startsAt: shifts.startsAt,
      acceptedCount: shifts.acceptedCount,
      maxApplications: shifts.maxApplications,
    })
    .from(shifts)
    .where(and(eq(shifts.id, shiftId), eq(shifts.managerId, managerId)))
    .limit(1);
  if (!shift) throw notFound;
  if (shiftVacancyProblem(shift, ctx.now())) throw new AppError('CONFLICT', FAVOURITES_MESSAGES.shiftNotOpen);

  const notice = invitationNotice(shift);
  const invited = await ctx.db.transaction(async (tx) => {
    const candidates = await tx
      .select({ workerId: favourites.workerId })
      .from(favourites)
      .where(
        and(
          eq(favourites.managerId, managerId),
          sql`not ${blockedEitherWaySql(sql`"favourites"."manager_id"`, sql`"favourites"."worker_id"`)}`,
          sql`not exists (select 1 from "shift_applications" tb_a where tb_a."shift_id" = ${shiftId}::uuid and tb_a."worker_id" = "favourites"."worker_id")`,
        ),
      );
    if (candidates.length === 0) return [];
    // The unique (shift, worker) index decides: a second press, or two at once, inserts nobody twice.
    const rows = await tx
      .insert(shiftInvitations)
      .values(candidates.map(({ workerId }) => ({ shiftId, workerId, createdAt: ctx.now() })))
      .onConflictDoNothing()
      .returning({ workerId: shiftInvitations.workerId });
    for (const { workerId } of rows)
      await createNotification(tx, {
        recipientId: workerId,
        senderId: managerId,
        type: 'shift_invitation',
        ...notice,
        data: { shiftId, kind: 'shift_invitation' },
      });
    return rows.map((row) => row.workerId);
  });

  let byText = 0;
  if (invited.length > 0) {
    const textable = await ctx.db
      .select({ id: users.id, phone: users.phone })
      .from(users)
      .where(and(inArray(users.id, invited), accountReceivesTextsSql()));
    const body = invitationSms(shift, ctx.config.APP_ORIGIN);
    for (const worker of textable) {
      if (!worker.phone) continue;
      const sms = await ctx.services.sms
        .sendNow({
          to: worker.phone,
          body,
          userId: worker.id,
          senderId: managerId,
          // A worker favourited by many managers is not texted by each of them (docs/product/trust.md).
          limits: [
            {
              bucket: 'invitation_sms_worker_day',
              key: worker.id,
              max: INVITATION_TEXTS_PER_WORKER_DAY,
              windowMs: DAY_MS,
            },
          ],
          idempotencyKey: `invite-${shiftId}-${worker.id}`,
        })
        .catch(() => null);
      if (sms?.status === 'sent') byText += 1;
    }
  }
  return {
    invitedInApp: invited.length,
    invitedByText: byText,
    message: invitedSummary(invited.length, byText),
  };
}
