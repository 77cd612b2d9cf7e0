import { useActionState, useId } from 'react';
import type { Entry } from './api';
import { NotesReply } from '../api/replies';
import { NoteRequest } from '../api/requests';
import { changeKeys, errorKey } from './errors';
import { ErrorLine } from './Notice';
import { useStaff } from './StaffContext';
import { SubmitButton } from './SubmitButton';

/**
 * An entry's notes, oldest first, and a form for a new one. The line above the form says that the applicant
 * can read them (their copy of their data includes every note), so nobody writes what they would not show.
 */
export function NotesSection({
  entry,
  onChange,
}: {
  entry: Pick<Entry, 'id' | 'notes'>;
  onChange: (answer: Pick<Entry, 'notes' | 'audit'>) => void;
}) {
  const { t, call, dateTime } = useStaff();
  const id = useId();
  const [state, add] = useActionState(async (_previous: { error?: string; saved?: boolean }, form: FormData) => {
    const text = form.get('text');
    if (typeof text !== 'string' || text.trim() === '') return {};
    try {
      const path = `entries/${encodeURIComponent(entry.id)}/notes`;
      onChange(await call(path, NotesReply, { method: 'POST', request: NoteRequest, body: { text } }));
      return { saved: true };
    } catch (caught) {
      return { error: t(errorKey(caught, changeKeys)) };
    }
  }, {});
  return (
    <section aria-labelledby={`${id}-notes`} data-testid="notes">
      <h2 id={`${id}-notes`}>{t('notes.heading')}</h2>
      {entry.notes.length === 0 ? (
        <p>{t('notes.empty')}</p>
      ) : (
        <ul className="staff-notes">
          {entry.notes.map((note) => (
            <li key={note.id}>
              <p className="staff-hint">{t('notes.by', { email: note.staffEmail, date: dateTime(note.at) })}</p>
              <p className="staff-message">{note.text}</p>
            </li>
          ))}
        </ul>
      )}
      <form action={add} className="staff-note-form">
        <label htmlFor={`${id}-text`}>{t('notes.label')}</label>
        <p id={`${id}-copy`} className="staff-hint">
          {t('notes.copyLine')}
        </p>
        <textarea id={`${id}-text`} name="text" rows={4} maxLength={5000} required aria-describedby={`${id}-copy`} />
        <ErrorLine error={state.error} />
        <p role="status" className="staff-hint">
          {state.saved ? t('notes.added') : ''}
        </p>
        <SubmitButton>{t('notes.add')}</SubmitButton>
      </form>
    </section>
  );
}
