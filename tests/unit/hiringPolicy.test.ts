/**
 * What the privacy policy, the application form's note and the inbox's sign-in notice say about hiring, in
 * every language, against the code that keeps it: who sees an application by role, the works council's
 * window, notes and replies, the applicant's page, and every kind of line the audit trail writes.
 */
import { describe, expect, it } from 'vitest';
import { allMessages } from '../../src/i18n/allMessages';
import { locales, type Locale } from '../../src/i18n/locales';
import { statedPeriods } from '../../src/server/retention/deployPeriods';
import { defaultWindowDays, maxWindowDays } from '../../src/staff/api/council';
import { AuditAction } from '../../src/staff/api/replies';
import type { StaffRole } from '../../src/staff/api/roles';
import { mayChange, mayCopy, mayRead } from '../../src/staff/server/access';
import { auditRetentionMonths } from '../../src/staff/server/store/StaffStore';
import { staffDe } from '../../src/staff/words/de';
import { staffEn } from '../../src/staff/words/en';
import { staffTr } from '../../src/staff/words/tr';

const notice = { en: staffEn, de: staffDe, tr: staffTr };
const hiringOf = (locale: Locale) => allMessages[locale].privacy.collection.hiring;
const person = (role: StaffRole, jobs: string[] = []) => ({ role, jobs });
const forJob = { kind: 'application' as const, job: { slug: 'engineer', title: 'Engineer' } };
const speculative = { kind: 'application' as const, job: null };
const contactMessage = { kind: 'contact' as const, job: null };

/** A number as the texts spell it. */
const spelled: Record<number, Record<Locale, string>> = {
  1: { en: 'one year', de: 'ein Jahr', tr: 'bir yıl' },
  7: { en: 'seven days', de: 'sieben Tage', tr: 'yedi gün' },
  30: { en: '30 days', de: '30 Tage', tr: '30 gün' },
};

describe('who sees an application, as the policy says and the server decides', () => {
  it.each(locales)('%s: HR, the managers of the opening, the administrators; contact staff none', (locale) => {
    const hiring = hiringOf(locale);
    expect(mayRead(person('hr'), speculative)).toBe(true);
    expect(mayRead(person('admin'), speculative)).toBe(true);
    expect(hiring).toMatch(
      { en: /our HR staff/, de: /unsere Personalabteilung/, tr: /insan kaynakları ekibimiz/ }[locale],
    );
    expect(hiring).toMatch(
      { en: /administer the inbox/, de: /den Posteingang verwalten/, tr: /yöneten kişiler/ }[locale],
    );
    // A hiring manager: the openings named for them, never a speculative application.
    expect(mayRead(person('hiring-manager', ['engineer']), forJob)).toBe(true);
    expect(mayRead(person('hiring-manager', ['designer']), forJob)).toBe(false);
    expect(mayRead(person('hiring-manager', ['engineer']), speculative)).toBe(false);
    expect(hiring).toMatch(
      {
        en: /managers responsible for that opening \(they do not see speculative applications\)/,
        de: /für diese Stelle zuständigen Führungskräfte \(Initiativbewerbungen sehen sie nicht\)/,
        tr: /o ilandan sorumlu yöneticiler \(açık başvuruları görmezler\)/,
      }[locale],
    );
    // Contact staff: no application at all, only contact messages.
    expect(mayRead(person('contact'), forJob)).toBe(false);
    expect(mayRead(person('contact'), speculative)).toBe(false);
    expect(mayRead(person('contact'), contactMessage)).toBe(true);
    expect(mayRead(person('hr'), contactMessage)).toBe(false);
    expect(hiring).toMatch(
      {
        en: /only answer contact enquiries see no applications/,
        de: /nur Kontaktanfragen beantworten, sehen keine Bewerbungen/,
        tr: /Yalnızca iletişim mesajlarını yanıtlayan çalışanlarımız başvuruları görmez/,
      }[locale],
    );
  });

  it.each(locales)(
    '%s: the works council reads an opening’s applications while its window is open, and only reads',
    (locale) => {
      const council = person('works-council');
      expect(mayRead(council, forJob)).toBe(false);
      expect(mayRead(council, forJob, ['engineer'])).toBe(true);
      expect(mayRead(council, speculative, ['engineer'])).toBe(false);
      expect(mayChange(council, forJob)).toBe(false);
      expect(mayCopy(council, forJob)).toBe(false);
      const hiring = hiringOf(locale);
      expect(hiring).toMatch(/§ 99/);
      expect(hiring).toContain(spelled[defaultWindowDays]?.[locale]);
      expect(hiring).toContain(spelled[maxWindowDays]?.[locale]);
      expect(hiring).toMatch(
        {
          en: /can change nothing and see no notes, replies or audit trail/,
          de: /Ändern können die Mitglieder des Betriebsrats nichts; Notizen, Antworten und das Protokoll sehen sie nicht/,
          tr: /hiçbir şeyi değiştiremez; notları, yanıtları ve işlem kaydını görmez/,
        }[locale],
      );
    },
  );
});

