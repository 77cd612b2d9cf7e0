import { use } from 'react';
import { useSearchParams } from 'wouter';
import { api } from './api';
import { CouncilLine } from './CouncilLine';
import { readSession } from './reads';
import { InboxItems } from './InboxItems';
import { ListFilters, type Choose, type FilterName } from './ListFilters';
import { Notice } from './Notice';
import { Reading } from './Reading';
import { useStaff } from './StaffContext';

const filterNames: readonly FilterName[] = ['kind', 'state', 'decision', 'job', 'q'];

/**
 * Contact messages and applications, newest first, filtered by the server (kind, open or done, decision,
 * opening, name); the filters live in the address, so a filtered list can be reloaded, shared and gone back to.
 */
export function InboxList() {
  const { t } = useStaff();
  // Read when the inbox opened (App's Session): no request here.
  const me = use(readSession(api, 'me'));
  const [search, setSearch] = useSearchParams();
  const value = (name: FilterName) => search.get(name) ?? '';
  const values = {
    kind: value('kind'),
    state: value('state'),
    decision: value('decision'),
    job: value('job'),
    q: value('q'),
  };
  const query = new URLSearchParams(filterNames.flatMap((name) => (values[name] ? [[name, values[name]]] : [])));
  const path = query.size > 0 ? `entries?${query.toString()}` : 'entries';

  const choose: Choose = (changes) =>
    setSearch((previous) => {
      const next = new URLSearchParams(previous);
      for (const [name, value] of Object.entries(changes)) {
        if (value) next.set(name, value);
        else next.delete(name);
      }
      return next;
    });

  return (
    <section className="staff-card" aria-labelledby="inbox-heading">
      <h1 id="inbox-heading">{t('list.heading')}</h1>
      <Notice />
      {me?.role === 'works-council' ? <CouncilLine /> : null}
      <ListFilters values={values} choose={choose} />
      {/* Keyed by the query: each filter reads its own answer, so an earlier, slower one cannot replace it. */}
      <Reading key={path}>
        <InboxItems path={path} />
      </Reading>
    </section>
  );
}
