import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { DELAYS } from '../../../shared/constants';
import type { Role } from '../../../shared/domain/roles';
import { LOGIN_MESSAGES, type LoginInput, loginSchema } from '../../../shared/schemas/accounts';
import { Button } from '../../components/ui/button';
import { TextField, useFieldProps } from '../../components/ui/form-field';
import { isRefusal } from '../../lib/api';
import { setSessionUser, signedOutBecause } from '../../lib/session';
import { toast } from '../../lib/toast';
import { signInRequest } from './api/sign-in';

type Props = {
  forgotPasswordHref: string;
  footer?: ReactNode;
  accountType: Role;
  /** Where to go once signed in instead of the dashboard: a checked path of this site (return-to.ts). */
  next?: string | null;
};

/**
 * The sign-in form of one role's page: it signs in to that role's account only, so a person with a talent and a
 * manager account on one e-mail reaches the one they came for.
 */
export function LoginForm({ forgotPasswordHref, footer, accountType, next = null }: Props) {
  const navigate = useNavigate();
  // A tab the server signed out (a suspension) shows why until the next sign-in.
  const [formError, setFormError] = useState<string | null>(signedOutBecause);
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    mode: 'onChange',
    defaultValues: { email: '', password: '' },
  });
  const { isValid, isSubmitting } = form.formState;
  const field = useFieldProps(form);

  const onSubmit = form.handleSubmit(
    async (values) => {
      setFormError(null);
      try {
        const { user } = await signInRequest({ ...values, role: accountType });
        toast.success(LOGIN_MESSAGES.welcomeTitle, { description: LOGIN_MESSAGES.welcome });
        // Talent go to their dashboard after 350 ms (docs/product/accounts.md, "Sign-in"). The session is stored only then: /talent-auth sends a
        // signed-in talent user to the dashboard as soon as it sees one, which skipped the wait.
        if (user.userType === 'talent') await new Promise((r) => setTimeout(r, DELAYS.talentLoginRedirectMs));
        setSessionUser(user);
        navigate(next ?? (user.userType === 'talent' ? '/worker-dashboard' : '/business-dashboard'));
      } catch (error) {
        // docs/product/accounts.md ("Sign-in"): a refusal shows its reason; an exception shows 'Login failed. Please try again.'
        const message = isRefusal(error) ? error.message : LOGIN_MESSAGES.loginFailed;
        setFormError(message);
        toast.error(LOGIN_MESSAGES.loginFailedTitle, { description: message });
      }
    },
    () => toast.error(LOGIN_MESSAGES.invalidInputTitle, { description: LOGIN_MESSAGES.invalidInput }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Log in">
      <TextField label="Email" type="email" autoComplete="email" required {...field('email')} />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        {...field('password')}
      />
      {formError ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
          {formError}
        </p>
      ) : null}
      <Button type="submit" disabled={!isValid || isSubmitting}>
        {isSubmitting ? 'Logging in...' : 'Log In'}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <Link to={forgotPasswordHref} className="text-brand-700 underline-offset-4 hover:underline">
          Forgot Password?
        </Link>
        {footer}
      </div>
    </form>
  );
}
