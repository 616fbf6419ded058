// One tap, one request (docs/product/applications.md): a double tap on a button sends its request once, however fast
// the second tap comes; once the first has settled, the button works again.
import { useMutation } from '@tanstack/react-query';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSingleFlight } from '../../src/client/lib/use-single-flight';
import { renderWithQueries } from '../support/render-with-queries';

type Harness = { calls: string[]; settle: (() => void)[]; outcomes: string[] };

/** A button that applies to shift `id`, with or without the guard; a double send of one shift fails. */
function Apply({ id, guarded, h }: { id: string; guarded: boolean; h: Harness }) {
  const plain = useMutation({
    mutationFn: (shiftId: string) => {
      h.calls.push(shiftId);
      return new Promise<void>((resolve, reject) =>
        h.settle.push(() =>
          h.calls.filter((c) => c === shiftId).length > 1 ? reject(new Error('twice')) : resolve(),
        ),
      );
    },
  });
  const guardedMutation = useSingleFlight(plain, (shiftId) => shiftId);
  const apply = guarded ? guardedMutation : plain;
  return (
    <button
      type="button"
      disabled={apply.isPending}
      onClick={() =>
        apply.mutate(id, {
          onSuccess: () => h.outcomes.push('applied'),
          onError: () => h.outcomes.push('error'),
        })
      }
    >
      Apply {id}
    </button>
  );
}

function harness(guarded: boolean): Harness {
  const h: Harness = { calls: [], settle: [], outcomes: [] };
  renderWithQueries(
    <>
      <Apply id="a" guarded={guarded} h={h} />
      <Apply id="b" guarded={guarded} h={h} />
    </>,
  );
  return h;
}

const doubleTap = (name: string) => {
  // Both taps in one go, before React Query's pending state reaches the button.
  const button = screen.getByRole('button', { name });
  fireEvent.click(button);
  fireEvent.click(button);
};

describe('useSingleFlight', () => {
  it('without it, a double tap sends twice and the second fails after the first succeeded', async () => {
    const { calls } = harness(false);
    doubleTap('Apply a');
    await act(async () => {});
    expect(calls).toEqual(['a', 'a']);
  });

  it('sends a double tap once, keeps other keys free, and lets the same key go again once settled', async () => {
    const { calls, settle, outcomes } = harness(true);
    doubleTap('Apply a');
    doubleTap('Apply b');
    await act(async () => {});
    expect(calls).toEqual(['a', 'b']);
    await act(async () => {
      for (const done of settle.splice(0)) done();
    });
    expect(outcomes).toEqual(['applied', 'applied']);
    await screen.findByRole('button', { name: 'Apply a' });
    await act(async () => {});
    fireEvent.click(screen.getByRole('button', { name: 'Apply a' }));
    await act(async () => {});
    expect(calls).toEqual(['a', 'b', 'a']);
  });
});
