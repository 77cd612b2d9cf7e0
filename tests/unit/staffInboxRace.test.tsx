// @vitest-environment happy-dom
// The inbox's list when two filters' answers cross: a slow answer to the first query and a fast one to the
// second leave the second's entries on screen (React 19's use() under a boundary keyed by the query).
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../src/staff/client/App';
import { staffI18n } from '../../src/staff/client/i18n';

const item = (id: string, kind: 'contact' | 'application', name: string) => ({
  id,
  kind,
  createdAt: Date.UTC(2026, 10, 1),
  name,
  email: `${id}@example.com`,
  topic: null,
  jobTitles: {},
  hasCv: false,
  handledAt: null,
  status: kind === 'application' ? 'received' : null,
  awaitsDecision: false,
  awaitsHandling: false,
  retentionDate: null,
});
const everything = [item('c1', 'contact', 'Ada Lovelace'), item('a1', 'application', 'Grace Hopper')];
const applications = [item('a1', 'application', 'Grace Hopper')];
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

describe('the inbox list', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the newer filter’s entries when the earlier filter’s answer arrives last', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    let answerFirst: (response: Response) => void = () => undefined;
    const requested: string[] = [];
    vi.stubGlobal('fetch', (url: string) => {
      // The website's rebuild panel reads its own status beside the list (staffRebuildPanel.test.tsx), the
      // opening filter the openings.
      if (url === '/staff/api/openings') return Promise.resolve(json([]));
      if (url !== '/staff/api/rebuild') requested.push(url);
      if (url === '/staff/api/me')
        return Promise.resolve(json({ email: 'hr@example.com', role: 'hr', jobs: [], passkeys: [] }));
      if (url === '/staff/api/entries') return new Promise<Response>((resolve) => (answerFirst = resolve));
      if (url === '/staff/api/entries?kind=application') return Promise.resolve(json(applications));
      return Promise.resolve(new Response('{}', { status: 404 }));
    });
    window.history.replaceState(null, '', '/staff/');
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

    await act(async () => {
      root.render(<App i18n={staffI18n('en')} />);
      await Promise.resolve();
    });
    await settle();
    expect(requested).toEqual(['/staff/api/me', '/staff/api/entries']);

    const kind = container.querySelector<HTMLSelectElement>('[data-testid="filter-kind"]');
    if (!kind) throw new Error('no kind filter');
    await act(async () => {
      kind.value = 'application';
      kind.dispatchEvent(new Event('change', { bubbles: true }));
      await Promise.resolve();
    });
    await settle();
    expect(requested.at(-1)).toBe('/staff/api/entries?kind=application');

    // The first query's answer comes last.
    await act(async () => {
      answerFirst(json(everything));
      await Promise.resolve();
    });
    await settle();
    const names = [...container.querySelectorAll('[data-testid="inbox-item"] .staff-item-name')].map(
      (name) => name.textContent,
    );
    expect(names).toEqual(['Grace Hopper']);

    await act(async () => {
      root.unmount();
      await Promise.resolve();
    });
    container.remove();
  });
});
