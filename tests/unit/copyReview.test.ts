/**
 * The copy and legal reviews (2026-11-23 onwards): what they found must not come back.
 * Each check reads the dictionaries the site is built from.
 */
import { describe, expect, it } from 'vitest';
import { siteFigures } from '../../src/build/intlTextPlugin';
import { formatFigureWithIntl } from '../../src/i18n/intlFigures';
import { allMessages } from '../../src/i18n/allMessages';
import type { Messages } from '../../src/i18n/dictionary';
import { locales } from '../../src/i18n/locales';
import { offlineCopyStatedMegabytes } from '../../src/pages/globeDemo/offlineCopySize';
import { staffDe } from '../../src/staff/words/de';
import { staffEn } from '../../src/staff/words/en';
import { staffTr } from '../../src/staff/words/tr';

const { de, en, tr } = allMessages;

type Tree = { readonly [key: string]: string | readonly string[] | Tree };

/** Every message of a dictionary with its path ("terms.law", "privacy.rights.0"). */
function messages(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') return [[path, value]];
    if (Array.isArray(value))
      return (value as readonly string[]).map((item, index): [string, string] => [`${path}.${String(index)}`, item]);
    return messages(value as Tree, path);
  });
}

const dictionaries: Record<'en' | 'de' | 'tr', Messages> = { en, de, tr };
const staffWords = { en: staffEn, de: staffDe, tr: staffTr };
const all = (dictionary: Tree): [string, string][] => messages(dictionary);
const containing = (dictionary: Tree, pattern: RegExp): string[] =>
  all(dictionary)
    .filter(([, text]) => pattern.test(text))
    .map(([path]) => path);

describe('typography', () => {
  it.each(locales)('uses the ellipsis character, not three full stops (%s; D7, TR11)', (locale) => {
    expect(containing(dictionaries[locale], /\.\.\./)).toEqual([]);
  });

  it('puts a space before the German ellipsis and none before the Turkish one', () => {
    expect(de.forms.sending).toBe('Wird gesendet …');
    expect(de.forms.selectService).toBe('Bitte auswählen …');
    expect(tr.forms.sending).toBe('Gönderiliyor…');
  });
});

