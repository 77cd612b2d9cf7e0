import { startTransition, use, useCallback, useMemo, useState, type ReactNode } from 'react';
import { Redirect, Route, Router, Switch } from 'wouter';
import { Account } from './Account';
import { api, ApiError, type Call, type Me } from './api';
import { AuditPage } from './AuditPage';
import { Brand } from './Brand';
import { CouncilPage } from './CouncilPage';
import { DataProtectionPage } from './DataProtectionPage';
import { Enrol } from './Enrol';
import { EntryPage } from './EntryPage';
import { FieldVitalsPage } from './FieldVitalsPage';
import type { StaffI18n, StaffKey } from './i18n';
import { InboxList } from './InboxList';
import { Layout } from './Layout';
import { PeoplePage } from './PeoplePage';
import { forgetReads, forgetSession, readSession } from './reads';
import { Reading } from './Reading';
import { SignIn } from './SignIn';
import { StaffContext, type StaffState } from './StaffContext';

/** The inbox: sign-in and enrolment for everyone, the rest for the signed-in. */
export function App({ i18n }: { i18n: StaffI18n }) {
  // Set when reads were forgotten: the inbox renders again, and what it shows reads anew.
  const [, setReads] = useState(0);
  const [notice, setNoticeText] = useState<string | undefined>(undefined);
  const setNotice = useCallback(
    (key: StaffKey | undefined, params?: Readonly<Record<string, string>>) => setNoticeText(key && i18n.t(key, params)),
    [i18n],
  );
  const reread = useCallback(() => {
    forgetReads();
    startTransition(() => setReads((count) => count + 1));
  }, []);
  const sessionChanged = useCallback(() => {
    forgetSession();
    startTransition(() => setReads((count) => count + 1));
  }, []);
  const call: Call = useCallback(
    async (path, reply, init) => {
      try {
        return await api(path, reply, init);
      } catch (error) {
        if (error instanceof ApiError && error.code === 'signedOut') {
          setNotice('signIn.expired');
          sessionChanged();
        }
        throw error;
      }
    },
    [setNotice, sessionChanged],
  );
  const state: StaffState = useMemo(
    () => ({ ...i18n, call, reread, sessionChanged, notice, setNotice }),
    [i18n, call, reread, sessionChanged, notice, setNotice],
  );
  return (
    <StaffContext value={state}>
      <Router base="/staff">
        <Switch>
          <Route path="/enrol/:token">
            {(params) => (
              <SignedOut>
                <Enrol token={params.token} />
              </SignedOut>
            )}
          </Route>
          <Route>
            {/* The session is read like every page: a server that cannot answer now is said, with "Try again". */}
            <Reading
              around={(error) => (
                <SignedOut>
                  <main id="content" className="staff-card staff-narrow">
                    {error}
                  </main>
                </SignedOut>
              )}
            >
              <Session />
            </Reading>
          </Route>
        </Switch>
      </Router>
    </StaffContext>
  );
}

/** Who is signed in decides what shows: the sign-in page, or the inbox. */
function Session() {
  const me = use(readSession(api, 'me'));
  return me ? (
    <SignedIn me={me} />
  ) : (
    <SignedOut>
      <SignIn />
    </SignedOut>
  );
}

/** Sign-in and enrolment: the company's name and mark above the card, so the page says whose inbox it opens. */
function SignedOut({ children }: { children: ReactNode }) {
  return (
    <>
      <header className="staff-header staff-header--signed-out">
        <Brand />
      </header>
      {children}
    </>
  );
}

/** The works council's windows and the data-protection view are HR's and the admin's (the server refuses the others). */
const isHr = (me: Me): boolean => me.role === 'hr' || me.role === 'admin';

function SignedIn({ me }: { me: Me }) {
  return (
    <Layout me={me}>
      <Switch>
        <Route path="/" component={InboxList} />
        <Route path="/entry/:id">{(params) => <EntryPage id={params.id} />}</Route>
        {me.role === 'admin' ? <Route path="/audit" component={AuditPage} /> : null}
        {me.role === 'admin' ? <Route path="/people" component={PeoplePage} /> : null}
        {me.role === 'admin' ? <Route path="/field" component={FieldVitalsPage} /> : null}
        {isHr(me) ? <Route path="/council" component={CouncilPage} /> : null}
        {isHr(me) ? <Route path="/privacy" component={DataProtectionPage} /> : null}
        <Route path="/account" component={Account} />
        <Route>
          <Redirect to="/" replace />
        </Route>
      </Switch>
    </Layout>
  );
}
