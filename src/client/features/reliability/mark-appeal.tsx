// A mark's 'Appeal' on 'My reliability' (docs/product/trust.md, "Reliability"): a dialog with a note, once, within
// 14 days of the decision; afterwards the mark shows the appeal's status.
import { Scale } from 'lucide-react';
import { useState } from 'react';
import { RELIABILITY_MESSAGES } from '../../../shared/marketplace/reliability-messages';
import type { ReliabilityMarkDto } from '../../../shared/schemas/responses/reliability';
import { AppealDialog } from '../../components/appeals/appeal-dialog';
import { Button } from '../../components/ui/button';
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
      {open && <MarkAppealDialog mark={mark} onClose={() => setOpen(false)} />}
    </div>
  );
}

function MarkAppealDialog({ mark, onClose }: { mark: ReliabilityMarkDto; onClose: () => void }) {
  const appeal = useAppealMark();
  return (
    <AppealDialog
      id={mark.applicationId}
      open
      title="Appeal this mark"
      noteLabel={RELIABILITY_MESSAGES.appealNoteLabel}
      sendLabel={RELIABILITY_MESSAGES.sendAppeal}
      pending={appeal.isPending}
      send={(note) =>
        appeal.mutateAsync({ subjectKind: mark.appealSubjectKind!, subjectId: mark.applicationId, note })
      }
      onSent={() => {
        onClose();
        toast.success('Appeal sent', { description: RELIABILITY_MESSAGES.appealSent });
      }}
      onClose={onClose}
    />
  );
}
