/**
 * `npm run check:launch`: lists what blocks a launch (placeholders and facts not set in company.ts, unconfirmed
 * claims of claims.ts, each with the pages that show it) and exits 1 while any remain, 0 with a "Ready" line when
 * none do. Run it before going live (README, "Before going live").
 */
import { siteLaunchReport } from '../routes/launchFindingPages';

const report = siteLaunchReport();
console.log(report.lines.join('\n'));
process.exitCode = report.ready ? 0 : 1;
