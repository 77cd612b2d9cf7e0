import logoUrl from '../../../public/logo.svg?url';
import { Logo } from '../../components/Logo';

/** The company's mark and name, as the site shows them: whose inbox this is. The listener serves no /logo.svg: the bundle carries it. */
export function Brand() {
  return (
    <p className="staff-brand" data-testid="staff-brand">
      <Logo src={logoUrl} />
    </p>
  );
}
