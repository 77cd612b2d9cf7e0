import type { SendMailOptions } from 'nodemailer';
import { entryMeta } from '../../content/collections';
import { allMessages } from '../../i18n/allMessages';
import { languageNameWithIntl, potsdamTimeWithIntl } from '../../i18n/intlFormat';
import { company } from '../../content/company';
import type { Locale } from '../../i18n/locales';
import { createTranslator } from '../../i18n/translator';
import { contactServiceName } from '../../submissions/fields';
import { defaultRetention, hiredRetentionDays, type RetentionPeriods } from '../../submissions/retention';
import { shownText } from '../../submissions/shownText';
import type { SubmissionRecord } from '../../submissions/storedSubmission';
import { fill, staffMailWords } from './words';

/** How a submission's e-mail is written: where the inbox is, the periods it states, the company's language. */
export interface StaffMailOptions {
  /** The staff inbox's origin (STAFF_ORIGIN): the e-mail links to the entry there. */
  staffOrigin?: string | undefined;
  retention?: RetentionPeriods;
  /** STAFF_MAIL_LOCALE: the company's language, German unless set. */
  locale?: Locale;
}

/** The entry's page in the staff inbox. */
const inboxLink = (staffOrigin: string, id: string): string => `${staffOrigin}/staff/entry/${encodeURIComponent(id)}`;

/** What every staff e-mail about a submission states in the company's language: when, in which language. */
function factsOf(record: SubmissionRecord, locale: Locale) {
  return {
    words: staffMailWords[locale],
    time: potsdamTimeWithIntl(record.createdAt, locale),
    language: languageNameWithIntl(record.locale, locale),
  };
}

/** The opening by the site's title for it in the company's language; the stored title once it left the site. */
const openingTitle = (job: NonNullable<SubmissionRecord['job']>, locale: Locale): string =>
  entryMeta('jobs', job.slug, locale)?.title ?? job.title;

/**
 * An application's e-mail is a notice, not a copy (privacy policy): that one arrived, for which job opening,
 * and where to read it. No name, address, phone, message or CV: mailboxes keep what they get beyond any
 * deletion, so the application lives in one place only, the store, where retention deletes it.
 */
function applicationNotice(
  record: SubmissionRecord,
  locale: Locale,
  staffOrigin: string | undefined,
  retention: RetentionPeriods,
): SendMailOptions {
  const { words, time, language } = factsOf(record, locale);
  const job = record.job && openingTitle(record.job, locale);
  const what = job ? fill(words.application.forJob, { job }) : words.application.speculative;
  return {
    subject: `${words.subjectPrefix} ${what}`,
    text: [
      words.application.arrived,
      '',
      job ? fill(words.application.opening, { job }) : words.application.noOpening,
      fill(words.application.received, { time }),
      fill(words.application.language, { language }),
      '',
      ...(staffOrigin
        ? [words.application.readInInbox, `  ${inboxLink(staffOrigin, record.id)}`]
        : [words.application.readOnServer, `  npm run submissions -- show ${record.id}`]),
      '',
      fill(words.application.decision, { months: retention.applicationMonths, days: hiredRetentionDays }),
      '',
      fill(words.reference, { id: record.id }),
    ].join('\n'),
  };
}

/**
 * A contact message's e-mail carries the message, with the visitor as Reply-To: answering from the mailbox
 * is its purpose, and the privacy policy says so.
 */
function contactMail(
  record: SubmissionRecord,
  locale: Locale,
  staffOrigin: string | undefined,
  retention: RetentionPeriods,
): SendMailOptions {
  const { words, time, language } = factsOf(record, locale);
  const name = shownText(record.name);
  const topic = record.service && contactServiceName(record.service, createTranslator(locale, allMessages[locale]).t);
  return {
    replyTo: { name, address: record.email },
    subject: `${words.subjectPrefix} ${topic ? fill(words.contact.subject, { topic, name }) : fill(words.contact.subjectNoTopic, { name })}`,
    text: [
      words.contact.arrived,
      '',
      fill(words.contact.name, { name }),
      fill(words.contact.email, { email: record.email }),
      ...(topic ? [fill(words.contact.topic, { topic })] : []),
      fill(words.contact.received, { time }),
      fill(words.contact.language, { language }),
      '',
      record.message ?? '',
      '',
      ...(staffOrigin ? [fill(words.contact.inInbox, { link: inboxLink(staffOrigin, record.id) })] : []),
      fill(words.contact.retention, { days: retention.contactDays, months: retention.contactUnhandledMonths }),
      fill(words.reference, { id: record.id }),
    ].join('\n'),
  };
}

/** The e-mail staff receive for one submission: plain text in the company's language, its id in a header. */
export function submissionMail(
  record: SubmissionRecord,
  from: string,
  to: string,
  { staffOrigin, retention = defaultRetention, locale = company.language }: StaffMailOptions = {},
): SendMailOptions {
  const mail =
    record.kind === 'application'
      ? applicationNotice(record, locale, staffOrigin, retention)
      : contactMail(record, locale, staffOrigin, retention);
  return { from, to, ...mail, headers: { 'X-Submission-Id': record.id } };
}
