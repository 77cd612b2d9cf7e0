// @vitest-environment happy-dom
// The decision control on an application's page (src/staff/client/StatusControl.tsx), in the inbox's own
// rendering against a stand-in API that keeps what it is sent as the server does: after a save it shows the
// saved decision, in the field and in words; saving again what it shows changes nothing (the server answers
// "unchanged", no second change is made); after a reload it shows the same, and offers no way back to
// "received" or "in review".
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dayInPotsdam } from '../../src/content/potsdamDay';
import { App } from '../../src/staff/client/App';
import { staffI18n } from '../../src/staff/client/i18n';
import { forgetReads, forgetSession } from '../../src/staff/client/reads';
import { dayAnchor } from '../../src/submissions/decisions';
import { staffEn } from '../../src/staff/words/en';

const words = staffEn.staff;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const today = dayInPotsdam(Date.now());
const todayInWords = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Europe/Berlin' }).format(
  dayAnchor(today),
);

/** The server's side: the entry as stored, and every status request it was sent. */
function standInServer() {
  const saved: { status: string; decidedAt: number | null } = { status: 'received', decidedAt: null };
  const requests: { status: string; decidedOn?: string }[] = [];
  let changes = 0;
  const entry = () => ({
    id: 'a1',
    kind: 'application',
    createdAt: Date.now() - 10 * 24 * 3600_000,
    name: 'Grace Hopper',
    email: 'grace@example.com',
    topic: null,
    jobTitles: {},
    hasCv: false,
    handledAt: null,
    ...saved,
    awaitsDecision: false,
    awaitsHandling: false,
    retentionDate: saved.decidedAt === null ? null : saved.decidedAt + 180 * 24 * 3600_000,
    locale: 'en',
    service: null,
    phone: null,
    position: 'Engineer',
    job: null,
    message: 'Hello',
    cv: null,
    handledBy: null,
    retention: { applicationMonths: 6, contactDays: 30, contactUnhandledMonths: 6, hiredDays: 30 },
    audit: [],
    notes: [],
    replies: [],
  });
  const answer = (method: string, path: string, body: string | undefined): Response => {
    if (path === 'me') return json({ email: 'hr@example.com', role: 'hr', jobs: [], passkeys: [] });
    if (path === 'entries/a1' && method === 'GET') return json(entry());
    if (path === 'entries/a1/status' && method === 'POST') {
      const request = JSON.parse(body ?? '{}') as { status: string; decidedOn?: string };
      requests.push(request);
      const decidedAt = request.decidedOn ? dayAnchor(request.decidedOn) : null;
      const unchanged = request.status === saved.status && decidedAt === saved.decidedAt;
      if (!unchanged) {
        changes += 1;
        Object.assign(saved, { status: request.status, decidedAt });
      }
      const { status, retentionDate, audit } = entry();
      return json({ status, decidedAt: saved.decidedAt, retentionDate, audit, unchanged });
    }
    return json({ error: 'notFound' }, 404);
  };
  return { answer, requests, changes: () => changes };
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
  const control = () => {
    const form = container.querySelector<HTMLFormElement>('[data-testid="status-control"]');
    if (!form) throw new Error('no status control');
    return form;
  };
  return {
    savedInWords: () => control().querySelector('[data-testid="saved-decision"]')?.textContent,
    answer: () => control().querySelector('[role="status"]')?.textContent,
    select: () => control().querySelector('select'),
    day: () => control().querySelector<HTMLInputElement>('input[name="decidedOn"]'),
    choose: async (status: string) => {
      const select = control().querySelector('select');
      if (!select) throw new Error('no select');
      await act(async () => {
        select.value = status;
        select.dispatchEvent(new Event('change', { bubbles: true }));
        await Promise.resolve();
      });
    },
    save: async () => {
      const button = control().querySelector<HTMLButtonElement>('button[type="submit"]');
      if (!button) throw new Error('no button');
      await act(async () => {
        button.click();
        await Promise.resolve();
      });
      await settle();
    },
  };
}

async function closeAll() {
  for (const { root, container } of opened.splice(0)) {
    await act(async () => {
      root.unmount();
      await Promise.resolve();
    });
    container.remove();
  }
}

describe('the decision control', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    forgetSession();
    await closeAll();
  });

  it('shows the saved decision after a save, saves nothing new when saved again, and shows it after a reload', async () => {
    const server = standInServer();
    const page = await openEntry(server);
    expect(page.savedInWords()).toBe('Saved status: Received');
    expect(page.select()?.value).toBe('received');

    await page.choose('rejected');
    expect(page.day()?.value).toBe(today);
    expect(page.day()?.max).toBe(today);
    await page.save();
    expect(server.requests).toEqual([{ status: 'rejected', decidedOn: today }]);
    expect(page.answer()).toBe(words.entry.statusSaved);
    // The field and the words show the saved decision, not "received" again.
    expect(page.select()?.value).toBe('rejected');
    expect(page.day()?.value).toBe(today);
    expect(page.savedInWords()).toBe(`Saved decision: Rejected, effective ${todayInWords}`);

    // Saved again as shown: the same request, answered "unchanged"; nothing was changed a second time.
    await page.save();
    expect(server.requests).toEqual([
      { status: 'rejected', decidedOn: today },
      { status: 'rejected', decidedOn: today },
    ]);
    expect(server.changes()).toBe(1);
    expect(page.answer()).toBe(words.entry.statusUnchanged);
    expect(page.select()?.value).toBe('rejected');

    // A reload: read anew, the same decision; received and in review are no longer offered.
    await closeAll();
    forgetReads();
    const reloaded = await openEntry(server);
    expect(reloaded.savedInWords()).toBe(`Saved decision: Rejected, effective ${todayInWords}`);
    expect(reloaded.select()?.value).toBe('rejected');
    expect([...(reloaded.select()?.options ?? [])].map((option) => option.value)).toEqual([
      'rejected',
      'hired',
      'withdrawn',
    ]);
  });

  it('shows the saved status again when a save was refused', async () => {
    const server = standInServer();
    const refusing = {
      ...server,
      answer: (method: string, path: string, body: string | undefined) =>
        path.endsWith('/status') ? json({ error: 'failed' }, 500) : server.answer(method, path, body),
    };
    const page = await openEntry(refusing);
    await page.choose('hired');
    await page.save();
    expect(page.answer()).toBe(words.errors.notChanged);
    expect(page.select()?.value).toBe('received');
    expect(page.day()).toBeNull();
    expect(page.savedInWords()).toBe('Saved status: Received');
  });
});
