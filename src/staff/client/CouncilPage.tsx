import { use, useEffect } from 'react';
import type { CouncilWindow } from '../api/council';
import { CouncilControl } from './CouncilControl';
import { Notice } from './Notice';
import { Reading } from './Reading';
import { readCouncil } from './reads';
import { useStaff } from './StaffContext';
import './council.css';

/** HR's page of the works council's windows: each opening, whether it is open to the council until when, and its control. */
export function CouncilPage() {
  const { t, setNotice } = useStaff();
  useEffect(() => setNotice(undefined), [setNotice]);
  return (
    <section className="staff-card" aria-labelledby="council-heading">
      <h1 id="council-heading">{t('council.heading')}</h1>
      <p>{t('council.intro')}</p>
      <Notice />
      <Reading>
        <Openings />
      </Reading>
    </section>
  );
}

function Openings() {
  const { t, call, locale } = useStaff();
  const { windows, openings, today, latestDay } = use(readCouncil(call, 'council'));
  // Each opening's newest window (the list comes newest first); an opening gone from the site keeps its line.
  const latest = new Map<string, CouncilWindow>();
  for (const window of windows) if (!latest.has(window.jobSlug)) latest.set(window.jobSlug, window);
  const published = new Set(openings.map((opening) => opening.slug));
  const lines = [
    ...openings.map((opening) => ({ slug: opening.slug, title: opening.titles[locale] ?? opening.slug })),
    ...[...latest.keys()]
      .filter((slug) => !published.has(slug))
      .map((slug) => ({ slug, title: t('council.gone', { slug }) })),
  ];
  if (lines.length === 0) return <p>{t('council.noOpenings')}</p>;
  return (
    <ul className="staff-people staff-council" data-testid="council-windows">
      {lines.map((line) => {
        const window = latest.get(line.slug);
        return (
          // Keyed by what is saved: after a change the control starts again from the stored window.
          <li key={`${line.slug} ${window?.id ?? ''} ${window?.lastDay ?? ''} ${String(window?.open)}`}>
            <CouncilControl job={line} window={window} today={today} latestDay={latestDay} />
          </li>
        );
      })}
    </ul>
  );
}
