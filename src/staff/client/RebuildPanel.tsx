import { useActionState, useEffect, useState } from 'react';
import { RebuildReply, type RebuildView } from '../api/rebuild';
import { EmptyRequest } from '../api/requests';
import { errorKey } from './errors';
import type { StaffI18n } from './i18n';
import { useStaff } from './StaffContext';
import { SubmitButton } from './SubmitButton';

/** While a build waits or runs, the panel asks again this often: a build takes a few minutes. */
const pollMs = 20_000;

/**
 * The editor's commit messages (admin/cmsConfig.ts, `commit_messages`): `Update news "baku-trade-fair" (editor,
 * a-schmidt)`. Named in the reader's language when it is one; any other commit by its own first line.
 */
const editorCommit = /^(?:Add|Update|Delete) (news|jobs) "([^"]+)"/;

function whatWasBuilt(subject: string | undefined, t: StaffI18n['t']): string {
  const [, collection, slug = ''] = editorCommit.exec(subject ?? '') ?? [];
  if (collection === 'news' || collection === 'jobs') return t(`rebuild.entry.${collection}`, { slug });
  return `“${subject ?? ''}”`;
}

/** Where the website's rebuild stands, for everyone signed in; the button for those who may start one. */
export function RebuildPanel() {
  const { t, call, dateTime } = useStaff();
  const [view, setView] = useState<RebuildView | undefined>();
  const busy = view?.phase === 'waiting' || view?.phase === 'building';

  useEffect(() => {
    let stopped = false;
    const read = () =>
      call('rebuild', RebuildReply)
        .then((next) => !stopped && setView(next))
        // No status (the inbox runs without the rebuild, or the read failed): the panel stays away.
        .catch(() => undefined);
    void read();
    const timer = busy ? setInterval(() => void read(), pollMs) : undefined;
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [call, busy]);

  const [message, start] = useActionState(async () => {
    try {
      setView(await call('rebuild', RebuildReply, { method: 'POST', request: EmptyRequest, body: {} }));
      return t('rebuild.requested');
    } catch (error) {
      return t(errorKey(error, 'rebuild.forbidden'));
    }
  }, undefined);

  if (!view) return null;
  const { live, failure, building } = view;
  const lines = [
    live
      ? t('rebuild.live', { time: dateTime(live.since), what: whatWasBuilt(live.subject, t), author: live.author })
      : t('rebuild.none'),
    view.phase === 'waiting' ? t('rebuild.waiting') : null,
    building
      ? t('rebuild.building', { step: t(`rebuild.steps.${building.step}`), time: dateTime(building.startedAt) })
      : null,
  ];
  return (
    <section className="staff-card staff-rebuild" aria-labelledby="rebuild-heading" data-testid="rebuild-status">
      <h2 id="rebuild-heading">{t('rebuild.heading')}</h2>
      {lines.filter(Boolean).map((line) => (
        <p key={line}>{line}</p>
      ))}
      {failure && !building ? (
        <div className="staff-rebuild-failed" role="alert">
          <p>{t('rebuild.failed', { time: dateTime(failure.at), step: t(`rebuild.steps.${failure.step}`) })}</p>
          {failure.author ? (
            <p>{t('rebuild.failedWhat', { what: whatWasBuilt(failure.subject, t), author: failure.author })}</p>
          ) : null}
          <details>
            <summary>{t('rebuild.log')}</summary>
            <pre>{failure.log.join('\n')}</pre>
          </details>
        </div>
      ) : null}
      {view.mayRebuild ? (
        <form action={start}>
          <SubmitButton primary={false} disabled={busy}>
            {t('rebuild.start')}
          </SubmitButton>
          <p role="status">{message}</p>
        </form>
      ) : null}
    </section>
  );
}
