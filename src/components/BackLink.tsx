/** "Back to …" link with its arrow, to a page of the route table. */
import ArrowLeft from 'lucide-react/icons/arrow-left';
import type { RouteId } from '../routes/routes';
import { AppLink } from './AppLink';

export function BackLink({ route, label, top = false }: { route: RouteId; label: string; top?: boolean }) {
  return (
    <p>
      <AppLink route={route} className={`back-link${top ? ' back-link--top' : ''}`}>
        <ArrowLeft aria-hidden="true" size={16} />
        {label}
      </AppLink>
    </p>
  );
}
