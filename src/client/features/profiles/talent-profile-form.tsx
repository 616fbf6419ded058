import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { TalentProfileDto } from '../../../shared/api-types';
import {
  PASSWORD_MIN_LENGTH,
  SECTORS,
  SKILL_OPTIONS,
  SMS_CONSENT_TEXT,
  YEARS_OPTIONS,
} from '../../../shared/constants';
import { talentProfileCreateSchema, talentProfileUpdateSchema } from '../../../shared/schemas/accounts';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { CheckboxField } from '../../components/ui/checkbox-field';
import { SelectField, TextAreaField, TextField, useFieldProps } from '../../components/ui/form-field';
import { PageHeading } from '../../components/ui/page';
import { PhoneField } from '../../components/ui/phone-field';
import { AvatarPicker } from './avatar-picker';
import { PendingEmailNotice } from './pending-email-notice';
import { formValuesFromProfile, type TalentProfileFormValues } from './talent-profile-values';
import { useSaveTalentProfile } from './use-save-talent-profile';

/** The talent profile form (docs/product/profiles.md): creates a profile, or edits `existing`. */
export function TalentProfileForm({ existing }: { existing: TalentProfileDto | null }) {
  const editing = existing !== null;
  const navigate = useNavigate();
  const [photo, setPhoto] = useState<File | null>(null);
  const form = useForm<TalentProfileFormValues>({
    // biome-ignore lint/suspicious/noExplicitAny: the two schemas share the form's shape; password rules differ
    resolver: zodResolver((editing ? talentProfileUpdateSchema : talentProfileCreateSchema) as any),
    mode: 'onTouched',
    defaultValues: formValuesFromProfile(existing),
  });
  const { errors, isSubmitting } = form.formState;
  const field = useFieldProps(form);
  const onSubmit = useSaveTalentProfile(form, existing, photo);

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
          <TextField label="Full name" autoComplete="name" required {...field('name')} />
          <TextField label="Email" type="email" autoComplete="email" required {...field('email')} />
          <PendingEmailNotice pending={existing?.pendingEmailChange ?? null} />
          <PhoneField label="Phone" phoneStyle="compact" required {...field('phone')} />
          <TextField label="Position title" placeholder="e.g. Server" {...field('positionTitle')} />
          {/* Sector, years and skills may be left for later; the profile page lists what is missing. */}
          <SelectField label="Sector" {...field('sector')}>
            <option value="">Select a sector</option>
            {SECTORS.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </SelectField>
          <SelectField label="Years of experience" {...field('years')}>
            <option value="">Select</option>
            {YEARS_OPTIONS.map((y) => (
              <option key={y} value={y}>
                {y} years
              </option>
            ))}
          </SelectField>
          <fieldset className="sm:col-span-2" aria-describedby={errors.skills ? 'skills-error' : undefined}>
            <legend className="text-sm font-medium text-slate-800">Skills</legend>
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
            {...field('bio')}
          />
          <TextField label="Fun fact" className="sm:col-span-2" maxLength={200} {...field('funFact')} />
          <TextAreaField
            label="Career highlights"
            className="sm:col-span-2"
            hint="One per line. The first three show on your card."
            // The list is checked as `careerHighlights`; the typed lines live in `highlightsText`.
            {...form.register('highlightsText')}
            error={errors.careerHighlights?.message}
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
            {...field('password')}
          />
          <TextField
            label={editing ? 'Confirm new password' : 'Confirm password'}
            type="password"
            autoComplete="new-password"
            required={!editing}
            {...field('confirmPassword')}
          />
          {editing ? (
            <TextField
              label="Current password"
              type="password"
              autoComplete="current-password"
              hint="Needed only to change your e-mail or password."
              {...field('currentPassword')}
            />
          ) : null}
          <CheckboxField
            className="sm:col-span-2"
            label={SMS_CONSENT_TEXT}
            {...form.register('smsNotifications')}
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
