import { useActionState, useState } from 'react';
import type { z } from 'zod';
import { applicationStatuses, isDecision, type ApplicationStatus } from '../../submissions/storedSubmission';
import { StatusReply } from '../api/replies';
import { StatusRequest } from '../api/requests';
import type { Entry } from './api';
import { changeKeys, errorKey } from './errors';
import { useStaff } from './StaffContext';
import { SubmitButton } from './SubmitButton';

type Changed = z.output<typeof StatusReply>;
interface Saved {
  changed?: Changed;
  error?: string;
}

const isStatus = (value: FormDataEntryValue | null): value is ApplicationStatus =>
  applicationStatuses.some((status) => status === value);
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * An application's status, and for a decision the day it took effect (a rejection: the day it was sent):
 * retention counts from that day, so the day is asked for, today by default. The page shows the answer.
 */
export function StatusControl({ entry, onChange }: { entry: Entry; onChange: (changed: Changed) => void }) {
  const { t, call } = useStaff();
  const [today] = useState(() => isoDay(Date.now()));
  const [chosen, setChosen] = useState<ApplicationStatus>(entry.status ?? 'received');
  const [saved, save] = useActionState(async (_previous: Saved, form: FormData): Promise<Saved> => {
    const status = form.get('status');
    const decidedOn = form.get('decidedOn');
    if (!isStatus(status)) return { error: t('errors.failed') };
    try {
      const body = { status, ...(typeof decidedOn === 'string' && decidedOn ? { decidedOn } : {}) };
      const changed = await call(`entries/${encodeURIComponent(entry.id)}/status`, StatusReply, {
        method: 'POST',
        request: StatusRequest,
        body,
      });
      onChange(changed);
      return { changed };
    } catch (caught) {
      return { error: t(errorKey(caught, changeKeys)) };
    }
  }, {});
  return (
    <form action={save} className="staff-status" data-testid="status-control">
      <h2>{t('entry.statusHeading')}</h2>
      <label>
        {t('entry.status')}
        <select
          name="status"
          value={chosen}
          onChange={(event) => {
            if (isStatus(event.target.value)) setChosen(event.target.value);
          }}
        >
          {applicationStatuses.map((status) => (
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
            min={isoDay(entry.createdAt)}
            max={today}
            defaultValue={entry.decidedAt ? isoDay(entry.decidedAt) : today}
          />
        </label>
      ) : null}
      <SubmitButton>{t('entry.saveStatus')}</SubmitButton>
      <p role="status" className={saved.error ? 'staff-error' : 'staff-muted'}>
        {saved.error ?? (saved.changed ? t('entry.statusSaved') : '')}
      </p>
    </form>
  );
}
