import { use, type SubmitEvent } from 'react';
import { applicationStatuses } from '../../submissions/storedSubmission';
import { readOpenings } from './reads';
import { Reading } from './Reading';
import { useStaff } from './StaffContext';

/** The list's filters by their names in the address (and the server's query, api/list.ts). */
export type FilterName = 'kind' | 'state' | 'decision' | 'job' | 'q';
export type Choose = (changes: Partial<Record<FilterName, string>>) => void;

/** The openings with an application the person may see, titled in the page's language. */
function JobFilter({ job, choose }: { job: string; choose: Choose }) {
  const { t, call, locale } = useStaff();
  const openings = use(readOpenings(call, 'openings'));
  return (
    <label>
      {t('work.filters.job')}
      <select value={job} onChange={(event) => choose({ job: event.target.value })} data-testid="filter-job">
        <option value="">{t('work.filters.anyJob')}</option>
        {openings.map((opening) => (
          <option key={opening.slug} value={opening.slug}>
            {opening.titles[locale] ?? opening.title}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * Kind, state, decision, opening and a name: what HR asks of the list ("who is still undecided for this
 * job?"). The state's words follow the kind, since an application is open until decided and a contact
 * message until handled; decision and opening are an application's, so a contact-only list drops them.
 */
export function ListFilters({ values, choose }: { values: Record<FilterName, string>; choose: Choose }) {
  const { t } = useStaff();
  const { kind, state, decision, job, q } = values;
  const stateWords = kind === 'application' ? 'Applications' : kind === 'contact' ? 'Contacts' : ('' as const);
  const search = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = new FormData(event.currentTarget).get('q');
    choose({ q: typeof typed === 'string' ? typed.trim() : '' });
  };
  return (
    <fieldset className="staff-filters">
      <legend>{t('list.filters')}</legend>
      <label>
        {t('list.kind')}
        <select
          value={kind}
          onChange={(event) =>
            choose(
              event.target.value === 'contact'
                ? { kind: 'contact', decision: '', job: '' }
                : { kind: event.target.value },
            )
          }
          data-testid="filter-kind"
        >
          <option value="">{t('list.all')}</option>
          <option value="contact">{t('list.contact')}</option>
          <option value="application">{t('list.application')}</option>
        </select>
      </label>
      <label>
        {t('work.filters.state')}
        <select value={state} onChange={(event) => choose({ state: event.target.value })} data-testid="filter-state">
          <option value="">{t('list.all')}</option>
          <option value="open">{t(`work.filters.open${stateWords}`)}</option>
          <option value="done">{t(`work.filters.done${stateWords}`)}</option>
        </select>
      </label>
      {kind === 'contact' ? null : (
        <>
          <label>
            {t('work.filters.decision')}
            <select
              value={decision}
              onChange={(event) => choose({ decision: event.target.value })}
              data-testid="filter-decision"
            >
              <option value="">{t('work.filters.anyDecision')}</option>
              {applicationStatuses.map((status) => (
                <option key={status} value={status}>
                  {t(`status.${status}`)}
                </option>
              ))}
            </select>
          </label>
          <Reading>
            <JobFilter job={job} choose={choose} />
          </Reading>
        </>
      )}
      <form role="search" className="staff-search" onSubmit={search} key={q}>
        <label>
          {t('work.filters.search')}
          <input type="search" name="q" defaultValue={q} maxLength={100} data-testid="filter-name" />
        </label>
        <button type="submit" className="staff-button">
          {t('work.filters.searchButton')}
        </button>
      </form>
      {Object.values(values).some(Boolean) ? (
        <button
          type="button"
          className="staff-button"
          onClick={() => choose({ kind: '', state: '', decision: '', job: '', q: '' })}
          data-testid="filter-reset"
        >
          {t('work.filters.reset')}
        </button>
      ) : null}
    </fieldset>
  );
}
