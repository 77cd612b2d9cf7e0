import { localeInfo, type Locale } from '../../i18n/locales';
import { applicantPagePrefix } from '../../submissions/endpoints';
import { deletionDate, type RetentionPeriods } from '../../submissions/retention';
import { isDecision, type SubmissionRecord } from '../../submissions/storedSubmission';
import { applicantWords, fill, html } from './applicantPage';

/** A page's title and the markup of its main part, every word from the applicant's dictionary. */
export interface View {
  locale: Locale;
  title: string;
  main: string;
}

/**
 * A Potsdam day in the applicant's language: "7 December 2026", "7. Dezember 2026", on one line (no-break
 * spaces: a phone's narrow column broke "8." from "Dezember").
 */
const dayIn = (locale: Locale, ms: number): string =>
  new Intl.DateTimeFormat(localeInfo[locale].intl, { dateStyle: 'long', timeZone: 'Europe/Berlin' })
    .format(ms)
    .replace(/ /g, '\u00a0');

const paragraph = (text: string, attributes = ''): string => `<p${attributes}>${html(text)}</p>`;
const button = (href: string, text: string, extra = ''): string =>
  `<p><a class="button" href="${html(href)}"${extra}>${html(text)}</a></p>`;

/** Only an application nobody has decided on may be withdrawn: a decision's day already started its retention. */
const mayWithdraw = (entry: SubmissionRecord): boolean => !isDecision(entry.status);

/** The page behind the link: what was received, its status in words, the copy, and the way to withdraw. */
export function statusView(entry: SubmissionRecord, token: string, retention: RetentionPeriods, notice?: string): View {
  const { locale } = entry;
  const words = applicantWords(locale).page;
  const received = dayIn(locale, entry.createdAt);
  const status = entry.status ?? 'received';
  const deletion = deletionDate(entry, retention);
  const here = `${applicantPagePrefix}${token}`;
  const main = [
    notice ? paragraph(notice, ' role="status"') : '',
    paragraph(
      entry.job
        ? fill(words.forJob, { job: entry.job.title, date: received })
        : fill(words.speculative, { date: received }),
    ),
    `<h2>${html(words.statusHeading)}</h2>`,
    paragraph(words.status[status], ' class="status"'),
    entry.decidedAt === null ? '' : paragraph(fill(words.since, { date: dayIn(locale, entry.decidedAt) })),
    deletion === null ? '' : paragraph(fill(words.deletedOn, { date: dayIn(locale, deletion) }), ' class="muted"'),
    `<h2>${html(words.copyHeading)}</h2>`,
    paragraph(words.copyIntro),
    button(`${here}/copy`, words.copyLink, ' download'),
    ...(mayWithdraw(entry)
      ? [
          `<h2>${html(words.withdrawHeading)}</h2>`,
          paragraph(fill(words.withdrawIntro, { months: retention.applicationMonths })),
          button(`${here}/withdraw`, words.withdrawLink),
        ]
      : []),
  ];
  return { locale, title: words.title, main: main.join('\n') };
}

/** The confirmation step: a form whose one button posts the withdrawal, and the way back. */
export function confirmView(entry: SubmissionRecord, token: string): View {
  const words = applicantWords(entry.locale).page;
  const here = `${applicantPagePrefix}${token}`;
  return {
    locale: entry.locale,
    title: words.confirmHeading,
    main: [
      paragraph(words.confirmText),
      `<form method="post" action="${html(`${here}/withdraw`)}" class="actions">`,
      `<button class="button" type="submit">${html(words.confirmButton)}</button>`,
      `<a href="${html(here)}">${html(words.back)}</a>`,
      '</form>',
    ].join('\n'),
  };
}

/** A page that says why there is nothing to show: an unknown link, too many requests, a refused post. */
export function messageView(locale: Locale, what: 'notFound' | 'tooMany' | 'refused', email: string): View {
  const words = applicantWords(locale).page;
  return {
    locale,
    title: what === 'notFound' ? words.notFoundTitle : words.title,
    main: paragraph(fill(words[what], { email })),
  };
}