describe('legal wording', () => {
  it('advertises no legal advice, only a legal review with partner law firms (D1, K8)', () => {
    expect(containing(de, /Rechtsberatung/)).toEqual([]);
    expect(containing(en, /legal (consultation|advice)/i)).toEqual([]);
    expect(containing(tr, /hukuki danışmanlık/i)).toEqual([]);
    expect(de.servicePages.realEstate.services.legal.title).toMatch(/Partnerkanzleien/);
    expect(en.servicePages.realEstate.services.legal.title).toMatch(/partner law firms/);
    expect(tr.servicePages.realEstate.services.legal.title).toMatch(/hukuk bürolarıyla/);
  });

  // § 26(3) BDSG stays as the national provision for special categories (Art. 9(2)(b) GDPR; review 2026-11-28, B6).
  it('bases applications on Art. 6(1)(b) GDPR and no longer on § 26 BDSG, doubtful since the CJEU’s C-34/21 (J2, D6, issue 43)', () => {
    const bdsg = /§\s26\sBDSG|BDSG\)\s§\s26/;
    for (const locale of locales) {
      expect(
        all(dictionaries[locale]).filter(([, text]) => bdsg.test(text)),
        locale,
      ).toEqual([]);
      expect(dictionaries[locale].privacy.collection.applications, locale).toMatch(
        /Art\.\s6\s?(Abs\.\s1\slit\.\sb|\(1\)\(b\))|md\.\s6\/1\s\(b\)/,
      );
    }
  });

  it('names public-law entities and special funds in the jurisdiction clause (J4, D17)', () => {
    expect(de.terms.law).toMatch(
      /Kaufleuten, juristischen Personen des öffentlichen Rechts und öffentlich-rechtlichen Sondervermögen/,
    );
    expect(en.terms.law).toMatch(/merchants, legal entities under public law and special funds under public law/);
    expect(tr.terms.law).toMatch(/Tacirler, kamu tüzel kişileri ve kamu hukukuna tabi özel mal varlıklarıyla/);
  });

  it('limits liability the way German B2B terms may, with no flat cap at the contract value (J1)', () => {
    expect(containing(de, /Auftragswert/)).toEqual([]);
    expect(containing(en, /contractual amount/)).toEqual([]);
    expect(containing(tr, /sözleşme bedeli/)).toEqual([]);
    expect(de.terms.disclaimer).toMatch(
      /Vorsatz und grober Fahrlässigkeit.*Lebens, des Körpers oder der Gesundheit.*Produkthaftungsgesetz.*Kardinalpflicht.*vertragstypischen, vorhersehbaren Schaden.*Im Übrigen ist unsere Haftung ausgeschlossen/,
    );
    expect(en.terms.disclaimer).toMatch(
      /intent and gross negligence.*life, body or health.*Product Liability Act.*essential contractual obligation.*foreseeable damage.*Otherwise our liability is excluded/,
    );
    expect(tr.terms.disclaimer).toMatch(
      /Kasıt ve ağır ihmal.*Ürün Sorumluluğu Kanunu.*Hafif ihmal.*esaslı.*öngörülebilir zararla sınırlıdır/,
    );
  });

  it('uses the standard “weder … noch” for consumer dispute resolution (D2)', () => {
    expect(de.impressum.disputeText).toMatch(/^Wir sind weder bereit noch verpflichtet, /);
    expect(tr.impressum.disputeText).toMatch(/ne istekliyiz ne de yükümlüyüz/);
  });

  it('states in every language that providing data is not required and that nothing is decided automatically (J3)', () => {
    expect(de.privacy.requirement).toMatch(/weder gesetzlich noch vertraglich verpflichtet/);
    expect(en.privacy.requirement).toMatch(/neither legally nor contractually obliged/);
    expect(tr.privacy.requirement).toMatch(/yasal veya sözleşmesel bir yükümlülüğünüz yoktur/);
    expect(de.privacy.automated).toMatch(/Art\.\s22 DSGVO/);
    expect(en.privacy.automated).toMatch(/Art\.\s22 GDPR/);
    expect(tr.privacy.automated).toMatch(/GDPR md\.\s22/);
    for (const locale of locales)
      expect(dictionaries[locale].privacy.recipientsText, locale).toMatch(/(Art\.|md\.)\s28/);
  });
});

describe('German copy', () => {
  it('keeps the Sie register after a Sie sentence and in instructions (D5, D8)', () => {
    expect(de.privacy.collection.applications).not.toMatch(/können sie nur/);
    expect(de.globeDemo.copyFailed).toMatch(/Bitte kopieren Sie/);
  });

  it('names services as the service pages do (D3, D4, TR2)', () => {
    // The form's select names the categories by services.<category>.name itself: unit/serviceNames.test.ts.
    expect(containing(de, /Hausverwaltung|Objektverwaltung/)).toEqual([]);
  });

  it('uses gender-inclusive forms on the pages the review names (D13)', () => {
    const pages = { rd: de.servicePages.rd, hr: de.servicePages.hr, energy: de.servicePages.energy };
    const generic =
      /Wissenschaftler\b|Ingenieure\b(?! sowie)|Entwickler\b|Kandidaten\b(?<!Kandidatinnen und Kandidaten)|Händler/;
    for (const [page, copy] of Object.entries(pages)) expect(containing(copy, generic), page).toEqual([]);
  });

  it('has the corrected phrases (D9–D12, D14–D16)', () => {
    const texts = all(de)
      .map(([, text]) => text)
      .join('\n');
    for (const gone of [
      'bis zur Flotte',
      'Grüne Stadt',
      'mit Creators',
      'Fördermittel gesichert',
      'einen Partner statt sieben.',
      'Vielleicht suchen Sie',
      'für ein Unternehmen mit weniger CO₂',
    ]) {
      expect(texts, gone).not.toContain(gone);
    }
    expect(de.notFound.suggestionsHeading).toBe('Das könnte Sie interessieren');
  });
});

