// /suspension-appeal#token=… (docs/product/accounts.md, "Suspended accounts"): the link of the suspension e-mail.
// A suspended account cannot sign in, so the signed token proves who appeals; the note is sent once. Lazy-loaded.
import { type FormEvent, useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { APPEALS } from '../../../shared/constants';
import { SUSPENSION_MESSAGES } from '../../../shared/marketplace/suspension-messages';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { TextAreaField } from '../../components/ui/form-field';
import { PageContainer, PageHeading, usePageMeta } from '../../components/ui/page';
import { api, isRefusal } from '../../lib/api';

export default function SuspensionAppealPage() {
  usePageMeta('Appeal a suspension', 'Tell the operations team why your account should not be suspended.');
  const { hash } = useLocation();
  const token = useMemo(() => new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '', [hash]);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [done, setDone] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!note.trim()) {
      setProblem(SUSPENSION_MESSAGES.appealNoteRequired);
      return;
    }
    setProblem(undefined);
    setSending(true);
    try {
      const answer = await api<{ message: string }>('/suspension-appeals', {
        method: 'POST',
        body: { token, note: note.trim() },
      });
      setDone(answer.message);
    } catch (error) {
      setProblem(isRefusal(error) ? error.message : 'Something went wrong. Please try again.');
    } finally {
      setSending(false);
    }
  }

  return (
    <PageContainer className="max-w-xl">
      <Card>
        <CardHeader>
          <PageHeading className="text-2xl sm:text-2xl">Appeal a suspension</PageHeading>
          <CardDescription>
            Tell us why the suspension is wrong. The operations team replies by e-mail.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {!token ? (
            <p role="alert">
              {SUSPENSION_MESSAGES.appealLinkInvalid}{' '}
              <Link to="/help-center">Help center and contact form</Link>
            </p>
          ) : done ? (
            <p role="status" className="rounded-md bg-emerald-50 p-3 font-medium">
              {done}
            </p>
          ) : (
            <form onSubmit={submit} noValidate className="flex flex-col gap-3" aria-label="Appeal">
              <TextAreaField
                label="Why the suspension is wrong"
                maxLength={APPEALS.noteMaxLength}
                value={note}
                error={problem}
                onChange={(event) => setNote(event.target.value)}
              />
              <div>
                <Button type="submit" disabled={sending}>
                  Send appeal
                </Button>
              </div>
            </form>
          )}
        </CardContent>
      </Card>
    </PageContainer>
  );
}
