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

/** Turkish service copy: the home catalogue, the overview and the seven service pages. */
export const servicesTr: Pick<Messages, 'catalogue' | 'overview' | 'servicePages' | 'serviceCommon'> = {
  catalogue,
  overview,
  servicePages: { it, energy, realEstate, hr, networking, rd, greenEnergy },
  serviceCommon: {
    statsLabel: 'Temel rakamlar',
    freeConsultation: 'Ücretsiz Danışmanlık',
    allServices: 'Tüm Hizmetler',
    moreAbout: '{{name}} hakkında daha fazla bilgi',
    enquire: '{{name}} için bize ulaşın',
  },
};
