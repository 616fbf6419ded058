import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '../../../shared/constants';
import type { Role } from '../../../shared/domain/roles';
import {
  RESET_PASSWORD_MESSAGES as MSG,
  type ResetLink,
  type ResetPasswordInput,
  resetLinkSchema,
  resetPasswordSchema,
} from '../../../shared/schemas/support';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { TextField, useFieldProps } from '../../components/ui/form-field';
import { PageContainer, PageHeading, usePageMeta } from '../../components/ui/page';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api';
import { applyServerErrors } from '../../lib/form-errors';
import { sessionQueryKey } from '../../lib/session';
import { toast } from '../../lib/toast';
import { resetPasswordRequest } from './api/reset-password';
import { useValidateResetLink } from './api/validate-reset-link';
import { loginPath, RecoveryFormActions } from './back-to-login';
import { PasswordStrengthMeter } from './password-strength-meter';

/** A link problem from the server (unknown, used, expired, other account type) rather than a field problem. */
const isLinkError = (error: unknown): error is ApiError =>
  error instanceof ApiError &&
  error.status === 400 &&
  Boolean(error.fieldErrors.token ?? error.fieldErrors.type);

/**
 * /reset-password with token and type (docs/product/recovery.md): validating, then invalid (to /) or the form. New
 * e-mails carry them in the fragment (#token=…&type=…), which never reaches the server's logs;
 * links e-mailed before that carry them in the query, and still work.
 */
export default function ResetPasswordPage() {
  usePageMeta('Reset Password', 'Choose a new password for your TalentBridge account.');
  const [query] = useSearchParams();
  const { hash } = useLocation();
  const navigate = useNavigate();
  const link = useMemo<ResetLink | null>(() => {
    const fragment = new URLSearchParams(hash.replace(/^#/, ''));
    const params = fragment.has('token') ? fragment : query;
    const parsed = resetLinkSchema.safeParse({
      token: params.get('token') ?? undefined,
      type: params.get('type') ?? undefined,
    });
    return parsed.success ? parsed.data : null;
  }, [hash, query]);
  const check = useValidateResetLink(link);

  useEffect(() => {
    // docs/product/recovery.md: a link without both token and type (or with a malformed token) is invalid; back to /.
    if (!link) {
      toast.error(MSG.invalidLinkTitle, { id: 'reset-link', description: MSG.invalidLink });
      navigate('/', { replace: true });
    }
  }, [link, navigate]);

  useEffect(() => {
    if (!check.error) return;
    const error = check.error;
    if (isLinkError(error))
      toast.error(error.title ?? MSG.invalidLinkTitle, { id: 'reset-link', description: error.message });
    else toast.error(MSG.errorTitle, { id: 'reset-link', description: MSG.validateError });
    navigate('/', { replace: true });
  }, [check.error, navigate]);

  if (!link || !check.data) return <Spinner label="Validating reset link..." className="min-h-[50vh]" />;
  return <ResetPasswordForm link={link} userType={check.data.userType} />;
}

function ResetPasswordForm({ link, userType }: { link: ResetLink; userType: Role }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordSchema),
    reValidateMode: 'onChange',
    defaultValues: { token: link.token, type: link.type, password: '', confirmPassword: '' },
  });
  const { isSubmitting } = form.formState;
  const field = useFieldProps(form);
  const password = useWatch({ control: form.control, name: 'password' }) ?? '';

  // The three checks in their order, each with its own notice (docs/product/recovery.md).
  const onInvalid = () => {
    const values = form.getValues();
    if (!values.password || !values.confirmPassword)
      toast.error(MSG.missingTitle, { description: MSG.missing });
    else if (values.password !== values.confirmPassword)
      toast.error(MSG.mismatchTitle, { description: MSG.mismatch });
    else if (values.password.length < PASSWORD_MIN_LENGTH.reset)
      toast.error(MSG.weakTitle, { description: MSG.weak });
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await resetPasswordRequest(values);
      toast.success(MSG.successTitle, { description: MSG.success });
      // Every session of the account has ended; if this tab had one, let it (and the other tabs) know.
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      navigate(loginPath(result.userType), { replace: true });
    } catch (error) {
      if (isLinkError(error)) {
        // Used or expired meanwhile (say, in another tab): the same notice as when validating.
        toast.error(error.title ?? MSG.invalidLinkTitle, { description: error.message });
        navigate('/', { replace: true });
      } else if (
        error instanceof ApiError &&
        error.status === 400 &&
        applyServerErrors(error, form.setError)
      ) {
        // The server's own field messages are on the form now.
      } else if (error instanceof ApiError) {
        toast.error(MSG.errorTitle, { description: MSG.updateError });
      } else {
        toast.error(MSG.errorTitle, { description: MSG.unexpected });
      }
    }
  }, onInvalid);

  return (
    <PageContainer className="max-w-md">
      <Card>
        <CardHeader>
          <PageHeading className="text-2xl sm:text-2xl">Reset Password</PageHeading>
          <CardDescription>Enter your new password for your {userType} account</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Reset password">
            <div className="flex flex-col gap-2">
              <TextField
                label="New Password"
                type="password"
                autoComplete="new-password"
                required
                hint="At least 8 characters. Mix upper and lower case, numbers and symbols to make it strong."
                {...field('password')}
              />
              <PasswordStrengthMeter password={password} />
            </div>
            <TextField
              label="Confirm New Password"
              type="password"
              autoComplete="new-password"
              required
              {...field('confirmPassword')}
            />
            <RecoveryFormActions
              submitting={isSubmitting}
              label="Update Password"
              busyLabel="Updating Password..."
              userType={userType}
            />
          </form>
        </CardContent>
      </Card>
    </PageContainer>
  );
}