describe('Turkish copy', () => {
  it('has the corrected phrases (TR1, TR3, TR4, TR6, TR8–TR10)', () => {
    const texts = all(tr)
      .map(([, text]) => text)
      .join('\n');
    for (const gone of [
      'hakkınızda sakladığımız veriler hakkında',
      'Çalışma süresi garantisi',
      'Ağ erişilebilirliği',
      'bir şeyler inşa etmek',
      'genel müdür',
      'güvence altında',
    ]) {
      expect(texts, gone).not.toContain(gone);
    }
    expect(texts).not.toMatch(/trader/i);
  });

  it('gives file buttons one imperative form (TR7)', () => {
    expect(tr.forms.cv.choose).toBe('Dosya seç');
    expect(tr.forms.cv.remove).toBe('Dosyayı kaldır');
  });
});

describe('promises and contradictions', () => {
  it('promises funding applications, not secured funding (D12, TR10)', () => {
    expect(en.servicePages.greenEnergy.benefits.funding.title).not.toMatch(/secured/i);
    expect(de.servicePages.greenEnergy.benefits.funding.title).not.toMatch(/gesichert/);
  });

  it('gives the same response time, on working days, in the footer and on the contact page (K14)', () => {
    // „Arbeitstage“, not „Werktage“ (which include Saturday): copy review 2026-11-28, H1.
    const workingDays = { en: /on working days/, de: /an Arbeitstagen/i, tr: /[İi]ş günlerinde/ };
    for (const locale of locales) {
      const copy = dictionaries[locale];
      for (const text of [copy.footer.statusClosed, copy.contact.responseTime, copy.home.contactIntro]) {
        expect(text, locale).toMatch(workingDays[locale]);
        expect(text, locale).toContain('{{hours}}');
      }
    }
  });
});

describe('headline euro figures (TR5, K18)', () => {
  const euros = siteFigures().filter((figure) => figure.kind === 'euro');

  it.each(locales)('use no CLDR short forms in %s, and no plus after the currency sign in German', (locale) => {
    expect(euros.length).toBeGreaterThan(0);
    for (const figure of euros) {
      const text = formatFigureWithIntl(figure, locale);
      expect(text).not.toMatch(/\b(Mr|Mn)\+?$|Mr\+|Mn\+/);
      if (locale === 'de') expect(text).not.toMatch(/€\+$/);
    }
  });

  it('spell out milyar and milyon in Turkish', () => {
    expect(euros.map((figure) => formatFigureWithIntl(figure, 'tr')).join(' ')).toMatch(
      /milyar.*milyon|milyon.*milyar/,
    );
  });
});