describe('notes, replies and the applicant’s page, as the policy and the form note say', () => {
  it.each(locales)('%s: notes and replies are kept with the application, in its copy, and go with it', (locale) => {
    expect(hiringOf(locale)).toMatch(
      {
        en: /We store notes and replies with your application.*part of your copy and are deleted with your application/,
        de: /Notizen und Antworten speichern wir .* gehören zu Ihrer Datenkopie und werden mit Ihrer Bewerbung gelöscht/,
        tr: /Notları ve yanıtları, .* veri kopyanıza dâhildir ve başvurunuzla birlikte silinir/,
      }[locale],
    );
    expect(hiringOf(locale)).toMatch(
      { en: /gives no reasons/, de: /nennt keine Gründe/, tr: /gerekçe belirtilmez/ }[locale],
    );
  });

  it.each(locales)(
    '%s: the receipt’s private link: status, copy, withdrawal while undecided; kept as a hash',
    (locale) => {
      const page = allMessages[locale].privacy.collection.applicantPage;
      expect(page).toMatch(
        { en: /status of your application/, de: /Stand Ihrer Bewerbung/, tr: /başvurunuzun durumunu/ }[locale],
      );
      expect(page).toMatch(
        { en: /as long as we have not yet decided/, de: /solange wir noch nicht/, tr: /henüz karar vermediysek/ }[
          locale
        ],
      );
      expect(page).toMatch(/hash|Hashwert/);
      const note = allMessages[locale].forms.privacyNote.application.before;
      expect(note).toMatch({ en: /private link/, de: /persönlichen Link/, tr: /size özel bir bağlantı/ }[locale]);
      expect(note).toMatch(
        { en: /notes and replies/, de: /Notizen und Antworten/, tr: /notlarımız ve yanıtlarımız/ }[locale],
      );
    },
  );
});

