import { use, useEffect } from 'react';
import { AuditTable } from './AuditTable';
import { Notice } from './Notice';
import { readAudit } from './reads';
import { Reading } from './Reading';
import { useStaff } from './StaffContext';

/** The whole audit trail (the last 200 lines): also what was deleted, which no entry shows any more. */
export function AuditPage() {
  const { t, setNotice } = useStaff();
  useEffect(() => setNotice(undefined), [setNotice]);
  return (
    <section className="staff-card" aria-labelledby="audit-heading">
      <h1 id="audit-heading">{t('audit.heading')}</h1>
      <p>{t('audit.intro')}</p>
      <Notice />
      <Reading>
        <AuditLines />
      </Reading>
    </section>
  );
}

function AuditLines() {
  const { t, call } = useStaff();
  return <AuditTable lines={use(readAudit(call, 'audit'))} caption={t('audit.heading')} showEntry />;
}
