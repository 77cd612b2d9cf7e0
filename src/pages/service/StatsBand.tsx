import type { Figure } from '../../content/services/figures';
import { formatFigure } from '../../i18n/preformatted';
import { useI18n } from '../../i18n/I18nProvider';

/** Four headline figures: the number large, its label below. */
export function StatsBand<Id extends string>({
  stats,
  labels,
  label,
}: {
  stats: readonly { id: Id; figure: Figure }[];
  labels: (id: Id) => string;
  label: string;
}) {
  const { locale } = useI18n();
  return (
    <dl className="surface stats-band" aria-label={label} data-testid="service-stats">
      {stats.map(({ id, figure }) => (
        <div key={id} className="stats-band__item">
          <dt>{labels(id)}</dt>
          <dd>{formatFigure(figure, locale)}</dd>
        </div>
      ))}
    </dl>
  );
}
