import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { RESET_TOKEN_TTL_MS } from '../../../shared/constants';
import type { Role } from '../../../shared/domain/roles';
import {
  FORGOT_PASSWORD_MESSAGES,
  forgotPasswordSchema,
  resolveUserType,
} from '../../../shared/schemas/support';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { TextField, useFieldProps } from '../../components/ui/form-field';
import { PageContainer, PageHeading, usePageMeta } from '../../components/ui/page';
import { ApiError } from '../../lib/api';
import { applyServerErrors } from '../../lib/form-errors';
import { toast } from '../../lib/toast';
import { forgotPasswordRequest } from './api/forgot-password';
import { BackToLogin, RecoveryFormActions } from './back-to-login';

const emailSchema = forgotPasswordSchema.pick({ email: true });
type EmailForm = { email: string };

const TTL_MINUTES = RESET_TOKEN_TTL_MS / 60_000;

/** /forgot-password?type=talent|manager (default talent): the form, then the sent confirmation (docs/product/recovery.md). */
export default function ForgotPasswordPage() {
  usePageMeta('Forgot Password?', 'Get an e-mail with a link to reset your TalentBridge password.');
  const [params] = useSearchParams();
  const userType = resolveUserType(params.get('type'));
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<EmailForm>({ resolver: zodResolver(emailSchema), defaultValues: { email: '' } });
  const { isSubmitting } = form.formState;
  const field = useFieldProps(form);

  const onSubmit = form.handleSubmit(
    async ({ email }) => {
      try {
        await forgotPasswordRequest({ email, userType });
        toast.success(FORGOT_PASSWORD_MESSAGES.sentTitle, { description: FORGOT_PASSWORD_MESSAGES.sent });
        setSentTo(email);
      } catch (error) {
        if (error instanceof ApiError && error.status === 400 && applyServerErrors(error, form.setError))
          return;
        toast.error(FORGOT_PASSWORD_MESSAGES.failureTitle, { description: FORGOT_PASSWORD_MESSAGES.failure });
      }
    },
    (invalid) => {
      if (invalid.email?.message === FORGOT_PASSWORD_MESSAGES.required)
        toast.error(FORGOT_PASSWORD_MESSAGES.requiredTitle, {
          description: FORGOT_PASSWORD_MESSAGES.required,
        });
    },
  );

  return (
    <PageContainer className="max-w-md">
      <Card>
        {sentTo ? (
          <SentConfirmation
            email={sentTo}
            userType={userType}
            onTryAgain={() => {
              setSentTo(null);
              // Back on the form, the cursor waits in the field (after React has put it back).
              setTimeout(() => form.setFocus('email'));
            }}
          />
        ) : (
          <>
            <CardHeader>
              <PageHeading className="text-2xl sm:text-2xl">Forgot Password?</PageHeading>
              <CardDescription>
                Enter the e-mail address of your {userType} account and we'll send you a link to reset your
                password.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <form
                onSubmit={onSubmit}
                noValidate
                className="flex flex-col gap-4"
                aria-label="Forgot password"
              >
                <TextField
                  label="Email Address"
                  type="email"
                  autoComplete="email"
                  inputMode="email"
                  required
                  {...field('email')}
                />
                <RecoveryFormActions
                  submitting={isSubmitting}
                  label="Send Reset Email"
                  busyLabel="Sending..."
                  userType={userType}
                />
              </form>
            </CardContent>
          </>
        )}
      </Card>
    </PageContainer>
  );
}

function SentConfirmation(props: { email: string; userType: Role; onTryAgain: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form is gone; take keyboard and screen-reader focus to what replaced it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <>
      <CardHeader className="items-center text-center">
        <span className="flex h-14 w-14 items-center justify-center rounded-full bg-emerald-50">
          <MailCheck aria-hidden="true" className="h-7 w-7 text-emerald-700" />
        </span>
        <PageHeading className="mt-2 text-2xl outline-none sm:text-2xl">
          <span ref={heading} tabIndex={-1} className="outline-none">
            Check Your Email
          </span>
        </PageHeading>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 text-center">
        <p className="text-slate-700">
          If an account exists for <strong className="break-all text-slate-900">{props.email}</strong>, we've
          sent it a link to reset your password. The link works once, for {TTL_MINUTES} minutes.
        </p>
        <p className="text-sm text-slate-600">Check your spam folder or try again in a few minutes</p>
        <Button variant="secondary" onClick={props.onTryAgain}>
          Try Different Email
        </Button>
        <BackToLogin userType={props.userType} />
      </CardContent>
    </>
  );
}
