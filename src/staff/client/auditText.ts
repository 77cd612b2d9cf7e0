import { applicationStatuses, type ApplicationStatus } from '../../submissions/storedSubmission';
import { deletedByRetention, signInRefusalReasons, type SignInRefusalReason } from '../api/replies';
import { replyTemplates, type ReplyTemplate } from '../api/requests';
import { staffRoles, type StaffRole } from '../api/roles';
import type { AuditLine } from './api';
import type { StaffI18n } from './i18n';

const isStatus = (value: string | null): value is ApplicationStatus =>
  applicationStatuses.some((status) => status === value);
const isRole = (value: string | null): value is StaffRole => staffRoles.some((role) => role === value);
const isTemplate = (value: string | null): value is ReplyTemplate =>
  replyTemplates.some((template) => template === value);
const isReason = (value: string | null): value is SignInRefusalReason =>
  signInRefusalReasons.some((reason) => reason === value);

/** What retention's own lines say beside "deleted" (src/staff/server/retentionTrail.ts), instead of a person. */
const byRetention = (line: AuditLine): boolean =>
  line.action === 'deleted' && line.staffEmail === null && line.detail === deletedByRetention;

/** A status line's detail: the status, and a decision's day ("rejected 2026-12-07"; earlier lines name no day). */
function statusWhat(detail: string | null, { t, day }: Pick<StaffI18n, 't' | 'day'>): string {
  const [status = null, on] = (detail ?? '').split(' ');
  const named = isStatus(status) ? t(`status.${status}`) : t('audit.unknown');
  return on ? t('audit.statusOn', { status: named, date: day(on) }) : t('audit.status', { status: named });
}

/** A role change's detail: the person, the role and a hiring manager's openings ("a@b.de hiring-manager x,y"). */
function roleWhat(detail: string | null, t: StaffI18n['t']): string {
  const [email = t('audit.unknown'), role = null, jobs] = (detail ?? '').split(' ');
  const named = isRole(role) ? t(`roles.${role}`) : t('audit.unknown');
  return t('audit.role-changed', { email, role: jobs ? `${named}: ${jobs.split(',').join(', ')}` : named });
}

/** What a line of the trail says happened, in the reader's language. */
export function auditWhat(line: AuditLine, i18n: Pick<StaffI18n, 't' | 'day'>): string {
  const { t, day } = i18n;
  const address = line.address ?? t('audit.unknown');
  const passkey = line.detail ?? t('audit.unknown');
  switch (line.action) {
    case 'status':
      return statusWhat(line.detail, i18n);
    case 'deleted':
      return byRetention(line) ? t('audit.deletedByRetention') : t('audit.deleted');
    case 'sign-in-refused':
      return t('audit.sign-in-refused', {
        reason: isReason(line.detail) ? t(`audit.reasons.${line.detail}`) : t('audit.unknown'),
        address,
      });
    case 'signed-in':
    case 'passkey-added':
    case 'passkey-removed':
      return t(`audit.${line.action}`, { passkey, address });
    case 'enrolled':
      return t('audit.enrolled', { passkey });
    case 'passkey-renamed':
      return t('audit.passkey-renamed', { passkey });
    case 'role-changed':
      return roleWhat(line.detail, t);
    case 'applicant-withdrew': {
      const on = line.detail?.split(' ')[1];
      return t('audit.applicant-withdrew', { date: on ? day(on) : t('audit.unknown') });
    }
    case 'replied':
      return t('audit.replied', {
        template: isTemplate(line.detail) ? t(`reply.templates.${line.detail}`) : t('audit.unknown'),
      });
    case 'council-opened': {
      const [job = t('audit.unknown'), last] = (line.detail ?? '').split(' ');
      return t('audit.council-opened', { job, date: last ? i18n.day(last) : t('audit.unknown') });
    }
    case 'council-closed':
      return t('audit.council-closed', { job: line.detail ?? t('audit.unknown') });
    case 'invited':
    case 'removed':
      return t(`audit.${line.action}`, { email: line.detail ?? t('audit.unknown') });
    default:
      return t(`audit.${line.action}`);
  }
}

/**
 * Who did it: the staff member, the administrator at the command line, the retention (a deletion it made),
 * the applicant on their private page, or nobody known (a refused sign-in).
 */
export function auditWho(line: AuditLine, t: StaffI18n['t']): string {
  if (line.staffEmail) return line.staffEmail;
  if (byRetention(line)) return t('audit.retention');
  if (line.action === 'applicant-copied' || line.action === 'applicant-withdrew') return t('audit.applicant');
  const byOperator = line.action === 'invited' || line.action === 'removed' || line.action === 'role-changed';
  return byOperator ? t('audit.operator') : t('audit.unknown');
}
