import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
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

  // docs/product/shifts.md: prefilled with company name, e-mail, full name and formatted mobile; typing is never overwritten.
  const prefill = useMemo<ShiftFormInput | undefined>(() => {
    const a = account.data;
    if (!a) return undefined;
    return {
      ...EMPTY,
      businessName: a.companyName,
      managerEmail: a.email,
      contactPerson: `${a.firstName} ${a.lastName}`.trim(),
      contactPhone: displayPhone(a.mobile, 'spaced'),
    };
  }, [account.data]);

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
      />
    </PageContainer>
  );
}