/** The re-review of 2026-11-25 and issue 30: what it found must not come back. */
describe('the re-review of 2026-11-25 (issue 30)', () => {
  it('offers no legal advice: no law among the services offered (N6, RDG)', () => {
    const offered = (copy: Messages) => [
      ...Object.values(copy.servicePages).flatMap((page) =>
        Object.values(page.services).flatMap((card) => [card.title, ...card.features]),
      ),
      ...Object.values(copy.servicePages.hr.grid).map((area) => area.title),
      ...Object.values(copy.catalogue.items).map((item) => item.text),
      ...Object.values(copy.overview.categories).flatMap((category) => [
        ...category.features,
        ...Object.values<{ description: string }>(category.subServices).map((sub) => sub.description),
      ]),
      ...Object.values(copy.servicePages.realEstate.benefits).map((benefit) => benefit.text),
    ];
    const law = {
      en: /\blaw\b|legal certainty|Legal checks/i,
      de: /Arbeitsrecht|Rechtssicherheit|rechtssicher|\bRecht\b|Rechtliche Prüfung$/,
      tr: /hukuk\b|hukuki güvence|Hukuki inceleme/i,
    };
    for (const locale of locales) {
      // The one legal review offered is the partner law firms' card, shown only once company.ts names them.
      const texts = offered(dictionaries[locale]).filter(
        (text) => text !== dictionaries[locale].servicePages.realEstate.services.legal.title,
      );
      const legalFeatures = new Set(dictionaries[locale].servicePages.realEstate.services.legal.features);
      expect(
        texts.filter((text) => !legalFeatures.has(text) && law[locale].test(text)),
        locale,
      ).toEqual([]);
    }
  });

  it('says what happens to form data instead of promising it goes to no one, and names the management neutrally (N7, N12)', () => {
    expect(containing(de, /nicht an Dritte/)).toEqual([]);
    expect(containing(en, /not passed on to third parties/)).toEqual([]);
    expect(containing(tr, /üçüncü kişilerle paylaşılmaz/)).toEqual([]);
    expect(containing(de, /Geschäftsführer\b/)).toEqual([]);
    for (const locale of locales) {
      const copy = dictionaries[locale];
      expect(copy.terms.law, locale).toContain('CISG');
      expect(copy.privacy.collection.storage, locale).toMatch(/TDDDG/);
      expect(copy.privacy.objection, locale).toMatch(/6\s?(\(1\)\(f\)|Abs\.\s1\slit\.\sf|\/1\s\(f\))/);
    }
  });

  it('tells of the demo’s offline copy in the privacy policy (issue 43)', () => {
    for (const locale of locales) {
      const { offlineDemo } = dictionaries[locale].privacy.collection;
      // What, where, for how long, and how to remove it; its size is pinned below (review of 2026-12-07, W4).
      expect(offlineDemo, locale).toMatch(/Cache Storage|cache storage/);
      expect(offlineDemo, locale).toMatch(/until you remove it|bis Sie sie entfernen|Siz kaldırana/);
    }
  });

  it('has the polish of N14 and N16 to N20', () => {
    const german = all(de).map(([, text]) => text);
    expect(german.filter((text) => /Ansprechpartner|\bNutzer\b/.test(text))).toEqual([]);
    expect(de.contact.hoursHeading).toBe('Bürozeiten');
    for (const locale of locales) {
      const copy = dictionaries[locale];
      const titles = Object.values(copy.meta).map((meta) => meta.title);
      expect(
        titles.filter((title) => title.includes(' - ')),
        locale,
      ).toEqual([]);
      expect(copy.notFound.heading, locale).toMatch(/^404 – /);
      // N20: the office hours come from company.ts.
      expect(copy.meta.contact.description, locale).toContain('{{officeHours}}');
      expect(copy.meta.contact.description, locale).not.toMatch(/\d\d:\d\d/);
    }
    expect([en.serviceCommon.freeConsultation, en.serviceCommon.allServices, en.error.heading]).toEqual([
      'Free consultation',
      'All services',
      'Something went wrong',
    ]);
    expect(containing(en, /\bfleet\b/)).toEqual([]);
    expect(containing(tr, /filosu/)).toEqual([]);
    expect(en.impressum.intro).toContain('Digitale-Dienste-Gesetz (DDG)');
    expect([en.forms.errors.cvTooLarge, en.forms.application.failed]).toEqual([
      'This file is larger than 5\u00a0MB. Please choose a smaller one.',
      'Your application could not be sent. Please try again.',
    ]);
  });
});

