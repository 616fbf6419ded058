import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { TalentProfileDto } from '../../../shared/api-types';
import {
  PASSWORD_MIN_LENGTH,
  SECTORS,
  SKILL_OPTIONS,
  SMS_CONSENT_TEXT,
  YEARS_OPTIONS,
} from '../../../shared/constants';
import { formatPhoneCompact } from '../../../shared/phone';
import {
  TALENT_FORM_MESSAGES as M,
  type TalentProfileCreateInput,
  talentProfileCreateSchema,
  talentProfileUpdateSchema,
} from '../../../shared/schemas/accounts';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { CheckboxField } from '../../components/ui/checkbox-field';
import { SelectField, TextAreaField, TextField } from '../../components/ui/form-field';
import { PageHeading } from '../../components/ui/page';
import { PhoneField } from '../../components/ui/phone-field';
import { ApiError } from '../../lib/api';
import { applyServerErrors } from '../../lib/form-errors';
import { setSessionUser } from '../../lib/session';
import { toast } from '../../lib/toast';
import {
  createProfileRequest,
  myProfileKey,
  updateProfileRequest,
  uploadAvatarRequest,
} from './api/talent-profile';
import { AvatarPicker } from './avatar-picker';
import { PendingEmailNotice } from './pending-email-notice';

type FormValues = TalentProfileCreateInput & { highlightsText?: string; current_password?: string };

function defaults(p: TalentProfileDto | null): FormValues {
  return {
    name: p?.name ?? '',
    email: p?.email ?? '',
    phone: p?.phone ? formatPhoneCompact(p.phone) : '',
    sector: (p?.sector ?? '') as FormValues['sector'],
    years: (p?.years ?? '') as FormValues['years'],
    skills: (p?.skills ?? []) as FormValues['skills'],
    bio: p?.bio ?? '',
    fun_fact: p?.funFact ?? '',
    position_title: p?.positionTitle ?? '',
    highlightsText: (p?.careerHighlights ?? []).join('\n'),
    password: '',
    confirmPassword: '',
    current_password: '',
    sms_notifications: p?.smsNotifications ?? false,
  };
}

/** Spec §5/§8: password problems are also announced as toasts with their own titles. */
function toastPasswordErrors(errors: FieldErrors<FormValues>) {
  if (errors.password?.message === M.short) toast.error(M.shortTitle, { description: M.short });
  else if (errors.confirmPassword?.message === M.mismatch)
    toast.error(M.mismatchTitle, { description: M.mismatch });
}

