import { Scale } from 'lucide-react';
import { useState } from 'react';
import { isAppealWindowOpen } from '../../../shared/domain/appeals';
import { APPEAL_MESSAGES } from '../../../shared/marketplace/manager-attendance-messages';
import type { MyApplicationDto } from '../../../shared/marketplace/types';
import type { AppealDto } from '../../../shared/schemas/responses/manager-attendance';
import { AppealDialog } from '../../components/appeals/appeal-dialog';
import { Button } from '../../components/ui/button';
import { toast } from '../../lib/toast';
import { useNow } from '../../lib/use-now';
import { useCreateAppeal, useMyAppeals } from './api/appeals';

const DECIDED: Record<Exclude<AppealDto['status'], 'open'>, string> = {
  upheld: 'Appeal upheld — the no-show was removed.',
  dismissed: 'Appeal dismissed — the no-show stands.',
};

/**
 * A no-show's card in History (docs/product/attendance.md, "Appeals"): 'Appeal' within 14 days of the decision, a
 * dialog with a note, then 'Appeal sent — the operations team will decide.' (decided in the console).
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
      <NoShowAppealDialog
        key={String(open)}
        applicationId={applicationId}
        open={open}
        onClose={() => setOpen(false)}
      />
    </div>
  );
}

function NoShowAppealDialog(props: { applicationId: string; open: boolean; onClose: () => void }) {
  const create = useCreateAppeal();
  return (
    <AppealDialog
      id={props.applicationId}
      open={props.open}
      title="Appeal this no-show"
      noteLabel="What happened?"
      pending={create.isPending}
      send={(note) => create.mutateAsync({ applicationId: props.applicationId, note })}
      onSent={() => {
        props.onClose();
        toast.success(APPEAL_MESSAGES.sentTitle, { description: APPEAL_MESSAGES.sent });
      }}
      onClose={props.onClose}
    />
  );
}
