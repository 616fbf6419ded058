import { useQueryClient } from '@tanstack/react-query';
import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { TalentProfileDto } from '../../../shared/api-types';
import { TALENT_FORM_MESSAGES as M } from '../../../shared/schemas/accounts';
import { ApiError, isRefusal } from '../../lib/api';
import { applyServerErrors } from '../../lib/form-errors';
import { setSessionUser } from '../../lib/session';
import { toast } from '../../lib/toast';
import {
  createProfileRequest,
  myProfileKey,
  updateProfileRequest,
  uploadAvatarRequest,
} from './api/talent-profile';
import { profileRequestFromValues, type TalentProfileFormValues } from './talent-profile-values';

/** docs/product/profiles.md: password problems are also announced as toasts with their own titles. */
function toastPasswordErrors(errors: FieldErrors<TalentProfileFormValues>) {
  if (errors.password?.message === M.short) toast.error(M.shortTitle, { description: M.short });
  else if (errors.confirmPassword?.message === M.mismatch)
    toast.error(M.mismatchTitle, { description: M.mismatch });
}

/** The photo goes up after the profile is saved; a refused photo does not undo the profile. */
async function uploadPhoto(photo: File) {
  try {
    await uploadAvatarRequest(photo);
    toast.success(M.photoUploadedTitle, { description: M.photoUploaded });
  } catch (error) {
    const title =
      error instanceof ApiError && error.status === 413 ? M.fileTooLargeTitle : M.uploadFailedTitle;
    toast.error(title, { description: isRefusal(error) ? error.message : M.uploadFailed });
  }
}

/**
 * The form's submit handler: creates the profile (signing the new talent in) or updates it, then uploads the
 * photo, says what happened, and goes to /talent-profile.
 */
export function useSaveTalentProfile(
  form: UseFormReturn<TalentProfileFormValues>,
  existing: TalentProfileDto | null,
  photo: File | null,
) {
  const editing = existing !== null;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return form.handleSubmit(async (values) => {
    const request = profileRequestFromValues(values, form.getValues('highlightsText'));
    let saved: TalentProfileDto | null = null;
    try {
      if (editing) saved = await updateProfileRequest(request);
      else setSessionUser((await createProfileRequest(request)).user);
    } catch (error) {
      applyServerErrors(error, form.setError);
      if (isRefusal(error))
        toast.error(editing ? M.updateErrorTitle : M.createErrorTitle, {
          description: error.message || M.errorFallback,
        });
      else toast.error(editing ? M.updateFailedTitle : M.createFailedTitle, { description: M.failed });
      return;
    }
    if (photo) await uploadPhoto(photo);
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
}
