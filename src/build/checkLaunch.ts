/**
 * `npm run check:launch`: lists the company facts that are still placeholders and exits 1 while any
 * remain, 0 with a "ready" line when none do. Run it before going live (README, "Company facts").
 */
import { companyFacts } from '../content/company';
import { launchReport } from '../content/launchCheck';

const report = launchReport(companyFacts);
console.log(report.lines.join('\n'));
process.exitCode = report.ready ? 0 : 1;
