// The console's audit log (docs/product/operations.md, "Audit log"): filters, newest first, 'Load older', and
// 'Export CSV' with the same filters.
import { useState } from 'react';
import { AUDIT_ACTIONS } from '../../../shared/domain/audit';
import { formatNumericDateTime } from '../../../shared/time-format';
import { Button } from '../../components/ui/button';
import { SelectField, TextField } from '../../components/ui/form-field';
import { LoadMoreButton } from '../../components/ui/load-more-button';
import { QueryStates } from '../../components/ui/query-states';
import { type AuditEntry, type AuditFilters, auditParams, useAuditLog } from './ops-api';

const EMPTY: AuditFilters = { actor: '', action: '', targetId: '', from: '', to: '' };

/** A name with its id beside it (the id is what the filters take), or the id alone when it names no account. */
export function Named({ name, id }: { name: string | null; id: string | null }) {
  if (!id) return null;
  return name ? (
    <>
      <span className="font-medium text-slate-900">{name}</span>{' '}
      <span className="break-all font-mono text-xs text-slate-600">({id})</span>
    </>
  ) : (
    <span className="break-all font-mono text-xs">{id}</span>
  );
}

function Entry({ entry }: { entry: AuditEntry }) {
  const change = [
    entry.before && `before ${JSON.stringify(entry.before)}`,
    entry.after && `after ${JSON.stringify(entry.after)}`,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <li className="space-y-1 rounded-md border border-slate-200 p-3 text-sm" data-testid="audit-entry">
      <p className="flex flex-wrap justify-between gap-2">
        <span className="font-mono font-medium text-slate-900">{entry.action}</span>
        <time dateTime={entry.at} className="text-slate-600">
          {formatNumericDateTime(entry.at)}
        </time>
      </p>
      <p className="break-words text-slate-700">
        By {entry.actorRole} <Named name={entry.actorName} id={entry.actorId} /> · {entry.targetKind}{' '}
        <Named name={entry.targetName} id={entry.targetId} />
        {entry.ip ? ` · from ${entry.ip}` : ''}
      </p>
      {entry.reason && <p className="text-slate-700">Reason: {entry.reason}</p>}
      {change && <p className="break-all font-mono text-xs text-slate-600">{change}</p>}
    </li>
  );
}

export function AuditLog() {
  const [draft, setDraft] = useState<AuditFilters>(EMPTY);
  const [filters, setFilters] = useState<AuditFilters>(EMPTY);
  const pages = useAuditLog(filters, true);
  const entries = pages.data?.pages.flatMap((page) => page.entries) ?? [];
  const field = (name: keyof AuditFilters) => ({
    value: draft[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      setDraft({ ...draft, [name]: e.target.value }),
  });
  return (
    <section aria-labelledby="audit-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="audit-heading" className="text-xl font-semibold text-slate-900">
          Audit log
        </h2>
        <a
          href={`/api/ops/audit.csv?${auditParams(filters)}`}
          download
          className="rounded-md border border-slate-300 px-3 py-2 text-sm font-medium text-slate-900 hover:bg-slate-50"
        >
          Export CSV
        </a>
      </div>
      <form
        aria-label="Filter the audit log"
        className="grid gap-3 sm:grid-cols-3"
        onSubmit={(e) => {
          e.preventDefault();
          setFilters(draft);
        }}
      >
        <SelectField label="Action" {...field('action')}>
          <option value="">Any action</option>
          {AUDIT_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {action}
            </option>
          ))}
        </SelectField>
        <TextField label="Actor (account id)" {...field('actor')} />
        <TextField label="Target id" {...field('targetId')} />
        <TextField label="From" type="date" {...field('from')} />
        <TextField label="To" type="date" {...field('to')} />
        <div className="flex items-end gap-2">
          <Button type="submit">Filter</Button>
          <Button
            type="button"
            variant="ghost"
            onClick={() => {
              setDraft(EMPTY);
              setFilters(EMPTY);
            }}
          >
            Clear
          </Button>
        </div>
      </form>
      <QueryStates
        query={pages}
        loadingLabel="Loading the audit log"
        errorTitle="The audit log could not be loaded."
      >
        {entries.length === 0 ? (
          <p className="text-sm text-slate-600">No entries match these filters.</p>
        ) : (
          <ol aria-label="Audit entries" className="space-y-2">
            {entries.map((entry) => (
              <Entry key={entry.id} entry={entry} />
            ))}
          </ol>
        )}
        <LoadMoreButton pages={pages} label="Load older entries" />
      </QueryStates>
    </section>
  );
}
