import BriefcaseBusiness from 'lucide-react/icons/briefcase-business';
import { AppLink } from '../../components/AppLink';
import { entrySlugs } from '../../content/collections';
import { useI18n } from '../../i18n/I18nProvider';
import { locales } from '../../i18n/locales';

/**
 * Home's "We are hiring" line while a job opening is published in any language (the careers page lists it in
 * the languages it has); nothing while none is, so the shipped site without content shows no such line.
 */
export function HiringLine() {
  const { t } = useI18n();
  if (entrySlugs('jobs', locales).length === 0) return null;
  return (
    <p className="hero__hiring" data-testid="hiring-line">
      <AppLink route="careers">
        <BriefcaseBusiness aria-hidden="true" size={18} />
        {t('home.hiring')}
      </AppLink>
    </p>
  );
}
