// The talent profile form's values, mapped from the profile the server sent and back to the request it takes.
import type { TalentProfileDto } from '../../../shared/api-types';
import { displayPhone } from '../../../shared/phone';
import type { TalentProfileCreateInput } from '../../../shared/schemas/accounts';

/** The request's fields, plus career highlights typed one per line and the current password an edit may need. */
export type TalentProfileFormValues = TalentProfileCreateInput & {
  highlightsText?: string;
  current_password?: string;
};

/** The form's starting values: the saved profile when editing, empty for a new one. */
export function formValuesFromProfile(p: TalentProfileDto | null): TalentProfileFormValues {
  return {
    name: p?.name ?? '',
    email: p?.email ?? '',
    phone: displayPhone(p?.phone, 'compact'),
    sector: (p?.sector ?? '') as TalentProfileFormValues['sector'],
    years: (p?.years ?? '') as TalentProfileFormValues['years'],
    skills: (p?.skills ?? []) as TalentProfileFormValues['skills'],
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

/**
 * The request from the validated values. Highlights are typed one per line and read from the form itself
 * (`highlightsText`): the schema's output keeps only the request's fields. Blank lines are dropped.
 */
export function profileRequestFromValues(values: TalentProfileFormValues, highlightsText = '') {
  const { highlightsText: _typed, current_password, ...rest } = values;
  const career_highlights = highlightsText
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return { request: { ...rest, career_highlights }, current_password };
}
