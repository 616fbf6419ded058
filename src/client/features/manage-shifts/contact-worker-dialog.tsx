import type { ApplicantDto, ShiftDto } from '../../../shared/marketplace/types';
import { displayPhone } from '../../../shared/phone';
import { rateLabel, shiftDateLabel, shiftTimeLabel } from '../../components/shifts/shift-format';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';

type Props = {
  applicant: ApplicantDto | null;
  shift: ShiftDto;
  sending: boolean;
  onSend: (applicant: ApplicantDto) => void;
  onClose: () => void;
};

/** Spec §2: the dialog for texting the worker. The server sends the SMS and only then records the selection. */
export function ContactWorkerDialog({ applicant, shift, sending, onSend, onClose }: Props) {
  return (
    <Dialog
      open={applicant !== null}
      onOpenChange={(open) => !open && !sending && onClose()}
      title={applicant ? `Text ${applicant.worker.name} this offer?` : 'Text worker'}
      description={
        applicant
          ? `We will text ${applicant.worker.phone ? displayPhone(applicant.worker.phone, 'spaced') : 'the number on their profile'} and select them for this shift. They can accept or decline from their dashboard.`
          : undefined
      }
      footer={
        <>
          <Button variant="secondary" disabled={sending} onClick={onClose}>
            Cancel
          </Button>
          <Button disabled={sending || !applicant} onClick={() => applicant && onSend(applicant)}>
            {sending ? 'Sending...' : 'Send Offer by SMS'}
          </Button>
        </>
      }
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-md bg-slate-50 p-3 text-sm">
        <dt className="text-slate-500">Position</dt>
        <dd className="text-slate-900">{shift.positionTitle}</dd>
        <dt className="text-slate-500">Business</dt>
        <dd className="text-slate-900">{shift.businessName}</dd>
        <dt className="text-slate-500">When</dt>
        <dd className="text-slate-900">
          {shiftDateLabel(shift)}, {shiftTimeLabel(shift)}
        </dd>
        <dt className="text-slate-500">Rate</dt>
        <dd className="text-slate-900">{rateLabel(shift.hourlyRateCents)}</dd>
        <dt className="text-slate-500">Where</dt>
        <dd className="break-words text-slate-900">{shift.locationAddress}</dd>
      </dl>
    </Dialog>
  );
}
