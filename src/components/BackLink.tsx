import { ArrowLeft } from 'lucide-react';
import { AppLink } from './AppLink';

/** "Back to …" link with its arrow; `to` is a locale-free path. */
export function BackLink({ to, label, top = false }: { to: string; label: string; top?: boolean }) {
  return (
    <p>
      <AppLink to={to} className={`back-link${top ? ' back-link--top' : ''}`}>
        <ArrowLeft aria-hidden="true" size={16} />
        {label}
      </AppLink>
    </p>
  );
}
