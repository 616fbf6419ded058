import { Reply } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { DEV_REPLY_LIMITS } from '../../../shared/schemas/dev-reply';
import { Button } from '../../components/ui/button';
import { InlineFieldForm } from '../../components/ui/inline-field-form';
import { isRefusal } from '../../lib/api';
import { useReplyAsNumber } from './api/reply-as-number';

/**
 * 'Reply as this number' under a text in the development inbox: sends a text from the recipient's
 * number through the real inbound handler (YES, NO, STOP ...); the text and our answer then appear in the inbox.
 */
export function ReplyAsNumber({ phone }: { phone: string }) {
  const [open, setOpen] = useState(false);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [answer, setAnswer] = useState<string | null>(null);
  const reply = useReplyAsNumber();
  const formId = useId();

  function send(event: FormEvent) {
    event.preventDefault();
    if (!body.trim()) return setError('Type a reply.');
    setError(undefined);
    reply.mutate(
      { from: phone, body },
      {
        onSuccess: (result) => {
          setBody('');
          setAnswer(result.reply ?? 'Sent. No answer (ordinary text is not answered).');
        },
        onError: (e) => setError(isRefusal(e) ? e.message : 'The reply could not be sent.'),
      },
    );
  }

  return (
    <div className="mt-3 border-t border-slate-100 pt-3">
      <Button
        variant="secondary"
        aria-expanded={open}
        aria-controls={formId}
        onClick={() => setOpen((o) => !o)}
      >
        <Reply aria-hidden="true" className="h-4 w-4" />
        Reply as this number
      </Button>
      {open ? (
        <div id={formId} className="mt-3">
          <InlineFieldForm
            label={`Reply from ${phone}`}
            hint="YES, NO, YES <code>, STOP, HELP ... goes through the same handler as a real text."
            value={body}
            maxLength={DEV_REPLY_LIMITS.body}
            autoComplete="off"
            error={error}
            onValueChange={setBody}
            onSubmit={send}
            submit={{ label: 'Send reply', pending: reply.isPending, pendingLabel: 'Sending...' }}
          />
          {/* Our answer, announced once per reply. */}
          <p role="status" className="mt-2 text-sm text-slate-700">
            {answer ? `Answer: ${answer}` : ''}
          </p>
        </div>
      ) : null}
    </div>
  );
}
