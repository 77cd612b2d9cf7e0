import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Redirect, Route, Router, Switch } from 'wouter';
import { Account } from './Account';
import { MeReply } from '../api/replies';
import { api, ApiError, type Call, type Me } from './api';
import { AuditPage } from './AuditPage';
import { Brand } from './Brand';
import { Enrol } from './Enrol';
import { EntryPage } from './EntryPage';
import type { StaffI18n, StaffKey } from './i18n';
import { InboxList } from './InboxList';
import { Layout } from './Layout';
import { forgetReads } from './reads';
import { SignIn } from './SignIn';
import { StaffContext, type StaffState } from './StaffContext';

/** The inbox: sign-in and enrolment for everyone, the rest for the signed-in. */
export function App({ i18n }: { i18n: StaffI18n }) {
  const [me, setMe] = useState<Me | null | undefined>(undefined);
  const [notice, setNoticeText] = useState<string | undefined>(undefined);
  const setNotice = useCallback(
    (key: StaffKey | undefined, params?: Readonly<Record<string, string>>) => setNoticeText(key && i18n.t(key, params)),
    [i18n],
  );
  const call: Call = useCallback(
    async (path, schema, init) => {
      try {
        return await api(path, schema, init);
      } catch (error) {
        if (error instanceof ApiError && error.code === 'signedOut') {
          forgetReads();
          setMe(null);
          setNotice('signIn.expired');
        }
        throw error;
      }
    },
    [setNotice],
  );
  useEffect(() => {
    document.title = i18n.t('title');
    api('me', MeReply).then(setMe, () => setMe(null));
  }, [i18n]);
  const state: StaffState = useMemo(
    () => ({ ...i18n, me, setMe, call, notice, setNotice }),
    [i18n, me, call, notice, setNotice],
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
            {me === undefined ? null : me === null ? (
              <SignedOut>
                <SignIn />
              </SignedOut>
            ) : (
              <SignedIn />
            )}
          </Route>
        </Switch>
      </Router>
    </StaffContext>
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

function SignedIn() {
  return (
    <Layout>
      <Switch>
        <Route path="/" component={InboxList} />
        <Route path="/entry/:id">{(params) => <EntryPage id={params.id} />}</Route>
        <Route path="/audit" component={AuditPage} />
        <Route path="/account" component={Account} />
        <Route>
          <Redirect to="/" replace />
        </Route>
      </Switch>
    </Layout>
  );
}
