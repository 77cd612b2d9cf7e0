/**
 * Every e-mail staff receive, in the company's language (STAFF_MAIL_LOCALE: German by default, English or
 * Turkish when set, anything else refused at start): the words of that language, times in Potsdam (across the
 * switch to summer time), a contact message's topic and an application's opening by their names there, the
 * application's language named in words. The contact e-mail still carries the message and Reply-To; the
 * application's carries nothing the applicant typed.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../src/i18n/locales';
import { formsSettingsFromEnv, staffMailLocaleFromEnv } from '../../src/server/config';
import { submissionMail } from '../../src/server/mail/message';
import { rebuildFailureMailer } from '../../src/server/rebuild/failureMail';
import { emptyRebuildStatus, writeRebuildStatus } from '../../src/serverKit';
import { invitationNotice, passkeyNotice } from '../../src/staff/server/staffNotices';
import type { StaffMember } from '../../src/staff/server/store/StaffStore';
import type { SubmissionRecord } from '../../src/submissions/storedSubmission';
import { openJobSlug } from './support/jobFixtures';

vi.mock('../../src/content/collections/published', async () =>
  (await import('./support/fixtureCollections')).fixtureCollections(),
);

// Potsdam moves its clocks on 29 March 2026 at 01:00 UTC: 00:30 UTC is 01:30 (CET), 01:30 UTC is 03:30 (CEST).
const beforeSwitch = Date.UTC(2026, 2, 29, 0, 30);
const afterSwitch = Date.UTC(2026, 2, 29, 1, 30);

const record = (overrides: Partial<SubmissionRecord>): SubmissionRecord => ({
  id: 'a1b2c3',
  kind: 'application',
  createdAt: beforeSwitch,
  locale: 'tr',
  name: 'Grace Hopper',
  email: 'grace@example.com',
  service: null,
  phone: '+49 331 1234567',
  position: null,
  job: { slug: openJobSlug, title: 'IT support specialist (m/f/d)' },
  message: 'My cover letter',
  cv: { file: 'x.pdf', name: 'Grace CV.pdf', size: 13, type: 'pdf' },
  deliveredAt: null,
  attempts: 0,
  nextAttemptAt: beforeSwitch,
  lastError: null,
  handledAt: null,
  handledBy: null,
  status: 'received',
  decidedAt: null,
  decisionRecordedAt: null,
  ...overrides,
});

/** An e-mail's body, which the server writes as plain text. */
function textOf(mail: { text?: unknown }): string {
  if (typeof mail.text !== 'string') throw new Error('the e-mail is plain text');
  return mail.text;
}

const expected = {
  de: {
    application: '[Website] Bewerbung auf „IT-Supporter (m/w/d)“',
    applicationLines: [
      'Stelle: IT-Supporter (m/w/d)',
      'Eingegangen: 29. März 2026, 01:30',
      'Sprache der Bewerbung: Türkisch',
    ],
    contact: '[Website] Kontaktanfrage zu „IT-Dienstleistungen“ von Ada Lovelace',
    contactLines: ['Thema: IT-Dienstleistungen', 'Eingegangen: 29. März 2026, 03:30', 'Sprache der Anfrage: Englisch'],
    rebuild: '[Website] Neuaufbau der Website gescheitert beim Erstellen der Seiten',
    rebuildLine: 'Der Neuaufbau der Website vom 29. März 2026, 03:30 ist beim Erstellen der Seiten gescheitert.',
  },
  en: {
    application: '[Website] Application for “IT support specialist (m/f/d)”',
    applicationLines: [
      'Opening: IT support specialist (m/f/d)',
      'Received: 29 March 2026, 01:30',
      'Language of the application: Turkish',
    ],
    contact: '[Website] Contact message about “IT Services” from Ada Lovelace',
    contactLines: ['Topic: IT Services', 'Received: 29 March 2026, 03:30', 'Language of the message: English'],
    rebuild: '[Website] The website’s rebuild failed while building the pages',
    rebuildLine: 'The website’s rebuild of 29 March 2026, 03:30 failed while building the pages.',
  },
  tr: {
    // The sample opening has no Turkish page: the title the application stored, never its slug.
    application: '[Web sitesi] “IT support specialist (m/f/d)” pozisyonuna başvuru',
    applicationLines: [
      'Pozisyon: IT support specialist (m/f/d)',
      'Geliş zamanı: 29 Mart 2026, 01:30',
      'Başvurunun dili: Türkçe',
    ],
    contact: '[Web sitesi] “BT Hizmetleri” konulu iletişim mesajı: Ada Lovelace',
    contactLines: ['Konu: BT Hizmetleri', 'Geliş zamanı: 29 Mart 2026, 03:30', 'Mesajın dili: İngilizce'],
    rebuild: '[Web sitesi] Web sitesi yeniden oluşturulamadı: sayfaları oluşturma adımında hata',
    rebuildLine:
      'Web sitesinin 29 Mart 2026, 03:30 tarihli yeniden oluşturulması sayfaları oluşturma adımında başarısız oldu.',
  },
} satisfies Record<Locale, unknown>;

