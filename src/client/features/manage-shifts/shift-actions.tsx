import { Ban, LockKeyhole } from 'lucide-react';
import { useId, useState } from 'react';
import { shiftTransition } from '../../../shared/domain/state-machine';
import {
  CANCELLATION_MESSAGES,
  cancelShiftConsequence,
} from '../../../shared/marketplace/cancellation-messages';
import type { ShiftWithContactDto } from '../../../shared/marketplace/types';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { isRefusal } from '../../lib/api';
import { toast } from '../../lib/toast';
import { useNow } from '../../lib/use-now';
import { useShiftAction } from './api/cancellations';

type Shift = Pick<
  ShiftWithContactDto,
  | 'id'
  | 'status'
  | 'startsAt'
  | 'endsAt'
  | 'breakMinutes'
  | 'hourlyRateCents'
  | 'acceptedCount'
  | 'maxApplications'
  | 'positionTitle'
>;

/**
 * 'Close applications' and 'Cancel shift' (docs/product/shifts.md, "Shift states"): shown exactly when the state
 * machine allows them now, each with a dialog stating its consequence before the click.
 */
export function ShiftActions({ shift, describedBy }: { shift: Shift; describedBy?: string }) {
  const now = useNow();
  const action = useShiftAction();
  const [open, setOpen] = useState<'close' | 'cancel' | null>(null);
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const context = { actor: 'manager' as const, now, shift };
  // A filled shift takes no applications already: closing it would change nothing, so it is not offered.
  const filled = shift.acceptedCount >= shift.maxApplications;
  const canClose = !filled && shiftTransition(shift.status, 'closed', context).ok;
  const canCancel = shiftTransition(shift.status, 'cancelled', context).ok;
  if (!canClose && !canCancel && open === null) return null;
  const close = () => {
    setOpen(null);
    setReason('');
  };
  const confirm = () => {
    if (!open) return;
    action.mutate(
      { shiftId: shift.id, action: open, reason: reason.trim() || undefined },
      {
        onSuccess: () => {
          toast.success(
            open === 'close' ? CANCELLATION_MESSAGES.closed : CANCELLATION_MESSAGES.shiftCancelled,
          );
          close();
        },
        onError: (error) =>
          toast.error('Something went wrong', { description: isRefusal(error) ? error.message : undefined }),
      },
    );
  };
  return (
    <>
      {canClose ? (
        <Button variant="secondary" aria-describedby={describedBy} onClick={() => setOpen('close')}>
          <LockKeyhole aria-hidden="true" className="h-4 w-4" />
          {CANCELLATION_MESSAGES.closeApplications}
        </Button>
      ) : null}
      {canCancel ? (
        <Button variant="secondary" aria-describedby={describedBy} onClick={() => setOpen('cancel')}>
          <Ban aria-hidden="true" className="h-4 w-4" />
          {CANCELLATION_MESSAGES.cancelShift}
        </Button>
      ) : null}
      <Dialog
        open={open !== null}
        onOpenChange={(next) => !next && !action.isPending && close()}
        title={open === 'cancel' ? CANCELLATION_MESSAGES.cancelShiftTitle : CANCELLATION_MESSAGES.closeTitle}
        description={
          open === 'cancel' ? cancelShiftConsequence(shift, now) : CANCELLATION_MESSAGES.closeConsequence
        }
        footer={
          <>
            <Button variant="secondary" disabled={action.isPending} onClick={close}>
              {CANCELLATION_MESSAGES.keep}
            </Button>
            <Button variant="destructive" disabled={action.isPending} onClick={confirm}>
              {action.isPending
                ? 'Saving...'
                : open === 'cancel'
                  ? CANCELLATION_MESSAGES.cancelShift
                  : CANCELLATION_MESSAGES.closeApplications}
            </Button>
          </>
        }
      >
        {open === 'cancel' ? (
          <div className="flex flex-col gap-1">
            <label htmlFor={reasonId} className="text-sm font-medium text-slate-800">
              {CANCELLATION_MESSAGES.reasonLabel}
            </label>
            <textarea
              id={reasonId}
              value={reason}
              maxLength={500}
              rows={3}
              onChange={(event) => setReason(event.target.value)}
              className="rounded-md border border-slate-300 p-2 text-sm"
            />
          </div>
        ) : null}
      </Dialog>
    </>
  );
}
