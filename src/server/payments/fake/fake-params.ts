import { invalid } from './fake-errors';
import type { Form } from './form-body';

/** Reads a required positive amount in cents, refusing what the provider refuses. */
export function amountParam(params: Form, name = 'amount', minimum = 1): number {
  const raw = params[name];
  if (raw === undefined) throw invalid(`Missing required param: ${name}.`, 'parameter_missing', name);
  const amount = Number(raw);
  if (typeof raw !== 'string' || !Number.isInteger(amount))
    throw invalid(`Invalid integer: ${String(raw)}`, undefined, name);
  if (amount < minimum)
    throw invalid(
      minimum === 1
        ? 'This value must be greater than or equal to 1.'
        : `Amount must be at least $${(minimum / 100).toFixed(2)} usd`,
      minimum === 1 ? undefined : 'amount_too_small',
      name,
    );
  return amount;
}

export function stringParam(params: Form, name: string): string {
  const value = params[name];
  if (typeof value !== 'string' || value === '')
    throw invalid(`Missing required param: ${name}.`, 'parameter_missing', name);
  return value;
}

export function usd(params: Form): 'usd' {
  const currency = stringParam(params, 'currency');
  if (currency !== 'usd')
    throw invalid(`The fake only moves usd, not ${currency}.`, 'parameter_invalid', 'currency');
  return currency;
}
