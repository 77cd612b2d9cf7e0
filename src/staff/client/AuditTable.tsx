import type { AuditLine } from './api';
import { useStaff } from './StaffContext';

/** Audit lines, newest first; with `showEntry`, which entry each is about (the whole trail). */
export function AuditTable({
  lines,
  caption,
  showEntry = false,
}: {
  lines: AuditLine[];
  caption: string;
  showEntry?: boolean;
}) {
  const { t, dateTime } = useStaff();
  if (lines.length === 0) return <p>{t('audit.empty')}</p>;
  return (
    <div className="staff-table-wrap">
      <table className="staff-table" data-testid="audit-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('audit.when')}</th>
            <th scope="col">{t('audit.who')}</th>
            <th scope="col">{t('audit.what')}</th>
            {showEntry ? <th scope="col">{t('audit.entry')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.id} data-action={line.action} data-entry={line.submissionId}>
              <td>
                <time dateTime={new Date(line.at).toISOString()}>{dateTime(line.at)}</time>
              </td>
              <td>{line.staffEmail}</td>
              <td>{t(`audit.${line.action}`)}</td>
              {showEntry ? (
                <td>{`${line.kind === 'contact' ? t('list.kindContact') : t('list.kindApplication')}: ${line.summary}`}</td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