export function TalentProfileForm({ existing }: { existing: TalentProfileDto | null }) {
  const editing = existing !== null;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [photo, setPhoto] = useState<File | null>(null);
  const form = useForm<FormValues>({
    // biome-ignore lint/suspicious/noExplicitAny: the two schemas share the form's shape; password rules differ
    resolver: zodResolver((editing ? talentProfileUpdateSchema : talentProfileCreateSchema) as any),
    mode: 'onTouched',
    defaultValues: defaults(existing),
  });
  const { errors, isSubmitting } = form.formState;
  const phone = form.register('phone');

  const onSubmit = form.handleSubmit(async (values) => {
    const career_highlights = (form.getValues('highlightsText') ?? '')
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
    const { highlightsText: _ignored, current_password, ...rest } = values;
    const payload = { ...rest, career_highlights };
    let saved: TalentProfileDto | null = null;
    try {
      if (editing) saved = await updateProfileRequest({ ...payload, current_password });
      else setSessionUser((await createProfileRequest(payload)).user);
    } catch (error) {
      applyServerErrors(error, form.setError);
      const known = error instanceof ApiError && error.status > 0 && error.status < 500;
      if (known)
        toast.error(editing ? M.updateErrorTitle : M.createErrorTitle, {
          description: error.message || M.errorFallback,
        });
      else toast.error(editing ? M.updateFailedTitle : M.createFailedTitle, { description: M.failed });
      return;
    }
    if (photo) {
      try {
        await uploadAvatarRequest(photo);
        toast.success(M.photoUploadedTitle, { description: M.photoUploaded });
      } catch (error) {
        const title =
          error instanceof ApiError && error.status === 413 ? M.fileTooLargeTitle : M.uploadFailedTitle;
        toast.error(title, {
          description: error instanceof ApiError && error.status < 500 ? error.message : M.uploadFailed,
        });
      }
    }
    await queryClient.invalidateQueries({ queryKey: myProfileKey });
    if (editing) toast.success(M.updatedTitle, { description: M.updated });
    else toast.success(M.createdTitle, { description: M.created });
    const pending = saved?.pendingEmailChange;
    if (pending && pending.email !== existing?.pendingEmailChange?.email)
      toast.info('Confirm your new e-mail', {
        description: `We sent a link to ${pending.email}. Your e-mail changes once you open it.`,
      });
    navigate('/talent-profile');
  }, toastPasswordErrors);

  return (
    <Card>
      <CardHeader>
        <Button variant="ghost" size="sm" className="-ml-2 self-start" onClick={() => navigate(-1)}>
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          Back
        </Button>
        <PageHeading className="text-2xl sm:text-2xl">
          {editing ? 'Update your profile' : 'Create your talent profile'}
        </PageHeading>
        <CardDescription>
          {editing
            ? 'Keep your details and skills current so managers pick you.'
            : 'Tell managers about yourself. New profiles are reviewed before approval.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          onSubmit={onSubmit}
          noValidate
          className="grid gap-5 sm:grid-cols-2"
          aria-label="Talent profile"
        >
          <div className="sm:col-span-2">
            <AvatarPicker currentUrl={existing?.avatarUrl ?? null} file={photo} onChange={setPhoto} />
          </div>
          <TextField
            label="Full name"
            autoComplete="name"
            required
            error={errors.name?.message}
            {...form.register('name')}
          />
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            required
            error={errors.email?.message}
            {...form.register('email')}
          />
          <PendingEmailNotice pending={existing?.pendingEmailChange ?? null} />
          <PhoneField
            label="Phone"
            phoneStyle="compact"
            required
            error={errors.phone?.message}
            registration={phone}
          />
          <TextField
            label="Position title"
            placeholder="e.g. Server"
            error={errors.position_title?.message}
            {...form.register('position_title')}
          />
          <SelectField label="Sector" required error={errors.sector?.message} {...form.register('sector')}>
            <option value="">Select a sector</option>
            {SECTORS.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Years of experience"
            required
            error={errors.years?.message}
            {...form.register('years')}
          >
            <option value="">Select</option>
            {YEARS_OPTIONS.map((y) => (
              <option key={y} value={y}>
                {y} years
              </option>
            ))}
          </SelectField>
          <fieldset className="sm:col-span-2" aria-describedby={errors.skills ? 'skills-error' : undefined}>
            <legend className="text-sm font-medium text-slate-800">
              Skills{' '}
              <span aria-hidden="true" className="text-red-600">
                *
              </span>
            </legend>
            <div className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
              {SKILL_OPTIONS.map((skill) => (
                <CheckboxField key={skill} label={skill} value={skill} {...form.register('skills')} />
              ))}
            </div>
            {errors.skills ? (
              <p id="skills-error" role="alert" className="mt-1 text-sm text-red-600">
                {errors.skills.message ?? errors.skills.root?.message}
              </p>
            ) : null}
          </fieldset>
          <TextAreaField
            label="Experience summary"
            className="sm:col-span-2"
            maxLength={500}
            hint="Up to 500 characters."
            error={errors.bio?.message}
            {...form.register('bio')}
          />
          <TextField
            label="Fun fact"
            className="sm:col-span-2"
            maxLength={200}
            error={errors.fun_fact?.message}
            {...form.register('fun_fact')}
          />
          <TextAreaField
            label="Career highlights"
            className="sm:col-span-2"
            hint="One per line. The first three show on your card."
            error={errors.career_highlights?.message}
            {...form.register('highlightsText')}
          />
          <TextField
            label={editing ? 'New password' : 'Password'}
            type="password"
            autoComplete="new-password"
            required={!editing}
            hint={
              editing
                ? 'Leave blank to keep your current password.'
                : `At least ${PASSWORD_MIN_LENGTH.talentForm} characters.`
            }
            error={errors.password?.message}
            {...form.register('password')}
          />
          <TextField
            label={editing ? 'Confirm new password' : 'Confirm password'}
            type="password"
            autoComplete="new-password"
            required={!editing}
            error={errors.confirmPassword?.message}
            {...form.register('confirmPassword')}
          />
          {editing ? (
            <TextField
              label="Current password"
              type="password"
              autoComplete="current-password"
              hint="Needed only to change your e-mail or password."
              error={errors.current_password?.message}
              {...form.register('current_password')}
            />
          ) : null}
          <CheckboxField
            className="sm:col-span-2"
            label={SMS_CONSENT_TEXT}
            {...form.register('sms_notifications')}
          />
          <div className="flex flex-col-reverse gap-3 sm:col-span-2 sm:flex-row sm:justify-end">
            {editing ? null : (
              <Button variant="ghost" onClick={() => navigate('/shifts')}>
                Skip for now
              </Button>
            )}
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? 'Saving...' : editing ? 'Save Changes' : 'Create Profile'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
