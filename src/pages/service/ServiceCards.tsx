import ArrowRight from 'lucide-react/icons/arrow-right';
import Check from 'lucide-react/icons/check';
import { serviceRouteId } from '../../routes/routes';
import { AppLink } from '../../components/AppLink';
import { evenGrid } from '../../components/evenGrid';
import { useI18n } from '../../i18n/I18nProvider';
import type { ServiceCard } from '../../content/services/pages';
import type { ServiceCardCopy } from './pageCopy';

/** The six services of a page, each with its four features and, where it has one, a link to another service page. */
export function ServiceCards<Id extends string>({
  cards,
  copy,
  highlight,
}: {
  cards: readonly ServiceCard<Id>[];
  /** The page's card texts, keyed by the same ids as the cards. */
  copy: Readonly<Record<Id, ServiceCardCopy>>;
  highlight?: string;
}) {
  const { t } = useI18n();
  return (
    <ul
      className="service-cards even-grid"
      {...evenGrid(cards.length, { narrow: 1, medium: 2, wide: 3 })}
      data-testid="service-cards"
    >
      {cards.map(({ id, Icon, linksTo, partners }) => {
        const service = copy[id];
        const anchor = `service-${id}`;
        return (
          <li key={id} id={anchor} className={`card service-card${highlight === anchor ? ' is-highlighted' : ''}`}>
            <Icon aria-hidden="true" size={26} className="card__icon" />
            <h3>{service.title}</h3>
            <p>{service.text}</p>
            <ul className="service-card__features">
              {service.features.map((feature) => (
                <li key={feature}>
                  <Check aria-hidden="true" size={16} />
                  {feature}
                </li>
              ))}
            </ul>
            {partners && (
              <p className="service-card__partners">{t('serviceCommon.partners', { names: partners.join(', ') })}</p>
            )}
            {linksTo && (
              <AppLink route={serviceRouteId(linksTo)} className="card__link">
                {t('serviceCommon.moreAbout', { name: t(`services.${linksTo}.name`) })}
                <ArrowRight aria-hidden="true" size={16} />
              </AppLink>
            )}
          </li>
        );
      })}
    </ul>
  );
}
