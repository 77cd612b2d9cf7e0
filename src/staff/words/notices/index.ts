import type { Locale } from '../../../i18n/locales';
import { noticesDe } from './de';
import { noticesEn } from './en';
import { noticesTr } from './tr';
import type { NoticeMessages } from './types';

/** The e-mails to staff in every language the company may choose; the server alone reads them, never the page. */
export const noticeMessages: Readonly<Record<Locale, NoticeMessages>> = { en: noticesEn, de: noticesDe, tr: noticesTr };
