import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { shiftScheduleProblem } from '../../../shared/domain/shift-schedule';
import { EDIT_SHIFT_MESSAGES } from '../../../shared/marketplace/edit-shift-messages';
import type { ShiftWithContactDto } from '../../../shared/marketplace/types';
import {
  SHIFT_MESSAGES,
  type ShiftForm,
  type ShiftFormInput,
  shiftFormSchema,
} from '../../../shared/schemas/shifts';
import { OtherAccountNotice } from '../../components/account/other-account-notice';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { PageContainer, usePageMeta } from '../../components/ui/page';
import { Spinner } from '../../components/ui/spinner';
import { StateMessage } from '../../components/ui/state-message';
import { isRefusal } from '../../lib/api';
import { appNow } from '../../lib/app-clock';
import { applyServerErrors } from '../../lib/form-errors';
import { toast } from '../../lib/toast';
import { useRequireRole } from '../../lib/use-require-role';
import { useEditShift } from './api/edit-shift';
import { useShiftApplications } from './api/shift-applications';
import { type EditPreview, formValuesOf, previewEdit, whoIsTold } from './edit-shift-summary';
import { ShiftFormCard } from './shift-form-card';

/**
 * 'Edit shift' (docs/product/shifts.md, "Edit shift"): the create form, prefilled. The form keeps the shift as it
 * was loaded (live updates do not move it under the manager's typing) and sends its `version`; an edit saved
 * meanwhile in another tab is refused by the server with 'Reload to see the changes'. A material change is
 * summarised, with who will be told, before it is saved.
 */
export default function EditShiftPage() {
  usePageMeta('Edit Shift', 'Change a posted shift; workers who were selected or booked are told.');
  const access = useRequireRole('manager', '/manager-login');
  const { shiftId = '' } = useParams();
  const navigate = useNavigate();
  const query = useShiftApplications(shiftId, access.state === 'allowed');
  const save = useEditShift(shiftId);
  const [loaded, setLoaded] = useState<ShiftWithContactDto | null>(null);
  const [confirming, setConfirming] = useState<{ form: ShiftForm; preview: EditPreview } | null>(null);

  const latest = query.data?.shift ?? null;
  useEffect(() => {
    if (latest && !loaded) setLoaded(latest);
  }, [latest, loaded]);

  const values = useMemo(() => (loaded ? formValuesOf(loaded) : undefined), [loaded]);
  const form = useForm<ShiftFormInput, unknown, ShiftForm>({
    resolver: zodResolver(shiftFormSchema),
    mode: 'onTouched',
    values,
  });

  if (access.state === 'other-account')
    return <OtherAccountNotice pageFor="manager" signedInAs={access.signedInAs} />;
  if (access.state === 'checking') return <Spinner />;

  const back = (
    <Button asChild variant="secondary">
      <Link to={`/view-applications/${shiftId}`}>
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        Back to Applications
      </Link>
    </Button>
  );
  if (query.isError)
    return (
      <PageContainer className="max-w-3xl">
        <StateMessage
          kind="error"
          title={isRefusal(query.error) ? query.error.message : EDIT_SHIFT_MESSAGES.notFound}
          action={back}
        />
      </PageContainer>
    );
  if (!loaded) return <Spinner label="Loading shift..." />;

  async function send(shift: ShiftForm) {
    if (!loaded) return;
    try {
      const result = await save.mutateAsync({ ...shift, version: loaded.version });
      setConfirming(null);
      if (!result.changed) toast.info(EDIT_SHIFT_MESSAGES.noChange);
      else
        toast.success(SHIFT_MESSAGES.updatedTitle, {
          description: result.workersTold > 0 ? SHIFT_MESSAGES.updatedWorkersTold : undefined,
        });
      navigate('/manage-shifts');
    } catch (error) {
      setConfirming(null);
      applyServerErrors(error, form.setError);
      toast.error(SHIFT_MESSAGES.updateErrorTitle, {
        description: isRefusal(error) ? error.message : SHIFT_MESSAGES.createError,
      });
    }
  }

  const onSubmit = form.handleSubmit(async (shift) => {
    const problem = shiftScheduleProblem(shift, appNow(), loaded.timeZone);
    if (problem) {
      form.setError(problem.field, { type: 'schedule', message: problem.message }, { shouldFocus: true });
      return;
    }
    const preview = previewEdit(loaded, shift, query.data?.applications ?? []);
    if (preview.material && preview.booked + preview.selected > 0) setConfirming({ form: shift, preview });
    else await send(shift);
  });

  const stale = latest !== null && latest.version !== loaded.version;
  return (
    <PageContainer className="max-w-3xl">
      <ShiftFormCard
        title="Edit Shift"
        description="Times are local to your business. Workers who were selected or booked are told of any change they can see; a change of date, times, location, break, dress code, requirements or lower pay asks booked workers to re-confirm."
        formLabel="Edit shift"
        form={form}
        onSubmit={onSubmit}
        timeZone={loaded.timeZone}
        submit={{ label: 'Save Changes', busyLabel: 'Saving...', busy: save.isPending }}
        notice={
          stale ? (
            <div role="status" className="mb-6 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm">
              <p className="text-amber-900">{EDIT_SHIFT_MESSAGES.stale}</p>
              <Button
                variant="secondary"
                size="sm"
                className="mt-2"
                onClick={() => {
                  setLoaded(latest);
                  form.reset(formValuesOf(latest));
                }}
              >
                Reload
              </Button>
            </div>
          ) : null
        }
      />
      <Dialog
        open={confirming !== null}
        onOpenChange={(open) => !open && !save.isPending && setConfirming(null)}
        title="Tell workers about this change?"
        description="This change needs booked workers to re-confirm."
        footer={
          <>
            <Button variant="secondary" disabled={save.isPending} onClick={() => setConfirming(null)}>
              Keep Editing
            </Button>
            <Button disabled={save.isPending} onClick={() => confirming && void send(confirming.form)}>
              {save.isPending ? 'Saving...' : 'Save and Tell Workers'}
            </Button>
          </>
        }
      >
        {confirming ? (
          <div className="flex flex-col gap-3 text-sm">
            <ul className="flex flex-col gap-1 rounded-md bg-slate-50 p-3">
              {confirming.preview.changes
                .filter((change) => change.kind !== 'internal')
                .map((change) => (
                  <li key={change.field} className="break-words text-slate-900">
                    <span className="font-medium">{change.label}:</span> {change.before} → {change.after}
                  </li>
                ))}
            </ul>
            {whoIsTold(confirming.preview).map((line) => (
              <p key={line} className="text-slate-700">
                {line}
              </p>
            ))}
          </div>
        ) : null}
      </Dialog>
    </PageContainer>
  );
}
