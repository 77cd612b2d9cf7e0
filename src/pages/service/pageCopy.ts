import type { ServiceCategory } from '../../app/routes';
import type { Messages } from '../../i18n/dictionary';

interface TitledText {
  readonly title: string;
  readonly text: string;
}

/** The common shape of every service page's copy, so one component renders them all. */
export interface ServicePageCopy {
  readonly eyebrow: string;
  readonly title: string;
  readonly text: string;
  readonly stats: Readonly<Record<string, string>>;
  readonly servicesHeading: string;
  readonly services: Readonly<Record<string, TitledText & { readonly features: readonly string[] }>>;
  readonly countriesHeading?: string;
  readonly countries?: Readonly<Record<string, string>>;
  readonly gridHeading?: string;
  readonly gridRegion?: string;
  readonly gridType?: string;
  readonly gridMarket?: string;
  readonly grid?: Readonly<
    Record<string, string | TitledText | { readonly region: string; readonly type: string } | { readonly name: string; readonly category: string }>
  >;
  readonly processHeading: string;
  readonly process: Readonly<Record<string, TitledText>>;
  readonly benefitsHeading: string;
  readonly benefits: Readonly<Record<string, TitledText>>;
  readonly ctaHeading: string;
  readonly ctaText: string;
}

export function pageCopy(messages: Messages, key: ServiceCategory): ServicePageCopy {
  return messages.servicePages[key];
}

/** An entry the facts module names must exist in the copy: a gap is a bug, not an empty card. */
export function entry<T>(record: Readonly<Record<string, T>> | undefined, id: string): T {
  const value = record?.[id];
  if (value === undefined) throw new Error(`Service copy has no entry "${id}"`);
  return value;
}
