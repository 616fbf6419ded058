import { BLOCK_MESSAGES } from '../../../shared/marketplace/favourites-messages';
import { isRefusal } from '../../lib/api';
import { toast } from '../../lib/toast';
import { Button } from '../ui/button';
import { QueryStates } from '../ui/query-states';
import { useBlocks, useBlockToggle } from './favourites-api';

/**
 * The caller's blocks, to undo: 'Blocked' workers on the manager's favourites page, 'Hidden businesses' for a worker
 * (docs/product/trust.md, "Favourites and blocks").
 */
export function BlockedList({ kind }: { kind: 'workers' | 'businesses' }) {
  const list = useBlocks(true);
  const undo = useBlockToggle();
  const headingId = `blocked-${kind}`;
  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {kind === 'workers' ? BLOCK_MESSAGES.blockedList : BLOCK_MESSAGES.hiddenList}
      </h2>
      <QueryStates query={list} loadingLabel="Loading..." errorTitle="Could not load this list">
        {list.data?.blocks.length ? (
          <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
            {list.data.blocks.map((row) => (
              <li key={row.userId} className="flex items-center justify-between gap-3 px-4 py-3">
                <span className="min-w-0 break-words text-sm text-slate-800">{row.name}</span>
                <Button
                  variant="secondary"
                  disabled={undo.isPending}
                  aria-label={`${kind === 'workers' ? BLOCK_MESSAGES.unblock : BLOCK_MESSAGES.unhide}: ${row.name}`}
                  onClick={() =>
                    undo.mutate(
                      { userId: row.userId, blocked: false },
                      {
                        onError: (error) =>
                          toast.error('Something went wrong', {
                            description: isRefusal(error) ? error.message : undefined,
                          }),
                      },
                    )
                  }
                >
                  {kind === 'workers' ? BLOCK_MESSAGES.unblock : BLOCK_MESSAGES.unhide}
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-slate-600">{BLOCK_MESSAGES.noneBlocked}</p>
        )}
      </QueryStates>
    </section>
  );
}
