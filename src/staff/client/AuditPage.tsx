import { use, useEffect } from 'react';
import { AuditFilters, useAuditQuery } from './AuditFilters';
import { AuditTable } from './AuditTable';
import { Notice } from './Notice';
import { readAudit } from './reads';
import { Reading } from './Reading';
import { useStaff } from './StaffContext';

/**
 * The whole audit trail (the last 200 lines the filters let through): also what was deleted, which no entry
 * shows any more.
 */
export function AuditPage() {
  const { t, setNotice } = useStaff();
  const [path] = useAuditQuery();
  useEffect(() => setNotice(undefined), [setNotice]);
  return (
    <section className="staff-card" aria-labelledby="audit-heading">
      <h1 id="audit-heading">{t('audit.heading')}</h1>
      <p>{t('audit.intro')}</p>
      <Notice />
      <AuditFilters />
      {/* Keyed by the query, as the list: an earlier, slower answer never replaces a newer one. */}
      <Reading key={path}>
        <AuditLines path={path} />
      </Reading>
    </section>
  );
}

function AuditLines({ path }: { path: string }) {
  const { t, call } = useStaff();
  return <AuditTable lines={use(readAudit(call, path))} caption={t('audit.heading')} showEntry />;
}
