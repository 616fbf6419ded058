// One item's decision on a queue page (docs/product/operations.md, "Queues"): the reason (for 'Reply', the reply
// sent), the queue's decisions as buttons, and for "Use the worker's times" optional times entered by staff.
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { OPS_QUEUE_MESSAGES, OPS_QUEUES } from '../../../shared/domain/ops-queues';
import { Button } from '../../components/ui/button';
import { TextAreaField, TextField } from '../../components/ui/form-field';
import { isRefusal } from '../../lib/api';
import { toast } from '../../lib/toast';
import { type OpsQueueDecided, useDecideQueueItem } from './api';

type Props = { queue: string; id: string; decisions: { value: string; label: string }[] };

export function DecisionForm({ queue, id, decisions }: Props) {
  const decide = useDecideQueueItem(queue, id);
  const [reason, setReason] = useState('');
  const [times, setTimes] = useState({ checkInAt: '', checkOutAt: '' });
  const [problem, setProblem] = useState<string | undefined>();
  const [done, setDone] = useState<OpsQueueDecided | null>(null);
  const replying = queue === 'contact-messages';

  function send(decision: { value: string; label: string }) {
    if (!reason.trim()) {
      setProblem(
        decision.value === 'reply' ? OPS_QUEUE_MESSAGES.replyRequired : OPS_QUEUE_MESSAGES.reasonRequired,
      );
      return;
    }
    setProblem(undefined);
    const entered = decision.value === 'worker_times' && times.checkInAt && times.checkOutAt ? times : {};
    decide.mutate(
      { decision: decision.value as never, reason: reason.trim(), ...entered },
      {
        onSuccess: (result) => {
          setDone(result);
          toast.success(`${decision.label}: done`);
        },
        onError: (error) =>
          setProblem(isRefusal(error) ? error.message : 'Something went wrong. Please try again.'),
      },
    );
  }

  if (done)
    return (
      <p role="status" className="mt-3 rounded-md bg-slate-100 p-2 text-sm font-medium">
        Decided.{' '}
        {done.link ? (
          <Link to={done.link} className="text-brand-800 underline">
            Open the account
          </Link>
        ) : null}
      </p>
    );
  return (
    <form className="mt-3 flex flex-col gap-2" noValidate onSubmit={(e: FormEvent) => e.preventDefault()}>
      <TextAreaField
        label={replying ? 'Reply (sent by e-mail) or reason' : 'Reason (the people concerned see it)'}
        maxLength={OPS_QUEUES.reasonMaxLength}
        value={reason}
        error={problem}
        onChange={(event) => setReason(event.target.value)}
      />
      {queue === 'timesheet-disputes' ? (
        <div className="grid gap-2 sm:grid-cols-2">
          <TextField
            label="Worker's check-in (optional)"
            type="datetime-local"
            value={times.checkInAt}
            onChange={(event) => setTimes({ ...times, checkInAt: event.target.value })}
          />
          <TextField
            label="Worker's check-out (optional)"
            type="datetime-local"
            value={times.checkOutAt}
            onChange={(event) => setTimes({ ...times, checkOutAt: event.target.value })}
          />
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {decisions.map((decision, index) => (
          <Button
            key={decision.value}
            variant={index === 0 ? 'primary' : 'secondary'}
            disabled={decide.isPending}
            onClick={() => send(decision)}
          >
            {decision.label}
          </Button>
        ))}
      </div>
    </form>
  );
}
