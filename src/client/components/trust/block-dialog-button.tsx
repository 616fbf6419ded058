import { Ban } from 'lucide-react';
import { useState } from 'react';
import { isRefusal } from '../../lib/api';
import { toast } from '../../lib/toast';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { useBlockToggle } from './favourites-api';

type Props = {
  userId: string;
  /** The button's label ('Block worker' / 'Hide this business'), the dialog's title and what it explains. */
  label: string;
  title: string;
  explanation: string;
  done: string;
};

/** A block behind a confirm dialog that says it is silent and what it does (docs/product/trust.md). */
export function BlockDialogButton({ userId, label, title, explanation, done }: Props) {
  const [open, setOpen] = useState(false);
  const block = useBlockToggle();
  const confirm = () =>
    block.mutate(
      { userId, blocked: true },
      {
        onSuccess: () => {
          setOpen(false);
          toast.success(done);
        },
        onError: (error) =>
          toast.error('Something went wrong', { description: isRefusal(error) ? error.message : undefined }),
      },
    );
  return (
    <>
      <Button variant="ghost" onClick={() => setOpen(true)}>
        <Ban aria-hidden="true" className="h-4 w-4" />
        {label}
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => !next && !block.isPending && setOpen(false)}
        title={title}
        description={explanation}
        footer={
          <>
            <Button variant="secondary" disabled={block.isPending} onClick={() => setOpen(false)}>
              Keep
            </Button>
            <Button variant="destructive" disabled={block.isPending} onClick={confirm}>
              {block.isPending ? 'Saving...' : label}
            </Button>
          </>
        }
      />
    </>
  );
}
