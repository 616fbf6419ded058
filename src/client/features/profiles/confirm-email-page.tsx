import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import {
  emailChangeConfirmSchema,
  ACCOUNT_CHANGE_MESSAGES as MSG,
} from '../../../shared/schemas/email-change';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { PageContainer, PageHeading, usePageMeta } from '../../components/ui/page';
import { StateMessage } from '../../components/ui/state-message';
import { isRefusal } from '../../lib/api';
import { sessionQueryKey } from '../../lib/session';
import { confirmEmailChangeRequest } from './api/confirm-email-change';
import { myProfileKey } from './api/talent-profile';

type Outcome =
  | { kind: 'done'; email: string; keptSession: boolean }
  | { kind: 'error'; title: string; message: string };

/**
 * /confirm-email#token=…: the link sent to a new e-mail address. The token is read from the
 * fragment, which browsers never send, and posted only when the person presses the button, so a mail scanner
 * that merely opens the link changes nothing.
 */
export default function ConfirmEmailPage() {
  usePageMeta('Confirm your new e-mail', 'Confirm the new e-mail address of your TalentBridge account.');
  const { hash, search } = useLocation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const token = useMemo(() => {
    const fragment = new URLSearchParams(hash.replace(/^#/, ''));
    const parsed = emailChangeConfirmSchema.safeParse({
      token: fragment.get('token') ?? new URLSearchParams(search).get('token') ?? undefined,
    });
    return parsed.success ? parsed.data.token : null;
  }, [hash, search]);

  const confirm = async () => {
    if (!token) return;
    setBusy(true);
    try {
      const result = await confirmEmailChangeRequest({ token });
      setOutcome({ kind: 'done', email: result.email, keptSession: result.keptSession });
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      await queryClient.invalidateQueries({ queryKey: myProfileKey });
    } catch (error) {
      const known = isRefusal(error);
      setOutcome({
        kind: 'error',
        title: known ? (error.title ?? MSG.invalidLinkTitle) : 'Something went wrong',
        message: known ? error.message : 'Please try again in a moment.',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageContainer className="max-w-md">
      <Card>
        <CardHeader>
          <PageHeading className="text-2xl sm:text-2xl">Confirm your new e-mail</PageHeading>
          <CardDescription>Your account starts using the new address once you confirm it.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {!token ? (
            <StateMessage kind="error" title={MSG.invalidLinkTitle}>
              {MSG.invalidLink}
            </StateMessage>
          ) : outcome?.kind === 'done' ? (
            <StateMessage title={MSG.confirmedTitle}>{MSG.confirmed(outcome.email)}</StateMessage>
          ) : outcome?.kind === 'error' ? (
            <StateMessage kind="error" title={outcome.title}>
              {outcome.message}
            </StateMessage>
          ) : (
            <Button onClick={confirm} disabled={busy}>
              {busy ? 'Confirming...' : 'Confirm new e-mail'}
            </Button>
          )}
          {outcome?.kind === 'done' && !outcome.keptSession ? (
            <Button asChild>
              <Link to="/talent-auth">Log In</Link>
            </Button>
          ) : outcome || !token ? (
            <Button asChild variant="secondary">
              <Link to="/talent-profile">Go to your profile</Link>
            </Button>
          ) : null}
        </CardContent>
      </Card>
    </PageContainer>
  );
}
