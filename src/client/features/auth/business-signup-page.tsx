import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { DELAYS, PASSWORD_MIN_LENGTH, SMS_CONSENT_TEXT, STATES } from '../../../shared/constants';
import { MARYLAND_COUNTIES, MARYLAND_COUNTY_LABELS } from '../../../shared/domain/wage-floors';
import {
  MANAGER_SIGNUP_MESSAGES,
  type ManagerSignupInput,
  managerSignupSchema,
} from '../../../shared/schemas/accounts';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { CheckboxField } from '../../components/ui/checkbox-field';
import { SelectField, TextField, useFieldProps } from '../../components/ui/form-field';
import { PageContainer, PageHeading, usePageMeta } from '../../components/ui/page';
import { PhoneField } from '../../components/ui/phone-field';
import { isRefusal } from '../../lib/api';
import { applyServerErrors } from '../../lib/form-errors';
import { setSessionUser } from '../../lib/session';
import { toast } from '../../lib/toast';
import { signUpManagerRequest } from './api/sign-up-manager';

const EMPTY: ManagerSignupInput = {
  firstName: '',
  lastName: '',
  mobile: '',
  email: '',
  companyName: '',
  streetAddress: '',
  city: '',
  state: '' as ManagerSignupInput['state'],
  county: '',
  zip: '',
  password: '',
  confirmPassword: '',
  smsNotifications: false,
};

export default function BusinessSignupPage() {
  usePageMeta('Manager Sign Up', 'Register your business on TalentBridge and post your first shift.');
  const navigate = useNavigate();
  const [done, setDone] = useState(false);
  const form = useForm<ManagerSignupInput>({
    resolver: zodResolver(managerSignupSchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const { isSubmitting } = form.formState;
  const field = useFieldProps(form);
  const inMaryland = form.watch('state') === 'MD';

  useEffect(() => {
    if (!done) return;
    // On success go to the dashboard after 1.5 s (docs/product/accounts.md, "Manager sign-up").
    const timer = setTimeout(() => navigate('/business-dashboard'), DELAYS.businessSignupRedirectMs);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { user } = await signUpManagerRequest(values);
      setSessionUser(user);
      setDone(true);
      toast.success(MANAGER_SIGNUP_MESSAGES.success);
    } catch (error) {
      applyServerErrors(error, form.setError);
      if (isRefusal(error)) toast.error(error.message);
      else
        toast.error(MANAGER_SIGNUP_MESSAGES.failure, {
          description: MANAGER_SIGNUP_MESSAGES.failureDescription,
        });
    }
  });

  return (
    <PageContainer className="max-w-2xl">
      <Card>
        <CardHeader>
          <PageHeading className="text-2xl sm:text-2xl">Create your manager account</PageHeading>
          <CardDescription>
            Post shifts and get them covered by vetted retail and restaurant talent.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {done ? (
            <div role="status" className="flex flex-col items-center gap-3 py-8 text-center">
              <CheckCircle2 aria-hidden="true" className="h-12 w-12 text-emerald-600" />
              <p className="text-lg font-medium">{MANAGER_SIGNUP_MESSAGES.success}</p>
              <Link to="/business-dashboard" className="text-brand-700 underline">
                Go to Dashboard
              </Link>
            </div>
          ) : (
            <form
              onSubmit={onSubmit}
              noValidate
              className="grid gap-4 sm:grid-cols-2"
              aria-label="Manager sign up"
            >
              <TextField label="First name" autoComplete="given-name" required {...field('firstName')} />
              <TextField label="Last name" autoComplete="family-name" required {...field('lastName')} />
              <PhoneField label="Mobile" phoneStyle="spaced" maxLength={14} required {...field('mobile')} />
              <TextField label="Email" type="email" autoComplete="email" required {...field('email')} />
              <TextField
                label="Company / business name"
                autoComplete="organization"
                required
                className="sm:col-span-2"
                {...field('companyName')}
              />
              <TextField
                label="Street address"
                autoComplete="street-address"
                required
                className="sm:col-span-2"
                {...field('streetAddress')}
              />
              <TextField label="City" autoComplete="address-level2" required {...field('city')} />
              <div className="grid grid-cols-2 gap-4">
                <SelectField label="State" required {...field('state')}>
                  <option value="">Select</option>
                  {STATES.map((s) => (
                    <option key={s} value={s}>
                      {s}
                    </option>
                  ))}
                </SelectField>
                <TextField
                  label="ZIP"
                  autoComplete="postal-code"
                  inputMode="numeric"
                  maxLength={10}
                  hint="Optional, 5 digits"
                  {...field('zip')}
                />
              </div>
              {inMaryland && (
                <SelectField
                  label="County"
                  className="sm:col-span-2"
                  hint="Montgomery and Howard counties set their own minimum wage"
                  {...field('county')}
                >
                  <option value="">Select</option>
                  {MARYLAND_COUNTIES.map((c) => (
                    <option key={c} value={c}>
                      {MARYLAND_COUNTY_LABELS[c]}
                    </option>
                  ))}
                </SelectField>
              )}
              <TextField
                label="Password"
                type="password"
                autoComplete="new-password"
                required
                hint={`At least ${PASSWORD_MIN_LENGTH.managerSignup} characters`}
                {...field('password')}
              />
              <TextField
                label="Confirm password"
                type="password"
                autoComplete="new-password"
                required
                {...field('confirmPassword')}
              />
              <CheckboxField
                className="sm:col-span-2"
                label={SMS_CONSENT_TEXT}
                {...form.register('smsNotifications')}
              />
              <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
                <Button type="submit" disabled={isSubmitting} className="sm:w-auto">
                  {isSubmitting ? 'Creating account...' : 'Create Account'}
                </Button>
                <p className="text-sm text-slate-700">
                  Already registered?{' '}
                  <Link to="/manager-login" className="text-brand-700 underline">
                    Log in
                  </Link>{' '}
                  ·{' '}
                  <Link to="/business-dashboard" className="text-brand-700 underline">
                    Go to Dashboard
                  </Link>
                </p>
              </div>
            </form>
          )}
        </CardContent>
      </Card>
    </PageContainer>
  );
}
