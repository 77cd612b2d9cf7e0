import { Component, Suspense, type ReactNode } from 'react';
import { ApiError } from './api';
import { errorKey } from './errors';
import type { StaffKey } from './i18n';
import { ErrorLine } from './Notice';
import { forgetFailedReads } from './reads';
import { useStaff } from './StaffContext';

/**
 * Where a page reads with `use()`: nothing (or `loading`) until the answer is here, the translated error if
 * it fails, with "Try again", which reads anew. Give it a `key` of what it reads (the query), so a new query
 * starts a new reading.
 */
export function Reading({
  children,
  failedKey = 'errors.failed',
  loading = null,
  around = (error) => error,
}: {
  children: ReactNode;
  failedKey?: StaffKey;
  loading?: ReactNode;
  /** What frames the error (a way back). */
  around?: (error: ReactNode) => ReactNode;
}) {
  const { t } = useStaff();
  // Signed out (401): the call has already turned the page to sign-in, which says so.
  const shown = (error: unknown, retry: () => void) =>
    error instanceof ApiError && error.code === 'signedOut'
      ? null
      : around(
          <>
            <ErrorLine error={t(errorKey(error, failedKey))} />
            <button type="button" className="staff-button" onClick={retry} data-testid="try-again">
              {t('errors.tryAgain')}
            </button>
          </>,
        );
  return (
    <Caught fallback={shown}>
      <Suspense fallback={loading}>{children}</Suspense>
    </Caught>
  );
}

class Caught extends Component<
  { children: ReactNode; fallback: (error: unknown, retry: () => void) => ReactNode },
  { error: unknown }
> {
  override state: { error: unknown } = { error: undefined };

  static getDerivedStateFromError(error: unknown): { error: unknown } {
    return { error: error ?? new Error('unknown') };
  }

  /** The failed read is shown now: the next render of what read it asks the server anew. */
  override componentDidCatch(): void {
    forgetFailedReads();
  }

  private readonly retry = () => this.setState({ error: undefined });

  override render(): ReactNode {
    return this.state.error === undefined ? this.props.children : this.props.fallback(this.state.error, this.retry);
  }
}
