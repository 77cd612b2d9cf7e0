import { use, useState, type ReactNode } from 'react';
import { isLocale, localeInfo } from '../../i18n/locales';
import { api, cvUrl } from './api';
import { AuditTable } from './AuditTable';
import { EntryActions } from './EntryActions';
import { useEntryActions } from './useEntryActions';
import { Notice } from './Notice';
import { NotesSection } from './NotesSection';
import { ReplySection } from './ReplySection';
import { readEntry, readSession } from './reads';
import { RetentionNote } from './RetentionNote';
import { StatusControl } from './StatusControl';
import { useStaff } from './StaffContext';

/** A typed number as a tel: link dials it: the digits and a leading plus, without spaces, dashes or brackets. */
const telOf = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** An address as a mailto: link: whatever it holds ("?", "&", "#") stays part of the address, never a header. */
const mailtoOf = (email: string): string => `mailto:${encodeURIComponent(email).replace(/%40/g, '@')}`;

/** Everything the visitor sent, the CV to download, handled and delete, and the entry's audit trail. */
export function EntryView({ id, back }: { id: string; back: ReactNode }) {
  const { t, call, dateTime, size, serviceName, locale } = useStaff();
  const path = `entries/${encodeURIComponent(id)}`;
  const read = use(readEntry(call, path));
  // After "handled" or a status change, its answer over what was read: not read again, which would count.
  const [changed, setChanged] = useState<Partial<typeof read>>({});
  const change = (answer: Partial<typeof read>) => setChanged((previous) => ({ ...previous, ...answer }));
  const actions = useEntryActions(path, read.name, change);
  const entry = { ...read, ...changed };
  // The works council reads the application and its CV; the server refuses it every change, so none is offered.
  const reads = use(readSession(api, 'me'))?.role === 'works-council';
  const field = (label: string, value: string | null, href?: string) =>
    value ? (
      <>
        <dt>{label}</dt>
        <dd>{href ? <a href={href}>{value}</a> : value}</dd>
      </>
    ) : null;
  return (
    <article className="staff-card" aria-labelledby="entry-heading">
      {back}
      <h1 id="entry-heading">
        {entry.kind === 'contact' ? t('list.kindContact') : t('list.kindApplication')}: <bdi>{entry.name}</bdi>
      </h1>
      <Notice error={actions.error} />
      <dl className="staff-fields">
        {field(t('entry.received'), dateTime(entry.createdAt))}
        {field(t('entry.language'), isLocale(entry.locale) ? localeInfo[entry.locale].endonym : entry.locale)}
        {field(t('entry.name'), entry.name)}
        {/* To answer from one's own mail program or phone without copying the address by hand. */}
        {field(t('entry.email'), entry.email, mailtoOf(entry.email))}
        {field(t('entry.phone'), entry.phone, entry.phone ? telOf(entry.phone) : undefined)}
        {field(t('entry.job'), entry.job ? (entry.jobTitles[locale] ?? entry.job.title) : null)}
        {field(
          t('entry.position'),
          entry.kind === 'application' && !entry.job ? (entry.position ?? t('list.speculative')) : null,
        )}
        {field(t('entry.service'), entry.service && serviceName(entry.service))}
      </dl>
      <h2>{t('entry.message')}</h2>
      <p className="staff-message">{entry.message ?? t('entry.noMessage')}</p>
      {entry.cv ? (
        <p>
          <a className="staff-button" href={cvUrl(entry.id)} download={entry.cv.name} data-testid="cv-download">
            {t('entry.download', { name: entry.cv.name, size: size(entry.cv.size) })}
          </a>
        </p>
      ) : null}
      {entry.kind === 'application' && !reads ? <StatusControl entry={entry} onChange={change} /> : null}
      <RetentionNote entry={entry} />
      {entry.kind === 'contact' && entry.handledAt ? (
        <p data-testid="handled-note">
          {t('entry.handledOn', { date: dateTime(entry.handledAt), email: entry.handledBy ?? '' })}
        </p>
      ) : null}
      {reads ? null : (
        <>
          {entry.kind === 'application' ? <ReplySection entry={entry} onChange={change} /> : null}
          <NotesSection entry={entry} onChange={change} />
          <EntryActions entry={entry} actions={actions} />
          <h2>{t('audit.entryHeading')}</h2>
          <AuditTable lines={entry.audit} caption={t('audit.entryHeading')} />
        </>
      )}
    </article>
  );
}
