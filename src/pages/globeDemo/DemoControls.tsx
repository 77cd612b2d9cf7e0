/** Live controls of the selected variant, in units a presenter thinks in: dots, seconds per turn, size, colour, look. */
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import { demoDotCounts, demoPalette, radiusRange, speedRange, type DemoSettings } from '../../globe/demo';
import type { MessageKey } from '../../i18n/dictionary';
import { formatStyledNumber } from '../../i18n/preformattedNumbers';
import { useI18n } from '../../i18n/I18nProvider';
import { LookToggles } from './LookToggles';
import { SegmentedChoice } from './SegmentedChoice';
import { useTurnText } from './useTurnText';

interface RangeControlProps {
  name: string;
  label: MessageKey;
  range: Readonly<{ min: number; max: number; step: number }>;
  value: number;
  /** The value as a person reads it, shown beside the slider and read out by screen readers. */
  text: string;
  onChange: (value: number) => void;
}

function RangeControl({ name, label, range, value, text, onChange }: RangeControlProps) {
  const { t } = useI18n();
  const id = `globe-demo-${name}`;
  return (
    <div className="globe-demo__control">
      <label htmlFor={id}>{t(label)}</label>
      <input
        id={id}
        type="range"
        min={range.min}
        max={range.max}
        step={range.step}
        value={value}
        aria-valuetext={text}
        onChange={(event) => onChange(Number(event.target.value))}
      />
      <output htmlFor={id}>{text}</output>
    </div>
  );
}

const colourNames = ['blue', 'teal', 'violet', 'orange', 'red', 'graphite'] as const;
const customColourId = 'globe-demo-custom-colour';

interface DemoControlsProps {
  index: number;
  settings: DemoSettings;
  onChange: (settings: DemoSettings) => void;
  onReset: () => void;
}

export function DemoControls({ index, settings, onChange, onReset }: DemoControlsProps) {
  const { t, locale } = useI18n();
  const turnText = useTurnText();
  const set = (change: Partial<DemoSettings>): void => onChange({ ...settings, ...change });
  const swatches = demoPalette.map((hex, at) => ({
    value: hex,
    label: t(`globeDemo.colourNames.${colourNames[at] ?? 'blue'}`),
    // Painted through the CSSOM: the prerendered markup carries no style attribute (the CSP allows none).
    mark: (
      <span
        className="swatch"
        aria-hidden="true"
        ref={(element) => element?.style.setProperty('background-color', hex)}
      />
    ),
    labelHidden: true,
  }));
  return (
    <fieldset className="globe-demo__controls">
      <legend>{t('globeDemo.controlsHeading', { number: index + 1 })}</legend>
      <RangeControl
        name="dots"
        label="globeDemo.dots"
        range={demoDotCounts}
        value={settings.dots}
        text={formatStyledNumber(settings.dots, locale, 'whole')}
        onChange={(dots) => set({ dots })}
      />
      <RangeControl
        name="speed"
        label="globeDemo.speed"
        range={speedRange}
        value={settings.speed}
        text={turnText(settings.speed)}
        onChange={(speed) => set({ speed })}
      />
      <RangeControl
        name="radius"
        label="globeDemo.radius"
        range={radiusRange}
        value={settings.radiusFactor}
        text={formatStyledNumber(settings.radiusFactor, locale, 'percent')}
        onChange={(radiusFactor) => set({ radiusFactor })}
      />
      <div className="globe-demo__colours">
        <SegmentedChoice
          legend={t('globeDemo.colour')}
          name="globe-demo-colour"
          options={swatches}
          value={(demoPalette as readonly string[]).includes(settings.color) ? settings.color : undefined}
          onChange={(color) => set({ color })}
        />
        {/* The label names the colour input alone; the output, tied to it by for=, shows its value. */}
        <div className="globe-demo__custom-colour">
          <input
            id={customColourId}
            type="color"
            value={settings.color}
            onChange={(event) => set({ color: event.target.value })}
          />
          <label htmlFor={customColourId}>{t('globeDemo.customColour')}</label>
          <output htmlFor={customColourId}>{settings.color}</output>
        </div>
      </div>
      <LookToggles look={settings.look} onChange={(look) => set({ look })} />
      <button type="button" className="button button--secondary" onClick={onReset}>
        <RotateCcw aria-hidden="true" size={18} />
        {t('globeDemo.resetVariant', { number: index + 1 })}
      </button>
    </fieldset>
  );
}
