// @vitest-environment happy-dom
// The website's rebuild above the inbox (src/staff/client/RebuildPanel.tsx), in German and Turkish, against a
// stand-in API: live (which entry, by whom, since when), building (its step), failed (its step, the log's last
// lines, the site unchanged); the button starts a rebuild and says so.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RebuildView } from '../../src/staff/api/rebuild';
import { App } from '../../src/staff/client/App';
import { staffI18n } from '../../src/staff/client/i18n';
import { forgetSession } from '../../src/staff/client/reads';
import type { Locale } from '../../src/i18n/locales';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const since = Date.UTC(2026, 11, 7, 13, 2);
const live = {
  commit: 'c0ffee00',
  subject: 'Add news "baku-trade-fair" (editor, a-schmidt)',
  author: 'A. Schmidt',
  since,
};
const views: Record<'live' | 'building' | 'failed', RebuildView> = {
  live: { phase: 'live', live, building: null, failure: null, mayRebuild: true },
  building: {
    phase: 'building',
    live,
    building: { startedAt: since + 60_000, step: 'build' },
    failure: null,
    mayRebuild: true,
  },
  failed: {
    phase: 'failed',
    live,
    building: null,
    failure: {
      commit: 'badc0de0',
      subject: 'Update jobs "energy-trader" (editor, b-yilmaz)',
      author: 'B. Yılmaz',
      at: since + 3_600_000,
      step: 'build',
      log: ['src/content/jobs/energy-trader.de.md: salary: is required'],
    },
    mayRebuild: true,
  },
};

const opened: { root: Root; container: HTMLElement }[] = [];
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));
afterEach(async () => {
  for (const { root, container } of opened.splice(0)) {
    await act(async () => {
      root.unmount();
      await Promise.resolve();
    });
    container.remove();
  }
  forgetSession();
  vi.unstubAllGlobals();
});

async function inbox(locale: Locale, view: RebuildView, posts: string[] = []) {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  // As the server keeps it: after a POST, the request waits until the runner takes it.
  let current = view;
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    const path = url.replace('/staff/api/', '');
    if (path === 'me') return Promise.resolve(json({ email: 'hr@example.com', role: 'admin', jobs: [], passkeys: [] }));
    if (path.startsWith('entries')) return Promise.resolve(json([]));
    if (path === 'rebuild') {
      if (init?.method === 'POST') {
        posts.push(path);
        current = { ...view, phase: 'waiting' };
      }
      return Promise.resolve(json(current));
    }
    return Promise.resolve(json({ error: 'notFound' }, 404));
  });
  window.history.replaceState(null, '', '/staff/');
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => {
    root.render(<App i18n={staffI18n(locale)} />);
    await Promise.resolve();
  });
  await settle();
  opened.push({ root, container });
  const panel = () => container.querySelector('[data-testid="rebuild-status"]');
  return { panel, text: () => panel()?.textContent ?? '' };
}

describe('the rebuild panel', () => {
  it('says in German which entry the website shows, by whom and since when', async () => {
    const { text } = await inbox('de', views.live);
    expect(text()).toContain(
      'Die Website zeigt den Stand von 07.12.2026, 14:02: der Artikel „baku-trade-fair“ von A. Schmidt.',
    );
  });

  it('says in Turkish that the website is being built, and at which step', async () => {
    const { text } = await inbox('tr', views.building);
    expect(text()).toContain('Web sitesi yeniden oluşturuluyor: sayfaları oluşturma');
    expect(text()).toContain('A. Schmidt tarafından kaydedilen “baku-trade-fair” haberi');
  });

  it('says in German and Turkish that a build failed, at which step, with the log, the site unchanged', async () => {
    const german = await inbox('de', views.failed);
    expect(german.text()).toContain('ist beim Schritt „Seiten erstellen“ gescheitert: Die Website ist unverändert.');
    expect(german.text()).toContain('das Stellenangebot „energy-trader“ von B. Yılmaz');
    expect(german.panel()?.querySelector('pre')?.textContent).toBe(
      'src/content/jobs/energy-trader.de.md: salary: is required',
    );
    const turkish = await inbox('tr', views.failed);
    expect(turkish.text()).toContain('“sayfaları oluşturma” adımında başarısız oldu: web sitesi değişmedi.');
  });

  it('starts a rebuild with its button and says it was requested', async () => {
    const posts: string[] = [];
    const { panel, text } = await inbox('de', views.live, posts);
    const button = panel()?.querySelector<HTMLButtonElement>('button[type="submit"]');
    expect(button?.textContent).toBe('Website jetzt neu aufbauen');
    await act(async () => {
      button?.click();
      await Promise.resolve();
    });
    await settle();
    expect(posts).toEqual(['rebuild']);
    expect(text()).toContain('Der Neuaufbau wurde angestoßen.');
    expect(text()).toContain('Eine Änderung wartet auf die Veröffentlichung');
  });
});
