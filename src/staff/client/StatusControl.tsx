import { useActionState, useState } from 'react';
import type { z } from 'zod';
import { anchoredDay, decisionDays, statusesAfter } from '../../submissions/decisions';
import { applicationStatuses, isDecision, type ApplicationStatus } from '../../submissions/storedSubmission';
import { StatusReply } from '../api/replies';
import { StatusRequest } from '../api/requests';
import type { Entry } from './api';
import { changeKeys, errorKey } from './errors';
import { useStaff } from './StaffContext';
import { SubmitButton } from './SubmitButton';

type Changed = z.output<typeof StatusReply>;
interface Saved {
  /** Counts the answers: each one shows the saved status afresh. */
  answers: number;
  changed?: Changed;
  error?: string;
}

const isStatus = (value: FormDataEntryValue | null): value is ApplicationStatus =>
  applicationStatuses.some((status) => status === value);

/**
 * The status and day fields, showing what is saved: uncontrolled, so React's reset of the form after its
 * action puts back these defaults, and remounted (keyed) by each answer and each saved change, so the
 * defaults are the saved status and day. Only the statuses the server accepts after the saved one are
 * offered; a decision's day lies between the Potsdam day the application arrived and today's.
 */
function StatusFields({ entry }: { entry: Entry }) {
  const { t } = useStaff();
  const saved = entry.status ?? 'received';
  const [chosen, setChosen] = useState<ApplicationStatus>(saved);
  const [{ first, today }] = useState(() => decisionDays(entry.createdAt, Date.now()));
  return (
    <>
      <label>
        {t('entry.status')}
        <select
          name="status"
          defaultValue={saved}
          onChange={(event) => {
            if (isStatus(event.target.value)) setChosen(event.target.value);
          }}
        >
          {statusesAfter(entry.status).map((status) => (
            <option key={status} value={status}>
              {t(`status.${status}`)}
            </option>
          ))}
        </select>
      </label>
      {isDecision(chosen) ? (
        <label>
          {t('entry.decidedOn')}
          <input
            type="date"
            name="decidedOn"
            required
            min={first}
            max={today}
            defaultValue={entry.decidedAt === null ? today : anchoredDay(entry.decidedAt)}
          />
        </label>
      ) : null}
    </>
  );
}

/**
 * An application's status, and for a decision the day it took effect (a rejection: the day it was sent):
 * retention counts from that day. It says in words what is saved, and after each save shows it again, so
 * saving twice never saves something else; the server answers the saved status and day with "unchanged".
 */
export function StatusControl({ entry, onChange }: { entry: Entry; onChange: (changed: Changed) => void }) {
  const { t, call, date } = useStaff();
  const [result, save] = useActionState(
    async (previous: Saved, form: FormData): Promise<Saved> => {
      const answers = previous.answers + 1;
      const status = form.get('status');
      const decidedOn = form.get('decidedOn');
      if (!isStatus(status)) return { answers, error: t('errors.failed') };
      try {
        const body = { status, ...(typeof decidedOn === 'string' && decidedOn ? { decidedOn } : {}) };
        const changed = await call(`entries/${encodeURIComponent(entry.id)}/status`, StatusReply, {
          method: 'POST',
          request: StatusRequest,
          body,
        });
        onChange(changed);
        return { answers, changed };
      } catch (caught) {
        return { answers, error: t(errorKey(caught, changeKeys)) };
      }
    },
    { answers: 0 },
  );
  const saved = entry.status ?? 'received';
  const savedText =
    isDecision(saved) && entry.decidedAt !== null
      ? t('entry.savedDecision', { status: t(`status.${saved}`), date: date(entry.decidedAt) })
      : t('entry.savedStatus', { status: t(`status.${saved}`) });
  const answer = result.changed?.unchanged ? t('entry.statusUnchanged') : t('entry.statusSaved');
  return (
    <form action={save} className="staff-status" data-testid="status-control">
      <h2>{t('entry.statusHeading')}</h2>
      <p className="staff-saved" data-testid="saved-decision">
        {savedText}
      </p>
      <StatusFields key={`${saved} ${String(entry.decidedAt)} ${String(result.answers)}`} entry={entry} />
      <SubmitButton>{t('entry.saveStatus')}</SubmitButton>
      <p role="status" className={result.error ? 'staff-error' : 'staff-muted'}>
        {result.error ?? (result.changed ? answer : '')}
      </p>
    </form>
  );
}
