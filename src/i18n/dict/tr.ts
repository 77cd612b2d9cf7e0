import type { Messages } from '../dictionary';
import { companyPagesTr } from './companyPages/tr';
import { coreTr } from './core/tr';
import { demoTr } from './demo/tr';
import { formsTr } from './forms/tr';
import { legalTr } from './legal/tr';
import { placesTr } from './places/tr';
import { placePagesTr } from './placePages/tr';
import { servicesTr } from './services/tr';

/** Turkish messages. Same shape as the English reference dictionary (en.ts). */
export const tr: Messages = {
  ...coreTr,
  ...companyPagesTr,
  ...legalTr,
  ...servicesTr,
  ...formsTr,
  ...demoTr,
  ...placesTr,
  ...placePagesTr,
};
