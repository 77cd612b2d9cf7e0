/**
 * The kiosk's explore state, shown on touch or movement: a quiet line that says the show goes on by
 * itself, and the globes (the variants, in a passer-by's words) to choose from. Hidden (and its cursor) while the show runs.
 */
import { useI18n } from '../../i18n/I18nProvider';

interface KioskExploreProps {
  count: number;
  selected: number;
  onChoose: (index: number) => void;
}

export function KioskExplore({ count, selected, onChoose }: KioskExploreProps) {
  const { t } = useI18n();
  return (
    <div className="kiosk-explore surface" data-testid="kiosk-explore">
      <p>{t('globeDemo.kiosk.explore')}</p>
      <div className="button-row">
        {Array.from({ length: count }, (_, index) => (
          <button
            key={index}
            type="button"
            className={`button ${index === selected ? 'button--primary' : 'button--secondary'}`}
            aria-pressed={index === selected}
            onClick={() => onChoose(index)}
          >
            {t('globeDemo.kiosk.choice', { number: index + 1 })}
          </button>
        ))}
      </div>
    </div>
  );
}
