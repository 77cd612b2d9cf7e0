/**
 * What the demo does on a stage beyond its controls, loaded only when a stage asks for it (a kiosk link, an
 * audience window or the Tour button): the kiosk's show and explore state, and the guided tour with its card over the
 * presented variant, and its place named on the globe (its words are home's, read here with `use()`: the tour's card
 * and the name wait for them alone). It shares no
 * module with the demo page's chunk but the shell's (globe/stage.ts): what it needs of the demo's state
 * comes as props.
 */
import { Suspense, use, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import newestPlacedEntry from '../../content/collections/newestPlaced';
import type { DemoStage } from '../../globe/demo';
import { useI18n } from '../../i18n/I18nProvider';
import type { Locale } from '../../i18n/locales';
import { loadMessages } from '../../i18n/load';
import { KioskExplore } from './KioskExplore';
import type { DemoTourStop } from './demoTourStop';
import { TourCard } from './TourCard';
import { TourPlaceLabel } from './TourPlaceLabel';
import { tourCode, type StopCode } from './tourCode';
import { useDemoTour } from './useDemoTour';
import { useKiosk } from './useKiosk';

export interface StageShowState {
  stop: DemoTourStop | null;
  code: StopCode | null;
  exploring: boolean;
}

export interface StageShowProps {
  stage: DemoStage;
  /** The variants' names in the page's language, for the kiosk's explore state. */
  variantNames: readonly string[];
  selected: number;
  choose: (index: number) => void;
  /** The kiosk's show of the variants moves on. */
  nextVariant: () => void;
  tourWanted: boolean;
  onTourEnd: () => void;
  /** What the page needs to know: the tour's stop (drawn on the tile), its QR code, whether a kiosk is explored. */
  onShow: (show: StageShowState) => void;
  /** The element over the presented variant that holds the tour's card and the kiosk's explore state. */
  host: HTMLElement | null;
}

export default function StageShow({
  stage,
  variantNames,
  selected,
  choose,
  nextVariant,
  tourWanted,
  onTourEnd,
  onShow,
  host,
}: StageShowProps) {
  const { locale } = useI18n();
  // The kiosk's clock moves its show on: the tour's next stop, or the next variant.
  const nextStop = useRef<(() => void) | null>(null);
  const kioskTour = stage.kind === 'kiosk' && stage.tour;
  const exploring = useKiosk(stage, () => (kioskTour ? nextStop.current?.() : nextVariant()));
  // A touring kiosk ends each round at the newest news article or opening with a place.
  const tour = useDemoTour(stage, exploring, tourWanted, onTourEnd, kioskTour ? newestPlacedEntry[locale] : null);
  useEffect(() => {
    nextStop.current = tour.advance;
  }, [tour.advance]);
  useEffect(
    () => onShow({ stop: tour.stop, code: tourCode(tour.stop, locale), exploring }),
    [onShow, tour.stop, locale, exploring],
  );
  useEffect(() => () => onShow({ stop: null, code: null, exploring: false }), [onShow]);
  // Loaded and running (its clocks set): said on the element it draws into, for whoever waits for it.
  useEffect(() => {
    if (!host) return;
    host.toggleAttribute('data-running', true);
    return () => {
      host.toggleAttribute('data-running', false);
    };
  }, [host]);

  if (!host) return null;
  const kiosk = stage.kind === 'kiosk';
  // The brand of a kiosk and an audience window is the page's own, shown from the first paint (KioskBrand.tsx).
  // The card alone waits for its words; an audience window shows the tour its presenter plays, unlinked.
  const linked = stage.kind === 'stage';
  return createPortal(
    <>
      <Suspense fallback={null}>
        <TourCardInWords locale={locale} stop={tour.stop} linked={linked} tileKey={`demo-${selected}`} />
      </Suspense>
      {kiosk && exploring && <KioskExplore names={variantNames} selected={selected} onChoose={choose} />}
    </>,
    host,
  );
}

/**
 * The tour's card, and at a place its name on the globe beside it (on tile `tileKey`, the presented variant's), once
 * home's words (its places and services) are here in the stage's language.
 */
function TourCardInWords({
  locale,
  tileKey,
  ...card
}: { locale: Locale; tileKey: string } & Parameters<typeof TourCard>[0]) {
  use(loadMessages(locale, ['home']));
  const { stop } = card;
  return (
    <>
      {stop?.kind === 'place' && <TourPlaceLabel key={stop.index} stop={stop.place} tileKey={tileKey} />}
      <TourCard {...card} />
    </>
  );
}
