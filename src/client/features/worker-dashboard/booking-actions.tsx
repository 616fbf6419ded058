import { CalendarX, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { applicationTransition } from '../../../shared/domain/state-machine';
import {
  CANCELLATION_MESSAGES,
  cancellationReasonWords,
  endedWords,
  lateCancellationPayWords,
} from '../../../shared/marketplace/cancellation-messages';
import type { MyApplicationDto } from '../../../shared/marketplace/types';
import { formatWeekdayMonthDay } from '../../../shared/time-format';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { isRefusal } from '../../lib/api';
import { toast } from '../../lib/toast';
import { useNow } from '../../lib/use-now';
import { useCancelBooking, useWithdrawApplication } from './api/cancellations';
import { CancelBookingDialog } from './cancel-booking-dialog';

// mutateAsync, not mutate(…, { onSuccess }): the live event that moves the card to History can unmount this
// component before the answer arrives, and mutate's own callbacks are then dropped with it (the toast never showed).
const failed = (error: unknown) =>
  toast.error('Something went wrong', { description: isRefusal(error) ? error.message : undefined });

/**
 * The worker's own way out of an application (docs/product/applications.md, "Cancellations"): 'Withdraw' while it
 * waits and 'Cancel booking' once booked, each asking first, shown exactly when the state machine allows it now; and, in
 * History, the words of how it ended.
 */
export function BookingActions({ application }: { application: MyApplicationDto }) {
  const now = useNow();
  const withdraw = useWithdrawApplication();
  const cancel = useCancelBooking();
  const [cancelling, setCancelling] = useState(false);
  // 'Withdraw' asks first: the application cannot be made again.
  const [withdrawing, setWithdrawing] = useState(false);
  const context = { actor: 'talent' as const, now, shift: application.shift };
  const canWithdraw = applicationTransition(application.status, 'withdrawn', context).ok;
  const canCancel = applicationTransition(application.status, 'cancelled', context).ok;
  const words = endedWords(application);
  return (
    <>
      {words ? <p className="text-sm text-slate-700">{words}</p> : null}
      {/* The business's own reason, and what its late cancellation pays (docs/product/applications.md,
          "Cancellations"). */}
      {words && endedByShiftCancellation(application) && application.shift.cancellationNote ? (
        <p className="text-sm text-slate-700">
          {cancellationReasonWords(application.shift.cancellationNote)}
        </p>
      ) : null}
      {application.lateCancellationPay ? (
        <p className="text-sm font-medium text-slate-900">
          {lateCancellationPayWords(application.lateCancellationPay, (iso) =>
            formatWeekdayMonthDay(iso, application.shift.timeZone),
          )}
        </p>
      ) : null}
      {canWithdraw ? (
        <div>
          <Button variant="secondary" onClick={() => setWithdrawing(true)}>
            <Undo2 aria-hidden="true" className="h-4 w-4" />
            {CANCELLATION_MESSAGES.withdraw}
          </Button>
        </div>
      ) : null}
      <Dialog
        open={withdrawing}
        onOpenChange={(open) => !open && !withdraw.isPending && setWithdrawing(false)}
        title={CANCELLATION_MESSAGES.withdrawTitle}
        description={CANCELLATION_MESSAGES.withdrawConsequence}
        footer={
          <>
            <Button variant="secondary" disabled={withdraw.isPending} onClick={() => setWithdrawing(false)}>
              {CANCELLATION_MESSAGES.keepApplication}
            </Button>
            <Button
              variant="destructive"
              disabled={withdraw.isPending}
              onClick={() =>
                withdraw.mutateAsync(application.id).then(() => {
                  setWithdrawing(false);
                  toast.success(CANCELLATION_MESSAGES.withdrawn);
                }, failed)
              }
            >
              {withdraw.isPending ? 'Withdrawing...' : CANCELLATION_MESSAGES.withdraw}
            </Button>
          </>
        }
      />
      {canCancel ? (
        <div>
          <Button variant="secondary" onClick={() => setCancelling(true)}>
            <CalendarX aria-hidden="true" className="h-4 w-4" />
            {CANCELLATION_MESSAGES.cancelBooking}
          </Button>
        </div>
      ) : null}
      <CancelBookingDialog
        application={cancelling ? application : null}
        now={now}
        pending={cancel.isPending}
        onClose={() => setCancelling(false)}
        onConfirm={(input) =>
          cancel.mutateAsync(input).then(() => {
            setCancelling(false);
            toast.success(CANCELLATION_MESSAGES.bookingCancelled);
          }, failed)
        }
      />
    </>
  );
}

/** Ended because the business cancelled the whole shift (not a removal, not another ending). */
function endedByShiftCancellation(application: MyApplicationDto): boolean {
  return (
    (application.status === 'cancelled' && application.cancelledBy === 'system') ||
    (application.status === 'rejected' && application.endedReason === 'cancelled')
  );
}
