import { catalogue } from '../services/de/catalogue';
import { placesDe } from '../places/de';

/** Home's own words in one chunk (i18n/parts.ts): the service catalogue and the globe's places. */
export const homeWordsDe = { ...placesDe, catalogue };
