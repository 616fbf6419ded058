import { LogIn, Store } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { PageContainer, PageHeading, usePageMeta } from '../../components/ui/page';

export default function RetailManagerAuthPage() {
  usePageMeta('Manager Access', 'Log in or sign up to post shifts on TalentBridge.');
  return (
    <PageContainer className="max-w-3xl">
      <PageHeading className="text-center">Manager Access</PageHeading>
      <p className="mt-2 text-center text-slate-700">Post shifts and get them covered by vetted talent.</p>
      <div className="mt-8 grid gap-6 sm:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Existing Manager</CardTitle>
            <CardDescription>Log in to your dashboard.</CardDescription>
          </CardHeader>
          <CardContent>
            <Button asChild className="w-full">
              <Link to="/manager-login">
                <LogIn aria-hidden="true" className="h-4 w-4" />
                Log In
              </Link>
            </Button>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>New Manager</CardTitle>
            <CardDescription>Register your business in a couple of minutes.</CardDescription>
          </CardHeader>
          <CardContent>
            <Button asChild variant="secondary" className="w-full">
              <Link to="/business">
                <Store aria-hidden="true" className="h-4 w-4" />
                Sign Up
              </Link>
            </Button>
          </CardContent>
        </Card>
      </div>
    </PageContainer>
  );
}
