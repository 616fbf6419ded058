// One tap, one request (docs/product/applications.md): a double tap on a button sends its request once, however fast
// the second tap comes; once the first has settled, the button works again.
import { useMutation } from '@tanstack/react-query';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSingleFlight } from '../../src/client/lib/use-single-flight';
import { renderWithQueries } from '../support/render-with-queries';

function harness(guarded: boolean) {
  const calls: string[] = [];
  const settle: (() => void)[] = [];
  const outcomes: string[] = [];
  function Apply({ id }: { id: string }) {
    const plain = useMutation({
      mutationFn: (shiftId: string) => {
        calls.push(shiftId);
        return new Promise<void>((resolve, reject) =>
          settle.push(() =>
            calls.filter((c) => c === shiftId).length > 1 ? reject(new Error('twice')) : resolve(),
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
            onSuccess: () => outcomes.push('applied'),
            onError: () => outcomes.push('error'),
          })
        }
      >
        Apply {id}
      </button>
    );
  }
  renderWithQueries(
    <>
      <Apply id="a" />
      <Apply id="b" />
    </>,
  );
  return { calls, settle, outcomes };
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
