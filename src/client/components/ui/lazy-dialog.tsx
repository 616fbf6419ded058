import { type ComponentProps, lazy, Suspense, useState } from 'react';
import type { Dialog as EagerDialog } from './dialog';

const Dialog = lazy(() => import('./dialog').then((m) => ({ default: m.Dialog })));

/**
 * The Dialog, loaded the first time it opens: Radix Dialog is about 12 kB gzipped that most visits of a page never
 * use. Once opened it stays mounted, so that opening and closing it again behave exactly as with the Dialog itself.
 */
export function LazyDialog(props: ComponentProps<typeof EagerDialog>) {
  const [used, setUsed] = useState(props.open);
  if (props.open && !used) setUsed(true);
  return used ? (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  ) : null;
}
