/** A rotation speed as a person reads it: "one turn in 15.7 s", or "standing still". */
import { secondsPerTurn } from '../../globe/demo';
import { formatStyledNumber } from '../../i18n/preformattedNumbers';
import { useI18n } from '../../i18n/I18nProvider';

export function useTurnText(): (speed: number) => string {
  const { t, locale } = useI18n();
  return (speed) => {
    const seconds = secondsPerTurn(speed);
    return seconds === null
      ? t('globeDemo.still')
      : t('globeDemo.speedValue', { seconds: formatStyledNumber(seconds, locale, 'tenths') });
  };
}
