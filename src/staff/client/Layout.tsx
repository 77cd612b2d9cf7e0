import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { useStaff } from './StaffContext';

/** The signed-in frame: skip link, the sections, who is signed in, sign-out. */
export function Layout({ children }: { children: ReactNode }) {
  const { t, me, call, setMe, setNotice } = useStaff();
  const [location] = useLocation();
  const current = (path: string) =>
    (path === '/' ? location === '/' || location.startsWith('/entry') : location === path) ? 'page' : undefined;

  async function signOut() {
    await call('sign-out', { method: 'POST', body: {} }).catch(() => undefined);
    setMe(null);
    setNotice('signIn.signedOut');
  }

  return (
    <>
      <a className="staff-skip" href="#content">
        {t('skipToContent')}
      </a>
      <header className="staff-header">
        <nav aria-label={t('nav.label')}>
          <Link href="/" aria-current={current('/')}>
            {t('nav.inbox')}
          </Link>
          <Link href="/audit" aria-current={current('/audit')}>
            {t('nav.audit')}
          </Link>
          <Link href="/account" aria-current={current('/account')}>
            {t('nav.account')}
          </Link>
        </nav>
        <p className="staff-who">{me ? t('nav.signedInAs', { email: me.email }) : null}</p>
        <button type="button" className="staff-button" onClick={() => void signOut()}>
          {t('nav.signOut')}
        </button>
      </header>
      <main id="content" tabIndex={-1}>
        {children}
      </main>
    </>
  );
}
