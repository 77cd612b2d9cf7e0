// @vitest-environment happy-dom
import { act, lazy, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '../../src/app/ErrorBoundary';
import { ReloadOnMissingChunk } from '../../src/app/ReloadOnMissingChunk';
import { ChunkLoadError, loadingChunk } from '../../src/browser/chunkLoad';
import { I18nProvider } from '../../src/i18n/I18nProvider';
import { allMessages } from '../../src/i18n/allMessages';

/** A page whose chunk cannot be fetched, as a dynamic import fails when offline or after a new deployment. */
const MissingPage = lazy(() =>
  loadingChunk<{ default: () => null }>(Promise.reject(new TypeError('Failed to fetch dynamically imported module'))),
);

describe('a page whose chunk cannot be fetched', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reloads the address once instead of showing the error screen', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.fn();
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () => {
      root.render(
        <ReloadOnMissingChunk reload={reload}>
          <I18nProvider locale="en" messages={allMessages.en}>
            <ErrorBoundary resetKey="en:/about">
              <Suspense fallback={null}>
                <MissingPage />
              </Suspense>
            </ErrorBoundary>
          </I18nProvider>
        </ReloadOnMissingChunk>,
      );
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(reload).toHaveBeenCalledTimes(1);
    expect(container.textContent).not.toContain(allMessages.en.error.heading);
    act(() => root.unmount());
  });

  it('is told apart from a page that fails to render', async () => {
    const failure = await loadingChunk(Promise.reject(new TypeError('Failed to fetch'))).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ChunkLoadError);
    expect(await loadingChunk(Promise.resolve(1))).toBe(1);
  });
});
