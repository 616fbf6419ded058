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
import { type LinkPurpose, linkPurpose, passwordPageWords } from './password-page-words';
import { PasswordStrengthMeter } from './password-strength-meter';

/** A link problem from the server (unknown, used, expired, other account type) rather than a field problem. */
const isLinkError = (error: unknown): error is ApiError =>
  error instanceof ApiError &&
  error.status === 400 &&
  Boolean(error.fieldErrors.token ?? error.fieldErrors.type);

/** The link's token and type, and why it was sent (`purpose=setup`: a first password), from fragment or query. */
export function readResetLink(
  hash: string,
  query: URLSearchParams,
): { link: ResetLink | null; purpose: LinkPurpose } {
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  const params = fragment.has('token') ? fragment : query;
  const parsed = resetLinkSchema.safeParse({
    token: params.get('token') ?? undefined,
    type: params.get('type') ?? undefined,
  });
  return { link: parsed.success ? parsed.data : null, purpose: linkPurpose(params.get('purpose')) };
}

/**
 * /reset-password with token and type (docs/product/recovery.md): validating, then invalid (to /) or the form. New
 * e-mails carry them in the fragment (#token=…&type=…), which never reaches the server's logs;
 * links e-mailed before that carry them in the query, and still work. A staff member's first password arrives
 * with `purpose=setup` and the page says 'Set your password' (docs/product/operations.md, "Staff accounts").
 */
export default function ResetPasswordPage() {
  const [query] = useSearchParams();
  const { hash } = useLocation();
  const navigate = useNavigate();
  const { link, purpose } = useMemo(() => readResetLink(hash, query), [hash, query]);
  usePageMeta(
    purpose === 'setup' ? 'Set your password' : 'Reset Password',
    'Choose a new password for your TalentBridge account.',
  );
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
  return <ResetPasswordForm link={link} userType={check.data.userType} purpose={purpose} />;
}

export function ResetPasswordForm({
  link,
  userType,
  purpose = 'reset',
}: {
  link: ResetLink;
  userType: Role;
  purpose?: LinkPurpose;
}) {
  const words = passwordPageWords(purpose, userType);
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
      toast.success(words.successTitle, { description: words.success });
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
          <PageHeading className="text-2xl sm:text-2xl">{words.title}</PageHeading>
          <CardDescription>{words.description}</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label={words.title}>
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
              label={words.submit}
              busyLabel={words.busy}
              userType={userType}
            />
          </form>
        </CardContent>
      </Card>
    </PageContainer>
  );
}
