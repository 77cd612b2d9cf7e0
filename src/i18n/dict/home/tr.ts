import { catalogue } from '../services/tr/catalogue';
import { placesTr } from '../places/tr';

/** Home's own words in one chunk (i18n/parts.ts): the service catalogue and the globe's places. */
export const homeWordsTr = { ...placesTr, catalogue };