/** Where each line of the trail is named, in the sign-in notice (staff's own actions) or the policy (the applicant's). */
const named: Record<AuditAction, Record<Locale, RegExp>> = {
  opened: { en: /opens/, de: /öffnet/, tr: /açtığını/ },
  downloaded: { en: /downloads/, de: /herunterlädt/, tr: /indirdiğini/ },
  exported: { en: /exports/, de: /exportiert/, tr: /dışa aktardığını/ },
  handled: { en: /marks/, de: /markiert/, tr: /işaretlediğini/ },
  status: { en: /sets the status of/, de: /mit einem Status versieht/, tr: /durumunu değiştirdiğini/ },
  deleted: { en: /deletes/, de: /löscht/, tr: /sildiğini/ },
  noted: { en: /writes a note/, de: /mit einer Notiz versieht/, tr: /not eklediğini/ },
  replied: { en: /replies to/, de: /beantwortet/, tr: /yanıtladığını/ },
  'applicant-copied': {
    en: /downloaded your copy/,
    de: /Datenkopie heruntergeladen/,
    tr: /veri kopyanızı indirdiğiniz/,
  },
  'applicant-withdrew': {
    en: /withdrew your application/,
    de: /Bewerbung zurückgezogen haben/,
    tr: /başvurunuzu geri çektiğiniz/,
  },
  listed: { en: /views the list/, de: /die Liste ansieht/, tr: /listeyi kimin görüntülediğini/ },
  'signed-in': { en: /every sign-in/, de: /jede Anmeldung/, tr: /her girişi/ },
  'sign-in-refused': { en: /refused sign-in/, de: /abgelehnten Anmeldeversuch/, tr: /reddedilen her giriş/ },
  'signed-out': { en: /sign-out/, de: /jede Abmeldung/, tr: /oturum kapatmayı/ },
  'signed-out-everywhere': { en: /sign-out/, de: /jede Abmeldung/, tr: /oturum kapatmayı/ },
  enrolled: { en: /change to passkeys/, de: /Änderung an Passkeys/, tr: /geçiş anahtarlarında/ },
  'passkey-added': { en: /change to passkeys/, de: /Änderung an Passkeys/, tr: /geçiş anahtarlarında/ },
  'passkey-removed': { en: /change to passkeys/, de: /Änderung an Passkeys/, tr: /geçiş anahtarlarında/ },
  'passkey-renamed': { en: /change to passkeys/, de: /Änderung an Passkeys/, tr: /geçiş anahtarlarında/ },
  invited: { en: /invited to the inbox/, de: /eingeladen/, tr: /davet edildiğini/ },
  removed: { en: /removed from it/, de: /entfernt wird/, tr: /çıkarıldığını/ },
  'role-changed': { en: /passkeys and roles/, de: /Passkeys und Rollen/, tr: /rollerde/ },
  'council-opened': {
    en: /opening and closing of the works council/,
    de: /Freigabe der Einsicht für den Betriebsrat/,
    tr: /açılışını/,
  },
  'council-closed': { en: /opening and closing of the works council/, de: /ihr Schließen/, tr: /kapanışını/ },
};
const byApplicant = new Set<AuditAction>(['applicant-copied', 'applicant-withdrew']);

describe('the audit trail, as the sign-in notice and the policy say', () => {
  it.each(locales)(
    '%s: the notice names every kind of line staff write, and how long the trail and the log keep it',
    (locale) => {
      const { record } = notice[locale].staff.signIn;
      for (const action of AuditAction.options.filter((one) => !byApplicant.has(one)))
        expect(record, action).toMatch(named[action][locale]);
      expect(record).toMatch(/IP/);
      expect(auditRetentionMonths % 12).toBe(0);
      expect(record).toContain(spelled[auditRetentionMonths / 12]?.[locale]);
      expect(record).toContain(`${String(statedPeriods.logDays)} ${{ en: 'days', de: 'Tage', tr: 'gün' }[locale]}`);
    },
  );

  it.each(locales)('%s: the policy names what the trail keeps about an application, never a note’s words', (locale) => {
    const { security } = allMessages[locale].privacy;
    for (const action of ['noted', 'replied', ...byApplicant] as const)
      expect(security, action).toMatch(
        action === 'noted'
          ? { en: /wrote a note/, de: /mit einer Notiz versehen/, tr: /not eklediğini/ }[locale]
          : action === 'replied'
            ? { en: /replied to/, de: /beantwortet/, tr: /yanıtladığını/ }[locale]
            : named[action][locale],
      );
    expect(security).toMatch(
      {
        en: /never the words of a note or reply/,
        de: /nie mit dem Text einer Notiz oder Antwort/,
        tr: /bir notun ya da yanıtın metnini de hiçbir zaman/,
      }[locale],
    );
    expect(security).toContain(spelled[auditRetentionMonths / 12]?.[locale]);
  });
});
