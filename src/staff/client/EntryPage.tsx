import { useEffect } from 'react';
import { Link } from 'wouter';
import { EntryView } from './EntryView';
import { forgetReads } from './reads';
import { Reading } from './Reading';
import { useStaff } from './StaffContext';

/** One entry, read anew each time a link opens it (the server's audit trail counts each opening). */
export function EntryPage({ id }: { id: string }) {
  const { t, setNotice } = useStaff();
  // A notice of the list (an entry deleted) is not this page's.
  useEffect(() => setNotice(undefined), [setNotice]);
  const back = (
    <Link href="/" onClick={forgetReads}>
      {t('entry.back')}
    </Link>
  );
  return (
    <Reading
      key={id}
      failedKey="entry.notFound"
      around={(error) => (
        <section className="staff-card">
          {back}
          {error}
        </section>
      )}
    >
      <EntryView id={id} back={back} />
    </Reading>
  );
}
