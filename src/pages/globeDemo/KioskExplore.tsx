/**
 * The kiosk's explore state, shown on touch or movement: a quiet line that says the show goes on by
 * itself, and the globes to choose from, by their names ("Lively", not "Globe 2"). Hidden (and its cursor)
 * while the show runs.
 */
import { useI18n } from '../../i18n/I18nProvider';

interface KioskExploreProps {
  /** The variants' names, in the stand's language. */
  names: readonly string[];
  selected: number;
  onChoose: (index: number) => void;
}

export function KioskExplore({ names, selected, onChoose }: KioskExploreProps) {
  const { t } = useI18n();
  return (
    <div className="kiosk-explore surface" data-testid="kiosk-explore">
      <p>{t('globeDemo.kiosk.explore')}</p>
      <div className="button-row">
        {names.map((name, index) => (
          <button
            key={name}
            type="button"
            className={`button ${index === selected ? 'button--primary' : 'button--secondary'}`}
            aria-pressed={index === selected}
            onClick={() => onChoose(index)}
          >
            {name}
          </button>
        ))}
      </div>
    </div>
  );
}
