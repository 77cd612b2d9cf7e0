/** Live controls of the selected variant: dot count, rotation speed, radius and colour. */
import { demoDotCounts } from '../../globe/dotCounts';
import type { DemoSettings } from '../../globe/demoGlobes';
import { radiusRange, speedRange } from '../../globe/demoVariants';
import { formatNumber } from '../../i18n/format';
import { useI18n } from '../../i18n/I18nProvider';

interface DemoControlsProps {
  index: number;
  settings: DemoSettings;
  onChange: (settings: DemoSettings) => void;
}

export function DemoControls({ index, settings, onChange }: DemoControlsProps) {
  const { t, locale } = useI18n();
  const number = (value: number, options: Intl.NumberFormatOptions = {}): string => formatNumber(value, locale, options);
  const id = (name: string): string => `globe-demo-${name}`;
  const set = (change: Partial<DemoSettings>): void => onChange({ ...settings, ...change });
  return (
    <fieldset className="globe-demo__controls">
      <legend>{t('globeDemo.controlsHeading', { number: index + 1 })}</legend>
      <div className="globe-demo__control">
        <label htmlFor={id('dots')}>{t('globeDemo.dots')}</label>
        <input id={id('dots')} type="range" min={demoDotCounts.min} max={demoDotCounts.max} step={demoDotCounts.step}
          value={settings.dots} onChange={(event) => set({ dots: Number(event.target.value) })} />
        <output htmlFor={id('dots')}>{number(settings.dots)}</output>
      </div>
      <div className="globe-demo__control">
        <label htmlFor={id('speed')}>{t('globeDemo.speed')}</label>
        <input id={id('speed')} type="range" min={speedRange.min} max={speedRange.max} step={speedRange.step}
          value={settings.speed} onChange={(event) => set({ speed: Number(event.target.value) })} />
        <output htmlFor={id('speed')}>{number(settings.speed, { maximumFractionDigits: 4 })}</output>
      </div>
      <div className="globe-demo__control">
        <label htmlFor={id('radius')}>{t('globeDemo.radius')}</label>
        <input id={id('radius')} type="range" min={radiusRange.min} max={radiusRange.max} step={radiusRange.step}
          value={settings.radiusFactor} onChange={(event) => set({ radiusFactor: Number(event.target.value) })} />
        <output htmlFor={id('radius')}>{number(settings.radiusFactor, { minimumFractionDigits: 2 })}</output>
      </div>
      <div className="globe-demo__control">
        <label htmlFor={id('colour')}>{t('globeDemo.colour')}</label>
        <input id={id('colour')} type="color" value={settings.color} onChange={(event) => set({ color: event.target.value })} />
        <output htmlFor={id('colour')}>{settings.color}</output>
      </div>
    </fieldset>
  );
}
