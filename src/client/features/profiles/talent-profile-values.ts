// The talent profile form's values, mapped from the profile the server sent and back to the request it takes.
import type { TalentProfileDto } from '../../../shared/api-types';
import { displayPhone } from '../../../shared/phone';
import type { TalentProfileCreateInput } from '../../../shared/schemas/accounts';

/** The request's fields, plus career highlights typed one per line and the current password an edit may need. */
export type TalentProfileFormValues = TalentProfileCreateInput & {
  highlightsText?: string;
  currentPassword?: string;
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
    funFact: p?.funFact ?? '',
    positionTitle: p?.positionTitle ?? '',
    highlightsText: (p?.careerHighlights ?? []).join('\n'),
    password: '',
    confirmPassword: '',
    currentPassword: '',
    smsNotifications: p?.smsNotifications ?? false,
  };
}

/**
 * The request from the validated values: the form's fields are the request's own, but for career highlights, typed one
 * per line and read from the form itself (`highlightsText`), since the schema's output keeps only the request's fields.
 * Blank lines are dropped. An edit sends `currentPassword` too; the create schema's output has none.
 */
export function profileRequestFromValues(values: TalentProfileFormValues, highlightsText = '') {
  const { highlightsText: _typed, ...request } = values;
  const careerHighlights = highlightsText
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return { ...request, careerHighlights };
}
