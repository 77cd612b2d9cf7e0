import { catalogue } from '../services/en/catalogue';
import { placesEn } from '../places/en';

/** Home's own words in one chunk (i18n/parts.ts): the service catalogue and the globe's places. */
export const homeWordsEn = { ...placesEn, catalogue };