/** The review of 2026-11-28 (issue 52): the promises the code keeps, in every language. */
describe('the review of 2026-11-28 (issue 52)', () => {
  const days30 = { en: /30 days after/, de: /30 Tage, nachdem/, tr: /30 gün sonra/ };
  // Counted from the day the rejection was sent, the day staff enter (review of 2026-12-07, W3).
  const rejection = {
    en: /sent you our rejection/,
    de: /Absage geschickt haben|Ihnen abgesagt haben/,
    tr: /ret yanıtımızı (size )?gönderdiğimiz/,
  };

  it.each(locales)(
    '%s: contact messages go 30 days after they were dealt with, applications six months after the rejection (B1, B3)',
    (locale) => {
      const copy = dictionaries[locale];
      expect(copy.privacy.collection.forms).toMatch(days30[locale]);
      expect(copy.forms.privacyNote.contact.before).toMatch(days30[locale]);
      expect(copy.privacy.collection.forms).toMatch(/§\s257 HGB|HGB §\s257/);
      expect(copy.privacy.collection.applications).toMatch(rejection[locale]);
      expect(copy.forms.privacyNote.application.before).toMatch(rejection[locale]);
      // Hired: the personnel file, and the inbox entry 30 days later (B7).
      expect(copy.privacy.collection.applications).toMatch(/personnel file|Personalakte|personel dosyanıza/);
      expect(copy.privacy.collection.applications).toMatch(days30[locale]);
    },
  );

  it.each(locales)('%s: no deletion “after our decision”, no sender’s name in the audit trail (B1, B2)', (locale) => {
    const copy = dictionaries[locale];
    expect(copy.forms.privacyNote.application.before).not.toMatch(
      /after our decision|nach unserer Entscheidung|kararımızdan/,
    );
    expect(copy.privacy.security).toMatch(
      /never the sender’s name|nie aber mit Namen|gönderenin adını veya adresini hiçbir zaman/,
    );
  });

  it.each(locales)(
    '%s: the application e-mail is a notice only; a contact message is e-mailed in full (B8)',
    (locale) => {
      const { email } = dictionaries[locale].privacy.processors;
      expect(email.text).toMatch(
        /contains no name|Namen, Kontaktdaten, Nachricht oder Unterlagen enthält sie nicht|ad, iletişim bilgisi, mesaj veya belge içermez/,
      );
      expect(email.text).toMatch(/from their mailbox|aus ihrem Postfach|e-posta kutularından/);
    },
  );

  it.each(locales)('%s: the offline copy only on the button the demo shows, and how to remove it (B5)', (locale) => {
    const copy = dictionaries[locale];
    const { offlineDemo } = copy.privacy.collection;
    expect(offlineDemo).toContain(copy.globeDemo.offline.save);
    expect(offlineDemo).toContain(copy.globeDemo.offline.remove);
    expect(offlineDemo).toMatch(/25\s?(\(2\) no\. 2|Abs\. 2 Nr\. 2)/);
    expect(offlineDemo).not.toMatch(/a few seconds|einige Sekunden|birkaç saniye/);
  });

  it.each(locales)(
    '%s: the statement says “partly”, and names the pages the keyboard test covers (A1, A3)',
    (locale) => {
      const copy = dictionaries[locale].accessibility;
      expect(copy.status).toMatch(
        { en: /partly meets/, de: /teilweise mit diesen Anforderungen vereinbar/, tr: /kısmen karşılamaktadır/ }[
          locale
        ],
      );
      expect(copy.checks[1]).toMatch(
        { en: /one page of each kind/, de: /je einer Seite jeder Art/, tr: /[Hh]er türden birer sayfada/ }[locale],
      );
    },
  );

  it.each(locales)('%s: pay is gross, a freelancer’s fee net plus VAT (C2)', (locale) => {
    const { pay, fee } = dictionaries[locale].careers;
    for (const text of Object.values(pay)) expect(text).toMatch(/gross|brutto|brüt/);
    for (const text of Object.values(fee)) expect(text).toMatch(/VAT|USt\.|KDV/);
  });

  it('calls no place of the globe a German „Standort“ of ours (F1)', () => {
    expect(containing(de.places, /Standort/)).toEqual([]);
    expect(de.globeDemo.look.parts.pulses).not.toMatch(/Standort/);
  });
});

