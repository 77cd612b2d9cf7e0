/**
 * `node dist/server/rebuild.js`: the rebuild runner, which systemd starts (deploy/systemd/globalis-rebuild.*)
 * when a request is written, every five minutes, and at boot. It builds only when a build is due (a request,
 * a scheduled entry's time, a new day) and exits; a failed build exits 1 and leaves the site as it was.
 */
import { commitStatusReporter, commitStatusSettingsFromEnv } from '../rebuild/commitStatus';
import { runRebuilds } from '../rebuild/runner';
import { machineSteps, rebuildSettingsFromEnv } from '../rebuild/steps';

const settings = rebuildSettingsFromEnv();
const statusSettings = commitStatusSettingsFromEnv();
const log = (line: string) => {
  console.log(line);
};
const { failed } = await runRebuilds({
  dir: settings.dir,
  steps: machineSteps(settings),
  report: log,
  // GITHUB_STATUS_TOKEN set: GitHub and the editor see each built commit's state.
  ...(statusSettings ? { commitStatus: commitStatusReporter(statusSettings, log) } : {}),
});
process.exitCode = failed > 0 ? 1 : 0;
