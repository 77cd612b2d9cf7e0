import { Link } from 'wouter';
import type { AuditLine } from './api';
import { auditWhat, auditWho } from './auditText';
import { forgetReads } from './reads';
import { useStaff } from './StaffContext';

/** Which entry a line is about: its kind and id (never who sent it), linked while it exists. */
function EntryReference({ line }: { line: AuditLine }) {
  const { t } = useStaff();
  const id = line.submissionId;
  if (id === null) return null;
  const name = `${line.kind === 'contact' ? t('list.kindContact') : t('list.kindApplication')} ${id.slice(0, 8)}`;
  if (line.entryDeleted) return <>{`${name} ${t('audit.entryDeleted')}`}</>;
  return (
    <Link href={`/entry/${encodeURIComponent(id)}`} onClick={forgetReads}>
      {name}
    </Link>
  );
}

/** A line of the table: one of the trail, or several "viewed the list" in a row by one person, folded. */
type Row = AuditLine & { times: number; since: number };

/**
 * Folds each run of "viewed the list" lines by the same person into one row (how many, since when): they are
 * a third of a working day's trail and hid the lines that matter.
 */
export function foldListed(lines: readonly AuditLine[]): Row[] {
  const rows: Row[] = [];
  for (const line of lines) {
    const last = rows.at(-1);
    if (last && line.action === 'listed' && last.action === 'listed' && last.staffEmail === line.staffEmail) {
      last.times += 1;
      last.since = line.at;
    } else rows.push({ ...line, times: 1, since: line.at });
  }
  return rows;
}

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
  const staff = useStaff();
  const { t, dateTime } = staff;
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
          {foldListed(lines).map((line) => (
            <tr
              key={line.id}
              data-action={line.action}
              data-entry={line.submissionId ?? undefined}
              data-times={line.times > 1 ? line.times : undefined}
            >
              <td data-label={t('audit.when')}>
                {/* A run within one minute shows that minute once. */}
                {line.times > 1 && dateTime(line.since) !== dateTime(line.at) ? (
                  <>
                    <time dateTime={new Date(line.since).toISOString()}>{dateTime(line.since)}</time>
                    {' – '}
                  </>
                ) : null}
                <time dateTime={new Date(line.at).toISOString()}>{dateTime(line.at)}</time>
              </td>
              <td data-label={t('audit.who')}>{auditWho(line, t)}</td>
              <td data-label={t('audit.what')}>
                {line.times > 1 ? t('work.audit.listedTimes', { count: line.times }) : auditWhat(line, staff)}
              </td>
              {showEntry ? (
                <td data-label={t('audit.entry')}>
                  <EntryReference line={line} />
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
