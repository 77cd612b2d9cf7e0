import { useActionState, useId } from 'react';
import { potsdamDayDaysAfter } from '../../content/potsdamDay';
import {
  CouncilCloseRequest,
  CouncilOpenRequest,
  CouncilReply,
  defaultWindowDays,
  maxWindowDays,
} from '../api/council';
import type { CouncilWindow } from '../api/council';
import { ApiError } from './api';
import { changeKeys, errorKey } from './errors';
import { ErrorLine } from './Notice';
import { useStaff } from './StaffContext';
import { SubmitButton } from './SubmitButton';

interface Props {
  job: { slug: string; title: string };
  /** The opening's newest window, if it ever had one. */
  window: CouncilWindow | undefined;
  today: string;
  latestDay: string;
}

/** One opening: whether the works council reads it now and until when, a last day to open it to, and "Close now". */
export function CouncilControl({ job, window, today, latestDay }: Props) {
  const { t, call, day, dateTime, reread, setNotice } = useStaff();
  const id = useId();
  const open = window?.open === true;
  const refused = (caught: unknown) =>
    caught instanceof ApiError && caught.code === 'badDate'
      ? t('council.badDate', { date: day(latestDay) })
      : caught instanceof ApiError && caught.code === 'notFound'
        ? t('council.notOpen')
        : t(errorKey(caught, changeKeys));

  const [error, change] = useActionState(async (_previous: string | undefined, form: FormData) => {
    const closing = form.get('intent') === 'close';
    const chosen = form.get('lastDay');
    const lastDay = typeof chosen === 'string' ? chosen : '';
    try {
      if (closing)
        await call('council/close', CouncilReply, {
          method: 'POST',
          request: CouncilCloseRequest,
          body: { job: job.slug },
        });
      else
        await call('council/open', CouncilReply, {
          method: 'POST',
          request: CouncilOpenRequest,
          body: { job: job.slug, ...(lastDay ? { lastDay } : {}) },
        });
    } catch (caught) {
      return refused(caught);
    }
    setNotice(closing ? 'council.closed' : 'council.opened', { job: job.title, date: day(lastDay) });
    reread();
    return undefined;
  }, undefined);

  const state = !window
    ? t('council.never')
    : open
      ? `${t('council.openUntil', { date: day(window.lastDay) })} (${t('council.openedBy', { email: window.openedBy, date: dateTime(window.openedAt) })})`
      : window.closedAt !== null
        ? t('council.closedOn', { date: dateTime(window.closedAt), email: window.closedBy ?? '' })
        : t('council.endedOn', { date: day(window.lastDay) });

  return (
    <div className="staff-person" data-testid="council-window">
      <h2 id={`${id}-job`} className="staff-person-who">
        {job.title}
      </h2>
      <p className={open ? 'staff-council-state is-open' : 'staff-council-state'}>{state}</p>
      <form action={change} className="staff-council-form" aria-labelledby={`${id}-job`}>
        <label>
          {t('council.lastDay')}
          <input
            type="date"
            name="lastDay"
            required
            min={today}
            max={latestDay}
            defaultValue={open ? window.lastDay : potsdamDayDaysAfter(today, defaultWindowDays)}
            aria-describedby={`${id}-hint`}
          />
        </label>
        <span id={`${id}-hint`} className="staff-hint">
          {t('council.lastDayHint', { days: maxWindowDays, default: defaultWindowDays })}
        </span>
        <div className="staff-actions">
          <SubmitButton label={`${open ? t('council.extend') : t('council.open')}: ${job.title}`}>
            {open ? t('council.extend') : t('council.open')}
          </SubmitButton>
          {open ? (
            <button
              type="submit"
              name="intent"
              value="close"
              formNoValidate
              className="staff-button staff-danger"
              aria-label={`${t('council.close')}: ${job.title}`}
            >
              {t('council.close')}
            </button>
          ) : null}
        </div>
      </form>
      <ErrorLine error={error} />
    </div>
  );
}
