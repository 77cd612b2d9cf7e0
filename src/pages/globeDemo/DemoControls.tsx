/** Live controls of the selected variant: dot count, rotation speed, radius and colour. */
import { demoDotCounts } from '../../globe/dotCounts';
import type { DemoSettings } from '../../globe/demoGlobes';
import { radiusRange, speedRange } from '../../globe/demoVariants';
import type { MessageKey } from '../../i18n/dictionary';
import { formatNumber } from '../../i18n/format';
import { useI18n } from '../../i18n/I18nProvider';

interface RangeControlProps {
  name: string;
  label: MessageKey;
  range: Readonly<{ min: number; max: number; step: number }>;
  value: number;
  format: Intl.NumberFormatOptions;
  onChange: (value: number) => void;
}

function RangeControl({ name, label, range, value, format, onChange }: RangeControlProps) {
  const { t, locale } = useI18n();
  const id = `globe-demo-${name}`;
  return (
    <div className="globe-demo__control">
      <label htmlFor={id}>{t(label)}</label>
      <input id={id} type="range" min={range.min} max={range.max} step={range.step} value={value}
        onChange={(event) => onChange(Number(event.target.value))} />
      <output htmlFor={id}>{formatNumber(value, locale, format)}</output>
    </div>
  );
}

interface DemoControlsProps {
  index: number;
  settings: DemoSettings;
  onChange: (settings: DemoSettings) => void;
}

export function DemoControls({ index, settings, onChange }: DemoControlsProps) {
  const { t } = useI18n();
  const set = (change: Partial<DemoSettings>): void => onChange({ ...settings, ...change });
  return (
    <fieldset className="globe-demo__controls">
      <legend>{t('globeDemo.controlsHeading', { number: index + 1 })}</legend>
      <RangeControl name="dots" label="globeDemo.dots" range={demoDotCounts} value={settings.dots} format={{}}
        onChange={(dots) => set({ dots })} />
      <RangeControl name="speed" label="globeDemo.speed" range={speedRange} value={settings.speed}
        format={{ maximumFractionDigits: 4 }} onChange={(speed) => set({ speed })} />
      <RangeControl name="radius" label="globeDemo.radius" range={radiusRange} value={settings.radiusFactor}
        format={{ minimumFractionDigits: 2 }} onChange={(radiusFactor) => set({ radiusFactor })} />
      <div className="globe-demo__control">
        <label htmlFor="globe-demo-colour">{t('globeDemo.colour')}</label>
        <input id="globe-demo-colour" type="color" value={settings.color} onChange={(event) => set({ color: event.target.value })} />
        <output htmlFor="globe-demo-colour">{settings.color}</output>
      </div>
    </fieldset>
  );
}
