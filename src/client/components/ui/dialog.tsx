import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import { cn } from '../../lib/cn';

type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  className?: string;
};

/**
 * Where the last dialog to close gave focus back, and when. A dialog opened as another closes (the offer dialog's
 * send refused, and 'Add payment method' opens in its place) finds the focus nowhere, since the button that had it
 * went with the first; it gives focus back where the first one did.
 */
let handedBack: { to: HTMLElement; at: number } | null = null;

/**
 * A centred modal on Radix Dialog: focus trap, Escape to close, labelled and described for screen readers. Our
 * dialogs open from state, not from a Radix trigger, so on close focus goes back to whatever had it when the dialog
 * opened (the button that opened it), as long as that is still on the page.
 */
export function Dialog({ open, onOpenChange, title, description, children, footer, className }: DialogProps) {
  const returnFocusTo = useRef<Element | null>(null);
  const openedAt = useRef(0);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <RadixDialog.Content
          onOpenAutoFocus={() => {
            returnFocusTo.current = document.activeElement;
            openedAt.current = performance.now();
          }}
          onCloseAutoFocus={(event) => {
            const opener = returnFocusTo.current;
            const target =
              opener instanceof HTMLElement && opener.isConnected && opener !== document.body
                ? opener
                : handedBack && handedBack.at >= openedAt.current && handedBack.to.isConnected
                  ? handedBack.to
                  : null;
            if (target) {
              event.preventDefault();
              target.focus();
              handedBack = { to: target, at: performance.now() };
            }
          }}
          className={cn(
            'fixed left-1/2 top-1/2 z-50 flex max-h-[90dvh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2',
            'flex-col gap-4 overflow-y-auto rounded-xl bg-white p-5 shadow-xl focus:outline-none sm:p-6',
            className,
          )}
        >
          <div className="flex items-start justify-between gap-3">
            <RadixDialog.Title className="text-lg font-semibold text-slate-900">{title}</RadixDialog.Title>
            <RadixDialog.Close
              className="-m-1 rounded-md p-1 text-slate-600 hover:bg-slate-100"
              aria-label="Close"
            >
              <X aria-hidden="true" className="h-5 w-5" />
            </RadixDialog.Close>
          </div>
          <RadixDialog.Description className={description ? 'text-sm text-slate-700' : 'sr-only'}>
            {description ?? title}
          </RadixDialog.Description>
          {children}
          {footer ? (
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{footer}</div>
          ) : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
