import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { TALENT_FORM_MESSAGES as M } from '../../../shared/schemas/accounts';
import { PageContainer, usePageMeta } from '../../components/ui/page';
import { Spinner } from '../../components/ui/spinner';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toast';
import { myProfileKey, useMyProfile } from './api/talent-profile';
import { TalentProfileForm } from './talent-profile-form';

/** /talent-onboarding, /onboarding and /profile: create mode, or edit mode when a profile loads (docs/product/profiles.md). */
export default function TalentOnboardingPage() {
  const [params] = useSearchParams();
  const forceNew = params.get('new') === 'true';
  const { user, isLoading: sessionLoading } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const canEdit = !forceNew && user?.userType === 'talent';
  const profile = useMyProfile(canEdit);
  usePageMeta(
    canEdit ? 'Update your profile' : 'Create your talent profile',
    'Build your TalentBridge shift worker profile.',
  );

  useEffect(() => {
    // ?new=true forces create mode and clears the cached profile (docs/product/profiles.md, "Onboarding").
    if (forceNew) queryClient.removeQueries({ queryKey: myProfileKey });
  }, [forceNew, queryClient]);

  useEffect(() => {
    if (canEdit && profile.isError) {
      toast.error(M.loadErrorTitle, { description: M.loadError });
      navigate('/talent-auth');
    }
  }, [canEdit, profile.isError, navigate]);

  if (sessionLoading || (canEdit && profile.isPending)) return <Spinner label="Loading your profile..." />;
  return (
    <PageContainer className="max-w-3xl">
      <TalentProfileForm key={profile.data?.id ?? 'new'} existing={canEdit ? (profile.data ?? null) : null} />
    </PageContainer>
  );
}
