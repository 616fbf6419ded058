// /verify-email#token=… (docs/product/operations.md, "Vetting"): the link sent from the worker's checklist. The token
// is read from the fragment and posted only when the button is pressed, so a mail scanner opening the link does nothing.
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { VETTING_MESSAGES as MSG } from '../../../shared/marketplace/vetting-messages';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { PageContainer, PageHeading, usePageMeta } from '../../components/ui/page';
import { StateMessage } from '../../components/ui/state-message';
import { confirmEmailVerification, myVettingKey } from '../../components/vetting/vetting-api';
import { isRefusal } from '../../lib/api';

type Outcome = { kind: 'done'; email: string } | { kind: 'error'; title: string; message: string };

/** The server's own words for a used, unknown or expired link; a generic line for anything else. */
function refusalOutcome(error: unknown): Outcome {
  if (!isRefusal(error))
    return { kind: 'error', title: 'Something went wrong', message: 'Please try again in a moment.' };
  return { kind: 'error', title: error.title ?? MSG.invalidLinkTitle, message: error.message };
}

export default function VerifyEmailPage() {
  usePageMeta('Verify your e-mail', 'Verify the e-mail address of your TalentBridge profile.');
  const { hash } = useLocation();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const token = useMemo(() => new URLSearchParams(hash.replace(/^#/, '')).get('token'), [hash]);

  const verify = async () => {
    if (!token) return;
    setBusy(true);
    try {
      const result = await confirmEmailVerification(token);
      setOutcome({ kind: 'done', email: result.email });
      await client.invalidateQueries({ queryKey: myVettingKey });
    } catch (error) {
      setOutcome(refusalOutcome(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageContainer className="max-w-md">
      <Card>
        <CardHeader>
          <PageHeading className="text-2xl sm:text-2xl">Verify your e-mail</PageHeading>
          <CardDescription>It is one of the checks on your profile.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {!token ? (
            <StateMessage kind="error" title={MSG.invalidLinkTitle}>
              {MSG.invalidLink}
            </StateMessage>
          ) : outcome?.kind === 'done' ? (
            <StateMessage title="E-mail verified">
              {outcome.email} is verified. <Link to="/worker-dashboard">Back to your dashboard</Link>
            </StateMessage>
          ) : outcome?.kind === 'error' ? (
            <StateMessage kind="error" title={outcome.title}>
              {outcome.message}
            </StateMessage>
          ) : (
            <Button onClick={verify} disabled={busy}>
              {busy ? 'Verifying...' : 'Verify e-mail'}
            </Button>
          )}
        </CardContent>
      </Card>
    </PageContainer>
  );
}
