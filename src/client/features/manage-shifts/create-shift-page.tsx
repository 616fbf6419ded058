import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft } from 'lucide-react';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { DEFAULT_TIME_ZONE, SHIFT_DEFAULTS } from '../../../shared/constants';
import { latestShiftDate, shiftScheduleProblem } from '../../../shared/domain/shift-schedule';
import { todayInTimeZone } from '../../../shared/domain/shift-time';
import { displayPhone } from '../../../shared/phone';
import {
  SHIFT_MESSAGES,
  type ShiftForm,
  type ShiftFormInput,
  shiftFormSchema,
} from '../../../shared/schemas/shifts';
import { OtherAccountNotice } from '../../components/account/other-account-notice';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { PageContainer, PageHeading, usePageMeta } from '../../components/ui/page';
import { Spinner } from '../../components/ui/spinner';
import { isRefusal } from '../../lib/api';
import { applyServerErrors } from '../../lib/form-errors';
import { toast } from '../../lib/toast';
import { useRequireRole } from '../../lib/use-require-role';
import { useCreateShift } from './api/create-shift';
import { useManagerAccount } from './api/manager-account';
import { ShiftFormFields } from './shift-form-fields';

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
    const problem = shiftScheduleProblem(shift, new Date(), timeZone);
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
      <Button variant="ghost" size="sm" onClick={() => navigate(-1)} className="-ml-3">
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        Back
      </Button>
      <Card className="mt-3">
        <CardHeader>
          <PageHeading className="text-2xl sm:text-2xl">Create Shift</PageHeading>
          <CardDescription>
            Post a shift and vetted workers can apply right away. Times are local to your business.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={onSubmit} noValidate aria-label="Create shift" className="flex flex-col gap-8">
            <ShiftFormFields
              form={form}
              minDate={todayInTimeZone(new Date(), timeZone)}
              maxDate={latestShiftDate(new Date(), timeZone)}
            />
            <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={() => navigate(-1)}>
                Cancel
              </Button>
              <Button type="submit" disabled={form.formState.isSubmitting}>
                {form.formState.isSubmitting ? 'Posting Shift...' : 'Post Shift'}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
    </PageContainer>
  );
}
