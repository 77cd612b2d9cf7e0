/** The four tiles the stage draws the variants over; a tile is also the button that presents its variant. */
import type { ReactNode, RefObject } from 'react';
import { demoLookParts, type DemoSettings, type DemoState } from '../../globe/demo';
import { formatStyledNumber } from '../../i18n/preformattedNumbers';
import { useI18n } from '../../i18n/I18nProvider';
import { PresentationOverlay } from './PresentationOverlay';
import { useTurnText } from './useTurnText';

interface DemoTilesProps {
  state: DemoState;
  /** The variants as the globe draws them (globe/demoVariants.ts drawnVariants): each tile says its look. */
  drawn: readonly DemoSettings[];
  /** The variants' names, in the visitor's language. */
  names: readonly string[];
  tiles: RefObject<(HTMLElement | null)[]>;
  needsGesture: boolean;
  /** A kiosk names no variant while its show runs (a passer-by has no use for it): its explore state names them. */
  kiosk: boolean;
  onPresent: (index: number) => void;
  onLeave: () => void;
  /** Shown over the presented variant besides the overlay: a tour's card, the kiosk's explore state. */
  presentedExtras?: ReactNode;
}

export function DemoTiles({
  state,
  drawn,
  names,
  tiles,
  needsGesture,
  kiosk,
  onPresent,
  onLeave,
  presentedExtras,
}: DemoTilesProps) {
  const { t, locale } = useI18n();
  const turnText = useTurnText();
  return (
    <ul className="globe-demo__grid" aria-label={t('globeDemo.variantsLabel')}>
      {state.variants.map((settings, index) => {
        const selected = index === state.selected;
        const presented = state.presenting && selected;
        const look = drawn[index]?.look;
        return (
          <li
            key={index}
            className={`globe-tile${selected ? ' globe-tile--selected' : ''}${presented ? ' globe-tile--presenting' : ''}`}
          >
            <div
              className="globe-tile__globe"
              ref={(element) => {
                tiles.current[index] = element;
              }}
              data-testid={`globe-tile-${index + 1}`}
              // The look the globe draws here, as the audience window draws it for the same variant (tests read it).
              data-look={demoLookParts.filter((part) => look?.[part]).join(' ')}
              role={presented ? undefined : 'button'}
              tabIndex={presented ? undefined : 0}
              aria-label={presented ? undefined : t('globeDemo.presentVariant', { number: index + 1 })}
              onClick={presented ? undefined : () => onPresent(index)}
              onKeyDown={(event) => {
                if (presented || (event.key !== 'Enter' && event.key !== ' ')) return;
                event.preventDefault();
                onPresent(index);
              }}
            />
            <p className="globe-tile__caption">
              <strong>{t('globeDemo.variant', { number: index + 1 })}</strong>
              <span>
                {t('globeDemo.summary', {
                  dots: formatStyledNumber(settings.dots, locale, 'whole'),
                  turn: turnText(settings.speed),
                  radius: formatStyledNumber(settings.radiusFactor, locale, 'percent'),
                })}
              </span>
            </p>
            {presented && (
              <PresentationOverlay
                name={kiosk ? null : (names[index] ?? null)}
                needsGesture={needsGesture}
                onLeave={onLeave}
              />
            )}
            {presented && presentedExtras}
          </li>
        );
      })}
    </ul>
  );
}
