import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import {
  emailChangeConfirmSchema,
  ACCOUNT_CHANGE_MESSAGES as MSG,
} from '../../../shared/schemas/email-change';
import { EmailLinkPage } from '../../components/account/email-link-page';
import { Button } from '../../components/ui/button';
import { usePageMeta } from '../../components/ui/page';
import { StateMessage } from '../../components/ui/state-message';
import { sessionQueryKey } from '../../lib/session';
import { confirmEmailChangeRequest } from './api/confirm-email-change';
import { myProfileKey } from './api/talent-profile';

/**
 * /confirm-email#token=…: the link sent to a new e-mail address. The token is read from the
 * fragment, which browsers never send, and posted only when the person presses the button, so a mail scanner
 * that merely opens the link changes nothing.
 */
export default function ConfirmEmailPage() {
  usePageMeta('Confirm your new e-mail', 'Confirm the new e-mail address of your TalentBridge account.');
  const { hash, search } = useLocation();
  const queryClient = useQueryClient();
  const token = useMemo(() => {
    const fragment = new URLSearchParams(hash.replace(/^#/, ''));
    const parsed = emailChangeConfirmSchema.safeParse({
      token: fragment.get('token') ?? new URLSearchParams(search).get('token') ?? undefined,
    });
    return parsed.success ? parsed.data.token : null;
  }, [hash, search]);

  return (
    <EmailLinkPage
      heading="Confirm your new e-mail"
      description="Your account starts using the new address once you confirm it."
      token={token}
      messages={MSG}
      button={{ label: 'Confirm new e-mail', busyLabel: 'Confirming...' }}
      submit={(linkToken) => confirmEmailChangeRequest({ token: linkToken })}
      onDone={async () => {
        await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
        await queryClient.invalidateQueries({ queryKey: myProfileKey });
      }}
      done={(result) => <StateMessage title={MSG.confirmedTitle}>{MSG.confirmed(result.email)}</StateMessage>}
      footer={(outcome) =>
        outcome?.kind === 'done' && !outcome.result.keptSession ? (
          <Button asChild>
            <Link to="/talent-auth">Log In</Link>
          </Button>
        ) : outcome || !token ? (
          <Button asChild variant="secondary">
            <Link to="/talent-profile">Go to your profile</Link>
          </Button>
        ) : null
      }
    />
  );
}
