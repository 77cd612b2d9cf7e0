// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLocation } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { prepareLocation } from '../../src/app/pageModules';
import { LocationProvider } from '../../src/navigation/location';

// About's chunk cannot be fetched, as a dynamic import fails when offline or after a new deployment.
vi.mock('../../src/pages/AboutPage.tsx', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

function RenderedPath() {
  return <p>{useLocation()[0]}</p>;
}

const settled = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 50));

describe('a navigation whose page cannot be prepared', () => {
  afterEach(() => vi.restoreAllMocks());

  it('fails its preparation', async () => {
    await expect(prepareLocation('/about')).rejects.toThrow();
  });

  it('reloads the address from the server instead of rendering, the page before staying', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    window.history.replaceState(null, '', '/impressum');
    await prepareLocation('/impressum');
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () => {
      root.render(
        <LocationProvider prepare={prepareLocation}>
          <RenderedPath />
        </LocationProvider>,
      );
      await settled();
    });
    await act(async () => {
      navigate('/about');
      await settled();
    });
    expect(reload).toHaveBeenCalledTimes(1);
    expect(container.textContent).toBe('/impressum');
    act(() => root.unmount());
  });

  it('is left alone once a later navigation has overtaken it', async () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    window.history.replaceState(null, '', '/impressum');
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () => {
      root.render(
        <LocationProvider prepare={prepareLocation}>
          <RenderedPath />
        </LocationProvider>,
      );
      await settled();
    });
    await act(async () => {
      navigate('/about');
      navigate('/privacy-policy');
      await settled();
    });
    expect(reload).not.toHaveBeenCalled();
    expect(container.textContent).toBe('/privacy-policy');
    act(() => root.unmount());
  });
});
