import ChevronRight from 'lucide-react/icons/chevron-right';
import { buildCrumbs } from '../routes/breadcrumbs';
import { useCurrentRoute } from '../routes/useCurrentRoute';
import { useI18n } from '../i18n/I18nProvider';
import { AppLink } from './AppLink';
import './Breadcrumbs.css';

export function Breadcrumbs() {
  const { t, messages, locale } = useI18n();
  const { path } = useCurrentRoute();
  const crumbs = buildCrumbs(path, { t, messages, locale });
  if (crumbs.length === 0) return null;

  return (
    <nav className="breadcrumbs" aria-label={t('breadcrumbs.label')}>
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={`${index}-${crumb.label}`}>
            {index > 0 && <ChevronRight className="breadcrumbs__separator" aria-hidden="true" size={14} />}
            {crumb.route === null ? (
              <span aria-current={index === crumbs.length - 1 ? 'page' : undefined}>{crumb.label}</span>
            ) : (
              <AppLink route={crumb.route}>{crumb.label}</AppLink>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