describe.each(['de', 'en', 'tr'] as const)('the e-mails staff receive in %s', (locale) => {
  const words = expected[locale];

  it('an application’s notice names the opening in that language, when and in which language, nothing typed', () => {
    const mail = submissionMail(record({}), 'web@example.com', 'hr@example.com', {
      staffOrigin: 'https://inbox.example.com',
      locale,
    });
    expect(mail.subject).toBe(words.application);
    for (const line of words.applicationLines) expect(textOf(mail).split('\n')).toContain(line);
    expect(textOf(mail)).toContain('https://inbox.example.com/staff/entry/a1b2c3');
    for (const typed of ['Grace', 'grace@example.com', '1234567', 'cover letter', 'Grace CV.pdf', openJobSlug, '(tr)'])
      expect(JSON.stringify([mail.subject, textOf(mail)])).not.toContain(typed);
  });

  it('a contact message’s e-mail names its topic and carries the message, with the visitor as Reply-To', () => {
    const contact = record({ kind: 'contact', createdAt: afterSwitch, locale: 'en', name: 'Ada Lovelace' });
    const mail = submissionMail(
      { ...contact, email: 'ada@example.com', service: 'it', job: null, cv: null, message: 'Please call me back.' },
      'web@example.com',
      'hr@example.com',
      { locale },
    );
    expect(mail.subject).toBe(words.contact);
    expect(mail.replyTo).toEqual({ name: 'Ada Lovelace', address: 'ada@example.com' });
    const lines = textOf(mail).split('\n');
    for (const line of words.contactLines) expect(lines).toContain(line);
    expect(lines).toContain('Please call me back.');
    expect(textOf(mail)).not.toMatch(/\(it\)|\(en\)|T01:30/);
  });

  it('a failed rebuild’s e-mail names the step and the Potsdam time in that language', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rebuild-mail-'));
    writeRebuildStatus(dir, {
      ...emptyRebuildStatus,
      failure: {
        commit: 'badc0de0badc0de0',
        subject: 'Update news',
        author: 'B. Yılmaz',
        at: afterSwitch,
        step: 'build',
        log: ['x'],
      },
    });
    const sent: { subject?: unknown; text?: unknown }[] = [];
    const mailer = rebuildFailureMailer({
      dir,
      locale,
      mail: { from: 'web@example.com', to: 'hr@example.com', send: (message) => Promise.resolve(sent.push(message)) },
    });
    await mailer.deliverDue(afterSwitch + 1000);
    expect(sent[0]?.subject).toBe(words.rebuild);
    expect(textOf(sent[0] ?? {})).toContain(words.rebuildLine);
  });
});

