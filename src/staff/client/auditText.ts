import { applicationStatuses, type ApplicationStatus } from '../../submissions/storedSubmission';
import { signInRefusalReasons, type SignInRefusalReason } from '../api/replies';
import type { AuditLine } from './api';
import type { StaffI18n } from './i18n';

const isStatus = (value: string | null): value is ApplicationStatus =>
  applicationStatuses.some((status) => status === value);
const isReason = (value: string | null): value is SignInRefusalReason =>
  signInRefusalReasons.some((reason) => reason === value);

/** What a line of the trail says happened, in the reader's language. */
export function auditWhat(line: AuditLine, t: StaffI18n['t']): string {
  const address = line.address ?? t('audit.unknown');
  const passkey = line.detail ?? t('audit.unknown');
  switch (line.action) {
    case 'status':
      return t('audit.status', { status: isStatus(line.detail) ? t(`status.${line.detail}`) : t('audit.unknown') });
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
    case 'invited':
    case 'removed':
      return t(`audit.${line.action}`, { email: line.detail ?? t('audit.unknown') });
    default:
      return t(`audit.${line.action}`);
  }
}

/** Who did it: the staff member, the administrator at the command line, or nobody known (a refused sign-in). */
export function auditWho(line: AuditLine, t: StaffI18n['t']): string {
  if (line.staffEmail) return line.staffEmail;
  return line.action === 'invited' || line.action === 'removed' ? t('audit.operator') : t('audit.unknown');
}
