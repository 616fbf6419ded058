import { ArrowLeft, LogIn, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { LinkButton } from '../../components/ui/link-button';
import { PageContainer, PageHeading, usePageMeta } from '../../components/ui/page';
import { safeReturnPath } from '../../lib/return-to';
import { useSession } from '../../lib/session';
import { ChoiceCard } from './choice-card';
import { LoginForm } from './login-form';

export default function TalentAuthPage() {
  usePageMeta(
    'Shift Talent — Log in or create your profile',
    'Log in to TalentBridge or create your shift worker profile.',
  );
  const { user } = useSession();
  // A page that asked to sign in first (the check-in link) is where the person goes back to; they came to log in.
  const [params] = useSearchParams();
  const next = safeReturnPath(params.get('next'));
  const [showLogin, setShowLogin] = useState(next !== null);
  if (user?.userType === 'talent') return <Navigate to={next ?? '/worker-dashboard'} replace />;

  return (
    <PageContainer className="max-w-3xl">
      <PageHeading className="text-center">Welcome, Shift Talent</PageHeading>
      <p className="mt-2 text-center text-slate-700">Find flexible retail and restaurant shifts near you.</p>
      {showLogin ? (
        <Card className="mx-auto mt-8 max-w-md">
          <CardHeader>
            <CardTitle>Log In</CardTitle>
            <CardDescription>Welcome back. Sign in to see your shifts.</CardDescription>
          </CardHeader>
          <CardContent>
            <LoginForm accountType="talent" forgotPasswordHref="/forgot-password?type=talent" next={next} />
            <Button variant="ghost" className="mt-4 w-full" onClick={() => setShowLogin(false)}>
              <ArrowLeft aria-hidden="true" className="h-4 w-4" />
              Back to options
            </Button>
          </CardContent>
        </Card>
      ) : (
        <div className="mt-8 grid gap-6 sm:grid-cols-2">
          <ChoiceCard
            title="Existing User"
            description="Already have a profile? Log in to browse and manage your shifts."
          >
            <Button className="w-full" onClick={() => setShowLogin(true)}>
              <LogIn aria-hidden="true" className="h-4 w-4" />
              Log In
            </Button>
          </ChoiceCard>
          <ChoiceCard
            title="New User"
            description="Create your profile in a few minutes and start applying for shifts."
          >
            <LinkButton
              to="/talent-onboarding?new=true"
              icon={UserPlus}
              variant="secondary"
              className="w-full"
            >
              Create Profile
            </LinkButton>
          </ChoiceCard>
        </div>
      )}
    </PageContainer>
  );
}
