// @vitest-environment happy-dom
// The reply on an application's page (src/staff/client/ReplySection.tsx) against a stand-in API: the template
// in the application's language (German here, on an English page) with the applicant's name and the job; an
// invitation's square brackets stop it before anything is sent; a rejection sent shows the saved decision.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../src/staff/client/App';
import { staffI18n } from '../../src/staff/client/i18n';
import { forgetSession } from '../../src/staff/client/reads';
import { staffEn } from '../../src/staff/words/en';

const words = staffEn.staff;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const decidedAt = Date.UTC(2026, 11, 7, 12);

function standInServer() {
  const requests: { template: string; subject: string; body: string }[] = [];
  const saved = { status: 'received', decidedAt: null as number | null, replies: [] as object[] };
  const entry = () => ({
    id: 'a1',
    kind: 'application',
    createdAt: Date.now() - 24 * 3600_000,
    name: 'Ayşe Yılmaz',
    email: 'ayse@example.com',
    topic: 'Ingenieurin',
    jobTitles: {},
    hasCv: false,
    handledAt: null,
    ...saved,
    awaitsDecision: false,
    awaitsHandling: false,
    retentionDate: null,
    locale: 'de',
    service: null,
    phone: null,
    position: null,
    job: { slug: 'engineer', title: 'Ingenieurin (m/w/d)' },
    message: 'Hallo',
    cv: null,
    handledBy: null,
    retention: { applicationMonths: 6, contactDays: 30, contactUnhandledMonths: 6, hiredDays: 30 },
    audit: [],
    notes: [],
  });
  const answer = (method: string, path: string, body: string | undefined): Response => {
    if (path === 'me') return json({ email: 'hr@example.com', role: 'hr', jobs: [], passkeys: [] });
    if (path === 'entries/a1' && method === 'GET') return json(entry());
    if (path === 'entries/a1/replies' && method === 'POST') {
      const request = JSON.parse(body ?? '{}') as { template: string; subject: string; body: string };
      requests.push(request);
      const sent = { id: 'r1', staffEmail: 'hr@example.com', at: Date.now(), locale: 'de', ...request };
      Object.assign(saved, { status: 'rejected', decidedAt, replies: [sent] });
      return json({ replies: saved.replies, audit: [], status: 'rejected', decidedAt, retentionDate: null });
    }
    return json({ error: 'notFound' }, 404);
  };
  return { answer, requests };
}

const opened: { root: Root; container: HTMLElement }[] = [];
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

async function openEntry(server: ReturnType<typeof standInServer>) {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) =>
    Promise.resolve(
      server.answer(
        init?.method ?? 'GET',
        url.replace('/staff/api/', ''),
        typeof init?.body === 'string' ? init.body : undefined,
      ),
    ),
  );
  window.history.replaceState(null, '', '/staff/entry/a1');
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => {
    root.render(<App i18n={staffI18n('en')} />);
    await Promise.resolve();
  });
  await settle();
  opened.push({ root, container });
  const section = () => {
    const found = container.querySelector<HTMLElement>('[data-testid="reply"]');
    if (!found) throw new Error('no reply section');
    return found;
  };
  return {
    container,
    subject: () => section().querySelector('input')?.value,
    body: () => section().querySelector('textarea')?.value ?? '',
    choose: async (template: string) => {
      const select = section().querySelector('select');
      if (!select) throw new Error('no select');
      await act(async () => {
        select.value = template;
        select.dispatchEvent(new Event('change', { bubbles: true }));
        await Promise.resolve();
      });
    },
    send: async () => {
      const button = section().querySelector<HTMLButtonElement>('button[type="submit"]');
      await act(async () => {
        button?.click();
        await Promise.resolve();
      });
      await settle();
    },
    error: () => section().querySelector('[role="alert"]')?.textContent,
    status: () => section().querySelector('[role="status"]')?.textContent,
  };
}

describe('the reply form', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    forgetSession();
    for (const { root, container } of opened.splice(0)) {
      await act(async () => {
        root.unmount();
        await Promise.resolve();
      });
      container.remove();
    }
  });

  it('drafts in the application’s language, stops an unfinished invitation, sends a rejection and shows the decision', async () => {
    const server = standInServer();
    const page = await openEntry(server);
    expect(page.subject()).toBe('Ihre Bewerbung: Ingenieurin (m/w/d)');
    expect(page.body()).toMatch(
      /^Guten Tag Ayşe Yılmaz,\n\nvielen Dank für Ihre Bewerbung für die Position „Ingenieurin/,
    );

    await page.choose('invitation');
    expect(page.body()).toContain('[Datum, Uhrzeit');
    await page.send();
    expect(page.error()).toBe(words.reply.brackets);
    expect(server.requests).toEqual([]);

    await page.choose('rejection');
    // No reasons: the rejection names none, and says when the documents are deleted.
    expect(page.body()).toContain('6 Monate nach dieser Nachricht');
    await page.send();
    expect(server.requests).toEqual([
      expect.objectContaining({ template: 'rejection', subject: 'Ihre Bewerbung: Ingenieurin (m/w/d)' }),
    ]);
    expect(page.status()).toBe('The reply has been queued for sending to ayse@example.com.');
    expect(page.container.querySelector('[data-testid="saved-decision"]')?.textContent).toMatch(
      /^Saved decision: Rejected/,
    );
  });
});
