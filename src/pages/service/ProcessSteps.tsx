import { evenGrid } from '../../components/evenGrid';
import type { TitledText } from './pageCopy';

/** The four process steps, numbered 01 to 04. */
export function ProcessSteps<Id extends string>({
  steps,
  copy,
}: {
  steps: readonly Id[];
  copy: Readonly<Record<Id, TitledText>>;
}) {
  return (
    <ol
      className="process-steps even-grid"
      {...evenGrid(steps.length, { narrow: 1, medium: 2, wide: 4 })}
      data-testid="service-process"
    >
      {steps.map((id, index) => {
        const step = copy[id];
        return (
          <li key={id}>
            <span className="process-steps__number" aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </li>
        );
      })}
    </ol>
  );
}
