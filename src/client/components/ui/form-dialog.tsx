import type { FormEvent, ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';

type FormDialogProps = {
  open: boolean;
  title: string;
  description?: ReactNode;
  /** Unique on the page: ties the footer's submit button to the form. */
  formId: string;
  onSubmit: (event: FormEvent) => void;
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  onClose: () => void;
  formClassName?: string;
  children: ReactNode;
};

/**
 * A dialog around one form, with 'Cancel' and the submit button in its footer. While the request is pending it
 * cannot be closed, so the answer always lands in the dialog that sent it.
 */
export function FormDialog({
  open,
  title,
  description,
  formId,
  onSubmit,
  pending,
  submitLabel,
  pendingLabel,
  onClose,
  formClassName,
  children,
}: FormDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && !pending && onClose()}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="secondary" disabled={pending} onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={pending}>
            {pending ? pendingLabel : submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className={formClassName}>
        {children}
      </form>
    </Dialog>
  );
}
