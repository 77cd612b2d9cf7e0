import { useCallback, useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { isLocale, localeInfo } from '../../i18n/locales';
import { cvUrl, type Entry } from './api';
import { AuditTable } from './AuditTable';
import { DeleteDialog } from './DeleteDialog';
import { errorKey } from './errors';
import { Notice } from './Notice';
import { useStaff } from './StaffContext';

/** One entry: everything the visitor sent, the CV to download, handled and delete, and its audit trail. */
export function EntryPage({ id }: { id: string }) {
  const { t, call, dateTime, date, size, setNotice } = useStaff();
  const [, navigate] = useLocation();
  const [entry, setEntry] = useState<Entry | null | undefined>(undefined);
  const [error, setError] = useState<string | undefined>(undefined);
  const [confirming, setConfirming] = useState(false);

  const load = useCallback(
    () =>
      call<Entry>(`entries/${encodeURIComponent(id)}`).then(setEntry, (caught: unknown) => {
        setEntry(null);
        setError(t(errorKey(caught, 'entry.notFound')));
      }),
    [call, id, t],
  );
  useEffect(() => {
    void load();
  }, [load]);
  // A notice of the list (an entry deleted) is not this page's.
  useEffect(() => setNotice(undefined), [setNotice]);

  const act = (run: () => Promise<unknown>) => () => {
    setError(undefined);
    run().catch((caught: unknown) => setError(t(errorKey(caught, 'errors.failed'))));
  };
  const markHandled = act(async () => {
    const update = await call<Pick<Entry, 'handledAt' | 'handledBy' | 'audit'>>(
      `entries/${encodeURIComponent(id)}/handled`,
      { method: 'POST', body: {} },
    );
    setEntry((previous) => previous && { ...previous, ...update });
  });
  const remove = act(async () => {
    setConfirming(false);
    await call(`entries/${encodeURIComponent(id)}`, { method: 'DELETE' });
    setNotice('entry.deleted', { name: entry?.name ?? '' });
    navigate('/');
  });

  if (entry === undefined) return null;
  if (entry === null) {
    return (
      <section className="staff-card">
        <Link href="/">{t('entry.back')}</Link>
        <Notice error={error} />
      </section>
    );
  }
  const field = (label: string, value: string | null) =>
    value ? (
      <>
        <dt>{label}</dt>
        <dd>{value}</dd>
      </>
    ) : null;
  return (
    <article className="staff-card" aria-labelledby="entry-heading">
      <Link href="/">{t('entry.back')}</Link>
      <h1 id="entry-heading">
        {entry.kind === 'contact' ? t('list.kindContact') : t('list.kindApplication')}: {entry.name}
      </h1>
      <Notice error={error} />
      <dl className="staff-fields">
        {field(t('entry.received'), dateTime(entry.createdAt))}
        {field(t('entry.language'), isLocale(entry.locale) ? localeInfo[entry.locale].endonym : entry.locale)}
        {field(t('entry.name'), entry.name)}
        {field(t('entry.email'), entry.email)}
        {field(t('entry.phone'), entry.phone)}
        {field(t('entry.job'), entry.job ? `${entry.job.title} (${entry.job.slug})` : null)}
        {field(
          t('entry.position'),
          entry.kind === 'application' && !entry.job ? (entry.position ?? t('list.speculative')) : null,
        )}
        {field(t('entry.service'), entry.service)}
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
      {entry.retentionDate ? (
        <p data-testid="retention-date">{t('entry.retention', { date: date(entry.retentionDate) })}</p>
      ) : null}
      {entry.handledAt ? (
        <p data-testid="handled-note">
          {t('entry.handledOn', { date: dateTime(entry.handledAt), email: entry.handledBy ?? '' })}
        </p>
      ) : null}
      <div className="staff-actions">
        {entry.handledAt ? null : (
          <button type="button" className="staff-button staff-primary" onClick={markHandled}>
            {t('entry.markHandled')}
          </button>
        )}
        <button type="button" className="staff-button staff-danger" onClick={() => setConfirming(true)}>
          {t('entry.delete')}
        </button>
      </div>
      <DeleteDialog entry={entry} open={confirming} onCancel={() => setConfirming(false)} onConfirm={remove} />
      <h2>{t('audit.entryHeading')}</h2>
      <AuditTable lines={entry.audit} caption={t('audit.entryHeading')} />
    </article>
  );
}
