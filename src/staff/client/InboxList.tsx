import { use } from 'react';
import { useSearchParams } from 'wouter';
import { api } from './api';
import { CouncilLine } from './CouncilLine';
import { readSession } from './reads';
import { InboxItems } from './InboxItems';
import { Notice } from './Notice';
import { Reading } from './Reading';
import { useStaff } from './StaffContext';

/** Contact messages and applications, newest first, filtered by kind and by handled or not (kept in the URL). */
export function InboxList() {
  const { t } = useStaff();
  // Read when the inbox opened (App's Session): no request here.
  const me = use(readSession(api, 'me'));
  const [search, setSearch] = useSearchParams();
  const kind = search.get('kind') ?? '';
  const handled = search.get('handled') ?? '';
  const query = new URLSearchParams({ ...(kind ? { kind } : {}), ...(handled ? { handled } : {}) }).toString();

  const choose = (name: 'kind' | 'handled', value: string) =>
    setSearch((previous) => {
      const next = new URLSearchParams(previous);
      if (value) next.set(name, value);
      else next.delete(name);
      return next;
    });

  return (
    <section className="staff-card" aria-labelledby="inbox-heading">
      <h1 id="inbox-heading">{t('list.heading')}</h1>
      <Notice />
      {me?.role === 'works-council' ? <CouncilLine /> : null}
      <fieldset className="staff-filters">
        <legend>{t('list.filters')}</legend>
        <label>
          {t('list.kind')}
          <select value={kind} onChange={(event) => choose('kind', event.target.value)} data-testid="filter-kind">
            <option value="">{t('list.all')}</option>
            <option value="contact">{t('list.contact')}</option>
            <option value="application">{t('list.application')}</option>
          </select>
        </label>
        <label>
          {t('list.state')}
          <select
            value={handled}
            onChange={(event) => choose('handled', event.target.value)}
            data-testid="filter-handled"
          >
            <option value="">{t('list.all')}</option>
            <option value="no">{t('list.open')}</option>
            <option value="yes">{t('list.handled')}</option>
          </select>
        </label>
      </fieldset>
      {/* Keyed by the query: each filter reads its own answer, so an earlier, slower one cannot replace it. */}
      <Reading key={query}>
        <InboxItems path={query ? `entries?${query}` : 'entries'} />
      </Reading>
    </section>
  );
}
