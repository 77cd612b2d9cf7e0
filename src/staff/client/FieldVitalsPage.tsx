import { use, useEffect } from 'react';
import { vitalMetrics, type VitalMetric } from '../../fieldVitals/beacon';
import { vitalThresholds } from '../../fieldVitals/thresholds';
import type { FieldVitalsReply } from '../api/fieldVitals';
import { fieldVitalsWords, filled, type FieldVitalsWords } from '../words/fieldVitals';
import { GlobeShares } from './GlobeShares';
import { Notice } from './Notice';
import { readFieldVitals } from './reads';
import { Reading } from './Reading';
import { useStaff } from './StaffContext';
import './fieldVitals.css';

type Rating = keyof FieldVitalsWords['rating'];

/** Good up to the first threshold, poor above the second: the Core Web Vitals' own bands. */
function ratingOf(metric: VitalMetric, value: number): Rating {
  const [good, poor] = vitalThresholds[metric];
  return value <= good ? 'good' : value <= poor ? 'needsImprovement' : 'poor';
}

/** The field measurements: each page's 75th percentile per metric, and how the globe was drawn (GlobeShares.tsx). */
export function FieldVitalsPage() {
  const { locale, setNotice } = useStaff();
  const words = fieldVitalsWords[locale];
  useEffect(() => setNotice(undefined), [setNotice]);
  return (
    <section className="staff-card" aria-labelledby="field-heading" data-testid="field-vitals">
      <h1 id="field-heading">{words.heading}</h1>
      <Notice />
      <Reading>
        <Figures words={words} />
      </Reading>
    </section>
  );
}

function Figures({ words }: { words: FieldVitalsWords }) {
  const { call, locale } = useStaff();
  const field = use(readFieldVitals(call, 'field-vitals'));
  const number = new Intl.NumberFormat(locale);
  const intro = filled(words.intro, {
    days: number.format(field.windowDays),
    minimum: number.format(field.minimumSamples),
  });
  if (field.rows.length === 0)
    return (
      <>
        <p>{intro}</p>
        <p>{words.empty}</p>
      </>
    );
  return (
    <>
      <p>{intro}</p>
      <FigureTable field={field} words={words} />
      <GlobeShares field={field} words={words} />
    </>
  );
}

/** One row per page, one column per metric: the figure and its band, or "too few", with the count. */
function FigureTable({ field, words }: { field: FieldVitalsReply; words: FieldVitalsWords }) {
  const { locale } = useStaff();
  const routes = [...new Set(field.rows.map((row) => row.route))];
  const seconds = new Intl.NumberFormat(locale, { style: 'unit', unit: 'second', maximumFractionDigits: 2 });
  const milliseconds = new Intl.NumberFormat(locale, { style: 'unit', unit: 'millisecond', maximumFractionDigits: 0 });
  const plain = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const count = new Intl.NumberFormat(locale);
  const shown = (metric: VitalMetric, value: number) =>
    metric === 'CLS'
      ? plain.format(value)
      : metric === 'INP'
        ? milliseconds.format(value * 1000)
        : seconds.format(value);
  return (
    <div className="staff-table-wrap">
      <table className="staff-table field-table">
        <caption>{words.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{words.page}</th>
            {vitalMetrics.map((metric) => (
              <th scope="col" key={metric}>
                {words.metrics[metric]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {routes.map((route) => (
            <tr key={route} data-route={route}>
              <th scope="row">{route === 'not-found' ? words.notFound : route}</th>
              {vitalMetrics.map((metric) => {
                const row = field.rows.find((candidate) => candidate.route === route && candidate.metric === metric);
                const values = filled(words.values, { count: count.format(row?.samples ?? 0) });
                const rating = row?.p75 == null ? null : ratingOf(metric, row.p75);
                return (
                  <td
                    key={metric}
                    data-label={words.metrics[metric]}
                    data-metric={metric}
                    data-rating={rating ?? 'none'}
                  >
                    {row?.p75 == null || rating === null ? (
                      <span className="field-too-few">{words.tooFew}</span>
                    ) : (
                      <>
                        <strong>{shown(metric, row.p75)}</strong>{' '}
                        <span className={`field-rating is-${rating}`}>{words.rating[rating]}</span>
                      </>
                    )}
                    <span className="field-count">{values}</span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