describe('the inbox’s e-mails to staff', () => {
  const person: StaffMember = {
    id: 'p1',
    email: 'lead@example.com',
    createdAt: 0,
    role: 'hiring-manager',
    jobs: [openJobSlug],
  };
  const admin: StaffMember = { ...person, id: 'p0', email: 'boss@example.com', role: 'admin', jobs: [] };
  const context = (mailLocale: Locale) => ({
    mailLocale,
    origin: 'https://inbox.example.com',
    now: () => beforeSwitch,
  });
  const passkey = { id: 'pQ3x9AbcdEf', authenticator: null, label: null };

  it.each([
    [
      'de',
      'Posteingang: Ihrem Konto wurde ein Passkey hinzugefügt (Passkey · pQ3x9A)',
      'Passkey · pQ3x9A, 29. März 2026, 01:30, von der Adresse 10.0.0.1',
      '„Überall abmelden“',
    ],
    [
      'en',
      'Staff inbox: a passkey was added to your account (Passkey · pQ3x9A)',
      'Passkey · pQ3x9A, 29 March 2026, 01:30, from the address 10.0.0.1',
      '“Sign out everywhere”',
    ],
    [
      'tr',
      'Gelen kutusu: Hesabınıza bir geçiş anahtarı eklendi (Geçiş anahtarı · pQ3x9A)',
      'Geçiş anahtarı · pQ3x9A, 29 Mart 2026, 01:30, 10.0.0.1 adresinden',
      '“Tüm cihazlarda oturumu kapat”',
    ],
  ] as const)('a passkey added, in %s', (locale, subject, line, button) => {
    const notice = passkeyNotice(context(locale), person, 'added', passkey, '10.0.0.1');
    expect(notice.to).toBe('lead@example.com');
    expect(notice.subject).toBe(subject);
    expect(notice.body).toContain(line);
    expect(notice.body).toContain(button);
  });

  it.each([
    [
      'de',
      'Ihre Rolle: Fachverantwortliche, für die Stellen „IT-Supporter (m/w/d)“.',
      'gilt bis 30. März 2026, 02:30:',
    ],
    [
      'en',
      'Your role: Hiring manager, for the openings “IT support specialist (m/f/d)”.',
      'until 30 March 2026, 02:30:',
    ],
    // The sample opening has no Turkish page: its title in the first language it has, never its slug.
    [
      'tr',
      'Rolünüz: İşe alım yöneticisi (“IT support specialist (m/f/d)” ilanları için).',
      '30 Mart 2026, 02:30 tarihine kadar',
    ],
  ] as const)(
    'an invitation, in %s: who invited, the role by its name, the link and its expiry in Potsdam (summer time)',
    (locale, role, expiry) => {
      const link = 'https://inbox.example.com/staff/enrol/secret-token';
      const notice = invitationNotice(context(locale), person, admin, link, Date.UTC(2026, 2, 30, 0, 30));
      expect(notice.to).toBe('lead@example.com');
      expect(notice.body).toContain('boss@example.com');
      expect(notice.body).toContain(role);
      expect(notice.body).toContain(expiry);
      expect(notice.body).toContain(`\n\n${link}\n\n`);
    },
  );
});

describe('the setting', () => {
  it('is German unless set, takes en and tr, and refuses anything else at start, saying which it takes', () => {
    expect(staffMailLocaleFromEnv({})).toBe('de');
    expect(staffMailLocaleFromEnv({ STAFF_MAIL_LOCALE: 'en' })).toBe('en');
    expect(formsSettingsFromEnv({ STAFF_MAIL_LOCALE: 'tr' }).staffMailLocale).toBe('tr');
    expect(() => formsSettingsFromEnv({ STAFF_MAIL_LOCALE: 'fr' })).toThrow(
      'STAFF_MAIL_LOCALE is the language of the e-mails staff receive: one of en, de, tr (not "fr").',
    );
  });
});
