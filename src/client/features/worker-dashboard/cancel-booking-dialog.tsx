import { useState } from 'react';
import {
  CANCELLATION_MESSAGES,
  workerCancellation,
  workerConsequenceText,
} from '../../../shared/marketplace/cancellation-messages';
import type { MyApplicationDto } from '../../../shared/marketplace/types';
import { shiftDateLabel, shiftTimeLabel } from '../../components/shifts/shift-format';
import { Button } from '../../components/ui/button';
import { CheckboxField } from '../../components/ui/checkbox-field';
import { Dialog } from '../../components/ui/dialog';

type Props = {
  application: MyApplicationDto | null;
  now: Date;
  pending: boolean;
  onConfirm: (input: { applicationId: string; emergency: boolean }) => void;
  onClose: () => void;
};

/**
 * 'Cancel booking' (docs/product/applications.md, "Cancellations"): states this cancellation's consequence from the
 * §3 table before the click, with the same function the server records it with (workerCancellation). The emergency
 * excuse is offered only when it would change the consequence, and ticking it restates it.
 */
export function CancelBookingDialog({ application, now, pending, onConfirm, onClose }: Props) {
  const [emergency, setEmergency] = useState(false);
  const booking = application
    ? { shift: application.shift, termsChangedAt: application.termsChangedAt }
    : null;
  const base = booking ? workerCancellation(booking, now, false) : null;
  const offerExcuse = base !== null && base.kind !== 'none' && base.kind !== 'no_show';
  const consequence = booking ? workerCancellation(booking, now, offerExcuse && emergency) : null;
  const close = () => {
    setEmergency(false);
    onClose();
  };
  return (
    <Dialog
      open={application !== null}
      onOpenChange={(open) => !open && !pending && close()}
      title={CANCELLATION_MESSAGES.cancelBookingTitle}
      description={
        application
          ? `${application.shift.positionTitle} at ${application.shift.businessName}, ${shiftDateLabel(application.shift)}, ${shiftTimeLabel(application.shift)}. The manager will be told.`
          : undefined
      }
      footer={
        <>
          <Button variant="secondary" disabled={pending} onClick={close}>
            {CANCELLATION_MESSAGES.keepBooking}
          </Button>
          <Button
            variant="destructive"
            disabled={pending || !application || consequence?.kind === 'no_show'}
            onClick={() =>
              application && onConfirm({ applicationId: application.id, emergency: offerExcuse && emergency })
            }
          >
            {pending ? 'Cancelling...' : CANCELLATION_MESSAGES.cancelBooking}
          </Button>
        </>
      }
    >
      {consequence ? (
        <p
          role="status"
          className={
            consequence.kind === 'none'
              ? 'rounded-md bg-emerald-50 p-3 text-sm font-medium text-emerald-900'
              : 'rounded-md bg-amber-50 p-3 text-sm font-medium text-amber-900'
          }
        >
          {application?.termsChangedAt && consequence.kind === 'none'
            ? 'The shift changed after you booked it, so cancelling now is free.'
            : workerConsequenceText(consequence)}
        </p>
      ) : null}
      {offerExcuse ? (
        <CheckboxField
          label={CANCELLATION_MESSAGES.emergencyLabel}
          checked={emergency}
          disabled={pending}
          onChange={(event) => setEmergency(event.target.checked)}
        />
      ) : null}
    </Dialog>
  );
}
