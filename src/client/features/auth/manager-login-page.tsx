import { Link } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { PageContainer, PageHeading, usePageMeta } from '../../components/ui/page';
import { LoginForm } from './login-form';

export default function ManagerLoginPage() {
  usePageMeta('Manager Login', 'Log in to manage your shifts on TalentBridge.');
  return (
    <PageContainer className="max-w-md">
      <Card>
        <CardHeader>
          <PageHeading className="text-2xl sm:text-2xl">Manager Login</PageHeading>
          <CardDescription>Log in to post shifts and review applicants.</CardDescription>
        </CardHeader>
        <CardContent>
          <LoginForm
            accountType="manager"
            forgotPasswordHref="/forgot-password?type=manager"
            footer={
              <span className="text-slate-700">
                New here?{' '}
                <Link to="/business" className="text-brand-700 underline underline-offset-4">
                  Sign up
                </Link>
              </span>
            }
          />
          <p className="mt-4 text-sm text-slate-700">
            Locked out?{' '}
            <Link to="/forgot-password?type=manager" className="text-brand-700 underline">
              Reset Password
            </Link>
          </p>
        </CardContent>
      </Card>
    </PageContainer>
  );
}
