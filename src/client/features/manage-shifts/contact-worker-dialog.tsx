import { offerCapWords } from '../../../shared/marketplace/messages';
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

/**
 * What the offer will do, said before the click: a text for a worker who receives them, otherwise
 * the in-app notice only (no consent, an unverified phone, or STOP; the server's `receivesTexts`).
 */
function offerWording(applicant: ApplicantDto) {
  const { name, phone, receivesTexts, offerTextCap } = applicant.worker;
  // A daily cap would keep the text (docs/product/sms.md, "Daily caps"): said now, not after the click.
  if (receivesTexts && offerTextCap)
    return {
      title: `Select ${name} for this shift?`,
      description: `${offerCapWords(offerTextCap, name, 'before')} They can accept or decline from their dashboard.`,
      action: 'Select and Notify in App',
    };
  if (!receivesTexts)
    return {
      title: `Select ${name} for this shift?`,
      description: `${name} does not receive text messages, so we will select them and notify them in the app only. They can accept or decline from their dashboard.`,
      action: 'Select and Notify in App',
    };
  const number = phone ? displayPhone(phone, 'spaced') : 'the number on their profile';
  return {
    title: `Text ${name} this offer?`,
    description: `We will text ${number} and select them for this shift. They can accept or decline from their dashboard.`,
    action: 'Send Offer by SMS',
  };
}

/** The dialog for texting the worker (docs/product/applications.md, "Select and contact"). The server sends the SMS and only then records the selection. */
export function ContactWorkerDialog({ applicant, shift, sending, onSend, onClose }: Props) {
  const wording = applicant ? offerWording(applicant) : null;
  return (
    <Dialog
      open={applicant !== null}
      onOpenChange={(open) => !open && !sending && onClose()}
      title={wording?.title ?? 'Text worker'}
      description={wording?.description}
      footer={
        <>
          <Button variant="secondary" disabled={sending} onClick={onClose}>
            Cancel
          </Button>
          <Button disabled={sending || !applicant} onClick={() => applicant && onSend(applicant)}>
            {sending ? 'Sending...' : (wording?.action ?? 'Send Offer by SMS')}
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
