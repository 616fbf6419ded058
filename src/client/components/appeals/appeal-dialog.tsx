// The appeal dialog (docs/product/attendance.md, "Appeals"; docs/product/trust.md, "Reliability"): a required note,
// sent once; used by the worker's no-show card and by the marks on 'My reliability'.
import { type FormEvent, useState } from 'react';
import { APPEALS } from '../../../shared/constants';
import { isRefusal } from '../../lib/api';
import { FormDialog } from '../ui/form-dialog';
import { TextAreaField } from '../ui/form-field';

type Props = {
  /** Unique on the page: the form's id. */
  id: string;
  open: boolean;
  title: string;
  noteLabel: string;
  sendLabel?: string;
  pending: boolean;
  /** Sends the note; rejects with the server's refusal, which the dialog shows under the note. */
  send: (note: string) => Promise<unknown>;
  onSent: () => void;
  onClose: () => void;
};

export function AppealDialog(props: Props) {
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const formId = `appeal-${props.id}`;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!note.trim()) {
      setProblem('Please say why the decision is wrong.');
      return;
    }
    props
      .send(note.trim())
      .then(props.onSent, (error: unknown) =>
        setProblem(isRefusal(error) ? error.message : 'Something went wrong. Please try again.'),
      );
  }

  return (
    <FormDialog
      open={props.open}
      title={props.title}
      description="Tell the operations team what happened. You can appeal once, within 14 days."
      formId={formId}
      onSubmit={submit}
      pending={props.pending}
      submitLabel={props.sendLabel ?? 'Send appeal'}
      pendingLabel="Sending..."
      onClose={props.onClose}
    >
      <TextAreaField
        label={props.noteLabel}
        required
        maxLength={APPEALS.noteMaxLength}
        value={note}
        error={problem}
        onChange={(event) => setNote(event.target.value)}
      />
    </FormDialog>
  );
}
