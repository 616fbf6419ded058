import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

type SheetProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  side?: 'left' | 'right';
  children: ReactNode;
  headerAction?: ReactNode;
};

/** A side panel on Radix Dialog: focus trap, Escape to close, labelled by its title. */
export function Sheet({
  open,
  onOpenChange,
  title,
  description,
  side = 'right',
  children,
  headerAction,
}: SheetProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <Dialog.Content
          className={cn(
            'fixed inset-y-0 z-50 flex w-full max-w-sm flex-col bg-white shadow-xl focus:outline-none',
            side === 'right' ? 'right-0' : 'left-0',
          )}
          aria-describedby={description ? undefined : undefined}
        >
          <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-3">
            <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
            <div className="flex items-center gap-1">
              {headerAction}
              <Dialog.Close className="rounded-md p-2 text-slate-600 hover:bg-slate-100" aria-label="Close">
                <X aria-hidden="true" className="h-5 w-5" />
              </Dialog.Close>
            </div>
          </div>
          {description ? (
            <Dialog.Description className="sr-only">{description}</Dialog.Description>
          ) : (
            <Dialog.Description className="sr-only">{title}</Dialog.Description>
          )}
          <div className="flex-1 overflow-y-auto">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