/** The review of 2026-12-07: the promises as the code keeps them after its decisions, in every language. */
describe('the review of 2026-12-07', () => {
  /** The sentences of a text that mention one of the words. */
  const sentencesWith = (text: string, words: RegExp): string[] =>
    text.split(/(?<=\.)\s+(?=\p{Lu})/u).filter((sentence) => words.test(sentence));

  it.each(locales)(
    '%s: contact messages go 30 days after they were dealt with, at the latest six months after they arrived, the e-mailed copy too (L3)',
    (locale) => {
      const copy = dictionaries[locale];
      const latest = {
        en: /at the latest six months after/,
        de: /spätestens (aber )?sechs Monate nach/,
        tr: /en geç .*altı ay sonra/,
      }[locale];
      expect(copy.privacy.collection.forms).toMatch(latest);
      expect(copy.forms.privacyNote.contact.before).toMatch(latest);
      expect(copy.privacy.collection.forms).toMatch(/e-mail forwarded|weitergeleitete E-Mail|iletilen e-posta/);
    },
  );

  it.each(locales)(
    '%s: the forms’ rate limit: a keyed hash per IP address, deleted after 15 minutes (L4)',
    (locale) => {
      const { logs } = dictionaries[locale].privacy.collection;
      expect(logs).toMatch({ en: /secret key/, de: /geheimen Schlüssel/, tr: /gizli bir anahtar/ }[locale]);
      expect(logs).toMatch({ en: /15 minutes/, de: /15 Minuten/, tr: /15 dakika/ }[locale]);
      expect(logs).toMatch(/6\s?(\(1\)\(f\)|Abs\.\s1\slit\.\sf|\/1\s\(f\))/);
      expect(logs).toMatch({ en: /14 days/, de: /14 Tagen/, tr: /14 gün/ }[locale]);
    },
  );

  it.each(locales)('%s: backups are kept 30 days and are never called encrypted (L5)', (locale) => {
    const backups = sentencesWith(dictionaries[locale].privacy.security, /backups|Sicherungskopien|yedek/);
    expect(backups).toHaveLength(1);
    expect(backups[0]).toMatch(/30 (days|Tage|gün)/);
    expect(backups[0]).not.toMatch(/encrypt|verschlüssel|şifre/i);
  });

  it.each(locales)(
    '%s: the offline copy’s size is the figure the build checks, in the policy and beside the button (W4, K12)',
    (locale) => {
      const copy = dictionaries[locale];
      // The figure as each language writes a decimal: 2.2 in English, 2,2 in German and Turkish.
      const figure = String(offlineCopyStatedMegabytes).replace('.', locale === 'en' ? '.' : ',');
      const stated = {
        en: `just under ${figure}\u00a0MB`,
        de: `knapp ${figure}\u00a0MB`,
        tr: `${figure}\u00a0MB’ın biraz altında`,
      }[locale];
      for (const text of [copy.privacy.collection.offlineDemo, copy.globeDemo.offline.hint]) {
        expect(text).toContain(stated);
        expect(text.match(/[\d.,]+\s?MB/g)).toHaveLength(1);
      }
    },
  );

  it.each(locales)('%s: the contact form’s choice is its topic, not a service (W5)', (locale) => {
    expect(dictionaries[locale].privacy.collection.forms).toMatch(
      { en: /the topic of your enquiry/, de: /das Thema Ihrer Anfrage/, tr: /talebinizin konusu/ }[locale],
    );
  });

  it('calls the offline copy “offline” in English and Turkish, and the German offer no order (K1–K3)', () => {
    expect(en.globeDemo.offline.save).toBe('Save for offline use');
    expect(tr.globeDemo.offline.save).toBe('Çevrimdışı kullanım için kaydet');
    expect(containing(tr, /[İi]nternetsiz/)).toEqual([]);
    expect(tr.privacy.collection.offlineDemo).not.toMatch(/düğmesini seç/);
    expect(de.privacy.collection.offlineDemo).toMatch(/^Wenn Sie /);
  });

  it.each(locales)(
    '%s: the statement’s names check is no screen reader test, and the report link names its topic (K15, W7)',
    (locale) => {
      const copy = dictionaries[locale];
      expect(copy.accessibility.checks[2]).toMatch(/^(Accessible names|Zugängliche Namen|Erişilebilir adlar): /);
      expect(copy.accessibility.report).toContain(copy.forms.services.accessibility);
    },
  );

  it('writes the English statement with spaced en dashes, and the German tour without „Standorte“ (T1, F1)', () => {
    expect(containing(en.accessibility, /—/)).toEqual([]);
    expect(de.globe.tour.start).not.toMatch(/Standort/);
  });

  it.each(locales)(
    '%s: the inbox’s sign-in notice names every kind of line the audit keeps, with the IP address (L7)',
    (locale) => {
      // Below the sign-in's one line, a paragraph of its own; each kind of line: unit/hiringPolicy.test.ts.
      const { record } = staffWords[locale].staff.signIn;
      expect(record).toMatch(/IP/);
      expect(record).toMatch(
        { en: /views the list/, de: /die Liste ansieht/, tr: /listeyi kimin görüntülediğini/ }[locale],
      );
      expect(record).toMatch(
        { en: /refused sign-in/, de: /abgelehnten Anmeldeversuch/, tr: /reddedilen her giriş/ }[locale],
      );
      expect(record).toMatch({ en: /one year/, de: /ein Jahr/, tr: /bir yıl/ }[locale]);
    },
  );

  it('keeps the Turkish inbox’s statuses and its signing out apart (W8, W9, K9)', () => {
    const turkish = staffWords.tr.staff;
    expect(new Set(Object.values(turkish.status)).size).toBe(Object.keys(turkish.status).length);
    expect(turkish.status.received).toBe('Yeni');
    expect(turkish.entry.retentionUndecided).not.toMatch(/çekilmeden/);
    expect(JSON.stringify(turkish)).not.toMatch(/çıkış yap/);
  });
});
