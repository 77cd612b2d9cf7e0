import { company } from '../../content/company';
import { potsdamTimeWithIntl } from '../../i18n/intlFormat';
import type { Locale } from '../../i18n/locales';
import { passkeyName } from '../api/passkeyName';
import type { StaffAccess } from '../api/roles';
import { staffMessages } from '../words';
import { noticeMessages } from '../words/notices';
import { fill } from './applicantPage';
import type { StaffContext } from './context';
import { jobTitles } from './jobTitles';
import type { StaffMember, StoredPasskey } from './store/StaffStore';
import type { StaffNotice } from './store/notices';

/**
 * The e-mails the inbox sends staff, in the company's language (STAFF_MAIL_LOCALE, `context.mailLocale`) with
 * Potsdam times; the names of buttons and roles are the inbox's own words in that language.
 */

/** What an e-mail to staff needs of the inbox: its language, its address and its clock. */
type MailContext = Pick<StaffContext, 'mailLocale' | 'origin' | 'now'>;

/** The e-mail telling a person that a passkey was added to or removed from their account: no secret in it. */
export function passkeyNotice(
  context: MailContext,
  person: StaffMember,
  change: 'added' | 'removed' | 'enrolled',
  passkey: Pick<StoredPasskey, 'id' | 'authenticator' | 'label'>,
  address: string,
): StaffNotice {
  const locale = context.mailLocale;
  const words = noticeMessages[locale].passkey;
  const inbox = staffMessages[locale].staff;
  const name = passkeyName(passkey, inbox.account.unnamed);
  const removed = change === 'removed';
  return {
    to: person.email,
    subject: fill(removed ? words.removedSubject : words.addedSubject, { name }),
    body: [
      fill(removed ? words.removed : words.added, { inbox: `${context.origin}/staff/` }),
      '',
      `  ${fill(words.line, { name, time: potsdamTimeWithIntl(context.now(), locale), address })}`,
      ...(change === 'enrolled' ? ['', words.enrolled] : []),
      '',
      words.wasYou,
      fill(words.wasNotYou, { account: `${context.origin}/staff/account`, everywhere: inbox.account.everywhere }),
    ].join('\n'),
  };
}

/** A role as the inbox names it in `locale`; a hiring manager's with the openings' titles there (else slugs). */
function roleIn(access: StaffAccess, locale: Locale): string {
  const role = staffMessages[locale].staff.roles[access.role];
  if (access.role !== 'hiring-manager' || access.jobs.length === 0) return role;
  const words = noticeMessages[locale].invitation;
  // An opening without a page in this language by its title in the first language it has; its slug only once
  // it left the site.
  const titleOf = (slug: string) => {
    const titles = jobTitles(slug);
    return titles[locale] ?? Object.values(titles)[0] ?? slug;
  };
  const openings = access.jobs.map((slug) => fill(words.title, { title: titleOf(slug) }));
  return fill(words.openings, { role, openings: openings.join(', ') });
}

/**
 * The invitation an admin sends from the people page: who invited them, with which role, and the one-time
 * enrolment link with the moment it expires. The link is the secret that registers a passkey: this e-mail goes to
 * the invited address only, and neither the trail nor the log ever holds it.
 */
export function invitationNotice(
  context: MailContext,
  invited: StaffMember,
  by: StaffMember,
  link: string,
  expiresAt: number,
): StaffNotice {
  const locale = context.mailLocale;
  const words = noticeMessages[locale].invitation;
  return {
    to: invited.email,
    subject: fill(words.subject, { company: company.name }),
    body: fill(words.body, {
      by: by.email,
      company: company.name,
      role: roleIn(invited, locale),
      expires: potsdamTimeWithIntl(expiresAt, locale),
      link,
    }),
  };
}
