import { Link, useNavigate } from 'react-router';
import { OtherAccountNotice } from '../../components/account/other-account-notice';
import { PhoneVerificationCard } from '../../components/phone-verification/phone-verification-card';
import { BlockedList } from '../../components/trust/blocked-list';
import { Button } from '../../components/ui/button';
import { PageContainer, PageHeading, usePageMeta } from '../../components/ui/page';
import { Spinner } from '../../components/ui/spinner';
import { useRequireRole } from '../../lib/use-require-role';
import { useMyProfile } from './api/talent-profile';
import { MissingDetailsChecklist } from './missing-details-checklist';
import { PendingEmailNotice } from './pending-email-notice';
import { ProfileCard } from './profile-card';

export default function TalentProfilePage() {
  usePageMeta('My Profile', 'Your TalentBridge worker card.');
  const navigate = useNavigate();
  // Without a (talent) session go to /talent-auth (docs/product/profiles.md).
  const access = useRequireRole('talent', '/talent-auth');
  const profile = useMyProfile(access.state === 'allowed');

  if (access.state === 'other-account')
    return <OtherAccountNotice pageFor="talent" signedInAs={access.signedInAs} />;
  if (access.state === 'checking' || profile.isPending) return <Spinner label="Loading your profile..." />;
  if (profile.isError)
    return (
      <PageContainer className="max-w-md text-center">
        <PageHeading>Profile not found</PageHeading>
        <p className="mt-2 text-slate-700">We could not load your profile.</p>
        <Button className="mt-6" onClick={() => navigate(-1)}>
          Go Back
        </Button>
      </PageContainer>
    );

  return (
    <PageContainer className="max-w-3xl">
      <PageHeading className="text-center">My Profile</PageHeading>
      {!profile.data.approved ? (
        <p
          role="status"
          className="mx-auto mt-3 max-w-md rounded-md bg-amber-50 px-3 py-2 text-center text-sm text-amber-900"
        >
          Your profile is waiting for approval.
        </p>
      ) : null}
      <div className="mx-auto mt-3 max-w-md">
        <PendingEmailNotice pending={profile.data.pendingEmailChange} />
      </div>
      <div className="mt-6">
        <MissingDetailsChecklist profile={profile.data} />
      </div>
      <div className="mt-6">
        <PhoneVerificationCard />
      </div>
      <div className="mt-6">
        <ProfileCard profile={profile.data} />
      </div>
      {/* 'Hidden businesses', to undo 'Hide this business' (docs/product/trust.md, "Favourites and blocks"). */}
      <BlockedList kind="businesses" />
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Button asChild>
          <Link to="/talent-onboarding">Update Profile</Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to="/worker-dashboard">Dashboard</Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to="/shifts">Find Shifts</Link>
        </Button>
      </div>
    </PageContainer>
  );
}
