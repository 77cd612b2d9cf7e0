/**
 * A job opening's facts name the collective agreement that sets its pay where one applies (EU Directive
 * 2023/970, Art. 5(1)), and say nothing of one where none does.
 */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { JobMeta } from '../../src/content/collections';
import { allMessages } from '../../src/i18n/allMessages';
import { I18nProvider } from '../../src/i18n/I18nProvider';
import { JobFacts } from '../../src/components/entries/JobFacts';

const { de } = allMessages;

const job: JobMeta = {
  slug: 'sachbearbeitung',
  title: 'Sachbearbeitung (m/w/d)',
  summary: 'S',
  location: 'Potsdam',
  locality: 'Potsdam',
  country: 'DE',
  employmentType: 'FULL_TIME',
  datePosted: '2026-11-01',
  validThrough: '2026-12-31',
  salary: { min: 40000, max: 48000, currency: 'EUR', unit: 'YEAR' },
  readMinutes: 1,
  payRange: '40.000–48.000\u00a0€',
  datePostedText: '1. November 2026',
  validThroughText: '31. Dezember 2026',
};

const facts = (opening: JobMeta): string =>
  renderToString(
    <I18nProvider locale="de" messages={de}>
      <JobFacts job={opening} headingId="facts" />
    </I18nProvider>,
  );

describe('a job opening’s facts', () => {
  it('name the collective agreement where one sets the pay', () => {
    const html = facts({ ...job, collectiveAgreement: 'TV-L, Entgeltgruppe 9' });
    expect(html).toContain(`<dt>${de.careers.facts.collectiveAgreement}</dt><dd>TV-L, Entgeltgruppe 9</dd>`);
  });

  it('say nothing of one where none applies', () => {
    expect(facts(job)).not.toContain(de.careers.facts.collectiveAgreement);
  });
});
