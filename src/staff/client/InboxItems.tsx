import { use } from 'react';
import { Link } from 'wouter';
import { isOpen } from '../api/list';
import type { ListItem } from '../api/replies';
import { forgetReads, readList } from './reads';
import { useStaff } from './StaffContext';

/** One entry's line: who, what about, when it arrived and where it stands; `deletion`: the day it goes too. */
export function ItemLine({ item, testId, deletion = false }: { item: ListItem; testId: string; deletion?: boolean }) {
  const { t, dateTime, date, serviceName, locale } = useStaff();
  const done = !isOpen(item);
  return (
    <li className={done ? 'is-handled' : undefined}>
      <Link href={`/entry/${encodeURIComponent(item.id)}`} onClick={forgetReads} data-testid={testId}>
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
          <span className={done ? 'staff-badge is-done' : 'staff-badge'}>
            {/* An application's one state is its decision; stored before statuses, it was received. */}
            {item.kind === 'application'
              ? t(`status.${item.status ?? 'received'}`)
              : done
                ? t('list.handled')
                : t('list.open')}
          </span>
          {item.awaitsDecision ? <span className="staff-badge is-waiting">{t('list.awaits')}</span> : null}
          {deletion && item.retentionDate !== null ? (
            <span className="staff-badge is-waiting">{t('list.deletedOn', { date: date(item.retentionDate) })}</span>
          ) : null}
        </span>
      </Link>
    </li>
  );
}

/**
 * The list's entries for one query (`path`), read with `use()` under the list's keyed boundary; above them,
 * the reminders: applications waiting for a decision (kept until one is recorded), and contact messages
 * nobody marked handled for a month, each with the day it is deleted regardless.
 */
export function InboxItems({ path }: { path: string }) {
  const { t, call } = useStaff();
  const items = use(readList(call, path));
  if (items.length === 0) return <p>{t('list.empty')}</p>;
  const awaiting = items.filter((item) => item.awaitsDecision).length;
  const unhandled = items.filter((item) => item.awaitsHandling);
  return (
    <>
      {awaiting > 0 ? (
        <p className="staff-reminder" role="note" data-testid="awaiting-decision">
          {t('list.awaitingNotice', { count: awaiting })}
        </p>
      ) : null}
      {unhandled.length > 0 ? (
        <section className="staff-reminders" aria-labelledby="handling-heading" data-testid="awaiting-handling">
          <h2 id="handling-heading">{t('list.handlingHeading')}</h2>
          <p>{t('list.handlingNotice')}</p>
          <ul className="staff-list">
            {unhandled.map((item) => (
              <ItemLine key={item.id} item={item} testId="reminder-item" deletion />
            ))}
          </ul>
        </section>
      ) : null}
      <p className="staff-muted" aria-live="polite">
        {items.length === 1 ? t('list.countOne') : t('list.count', { count: items.length })}
      </p>
      <ul className="staff-list" data-testid="inbox-list">
        {items.map((item) => (
          <ItemLine key={item.id} item={item} testId="inbox-item" />
        ))}
      </ul>
    </>
  );
}
