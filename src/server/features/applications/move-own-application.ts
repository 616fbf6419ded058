// The steps the cancellation flows share (docs/product/applications.md, "Cancellations"): the caller's own
// application is locked with its shift (another's is not found), moved by changeBooking or refused with the flow's
// words, whoever must be told is told in the same transaction, and the application answers as its DTO.
import { CANCELLATION_MESSAGES } from '../../../shared/marketplace/cancellation-messages';
import type { ApplicationDto } from '../../../shared/marketplace/types';
import { toApplicationDto } from '../../booking/application-dto';
import { changeApplication, type DbTx, type LockedApplication } from '../../booking/booking-change';
import { type BookingChange, changeBookingOrRefuse } from '../../booking/change-booking';
import type { AppContext } from '../../context';

/** One flow's move: where the application goes and who moves it, the refusal's words, and who is told after. */
export type OwnApplicationMove = Pick<BookingChange, 'to' | 'actor' | 'set' | 'cancelledBecause'> & {
  notAllowed: string;
  tell: (tx: DbTx) => Promise<unknown>;
};

export async function moveOwnApplication(
  ctx: AppContext,
  owner: { workerId: string } | { managerId: string },
  applicationId: string,
  moveOf: (locked: LockedApplication, now: Date) => OwnApplicationMove,
): Promise<ApplicationDto> {
  return changeApplication(
    ctx,
    applicationId,
    owner,
    CANCELLATION_MESSAGES.notFound,
    async (tx, locked, now) => {
      const { notAllowed, tell, ...move } = moveOf(locked, now);
      const updated = await changeBookingOrRefuse(tx, ctx, { ...locked, ...move, now }, { notAllowed });
      await tell(tx);
      return toApplicationDto(updated);
    },
  );
}
