import type { MutateOptions, UseMutationResult } from '@tanstack/react-query';
import { useRef } from 'react';

/**
 * A mutation a double tap cannot send twice (docs/product/applications.md, "One tap, one request"): `mutate` does
 * nothing while a call with the same key is in flight. A button's `disabled` is not enough on its own: React Query
 * tells the component the mutation is pending on a later task, so a second tap can land before the button is
 * disabled, and its request then fails after the first one succeeded ('You have already applied').
 */
export function useSingleFlight<TData, TError, TVariables, TContext>(
  mutation: UseMutationResult<TData, TError, TVariables, TContext>,
  keyOf: (variables: TVariables) => unknown = (variables) => JSON.stringify(variables) ?? null,
): UseMutationResult<TData, TError, TVariables, TContext> {
  const inFlight = useRef(new Set<unknown>());
  const mutate = (variables: TVariables, options?: MutateOptions<TData, TError, TVariables, TContext>) => {
    const key = keyOf(variables);
    if (inFlight.current.has(key)) return;
    inFlight.current.add(key);
    // mutateAsync settles for every call (a call's own callbacks fire only for the latest one); its refusal is
    // handled by the callbacks, as with mutate.
    mutation
      .mutateAsync(variables, options)
      .catch(() => {})
      .finally(() => inFlight.current.delete(key));
  };
  return { ...mutation, mutate } as UseMutationResult<TData, TError, TVariables, TContext>;
}
