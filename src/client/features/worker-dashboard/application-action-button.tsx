import type { UseMutationResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import { DASHBOARD_MESSAGES } from '../../../shared/marketplace/messages';
import type { ApplicationDto } from '../../../shared/marketplace/types';
import { Button, type ButtonProps } from '../../components/ui/button';
import { isRefusal } from '../../lib/api';
import { toast } from '../../lib/toast';

type Props = {
  applicationId: string;
  /** One of the worker's application mutations (api/application-action.ts), called in the caller. */
  mutation: UseMutationResult<{ application: ApplicationDto }, Error, string>;
  variant: ButtonProps['variant'];
  icon: LucideIcon;
  label: string;
  pendingLabel: string;
  /** The toast once the server has it: a title, and a line under it if any. */
  done: { title: string; description?: string };
  /** The failure toast's title; a refusal's own message goes under it. */
  failedTitle?: string;
};

/** A booked card's one-click move ('Check out', 'Confirm I'm coming', 'Keep my booking'): send it, then toast. */
export function ApplicationActionButton({
  applicationId,
  mutation,
  variant,
  icon: Icon,
  label,
  pendingLabel,
  done,
  failedTitle = DASHBOARD_MESSAGES.updateFailed,
}: Props) {
  return (
    <div>
      <Button
        variant={variant}
        disabled={mutation.isPending}
        onClick={() =>
          mutation.mutate(applicationId, {
            onSuccess: () =>
              toast.success(done.title, done.description ? { description: done.description } : undefined),
            onError: (error) =>
              toast.error(failedTitle, { description: isRefusal(error) ? error.message : undefined }),
          })
        }
      >
        <Icon aria-hidden="true" className="h-4 w-4" />
        {mutation.isPending ? pendingLabel : label}
      </Button>
    </div>
  );
}
