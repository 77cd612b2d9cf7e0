/**
 * `npm run check:launch`: lists what blocks a launch and exits 1 while any remains, 0 when nothing does. The
 * site's facts (placeholders and facts not set in company.ts, unconfirmed claims of claims.ts, each with the
 * pages that show it), then the retention as this environment sets it up (retention/launchCheck.ts), then the
 * logs' and backups' periods that deploy/ ships and this machine has installed (retention/deployPeriods.ts): run
 * it on the server, in its checkout, with the server's settings (README, "Before going live").
 */
import { siteLaunchReport } from '../../routes/launchFindingPages';
import { deployPeriodCheck } from '../retention/deployPeriods';
import { retentionLaunchCheck } from '../retention/launchCheck';

const report = siteLaunchReport();
const retention = await retentionLaunchCheck();
const periods = deployPeriodCheck();
console.log([...report.lines, '', ...retention.lines, '', ...periods.lines].join('\n'));
process.exitCode = report.ready && retention.ready && periods.ready ? 0 : 1;
