import { companyPagesEn } from './companyPages/en';
import { coreEn } from './core/en';
import { demoEn } from './demo/en';
import { formsEn } from './forms/en';
import { legalEn } from './legal/en';
import { placesEn } from './places/en';
import { placePagesEn } from './placePages/en';
import { servicesEn } from './services/en';

/**
 * English messages: the reference dictionary. Its shape is the type every other language must fill.
 * Placeholders use rosetta's {{name}} syntax.
 */
export const en = {
  ...coreEn,
  ...companyPagesEn,
  ...legalEn,
  ...servicesEn,
  ...formsEn,
  ...demoEn,
  ...placesEn,
  ...placePagesEn,
};
