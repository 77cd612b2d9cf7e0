/**
 * One mailer of the inbox's notices per process: the public server starts it (with the applicants' pages, when
 * SMTP_HOST is set), and the staff listener, mounted beside it as main.ts does, tells it of its notices instead
 * of polling the same table with a second one.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { securityHeaders } from '../../src/server/securityHeaders';
import { Outbox } from '../../src/serverKit';
import { buildStaffServer } from '../../src/staff/server';
import { testServers, unreachableMail } from './support/testServer';

const start = testServers();
afterEach(() => {
  vi.restoreAllMocks();
});

/** What an outbox sends, by the log field it names its messages with ('notice', 'submission'). */
const sends = (outbox: unknown): string => (outbox as { options: { words: { field: string } } }).options.words.field;

describe('the notices’ mailer', () => {
  it('runs once in a process that serves the inbox beside the public pages', async () => {
    const started = vi.spyOn(Outbox.prototype, 'start');
    const { app: site, dataDir } = await start(() => ({ mail: unreachableMail }));
    const staff = await buildStaffServer({
      distDir: dataDir,
      store: site.formStore,
      database: site.database,
      securityHeaders,
      origin: 'http://localhost:4661',
      retention: { applicationMonths: 6, contactDays: 30, contactUnhandledMonths: 6 },
      notices: site.staffNotices,
    });
    await site.ready();
    await staff.ready();
    const notices = started.mock.contexts.filter((outbox) => sends(outbox) === 'notice');
    expect(notices).toHaveLength(1);
    await staff.close();
  });
});
