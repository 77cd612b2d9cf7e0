import type { SubmitEvent } from 'react';
import { useSearchParams } from 'wouter';
import { useStaff } from './StaffContext';

export const auditFilterNames = ['person', 'entry', 'from', 'to'] as const;

/** The whole trail's query from the address: what the filters name, for the server (`api/list.ts`). */
export function useAuditQuery(): [string, URLSearchParams, (next: URLSearchParams) => void] {
  const [search, setSearch] = useSearchParams();
  const query = new URLSearchParams(
    auditFilterNames.flatMap((name) => {
      const value = search.get(name);
      return value ? [[name, value]] : [];
    }),
  );
  return [query.size > 0 ? `audit?${query.toString()}` : 'audit', query, (next) => setSearch(next)];
}

/**
 * Who, which entry, from and to which day: a month in, the lines that matter (a download, a decision, a
 * refused sign-in) are found among the reads. Kept in the address, so a filtered trail can be reloaded.
 */
export function AuditFilters() {
  const { t } = useStaff();
  const [path, query, setQuery] = useAuditQuery();
  const apply = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const name of auditFilterNames) {
      const value = form.get(name);
      if (typeof value === 'string' && value.trim()) next.set(name, value.trim());
    }
    setQuery(next);
  };
  const field = (name: (typeof auditFilterNames)[number], type: 'text' | 'date') => (
    <label>
      {t(`work.audit.${name}`)}
      <input type={type} name={name} defaultValue={query.get(name) ?? ''} data-testid={`audit-filter-${name}`} />
    </label>
  );
  return (
    <form className="staff-filters" onSubmit={apply} key={path} aria-label={t('work.audit.filters')}>
      {field('person', 'text')}
      {field('entry', 'text')}
      {field('from', 'date')}
      {field('to', 'date')}
      <button type="submit" className="staff-button">
        {t('work.audit.apply')}
      </button>
      {query.size > 0 ? (
        <button type="button" className="staff-button" onClick={() => setQuery(new URLSearchParams())}>
          {t('work.audit.reset')}
        </button>
      ) : null}
    </form>
  );
}
