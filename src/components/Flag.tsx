import { DE, GB, TR } from 'country-flag-icons/react/3x2';
import { localeInfo, type Locale } from '../i18n/locales';

const flags = { DE, GB, TR } as const;

export function Flag({ locale }: { locale: Locale }) {
  const Component = flags[localeInfo[locale].flag];
  return <Component className="flag" aria-hidden="true" focusable="false" />;
}
