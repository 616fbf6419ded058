import { Link } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { PageContainer, PageHeading, usePageMeta } from '../../components/ui/page';
import { LoginForm } from './login-form';

function AsideLink({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} className="text-brand-700 underline underline-offset-4">
      {children}
    </Link>
  );
}

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
                New here? <AsideLink to="/business">Sign up</AsideLink>
              </span>
            }
          />
          <p className="mt-4 text-sm text-slate-700">
            Locked out? <AsideLink to="/forgot-password?type=manager">Reset Password</AsideLink>
          </p>
        </CardContent>
      </Card>
    </PageContainer>
  );
}
