// /verify-email#token=… (docs/product/operations.md, "Vetting"): the link sent from the worker's checklist. The token
// is read from the fragment and posted only when the button is pressed, so a mail scanner opening the link does nothing.
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import { VETTING_MESSAGES as MSG } from '../../../shared/marketplace/vetting-messages';
import { EmailLinkPage } from '../../components/account/email-link-page';
import { usePageMeta } from '../../components/ui/page';
import { StateMessage } from '../../components/ui/state-message';
import { confirmEmailVerification, myVettingKey } from '../../components/vetting/vetting-api';

export default function VerifyEmailPage() {
  usePageMeta('Verify your e-mail', 'Verify the e-mail address of your TalentBridge profile.');
  const { hash } = useLocation();
  const client = useQueryClient();
  const token = useMemo(() => new URLSearchParams(hash.replace(/^#/, '')).get('token'), [hash]);

  return (
    <EmailLinkPage
      heading="Verify your e-mail"
      description="It is one of the checks on your profile."
      token={token}
      messages={MSG}
      button={{ label: 'Verify e-mail', busyLabel: 'Verifying...' }}
      submit={confirmEmailVerification}
      onDone={() => client.invalidateQueries({ queryKey: myVettingKey })}
      done={(result) => (
        <StateMessage title="E-mail verified">
          {result.email} is verified. <Link to="/worker-dashboard">Back to your dashboard</Link>
        </StateMessage>
      )}
    />
  );
}
