import { use } from 'react';
import { Link } from 'wouter';
import { forgetReads, readList } from './reads';
import { useStaff } from './StaffContext';

/** The list's entries for one query (`path`), read with `use()` under the list's keyed boundary. */
export function InboxItems({ path }: { path: string }) {
  const { t, call, dateTime, serviceName, locale } = useStaff();
  const items = use(readList(call, path));
  if (items.length === 0) return <p>{t('list.empty')}</p>;
  const awaiting = items.filter((item) => item.awaitsDecision).length;
  return (
    <>
      {awaiting > 0 ? (
        <p className="staff-reminder" role="note" data-testid="awaiting-decision">
          {t('list.awaitingNotice', { count: awaiting })}
        </p>
      ) : null}
      <p className="staff-muted" aria-live="polite">
        {items.length === 1 ? t('list.countOne') : t('list.count', { count: items.length })}
      </p>
      <ul className="staff-list" data-testid="inbox-list">
        {items.map((item) => (
          <li key={item.id} className={item.handledAt ? 'is-handled' : undefined}>
            <Link href={`/entry/${encodeURIComponent(item.id)}`} onClick={forgetReads} data-testid="inbox-item">
              <bdi className="staff-item-name">{item.name}</bdi>
              <span className="staff-item-topic">
                {item.kind === 'contact' ? t('list.kindContact') : t('list.kindApplication')}
                {' · '}
                {item.kind === 'contact' ? (
                  item.topic && serviceName(item.topic)
                ) : (
                  // A position the visitor typed, isolated: whatever its direction, the line reads in order.
                  <bdi>{item.jobTitles[locale] ?? item.topic ?? t('list.speculative')}</bdi>
                )}
                {item.hasCv ? ` · ${t('list.withCv')}` : ''}
              </span>
              <span className="staff-item-meta">
                <time dateTime={new Date(item.createdAt).toISOString()}>{dateTime(item.createdAt)}</time>
                <span className={item.handledAt ? 'staff-badge is-done' : 'staff-badge'}>
                  {item.status ? t(`status.${item.status}`) : item.handledAt ? t('list.handled') : t('list.open')}
                </span>
                {item.awaitsDecision ? <span className="staff-badge is-waiting">{t('list.awaits')}</span> : null}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
