/**
 * A failed rebuild is e-mailed to the staff address through the server's outbox: once per failure (not again on
 * the next look or after a restart), again for a later failure, and tried again later when the mail server did
 * not take it. The e-mail names the step, the commit and the log's last lines, in the company's language.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rebuildFailureMailer } from '../../src/server/rebuild/failureMail';
import { emptyRebuildStatus, writeRebuildStatus } from '../../src/serverKit';

const failure = (at: number) => ({
  commit: 'badc0de0badc0de0',
  subject: 'Update jobs "energy-trader" (editor, b-yilmaz)',
  author: 'B. Yılmaz',
  at,
  step: 'build' as const,
  log: ['src/content/jobs/energy-trader.de.md: salary: is required'],
});

describe('the failed rebuild’s e-mail', () => {
  it('goes to the staff address once per failure, and is tried again when the mail server refuses it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rebuild-mail-'));
    const sent: { subject: string; text: string; from: string; to: string }[] = [];
    let refusing = false;
    const mailerOn = () =>
      rebuildFailureMailer({
        dir,
        staffOrigin: 'https://inbox.example.de',
        mail: {
          from: 'website@example.de',
          to: 'staff@example.de',
          send: (message) => {
            if (refusing) return Promise.reject(new Error('451 try later'));
            const { subject, text, from, to } = message;
            if (
              typeof subject !== 'string' ||
              typeof text !== 'string' ||
              typeof from !== 'string' ||
              typeof to !== 'string'
            )
              throw new Error('the e-mail is plain text between two addresses');
            sent.push({ subject, text, from, to });
            return Promise.resolve();
          },
        },
      });
    const now = Date.UTC(2026, 11, 7, 14);
    writeRebuildStatus(dir, { ...emptyRebuildStatus, failure: failure(now - 1000) });
    const mailer = mailerOn();
    await mailer.deliverDue(now);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: 'staff@example.de', from: 'website@example.de' });
    // In the company's language, German unless STAFF_MAIL_LOCALE says otherwise; the step by its name.
    expect(sent[0]?.subject).toBe('[Website] Neuaufbau der Website gescheitert beim Erstellen der Seiten');
    expect(sent[0]?.text).toContain(
      'Der Neuaufbau der Website vom 7. Dezember 2026, 14:59 ist beim Erstellen der Seiten gescheitert. Die Website ist unverändert.',
    );
    expect(sent[0]?.text).toContain('Änderung: badc0de0 „Update jobs "energy-trader" (editor, b-yilmaz)“ (B. Yılmaz)');
    expect(sent[0]?.text).toContain('  src/content/jobs/energy-trader.de.md: salary: is required');
    expect(sent[0]?.text).toContain('https://inbox.example.de/staff/');
    // Not again: on the next look, nor from a server started anew.
    await mailer.deliverDue(now + 60_000);
    await mailerOn().deliverDue(now + 120_000);
    expect(sent).toHaveLength(1);

    // A later failure, while the mail server refuses: kept, and sent once it takes it.
    writeRebuildStatus(dir, { ...emptyRebuildStatus, failure: failure(now + 3_600_000) });
    refusing = true;
    await mailer.deliverDue(now + 3_600_000);
    expect(sent).toHaveLength(1);
    refusing = false;
    await mailer.deliverDue(now + 3_600_000 + 1000);
    expect(sent).toHaveLength(1);
    await mailer.deliverDue(Date.now() + 61_000);
    expect(sent).toHaveLength(2);
  });
});
