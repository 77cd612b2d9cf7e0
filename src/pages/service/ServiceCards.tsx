import { ArrowRight, Check } from 'lucide-react';
import { AppLink } from '../../components/AppLink';
import { evenGrid } from '../../components/evenGrid';
import type { ServiceCard } from '../../content/services/pages';
import { entry, type ServicePageCopy } from './pageCopy';

/** The six services of a page, each with its four features and, where it has one, a "Learn more" link. */
export function ServiceCards({ cards, copy, highlight }: { cards: readonly ServiceCard[]; copy: ServicePageCopy; highlight?: string }) {
  return (
    <ul className="service-cards even-grid" {...evenGrid(cards.length, { narrow: 1, medium: 2, wide: 3 })} data-testid="service-cards">
      {cards.map(({ id, Icon, link }) => {
        const service = entry(copy.services, id);
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
            {link && (
              <AppLink to={link} className="card__link" aria-label={`${copy.learnMore}: ${service.title}`}>
                {copy.learnMore}
                <ArrowRight aria-hidden="true" size={16} />
              </AppLink>
            )}
          </li>
        );
      })}
    </ul>
  );
}
