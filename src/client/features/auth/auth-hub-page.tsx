import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { PageContainer, PageHeading, usePageMeta } from '../../components/ui/page';

export default function AuthHubPage() {
  usePageMeta('Log in or sign up', 'Choose how you use TalentBridge.');
  return (
    <PageContainer className="max-w-3xl">
      <PageHeading className="text-center">Log in or sign up</PageHeading>
      <div className="mt-8 grid gap-6 sm:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Managers</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-3">
            <Button asChild>
              <Link to="/manager-login">Existing Manager Login</Link>
            </Button>
            <Button asChild variant="secondary">
              <Link to="/business">New Manager Signup</Link>
            </Button>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Talent</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-3">
            <Button asChild>
              <Link to="/onboarding">Create your profile</Link>
            </Button>
            <Button asChild variant="secondary">
              <Link to="/shifts">View shifts</Link>
            </Button>
          </CardContent>
        </Card>
      </div>
    </PageContainer>
  );
}
