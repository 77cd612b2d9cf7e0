import ArrowRight from 'lucide-react/icons/arrow-right';
import CheckCircle2 from 'lucide-react/icons/circle-check';
import { memo } from 'react';
import { serviceRouteId, type ServiceCategory } from '../../routes/routes';
import { AppLink } from '../../components/AppLink';
import { evenGrid } from '../../components/evenGrid';
import { catalogue } from '../../content/services/catalogue';
import { useI18n } from '../../i18n/I18nProvider';

/**
 * The cards of one service category. Memoised: switching tabs (and the switch after hydration) only
 * shows and hides panels, and must not re-render the 28 cards with their icons.
 */
export const CategoryCards = memo(function CategoryCards({ category }: { category: ServiceCategory }) {
  const { t, messages } = useI18n();
  const items = catalogue[category];
  return (
    <ul className="card-grid even-grid" {...evenGrid(items.length, { narrow: 1, medium: 2, wide: 3 })}>
      {items.map(({ id, Icon, enquire, explainedOn = category, section }) => {
        const item = messages.catalogue.items[id];
        const elsewhere = explainedOn !== category;
        return (
          <li key={id} className="card catalogue-item">
            <Icon aria-hidden="true" size={22} className="card__icon" />
            <h3>{item.name}</h3>
            <p>{item.text}</p>
            <p className="catalogue-item__status">
              <CheckCircle2 aria-hidden="true" size={16} />
              {t('catalogue.available')}
            </p>
            <AppLink
              route={enquire ? 'contact' : serviceRouteId(explainedOn)}
              {...(section ? { hash: section } : {})}
              className="card__link"
            >
              {enquire
                ? t('serviceCommon.enquire', { name: item.name })
                : elsewhere
                  ? t('serviceCommon.explainedIn', { name: item.name, category: t(`services.${explainedOn}.name`) })
                  : t('serviceCommon.moreAbout', { name: t(`services.${explainedOn}.name`) })}
              <ArrowRight aria-hidden="true" size={16} />
            </AppLink>
          </li>
        );
      })}
    </ul>
  );
});
