import { useEffect, useState } from 'react';
import type { AuditLine } from './api';
import { AuditTable } from './AuditTable';
import { errorKey } from './errors';
import { Notice } from './Notice';
import { useStaff } from './StaffContext';

/** The whole audit trail (the last 200 lines): also what was deleted, which no entry shows any more. */
export function AuditPage() {
  const { t, call, setNotice } = useStaff();
  useEffect(() => setNotice(undefined), [setNotice]);
  const [lines, setLines] = useState<AuditLine[] | undefined>(undefined);
  const [error, setError] = useState<string | undefined>(undefined);
  useEffect(() => {
    call<AuditLine[]>('audit').then(setLines, (caught: unknown) => setError(t(errorKey(caught, 'errors.failed'))));
  }, [call, t]);
  return (
    <section className="staff-card" aria-labelledby="audit-heading">
      <h1 id="audit-heading">{t('audit.heading')}</h1>
      <p>{t('audit.intro')}</p>
      <Notice error={error} />
      {lines ? <AuditTable lines={lines} caption={t('audit.heading')} showEntry /> : null}
    </section>
  );
}
