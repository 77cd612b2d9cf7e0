import { useI18n } from '../i18n/I18nProvider';
import { usePendingPath } from '../navigation/location';
import { mainNav } from '../routes/navigation';
import { routePath } from '../routes/routes';
import { resolveRoute, useCurrentRoute } from '../routes/useCurrentRoute';
import { AppLink } from './AppLink';

/** The main navigation list, shared by the desktop bar and the mobile panel. */
export function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useI18n();
  const shown = useCurrentRoute().route;
  // The page asked for is current from the click on, while it loads: the click's first answer.
  const pending = usePendingPath();
  const route = pending === null ? shown : resolveRoute(pending).route;
  return (
    <ul className="nav-links">
      {mainNav.map((item) => {
        const path = routePath(item.route);
        // Every service page (twins and sub-service links included) belongs under "Services".
        const inServices = item.route === 'services' && (route.page === 'service' || route.page === 'services');
        const current =
          inServices || route.path === path || (item.route !== 'home' && route.path.startsWith(`${path}/`));
        return (
          <li key={item.route}>
            <AppLink route={item.route} aria-current={current ? 'page' : undefined} onClick={onNavigate}>
              {t(`nav.${item.label}`)}
            </AppLink>
          </li>
        );
      })}
    </ul>
  );
}
