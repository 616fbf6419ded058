import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { DEFAULT_TIME_ZONE, SHIFT_DEFAULTS } from '../../../shared/constants';
import { shiftScheduleProblem } from '../../../shared/domain/shift-schedule';
import { displayPhone } from '../../../shared/phone';
import {
  SHIFT_MESSAGES,
  type ShiftForm,
  type ShiftFormInput,
  shiftFormSchema,
} from '../../../shared/schemas/shifts';
import { OtherAccountNotice } from '../../components/account/other-account-notice';
import { PageContainer, usePageMeta } from '../../components/ui/page';
import { Spinner } from '../../components/ui/spinner';
import { isRefusal } from '../../lib/api';
import { appNow } from '../../lib/app-clock';
import { applyServerErrors } from '../../lib/form-errors';
import { toast } from '../../lib/toast';
import { useRequireRole } from '../../lib/use-require-role';
import { useCreateShift } from './api/create-shift';
import { useManagerAccount } from './api/manager-account';
import { useShiftApplications } from './api/shift-applications';
import { DUPLICATE_SHIFT_MESSAGES, duplicateFormValues, handedShift } from './duplicate-shift';
import { ShiftFormCard } from './shift-form-card';

const EMPTY: ShiftFormInput = {
  businessName: '',
  managerEmail: '',
  positionTitle: '',
  locationAddress: '',
  shiftDate: '',
  startTime: '',
  endTime: '',
  hourlyRate: '',
  breakDuration: String(SHIFT_DEFAULTS.breakMinutes),
  dressCode: '',
  jobDescription: '',
  requirements: '',
  parkingInfo: '',
  contactPerson: '',
  contactPhone: '',
  maxApplications: String(SHIFT_DEFAULTS.maxApplications),
  overnight: false,
  autoBackfill: true,
};

export default function CreateShiftPage() {
  usePageMeta('Create Shift', 'Post a retail or restaurant shift for vetted workers to apply to.');
  const access = useRequireRole('manager', '/manager-login');
  const navigate = useNavigate();
  const account = useManagerAccount(access.state === 'allowed');
  const create = useCreateShift();
  const timeZone = account.data?.timeZone ?? DEFAULT_TIME_ZONE;
  // 'Duplicate shift' (docs/product/shifts.md): `?from=<shiftId>` loads one of the manager's own shifts through the
  // route the edit page uses; a shift that is not theirs, or is gone, leaves the form as for a new shift.
  // A card that already holds the shift hands it over with the link, so a shift that has started (the Past list)
  // is copied too; a reloaded or shared link reads it.
  const [searchParams] = useSearchParams();
  const fromShiftId = searchParams.get('from') ?? undefined;
  const handed = handedShift(useLocation().state, fromShiftId);
  const source = useShiftApplications(fromShiftId, access.state === 'allowed' && !handed);
  const sourceShift = handed ?? source.data?.shift;

  // docs/product/shifts.md: prefilled with company name, e-mail, full name and formatted mobile; typing is never overwritten.
  const prefill = useMemo<ShiftFormInput | undefined>(() => {
    if (sourceShift) return duplicateFormValues(sourceShift);
    const a = account.data;
    if (!a) return undefined;
    return {
      ...EMPTY,
      businessName: a.companyName,
      managerEmail: a.email,
      contactPerson: `${a.firstName} ${a.lastName}`.trim(),
      contactPhone: displayPhone(a.mobile, 'spaced'),
    };
  }, [account.data, sourceShift]);

  const form = useForm<ShiftFormInput, unknown, ShiftForm>({
    resolver: zodResolver(shiftFormSchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
    values: prefill,
    resetOptions: { keepDirtyValues: true },
  });

  if (access.state === 'other-account')
    return <OtherAccountNotice pageFor="manager" signedInAs={access.signedInAs} />;
  if (access.state === 'checking') return <Spinner />;
  if (fromShiftId && !handed && source.isPending) return <Spinner label="Loading shift..." />;

  const onSubmit = form.handleSubmit(async (shift) => {
    const problem = shiftScheduleProblem(shift, appNow(), timeZone);
    if (problem) {
      form.setError(problem.field, { type: 'schedule', message: problem.message }, { shouldFocus: true });
      return;
    }
    try {
      await create.mutateAsync(shift);
      toast.success(SHIFT_MESSAGES.createdTitle, { description: SHIFT_MESSAGES.created });
      navigate('/business-dashboard');
    } catch (error) {
      applyServerErrors(error, form.setError);
      toast.error(SHIFT_MESSAGES.createErrorTitle, {
        description: isRefusal(error) ? error.message : SHIFT_MESSAGES.createError,
      });
    }
  });

  return (
    <PageContainer className="max-w-3xl">
      <ShiftFormCard
        title="Create Shift"
        description="Post a shift and vetted workers can apply right away. Times are local to your business."
        formLabel="Create shift"
        form={form}
        onSubmit={onSubmit}
        timeZone={timeZone}
        submit={{ label: 'Post Shift', busyLabel: 'Posting Shift...', busy: form.formState.isSubmitting }}
        favouritesFirst
        notice={fromShiftId ? <DuplicateNotice copied={Boolean(sourceShift)} /> : null}
      />
    </PageContainer>
  );
}

/** Says the form is a copy, or that the shift asked for could not be copied and the form is a new one. */
function DuplicateNotice({ copied }: { copied: boolean }) {
  return copied ? (
    <p role="status" className="mb-6 rounded-md border border-blue-200 bg-blue-50 p-3 text-sm text-blue-900">
      {DUPLICATE_SHIFT_MESSAGES.copied}
    </p>
  ) : (
    <p
      role="alert"
      className="mb-6 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
    >
      {DUPLICATE_SHIFT_MESSAGES.notCopied}
    </p>
  );
}
