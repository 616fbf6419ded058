import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { DELAYS } from '../../../shared/constants';
import { type LoginInput, loginSchema } from '../../../shared/schemas/accounts';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/form-field';
import { ApiError } from '../../lib/api';
import { setSessionUser } from '../../lib/session';
import { toast } from '../../lib/toast';
import { signInRequest } from './api/sign-in';

type Props = { forgotPasswordHref: string; footer?: ReactNode; accountType: 'talent' | 'manager' };

/**
 * The sign-in form of one role's page: it signs in to that role's account only, so a person with a talent and a
 * manager account on one e-mail reaches the one they came for (issue 10 item 16).
 */
export function LoginForm({ forgotPasswordHref, footer, accountType }: Props) {
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    mode: 'onChange',
    defaultValues: { email: '', password: '' },
  });
  const { errors, isValid, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(
    async (values) => {
      setFormError(null);
      try {
        const { user } = await signInRequest({ ...values, role: accountType });
        setSessionUser(user);
        toast.success('Welcome back!', { description: "You've been logged in successfully." });
        if (user.userType === 'talent') {
          // Spec §8: talent go to their dashboard after 350 ms.
          await new Promise((r) => setTimeout(r, DELAYS.talentLoginRedirectMs));
          navigate('/worker-dashboard');
        } else {
          navigate('/business-dashboard');
        }
      } catch (error) {
        // Spec §8: a refusal shows its reason; an exception shows 'Login failed. Please try again.'
        const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
        const message = refused ? error.message : 'Login failed. Please try again.';
        setFormError(message);
        toast.error('Login failed', { description: message });
      }
    },
    () => toast.error('Invalid input', { description: 'Please check your email and password.' }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Log in">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...form.register('password')}
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
