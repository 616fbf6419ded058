import { LogIn, Store } from 'lucide-react';
import { LinkButton } from '../../components/ui/link-button';
import { PageContainer, PageHeading, usePageMeta } from '../../components/ui/page';
import { ChoiceCard } from './choice-card';

export default function RetailManagerAuthPage() {
  usePageMeta('Manager Access', 'Log in or sign up to post shifts on TalentBridge.');
  return (
    <PageContainer className="max-w-3xl">
      <PageHeading className="text-center">Manager Access</PageHeading>
      <p className="mt-2 text-center text-slate-700">Post shifts and get them covered by vetted talent.</p>
      <div className="mt-8 grid gap-6 sm:grid-cols-2">
        <ChoiceCard title="Existing Manager" description="Log in to your dashboard.">
          <LinkButton to="/manager-login" icon={LogIn} className="w-full">
            Log In
          </LinkButton>
        </ChoiceCard>
        <ChoiceCard title="New Manager" description="Register your business in a couple of minutes.">
          <LinkButton to="/business" icon={Store} variant="secondary" className="w-full">
            Sign Up
          </LinkButton>
        </ChoiceCard>
      </div>
    </PageContainer>
  );
}
