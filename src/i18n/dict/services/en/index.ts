import { catalogue } from './catalogue';
import { energy } from './energy';
import { greenEnergy } from './greenEnergy';
import { hr } from './hr';
import { it } from './it';
import { networking } from './networking';
import { overview } from './overview';
import { rd } from './rd';
import { realEstate } from './realEstate';

/** English service copy: the home catalogue, the overview and the seven service pages (the few words every service page shares are in ../../core). */
export const servicesEn = {
  catalogue,
  overview,
  servicePages: { it, energy, realEstate, hr, networking, rd, greenEnergy },
};
