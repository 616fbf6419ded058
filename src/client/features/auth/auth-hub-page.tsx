import { LinkButton } from '../../components/ui/link-button';
import { PageContainer, PageHeading, usePageMeta } from '../../components/ui/page';
import { ChoiceCard } from './choice-card';

export default function AuthHubPage() {
  usePageMeta('Log in or sign up', 'Choose how you use TalentBridge.');
  return (
    <PageContainer className="max-w-3xl">
      <PageHeading className="text-center">Log in or sign up</PageHeading>
      <div className="mt-8 grid gap-6 sm:grid-cols-2">
        <ChoiceCard title="Managers">
          <LinkButton to="/manager-login">Existing Manager Login</LinkButton>
          <LinkButton to="/business" variant="secondary">
            New Manager Signup
          </LinkButton>
        </ChoiceCard>
        <ChoiceCard title="Talent">
          <LinkButton to="/onboarding">Create your profile</LinkButton>
          <LinkButton to="/shifts" variant="secondary">
            View shifts
          </LinkButton>
        </ChoiceCard>
      </div>
    </PageContainer>
  );
}
