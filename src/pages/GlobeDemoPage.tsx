/**
 * /globe-demo: the specification's four globe variants, drawn by the site's one globe canvas over four
 * tiles (one WebGL context), with live controls, shareable settings in the URL and a presentation mode.
 */
import { Maximize2, X } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useMounted } from '../app/useMounted';
import type { DemoSettings } from '../globe/demoGlobes';
import { parseDemoState, serializeDemoState, type DemoState } from '../globe/demoVariants';
import { demoVariants } from '../globe/demoVariants';
import { GlobePauseButton } from '../globe/GlobePauseButton';
import { formatNumber } from '../i18n/format';
import { useI18n } from '../i18n/I18nProvider';
import { DemoControls } from './globeDemo/DemoControls';
import { ShareLink } from './globeDemo/ShareLink';
import { useDemoGlobes } from './globeDemo/useDemoGlobes';
import { usePresentation } from './globeDemo/usePresentation';
import './GlobeDemoPage.css';

const initialState: DemoState = { variants: [...demoVariants], selected: 0 };

export function GlobeDemoPage() {
  const { t, locale } = useI18n();
  // The prerender and the hydrating render show the specification's variants; the URL's settings follow.
  const mounted = useMounted();
  const fromUrl = useMemo(() => (mounted ? parseDemoState(window.location.search) : initialState), [mounted]);
  const [edited, setState] = useState<DemoState | null>(null);
  const state = edited ?? fromUrl;
  const tiles = useRef<(HTMLElement | null)[]>([]);
  const { presenting, start, stop } = usePresentation();
  useDemoGlobes(state.variants, tiles, presenting ? state.selected : null);

  useEffect(() => {
    // Not before the URL was read: the hydrating render shows the defaults, which would wipe a shared link.
    if (!mounted) return;
    const query = serializeDemoState(state);
    if (query !== window.location.search) window.history.replaceState(window.history.state, '', `${window.location.pathname}${query}`);
  }, [mounted, state]);

  const update = (settings: DemoSettings): void =>
    setState({ ...state, variants: state.variants.map((item, index) => (index === state.selected ? settings : item)) });
  const selectedSettings = state.variants[state.selected] ?? initialState.variants[0];

  return (
    <section className="page globe-demo" aria-labelledby="page-heading">
      <h1 id="page-heading">{t('pages.globeDemo.heading')}</h1>
      <p className="lead">{t('pages.globeDemo.intro')}</p>
      <div className="globe-demo__layout">
        <ul className="globe-demo__grid" aria-label={t('globeDemo.variantsLabel')}>
          {state.variants.map((settings, index) => (
            <li key={index} className={`globe-tile${index === state.selected ? ' globe-tile--selected' : ''}${presenting && index === state.selected ? ' globe-tile--presenting' : ''}`}>
              <div className="globe-tile__globe" ref={(element) => { tiles.current[index] = element; }} data-testid={`globe-tile-${index + 1}`} />
              <p className="globe-tile__caption">
                <strong>{t('globeDemo.variant', { number: index + 1 })}</strong>
                <span>{t('globeDemo.summary', { dots: formatNumber(settings.dots, locale), speed: formatNumber(settings.speed, locale, { maximumFractionDigits: 4 }), radius: formatNumber(settings.radiusFactor, locale, { minimumFractionDigits: 2 }) })}</span>
              </p>
              {presenting && index === state.selected && (
                <button type="button" className="button button--secondary globe-tile__exit" onClick={stop}>
                  <X aria-hidden="true" size={18} />
                  {t('globeDemo.exitPresentation')}
                </button>
              )}
            </li>
          ))}
        </ul>
        <div className="globe-demo__panel surface">
          <fieldset className="globe-demo__choice">
            <legend>{t('globeDemo.chooseVariant')}</legend>
            {state.variants.map((_, index) => (
              <label key={index} className="chip">
                <input type="radio" name="globe-demo-variant" checked={index === state.selected}
                  onChange={() => setState({ ...state, selected: index })} />
                {t('globeDemo.variant', { number: index + 1 })}
              </label>
            ))}
          </fieldset>
          {selectedSettings && <DemoControls index={state.selected} settings={selectedSettings} onChange={update} />}
          <div className="button-row">
            <button type="button" className="button button--primary" onClick={start}>
              <Maximize2 aria-hidden="true" size={18} />
              {t('globeDemo.present')}
            </button>
            <GlobePauseButton />
            <button type="button" className="button button--secondary" onClick={() => setState({ ...initialState, selected: state.selected })}>
              {t('globeDemo.reset')}
            </button>
          </div>
          <ShareLink />
        </div>
      </div>
    </section>
  );
}
