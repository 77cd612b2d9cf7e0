import { useActionState, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { NoContent } from '../api/replies';
import { EmptyRequest } from '../api/requests';
import type { Me } from './api';
import { Brand } from './Brand';
import { RebuildPanel } from './RebuildPanel';
import { fieldVitalsWords } from '../words/fieldVitals';
import { forgetReads } from './reads';
import { useStaff } from './StaffContext';
import { SubmitButton } from './SubmitButton';

/** The signed-in frame: skip link, the sections (each read anew when its link is followed), who is signed in, sign-out. */
export function Layout({ me, children }: { me: Me; children: ReactNode }) {
  const { t, locale, call, sessionChanged, setNotice } = useStaff();
  const [location] = useLocation();
  const current = (path: string) =>
    (path === '/' ? location === '/' || location.startsWith('/entry') : location === path) ? 'page' : undefined;

  // Signed out here even when the server cannot be told (its session then ends by itself).
  const [, signOut] = useActionState(async () => {
    await call('sign-out', NoContent, { method: 'POST', request: EmptyRequest, body: {} }).catch(() => undefined);
    setNotice('signIn.signedOut');
    sessionChanged();
  }, undefined);

  return (
    <>
      <a className="staff-skip" href="#content">
        {t('skipToContent')}
      </a>
      <header className="staff-header">
        <Brand />
        <nav aria-label={t('nav.label')}>
          <Link href="/" aria-current={current('/')} onClick={forgetReads}>
            {t('nav.inbox')}
          </Link>
          {/* The whole trail, the people and the field measurements are the admin's; the server refuses them to the others anyway. */}
          {me.role === 'admin' ? (
            <>
              <Link href="/audit" aria-current={current('/audit')} onClick={forgetReads}>
                {t('nav.audit')}
              </Link>
              <Link href="/people" aria-current={current('/people')} onClick={forgetReads}>
                {t('nav.people')}
              </Link>
              <Link href="/field" aria-current={current('/field')} onClick={forgetReads}>
                {fieldVitalsWords[locale].nav}
              </Link>
            </>
          ) : null}
          {me.role === 'admin' || me.role === 'hr' ? (
            <>
              <Link href="/council" aria-current={current('/council')} onClick={forgetReads}>
                {t('council.nav')}
              </Link>
              <Link href="/privacy" aria-current={current('/privacy')} onClick={forgetReads}>
                {t('privacy.nav')}
              </Link>
            </>
          ) : null}
          <Link href="/account" aria-current={current('/account')} onClick={forgetReads}>
            {t('nav.account')}
          </Link>
        </nav>
        <p className="staff-who">{t('nav.signedInAs', { email: me.email })}</p>
        <form action={signOut}>
          <SubmitButton primary={false}>{t('nav.signOut')}</SubmitButton>
        </form>
      </header>
      <main id="content" tabIndex={-1}>
        <RebuildPanel />
        {children}
      </main>
    </>
  );
}
