import { useRef, useState, type KeyboardEvent } from 'react';
import { serviceCategories, type ServiceCategory } from '../../routes/routes';
import { useMounted } from '../../browser/useMounted';
import { chipRows } from '../../components/evenGrid';
import { categoryIcons } from '../../content/services/catalogue';
import { useI18n } from '../../i18n/I18nProvider';
import { CategoryCards } from './CategoryCards';

/**
 * The seven service categories as an accessible tab list (WAI-ARIA tabs: arrow keys, Home/End, one tab
 * stop). Until scripts run (prerender, no JavaScript) every panel is shown, so nothing is out of reach.
 */
export function ServiceTabs() {
  const { t } = useI18n();
  const mounted = useMounted();
  const [active, setActive] = useState<ServiceCategory>('it');
  const tabs = useRef(new Map<ServiceCategory, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>): void => {
    const index = serviceCategories.indexOf(active);
    const last = serviceCategories.length - 1;
    const next = ({ ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last } as Record<string, number>)[
      event.key
    ];
    if (next === undefined) return;
    event.preventDefault();
    const category = serviceCategories[(next + serviceCategories.length) % serviceCategories.length] ?? 'it';
    setActive(category);
    tabs.current.get(category)?.focus();
  };

  return (
    <div className={mounted ? 'service-tabs' : 'service-tabs service-tabs--static'}>
      <div
        role="tablist"
        aria-label={t('catalogue.tabsLabel')}
        className="service-tabs__list chip-rows"
        {...chipRows({ narrow: 2, medium: 4, wide: 4 })}
      >
        {serviceCategories.map((category) => {
          const Icon = categoryIcons[category];
          return (
            <button
              key={category}
              ref={(element) => {
                if (element) tabs.current.set(category, element);
              }}
              type="button"
              role="tab"
              id={`tab-${category}`}
              aria-selected={active === category}
              aria-controls={`panel-${category}`}
              tabIndex={active === category ? 0 : -1}
              className="chip"
              onClick={() => setActive(category)}
              onKeyDown={onKeyDown}
            >
              <Icon aria-hidden="true" size={18} />
              {t(`services.${category}.name`)}
            </button>
          );
        })}
      </div>
      {serviceCategories.map((category) => (
        <div
          key={category}
          role="tabpanel"
          id={`panel-${category}`}
          aria-labelledby={`tab-${category}`}
          hidden={mounted && active !== category}
          className="service-tabs__panel"
          data-testid={`panel-${category}`}
        >
          <CategoryCards category={category} />
        </div>
      ))}
    </div>
  );
}
