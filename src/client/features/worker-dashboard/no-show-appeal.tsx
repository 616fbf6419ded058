import { Scale } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { APPEALS } from '../../../shared/constants';
import { isAppealWindowOpen } from '../../../shared/domain/appeals';
import { APPEAL_MESSAGES } from '../../../shared/marketplace/manager-attendance-messages';
import type { MyApplicationDto } from '../../../shared/marketplace/types';
import type { AppealDto } from '../../../shared/schemas/responses/manager-attendance';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { TextAreaField } from '../../components/ui/form-field';
import { isRefusal } from '../../lib/api';
import { toast } from '../../lib/toast';
import { useNow } from '../../lib/use-now';
import { useCreateAppeal, useMyAppeals } from './api/appeals';

const DECIDED: Record<Exclude<AppealDto['status'], 'open'>, string> = {
  upheld: 'Appeal upheld — the no-show was removed.',
  dismissed: 'Appeal dismissed — the no-show stands.',
};

/**
 * A no-show's card in History (docs/product/attendance.md, "Appeals"): 'Appeal' within 14 days of the decision, a
 * dialog with a note, then 'Appeal sent — the operations team will decide.' (decided in issue 15's console).
 */
export function NoShowAppeal({ application }: { application: MyApplicationDto }) {
  if (application.status !== 'no_show' || !application.cancelledAt) return null;
  return <AppealState applicationId={application.id} decidedAt={application.cancelledAt} />;
}

function AppealState({ applicationId, decidedAt }: { applicationId: string; decidedAt: string }) {
  const now = useNow();
  const appeals = useMyAppeals();
  const [open, setOpen] = useState(false);
  if (!appeals.data) return null;
  const appeal = appeals.data.appeals.find(
    (a) => a.subjectKind === 'no_show' && a.subjectId === applicationId,
  );
  if (appeal)
    return (
      <p role="status" className="rounded-md bg-slate-100 p-3 text-sm font-medium text-slate-800">
        {appeal.status === 'open' ? APPEAL_MESSAGES.sent : DECIDED[appeal.status]}
        {appeal.decisionReason ? ` ${appeal.decisionReason}` : ''}
      </p>
    );
  if (!isAppealWindowOpen(decidedAt, now)) return null;
  return (
    <div>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Scale aria-hidden="true" className="h-4 w-4" />
        Appeal
      </Button>
      <AppealDialog
        key={String(open)}
        applicationId={applicationId}
        open={open}
        onClose={() => setOpen(false)}
      />
    </div>
  );
}

function AppealDialog(props: { applicationId: string; open: boolean; onClose: () => void }) {
  const create = useCreateAppeal();
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const formId = `appeal-${props.applicationId}`;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!note.trim()) {
      setProblem('Please say why the decision is wrong.');
      return;
    }
    create.mutate(
      { applicationId: props.applicationId, note: note.trim() },
      {
        onSuccess: () => {
          props.onClose();
          toast.success(APPEAL_MESSAGES.sentTitle, { description: APPEAL_MESSAGES.sent });
        },
        onError: (error) =>
          setProblem(isRefusal(error) ? error.message : 'Something went wrong. Please try again.'),
      },
    );
  }

  return (
    <Dialog
      open={props.open}
      onOpenChange={(open) => !open && !create.isPending && props.onClose()}
      title="Appeal this no-show"
      description="Tell the operations team what happened. You can appeal once, within 14 days."
      footer={
        <>
          <Button variant="secondary" disabled={create.isPending} onClick={props.onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={create.isPending}>
            {create.isPending ? 'Sending...' : 'Send appeal'}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit}>
        <TextAreaField
          label="What happened?"
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
