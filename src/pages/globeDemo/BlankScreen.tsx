/** The presentation blanked to black, as slide tools do with B or the full stop (useDemoShortcuts.ts). */
import { useI18n } from '../../i18n/I18nProvider';

export function BlankScreen({ blanked }: { blanked: boolean }) {
  const { t } = useI18n();
  return (
    <div className="stage-blank-host">
      <p className="visually-hidden" role="status">
        {blanked ? t('globeDemo.blanked') : ''}
      </p>
      {blanked && <div className="stage-blank" data-testid="stage-blank" />}
    </div>
  );
}
