// A mark's 'Appeal' on 'My reliability' (docs/product/trust.md, "Reliability"): a dialog with a note, once, within
// 14 days of the decision; afterwards the mark shows the appeal's status.
import { Scale } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { APPEALS } from '../../../shared/constants';
import { RELIABILITY_MESSAGES } from '../../../shared/marketplace/reliability-messages';
import type { ReliabilityMarkDto } from '../../../shared/schemas/responses/reliability';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { TextAreaField } from '../../components/ui/form-field';
import { isRefusal } from '../../lib/api';
import { toast } from '../../lib/toast';
import { useAppealMark } from './reliability-api';

export function MarkAppeal({ mark }: { mark: ReliabilityMarkDto }) {
  const [open, setOpen] = useState(false);
  if (!mark.appealable || !mark.appealSubjectKind) return null;
  return (
    <div>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Scale aria-hidden="true" className="h-4 w-4" />
        {RELIABILITY_MESSAGES.appeal}
      </Button>
      {open && <AppealDialog mark={mark} onClose={() => setOpen(false)} />}
    </div>
  );
}

function AppealDialog({ mark, onClose }: { mark: ReliabilityMarkDto; onClose: () => void }) {
  const appeal = useAppealMark();
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const formId = `appeal-mark-${mark.applicationId}`;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!note.trim()) return setProblem('Please say why the decision is wrong.');
    appeal.mutate(
      { subjectKind: mark.appealSubjectKind!, subjectId: mark.applicationId, note: note.trim() },
      {
        onSuccess: () => {
          onClose();
          toast.success('Appeal sent', { description: RELIABILITY_MESSAGES.appealSent });
        },
        onError: (error) =>
          setProblem(isRefusal(error) ? error.message : 'Something went wrong. Please try again.'),
      },
    );
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !appeal.isPending && onClose()}
      title="Appeal this mark"
      description="Tell the operations team what happened. You can appeal once, within 14 days."
      footer={
        <>
          <Button variant="secondary" disabled={appeal.isPending} onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={appeal.isPending}>
            {appeal.isPending ? 'Sending...' : RELIABILITY_MESSAGES.sendAppeal}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit}>
        <TextAreaField
          label={RELIABILITY_MESSAGES.appealNoteLabel}
          required
          maxLength={APPEALS.noteMaxLength}
          value={note}
          error={problem}
          onChange={(event) => setNote(event.target.value)}
        />
      </form>
    </Dialog>
  );
}
