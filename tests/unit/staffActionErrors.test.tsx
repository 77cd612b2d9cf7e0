// @vitest-environment happy-dom
// What the inbox's page says when the server could not do what staff asked: a change it rolled back (the
// action and its audit line failed together: staffAuditFailure.test.ts) is said in words, on the entry's
// page; a session or a list it could not read is an error with "Try again", which reads anew.
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
const me = { email: 'hr@example.com', role: 'hr', jobs: [], passkeys: [] };
const entry = {
  id: 'a1',
  kind: 'application',
  createdAt: Date.UTC(2026, 10, 1),
  name: 'Grace Hopper',
  email: 'grace@example.com',
  topic: null,
  jobTitles: {},
  hasCv: false,
  handledAt: null,
  status: 'received',
  awaitsDecision: false,
  awaitsHandling: false,
  locale: 'en',
  service: null,
  phone: null,
  position: 'Engineer',
  job: null,
  message: 'Hello',
  cv: null,
  handledBy: null,
  decidedAt: null,
  retentionDate: null,
  retention: { applicationMonths: 6, contactDays: 30, contactUnhandledMonths: 6, hiredDays: 30 },
  audit: [],
  notes: [],
  replies: [],
};

/** The inbox at `path`, its API answered by `answer` (method and path below /staff/api/). */
async function openInbox(path: string, answer: (method: string, path: string) => Response) {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) =>
    Promise.resolve(answer(init?.method ?? 'GET', url.replace('/staff/api/', ''))),
  );
  window.history.replaceState(null, '', path);
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => {
    root.render(<App i18n={staffI18n('en')} />);
    await Promise.resolve();
  });
  await settle();
  opened.push({ root, container });
  return container;
}

const opened: { root: Root; container: HTMLElement }[] = [];
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));
const text = (container: HTMLElement) => container.textContent;
/** Presses a form's submit button, as staff do. */
async function submit(form: HTMLFormElement | null | undefined) {
  await click(form?.querySelector<HTMLButtonElement>('button[type="submit"]') ?? null);
}
async function click(button: HTMLElement | null) {
  if (!button) throw new Error('no button');
  await act(async () => {
    button.click();
    await Promise.resolve();
  });
  await settle();
}

describe('the inbox', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    // The reads are the module's: each test's page starts as a page load does, with none kept.
    forgetSession();
    for (const { root, container } of opened.splice(0)) {
      await act(async () => {
        root.unmount();
        await Promise.resolve();
      });
      container.remove();
    }
  });

  it('says nothing was changed when the server rolled back a contact message marked handled', async () => {
    const contact = { ...entry, id: 'c1', kind: 'contact', status: null, position: null, service: 'it' };
    const container = await openInbox('/staff/entry/c1', (method, path) => {
      if (path === 'me') return json({ ...me, role: 'admin' });
      if (path === 'entries/c1' && method === 'GET') return json(contact);
      return json({ error: 'failed' }, 500);
    });
    const actionForms = [...container.querySelectorAll<HTMLFormElement>('.staff-actions form')];
    await submit(actionForms.find((form) => form.textContent.includes(words.entry.markHandled)));
    expect([...container.querySelectorAll('[role="alert"], .staff-error')].map((line) => line.textContent)).toContain(
      words.errors.notChanged,
    );
    expect(container.querySelector('[data-testid="handled-note"]')).toBeNull();
  });

  it('says nothing was changed when the server rolled back a status or a deletion', async () => {
    const container = await openInbox('/staff/entry/a1', (method, path) => {
      if (path === 'me') return json(me);
      if (path === 'entries/a1' && method === 'GET') return json(entry);
      return json({ error: 'failed' }, 500);
    });
    expect(text(container)).toContain('Grace Hopper');
    const errors = () =>
      [...container.querySelectorAll('[role="alert"], .staff-error')].map((line) => line.textContent);
    // An application's state is its decision: nothing offers to mark it handled.
    expect(container.querySelector('.staff-actions')?.textContent).not.toContain(words.entry.markHandled);

    await submit(container.querySelector<HTMLFormElement>('[data-testid="status-control"]'));
    expect(container.querySelector('[data-testid="status-control"] [role="status"]')?.textContent).toBe(
      words.errors.notChanged,
    );

    await submit(container.querySelector<HTMLFormElement>('[data-testid="delete-dialog"] form'));
    expect(errors()).toContain(words.errors.notChanged);
    // Still on the entry's page, which still shows the entry.
    expect(window.location.pathname).toBe('/staff/entry/a1');
    expect(container.querySelector('#entry-heading')?.textContent).toContain('Grace Hopper');
  });

  it('shows a session it cannot read as an error with "Try again", not the sign-in page', async () => {
    let down = true;
    const container = await openInbox('/staff/', (_method, path) => {
      if (down) return json({ error: 'unavailable' }, 503);
      return path === 'me' ? json(me) : json([]);
    });
    expect(text(container)).toContain(words.errors.unavailable);
    expect(text(container)).not.toContain(words.signIn.heading);
    down = false;
    await click(container.querySelector('[data-testid="try-again"]'));
    expect(container.querySelector('#inbox-heading')?.textContent).toBe(words.list.heading);
    expect(text(container)).toContain('hr@example.com');
  });

  it('reads a list that failed anew when "Try again" is pressed', async () => {
    let listAnswers = 0;
    const container = await openInbox('/staff/', (_method, path) => {
      if (path === 'me') return json(me);
      // The website's rebuild panel reads its own status beside the list (staffRebuildPanel.test.tsx).
      if (path === 'rebuild') return json({ error: 'notFound' }, 404);
      // The list's filter offers the openings, read beside the list.
      if (path === 'openings') return json([]);
      listAnswers += 1;
      return listAnswers === 1 ? json({ error: 'unavailable' }, 503) : json([]);
    });
    expect(container.querySelector('[data-testid="try-again"]')).not.toBeNull();
    await click(container.querySelector('[data-testid="try-again"]'));
    expect(listAnswers).toBe(2);
    expect(container.querySelector('[data-testid="try-again"]')).toBeNull();
    expect(text(container)).not.toContain(words.errors.unavailable);
  });
});
