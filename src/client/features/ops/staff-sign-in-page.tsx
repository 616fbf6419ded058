// /ops/sign-in (docs/product/operations.md, "Signing in"): password, then the second factor; lazy-loaded.
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { TextField } from '../../components/ui/form-field';
import { PageContainer, PageHeading, usePageMeta } from '../../components/ui/page';
import { ApiError } from '../../lib/api';
import { setSessionUser, useSession } from '../../lib/session';
import { type StaffSignedIn, staffPasswordStep } from './ops-api';
import { RecoveryCodes, SecondFactorStep } from './second-factor-step';

type Step =
  | { kind: 'password' }
  | { kind: 'code'; stage: 'enrol' | 'verify' }
  | { kind: 'codes'; codes: string[] };

export default function StaffSignInPage() {
  usePageMeta('Staff sign-in', 'Sign in to the TalentBridge operations console.');
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { user } = useSession();
  const alreadySignedIn = user?.userType === 'ops' && step.kind === 'password';
  useEffect(() => {
    if (alreadySignedIn) navigate('/ops', { replace: true });
  }, [alreadySignedIn, navigate]);

  const submitPassword = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const answer = await staffPasswordStep(email, password);
      if (answer.user) navigate('/ops');
      else if ('secondFactor' in answer) setStep({ kind: 'code', stage: answer.secondFactor });
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'Login failed. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  const signedIn = (answer: StaffSignedIn) => {
    setSessionUser(answer.user);
    if (answer.recoveryCodes?.length) setStep({ kind: 'codes', codes: answer.recoveryCodes });
    else navigate('/ops');
  };
  const restart = useCallback((message: string) => {
    setError(message);
    setPassword('');
    setStep({ kind: 'password' });
  }, []);

  return (
    <PageContainer className="max-w-md">
      <Card>
        <CardHeader>
          <PageHeading className="text-2xl sm:text-2xl">Staff sign-in</PageHeading>
          <CardDescription>
            {step.kind === 'password'
              ? 'Operations staff only.'
              : step.kind === 'codes'
                ? 'Authenticator set up.'
                : 'Second step: your authenticator.'}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {step.kind === 'password' && (
            <form
              onSubmit={submitPassword}
              noValidate
              className="flex flex-col gap-4"
              aria-label="Staff sign-in"
            >
              {error && (
                <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
                  {error}
                </p>
              )}
              <TextField
                label="Email"
                type="email"
                autoComplete="username"
                required
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
              <TextField
                label="Password"
                type="password"
                autoComplete="current-password"
                required
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
              <Button type="submit" disabled={busy}>
                {busy ? 'Signing in...' : 'Sign in'}
              </Button>
            </form>
          )}
          {step.kind === 'code' && (
            <SecondFactorStep stage={step.stage} onSignedIn={signedIn} onRestart={restart} />
          )}
          {step.kind === 'codes' && <RecoveryCodes codes={step.codes} onDone={() => navigate('/ops')} />}
        </CardContent>
      </Card>
    </PageContainer>
  );
}
