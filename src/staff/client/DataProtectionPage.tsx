import { use, useEffect } from 'react';
import { Link } from 'wouter';
import { dueWithinDays, type DataProtectionReply } from '../api/dataProtection';
import type { ListItem } from '../api/replies';
import { ItemLine } from './InboxItems';
import { Reading } from './Reading';
import { forgetReads, readDataProtection } from './reads';
import { useStaff } from './StaffContext';
import type { StaffKey } from './i18n';
import './council.css';

/**
 * HR's view of the privacy policy's promises: what retention deletes within two weeks, what waits for a
 * decision, withdrawals, and copies of data handed out. Each entry links to its page.
 */
export function DataProtectionPage() {
  const { t, setNotice } = useStaff();
  useEffect(() => setNotice(undefined), [setNotice]);
  return (
    <section className="staff-card staff-privacy" aria-labelledby="privacy-heading">
      <h1 id="privacy-heading">{t('privacy.heading')}</h1>
      <Reading>
        <Lists />
      </Reading>
    </section>
  );
}

/** One list with its heading, a hint, and what it says when empty. */
function Part(props: { id: string; heading: StaffKey; hint?: StaffKey; none: StaffKey; items: readonly ListItem[] }) {
  const { t } = useStaff();
  const { id, heading, hint, none, items } = props;
  return (
    <section aria-labelledby={`privacy-${id}`} data-testid={`privacy-${id}`}>
      <h2 id={`privacy-${id}`}>{t(heading, { days: dueWithinDays })}</h2>
      {hint ? <p className="staff-hint">{t(hint)}</p> : null}
      {items.length === 0 ? (
        <p>{t(none, { days: dueWithinDays })}</p>
      ) : (
        <ul className="staff-list">
          {items.map((item) => (
            <ItemLine key={item.id} item={item} testId={`privacy-${id}-item`} deletion />
          ))}
        </ul>
      )}
    </section>
  );
}

function Lists() {
  const { t, call, day } = useStaff();
  const view: DataProtectionReply = use(readDataProtection(call, 'data-protection'));
  return (
    <>
      <p>{t('privacy.intro', { date: day(view.today), days: dueWithinDays })}</p>
      <Part id="due" heading="privacy.due" none="privacy.dueNone" items={view.due} />
      <Part
        id="undecided"
        heading="privacy.undecided"
        hint="privacy.undecidedHint"
        none="privacy.undecidedNone"
        items={view.undecided}
      />
      <Part
        id="withdrawals"
        heading="privacy.withdrawals"
        hint="privacy.withdrawalsHint"
        none="privacy.withdrawalsNone"
        items={view.withdrawals}
      />
      <Copies copies={view.copies} />
    </>
  );
}

function Copies({ copies }: { copies: DataProtectionReply['copies'] }) {
  const { t, dateTime } = useStaff();
  return (
    <section aria-labelledby="privacy-copies" data-testid="privacy-copies">
      <h2 id="privacy-copies">{t('privacy.copies')}</h2>
      <p className="staff-hint">{t('privacy.copiesHint')}</p>
      {copies.length === 0 ? (
        <p>{t('privacy.copiesNone')}</p>
      ) : (
        <ul className="staff-privacy-copies">
          {copies.map((copy) => (
            <li key={copy.id}>
              <time dateTime={new Date(copy.at).toISOString()}>{dateTime(copy.at)}</time>
              {' · '}
              {copy.name !== null && copy.submissionId !== null ? (
                <Link href={`/entry/${encodeURIComponent(copy.submissionId)}`} onClick={forgetReads}>
                  <bdi>{copy.name}</bdi>
                </Link>
              ) : (
                t('privacy.deletedSince')
              )}
              {' · '}
              {t('privacy.copyBy', { who: copy.staffEmail ?? t('privacy.applicant') })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
