import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'wouter';
import type { ListItem } from './api';
import { errorKey } from './errors';
import { Notice } from './Notice';
import { useStaff } from './StaffContext';

type KindFilter = '' | 'contact' | 'application';
type StateFilter = '' | 'no' | 'yes';

/** Contact messages and applications, newest first, filtered by kind and by handled or not (kept in the URL). */
export function InboxList() {
  const { t, call, dateTime } = useStaff();
  const [search, setSearch] = useSearchParams();
  const kind = (search.get('kind') ?? '') as KindFilter;
  const handled = (search.get('handled') ?? '') as StateFilter;
  const [items, setItems] = useState<ListItem[] | undefined>(undefined);
  const [error, setError] = useState<string | undefined>(undefined);

  useEffect(() => {
    const query = new URLSearchParams({ ...(kind ? { kind } : {}), ...(handled ? { handled } : {}) }).toString();
    call<ListItem[]>(`entries${query ? `?${query}` : ''}`).then(setItems, (caught: unknown) =>
      setError(t(errorKey(caught, 'errors.failed'))),
    );
  }, [call, t, kind, handled]);

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
      <Notice error={error} />
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
      {items === undefined ? null : items.length === 0 ? (
        <p>{t('list.empty')}</p>
      ) : (
        <>
          <p className="staff-muted" aria-live="polite">
            {items.length === 1 ? t('list.countOne') : t('list.count', { count: items.length })}
          </p>
          <ul className="staff-list" data-testid="inbox-list">
            {items.map((item) => (
              <li key={item.id} className={item.handledAt ? 'is-handled' : undefined}>
                <Link href={`/entry/${encodeURIComponent(item.id)}`} data-testid="inbox-item">
                  <span className="staff-item-name">{item.name}</span>
                  <span className="staff-item-topic">
                    {item.kind === 'contact' ? t('list.kindContact') : t('list.kindApplication')}
                    {' · '}
                    {item.topic ?? (item.kind === 'application' ? t('list.speculative') : '')}
                    {item.hasCv ? ` · ${t('list.withCv')}` : ''}
                  </span>
                  <span className="staff-item-meta">
                    <time dateTime={new Date(item.createdAt).toISOString()}>{dateTime(item.createdAt)}</time>
                    <span className={item.handledAt ? 'staff-badge is-done' : 'staff-badge'}>
                      {item.handledAt ? t('list.handled') : t('list.open')}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
