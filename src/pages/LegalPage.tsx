import type { ReactNode } from 'react';
import { BackLink } from '../components/BackLink';
import { LaterPart } from '../navigation/LaterPart';
import { formatDate } from '../i18n/preformatted';
import { useI18n } from '../i18n/I18nProvider';

interface LegalPageProps {
  heading: string;
  intro: string;
  /** ISO date of the last revision, shown formatted in the page language. */
  lastUpdated?: string;
  children: ReactNode;
}

/** Frame shared by the privacy policy, terms and Impressum: back link, heading, date, readable prose. */
export function LegalPage({ heading, intro, lastUpdated, children }: LegalPageProps) {
  const { t, locale } = useI18n();
  return (
    <article className="page legal" aria-labelledby="page-heading">
      <BackLink route="home" label={t('legal.backHome')} top />
      <div className="surface prose">
        <h1 id="page-heading">{heading}</h1>
        {lastUpdated && (
          <p className="meta-line" data-testid="last-updated">
            {t('legal.lastUpdated', { date: formatDate(lastUpdated, locale) })}
          </p>
        )}
        <p className="lead">{intro}</p>
        {/* The sections: rendered after the heading and intro on a click (navigation/LaterPart.tsx). */}
        <LaterPart>{children}</LaterPart>
      </div>
    </article>
  );
}

/** A section of a legal page, named by its heading for assistive technology. */
export function LegalSection({
  id,
  heading,
  testId,
  children,
}: {
  id: string;
  heading: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} data-testid={testId}>
      <h2 id={id}>{heading}</h2>
      {children}
    </section>
  );
}
