import { globeQualities, globeRenderers } from '../../fieldVitals/beacon';
import type { FieldVitalsReply } from '../api/fieldVitals';
import { filled, type FieldVitalsWords } from '../words/fieldVitals';
import { useStaff } from './StaffContext';

/**
 * How the globe was drawn when the values were taken, side by side: which renderer showed it, and which quality
 * step the live globe was at. Each list gives its shares only from the window's minimum number of values on, as
 * the table gives its percentiles; below it, the counts alone.
 */
export function GlobeShares({ field, words }: { field: FieldVitalsReply; words: FieldVitalsWords }) {
  const renderers = globeRenderers.map((step) => ({ step, name: words.renderers[step], count: field.renderers[step] }));
  const qualities = globeQualities.map((step) => ({ step, name: words.qualities[step], count: field.qualities[step] }));
  return (
    <div className="field-globe">
      <section aria-labelledby="field-renderers-heading" data-testid="field-renderers">
        <h2 id="field-renderers-heading">{words.renderersHeading}</h2>
        <p>{words.renderersIntro}</p>
        <Shares kind="renderer" items={renderers} minimum={field.minimumSamples} words={words} />
      </section>
      <section aria-labelledby="field-qualities-heading" data-testid="field-qualities">
        <h2 id="field-qualities-heading">{words.qualitiesHeading}</h2>
        <p>{words.qualitiesIntro}</p>
        <Shares kind="quality" items={qualities} minimum={field.minimumSamples} words={words} />
      </section>
    </div>
  );
}

interface SharesProps {
  /** Names the items' data attribute: `data-renderer`, `data-quality`. */
  kind: 'renderer' | 'quality';
  items: readonly { step: string; name: string; count: number }[];
  minimum: number;
  words: FieldVitalsWords;
}

function Shares({ kind, items, minimum, words }: SharesProps) {
  const { locale } = useStaff();
  const total = items.reduce((sum, item) => sum + item.count, 0);
  const share = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  const number = new Intl.NumberFormat(locale);
  return (
    <>
      <ul className="field-shares">
        {items.map(({ step, name, count }) => {
          const values = filled(words.values, { count: number.format(count) });
          return (
            <li key={step} {...{ [`data-${kind}`]: step }}>
              {name}: {total >= minimum ? `${share.format(count / total)} (${values})` : values}
            </li>
          );
        })}
      </ul>
      {total < minimum && (
        <p className="field-too-few">{filled(words.sharesTooFew, { minimum: number.format(minimum) })}</p>
      )}
    </>
  );
}
