import type { Messages } from '../../../dictionary';
import { catalogue } from './catalogue';
import { energy } from './energy';
import { greenEnergy } from './greenEnergy';
import { hr } from './hr';
import { it } from './it';
import { networking } from './networking';
import { overview } from './overview';
import { rd } from './rd';
import { realEstate } from './realEstate';

/** Turkish service copy: the home catalogue, the overview and the seven service pages (the few words every service page shares are in ../../core). */
export const servicesTr: Pick<Messages, 'catalogue' | 'overview' | 'servicePages'> = {
  catalogue,
  overview,
  servicePages: { it, energy, realEstate, hr, networking, rd, greenEnergy },
};
