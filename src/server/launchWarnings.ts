import type { FastifyBaseLogger } from 'fastify';
import type { LaunchReport } from '../content/launchCheck';
import { siteLaunchReport } from '../routes/launchFindingPages';

/**
 * At start-up, the server says what still blocks the launch (the report of `npm run check:launch`): the summary,
 * then one warning line per placeholder, fact not set and unconfirmed claim, with the pages that show it. It
 * never stops the server: a fresh machine still starts with `npm install && npm start`.
 */
export function warnAboutLaunch(
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
  report: LaunchReport = siteLaunchReport(),
): void {
  if (report.ready) {
    log.info(report.summary);
    return;
  }
  log.warn(`${report.summary} Run npm run check:launch for the list; README, "Before going live".`);
  for (const item of report.items) {
    log.warn(
      { launchCheck: item.kind, path: item.path, shownOn: item.shownOn },
      `not ready to go live: ${item.kind} ${item.text}`,
    );
  }
}
