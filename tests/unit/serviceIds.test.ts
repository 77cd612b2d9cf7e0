/**
 * Service texts are joined to their cards by typed ids: these checks run in the type check (`tsc`), the
 * run-time part only keeps vitest from reporting an empty file.
 */
import Code2 from 'lucide-react/icons/code-xml';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { CopyIds } from '../../src/content/services/copyIds';
import type {
  ServiceCard,
  ServicePageFacts,
  ServicePagesFacts,
  UnshownServiceCopy,
} from '../../src/content/services/pageTypes';
import { servicePages } from '../../src/content/services/pages';

/** The facts as written, with the green energy pages' geothermal card left out. */
type GreenWithout<Id extends string> = Omit<ServicePageFacts<'greenEnergy'>, 'services'> & {
  services: readonly ServiceCard<Exclude<CopyIds['greenEnergy']['card'], Id>>[];
};
type WithoutGeothermal = Omit<ServicePagesFacts, 'greenEnergyA' | 'greenEnergyB'> & {
  greenEnergyA: GreenWithout<'geothermal'>;
  greenEnergyB: GreenWithout<'geothermal'>;
};

describe('service card ids', () => {
  it('name a text of their page, or do not compile', () => {
    const card: ServiceCard<CopyIds['it']['card']> = {
      // @ts-expect-error "teleport" is no IT service in the dictionary
      id: 'teleport',
      Icon: Code2,
    };
    expect(card.Icon).toBe(Code2);
    expectTypeOf(servicePages.it.services[0]?.id).toEqualTypeOf<CopyIds['it']['card'] | undefined>();
  });

  it('leave no text without a card (a text no page shows is named by the type check)', () => {
    expectTypeOf<UnshownServiceCopy<ServicePagesFacts>>().toEqualTypeOf<never>();
    expectTypeOf<UnshownServiceCopy<WithoutGeothermal>>().toEqualTypeOf<'greenEnergy.card.geothermal'>();
  });
});
