import { useActionState, useId, useState } from 'react';
import { company } from '../../content/company';
import { isLocale, localeInfo, type Locale } from '../../i18n/locales';
import { RepliedReply } from '../api/replies';
import { ReplyRequest, replyTemplates, type ReplyTemplate } from '../api/requests';
import { staffMessages } from '../words';
import type { Entry } from './api';
import { changeKeys, errorKey } from './errors';
import { ErrorLine } from './Notice';
import { useStaff } from './StaffContext';
import { SubmitButton } from './SubmitButton';

type Replied = Pick<Entry, 'replies' | 'audit' | 'status' | 'decidedAt' | 'retentionDate'>;

/** A template's words in the application's language, with the applicant's name, the job and the company filled in. */
function drafted(
  template: ReplyTemplate,
  locale: Locale,
  entry: Pick<Entry, 'name' | 'job' | 'position'>,
  months: number,
) {
  const words = staffMessages[locale].staff.mail[template];
  const job = entry.job?.title ?? entry.position ?? staffMessages[locale].staff.list.speculative;
  const values: Record<string, string> = { name: entry.name, job, company: company.name, months: String(months) };
  const fill = (text: string) => text.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => values[key] ?? whole);
  return { subject: fill(words.subject), body: fill(words.body) };
}

/**
 * "Reply": a template in the application's language, edited here, sent by the server to the address the
 * application gave. A rejection records the decision with today's day, which the page shows at once.
 */
export function ReplySection({ entry, onChange }: { entry: Entry; onChange: (answer: Replied) => void }) {
  const { t, call, dateTime } = useStaff();
  const id = useId();
  const locale: Locale = isLocale(entry.locale) ? entry.locale : 'de';
  const [template, setTemplate] = useState<ReplyTemplate>('receipt');
  const [draft, setDraft] = useState(() => drafted('receipt', locale, entry, entry.retention.applicationMonths));
  const choose = (next: ReplyTemplate) => {
    setTemplate(next);
    setDraft(drafted(next, locale, entry, entry.retention.applicationMonths));
  };
  const [state, send] = useActionState(async (): Promise<{ error?: string; sent?: boolean }> => {
    if (/\[[^\]]*\]/.test(draft.body)) return { error: t('reply.brackets') };
    try {
      const path = `entries/${encodeURIComponent(entry.id)}/replies`;
      onChange(await call(path, RepliedReply, { method: 'POST', request: ReplyRequest, body: { template, ...draft } }));
      return { sent: true };
    } catch (caught) {
      return { error: t(errorKey(caught, changeKeys)) };
    }
  }, {});

  return (
    <section aria-labelledby={`${id}-reply`} data-testid="reply">
      <h2 id={`${id}-reply`}>{t('reply.heading')}</h2>
      <form action={send} className="staff-reply-form">
        <label htmlFor={`${id}-template`}>{t('reply.template')}</label>
        <select
          id={`${id}-template`}
          value={template}
          onChange={(event) => {
            const next = replyTemplates.find((one) => one === event.currentTarget.value);
            if (next) choose(next);
          }}
        >
          {replyTemplates.map((one) => (
            <option key={one} value={one}>
              {t(`reply.templates.${one}`)}
            </option>
          ))}
        </select>
        <p className="staff-hint">{t('reply.language', { language: localeInfo[locale].endonym })}</p>
        <p className="staff-hint">{t('reply.to', { email: entry.email })}</p>
        <label htmlFor={`${id}-subject`}>{t('reply.subject')}</label>
        <input
          id={`${id}-subject`}
          value={draft.subject}
          maxLength={300}
          required
          onChange={(event) => setDraft({ ...draft, subject: event.currentTarget.value })}
        />
        <label htmlFor={`${id}-body`}>{t('reply.body')}</label>
        <textarea
          id={`${id}-body`}
          value={draft.body}
          rows={12}
          maxLength={20_000}
          required
          aria-describedby={`${id}-hint`}
          onChange={(event) => setDraft({ ...draft, body: event.currentTarget.value })}
        />
        <p id={`${id}-hint`} className="staff-hint">
          {t('reply.editHint')}
          {template === 'rejection' ? ` ${t('reply.rejectionSets')}` : ''}
        </p>
        <ErrorLine error={state.error} />
        <p role="status" className="staff-hint">
          {state.sent ? t('reply.sent', { email: entry.email }) : ''}
        </p>
        <SubmitButton working={t('reply.sending')}>{t('reply.send')}</SubmitButton>
      </form>
      <h3>{t('reply.sentHeading')}</h3>
      {entry.replies.length === 0 ? (
        <p>{t('reply.none')}</p>
      ) : (
        <ul className="staff-notes">
          {entry.replies.map((sent) => (
            <li key={sent.id}>
              <p className="staff-hint">
                {t('reply.sentLine', {
                  template: isTemplate(sent.template) ? t(`reply.templates.${sent.template}`) : sent.template,
                  date: dateTime(sent.at),
                  email: sent.staffEmail,
                })}
              </p>
              <p className="staff-message">{sent.body}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const isTemplate = (value: string): value is ReplyTemplate => replyTemplates.some((one) => one === value);
