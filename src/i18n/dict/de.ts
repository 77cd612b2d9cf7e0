import type { Messages } from '../dictionary';
import { companyPagesDe } from './companyPages/de';
import { coreDe } from './core/de';
import { demoDe } from './demo/de';
import { formsDe } from './forms/de';
import { legalDe } from './legal/de';
import { placesDe } from './places/de';
import { placePagesDe } from './placePages/de';
import { servicesDe } from './services/de';

/**
 * German messages. Same shape as the English reference dictionary (en.ts). Sie register throughout.
 * Gender-inclusive by neutral forms (Mitarbeitende, Forschende, Fachkräfte, Handelsteam) or pairs
 * (Kolleginnen und Kollegen, Kandidatinnen und Kandidaten), no gender star: it reads well aloud and in
 * B2B prose. Companies as clients keep the generic forms (Kunden, Partner); so do compounds (Mitarbeiterbindung)
 * and legal terms as the statute has them (Verantwortlicher, Datenschutzbeauftragter, Empfänger).
 */
export const de: Messages = {
  ...coreDe,
  ...companyPagesDe,
  ...legalDe,
  ...servicesDe,
  ...formsDe,
  ...demoDe,
  ...placesDe,
  ...placePagesDe,
};
