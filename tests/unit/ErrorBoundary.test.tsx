// @vitest-environment happy-dom
// React's act flushes the boundary's render and effects before the assertions.
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '../../src/app/ErrorBoundary';
import { I18nProvider } from '../../src/i18n/I18nProvider';
import { allMessages } from '../../src/i18n/allMessages';

const { de } = allMessages;

function Broken(): never {
  throw new Error('boom');
}

describe('the error boundary', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the translated error screen with a way home', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    window.history.replaceState(null, '', '/de/about');
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => {
      root.render(
        <I18nProvider locale="de" messages={de}>
          <ErrorBoundary resetKey="de:/about">
            <Broken />
          </ErrorBoundary>
        </I18nProvider>,
      );
      await Promise.resolve();
    });
    expect(container.querySelector('h1')?.textContent).toBe(de.error.heading);
    expect(container.querySelector('a')?.getAttribute('href')).toBe('/de');
    await act(async () => {
      root.unmount();
      await Promise.resolve();
    });
  });
});
