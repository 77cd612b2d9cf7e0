// @vitest-environment happy-dom
// What the inbox's pages offer HR to work with, rendered against a stubbed API: the applicant's address and
// phone as mailto: and tel: links; the only passkey without "Remove" (saying why), two with it; a passkey
// renamed in place, its name sent and the list read anew.
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
const passkey = (id: string, label: string | null = null) => ({
  id,
  authenticator: null,
  label,
  createdAt: Date.UTC(2026, 10, 1),
  lastUsedAt: null,
});
const me = (passkeys: ReturnType<typeof passkey>[]) => ({ email: 'hr@example.com', role: 'hr', jobs: [], passkeys });
const entry = {
  id: 'a1',
  kind: 'application',
  createdAt: Date.UTC(2026, 10, 1),
  name: 'Grace Hopper',
  email: 'grace+jobs@example.com',
  topic: null,
  jobTitles: {},
  hasCv: false,
  handledAt: null,
  status: 'received',
  awaitsDecision: false,
  awaitsHandling: false,
  locale: 'en',
  service: null,
  phone: '+49 (331) 123-45 67',
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

const opened: { root: Root; container: HTMLElement }[] = [];
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));
const sent: { method: string; path: string; body: unknown }[] = [];

/** The inbox at `path`, its API answered by `answer` (method and path below /staff/api/). */
async function openInbox(path: string, answer: (method: string, path: string) => Response) {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const apiPath = url.replace('/staff/api/', '');
    sent.push({ method, path: apiPath, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
    return Promise.resolve(answer(method, apiPath));
  });
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

const buttons = (container: HTMLElement, name: string) =>
  [...container.querySelectorAll('[data-testid="passkey-list"] button')].filter(
    (button) => button.textContent === name,
  );

describe('the inbox to work in', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    forgetSession();
    sent.splice(0);
    for (const { root, container } of opened.splice(0)) {
      await act(async () => {
        root.unmount();
        await Promise.resolve();
      });
      container.remove();
    }
  });

  it("links the applicant's address to mail and phone number to call", async () => {
    const container = await openInbox('/staff/entry/a1', (_method, path) =>
      path === 'me' ? json(me([passkey('cred-1')])) : path === 'entries/a1' ? json(entry) : json({}, 404),
    );
    const links = [...container.querySelectorAll('.staff-fields a')].map((link) => [
      link.textContent,
      link.getAttribute('href'),
    ]);
    expect(links).toEqual([
      ['grace+jobs@example.com', 'mailto:grace%2Bjobs@example.com'],
      ['+49 (331) 123-45 67', 'tel:+493311234567'],
    ]);
  });

  it('offers no "Remove" for the only passkey and says why; with two, both can go', async () => {
    let passkeys = [passkey('cred-1')];
    const container = await openInbox('/staff/account', (_method, path) =>
      path === 'me' ? json(me(passkeys)) : json({}, 404),
    );
    expect(buttons(container, words.account.remove)).toHaveLength(0);
    expect(container.querySelector('[data-testid="only-passkey"]')?.textContent).toBe(words.account.lastPasskey);
    expect(buttons(container, words.work.passkeys.rename)).toHaveLength(1);

    passkeys = [passkey('cred-1'), passkey('cred-2')];
    forgetSession();
    const again = await openInbox('/staff/account', (_method, path) =>
      path === 'me' ? json(me(passkeys)) : json({}, 404),
    );
    expect(buttons(again, words.account.remove)).toHaveLength(2);
    expect(again.querySelector('[data-testid="only-passkey"]')).toBeNull();
  });

  it('renames a passkey in place: the name sent, said, and the list read anew', async () => {
    let label: string | null = null;
    const container = await openInbox('/staff/account', (method, path) => {
      if (path === 'me') return json(me([passkey('cred-1', label)]));
      if (method === 'POST' && path === 'passkeys/cred-1/name') {
        label = 'Office laptop';
        return new Response(null, { status: 204 });
      }
      return json({}, 404);
    });
    const rename = buttons(container, words.work.passkeys.rename)[0];
    if (!(rename instanceof HTMLButtonElement)) throw new Error('no rename button');
    act(() => rename.click());
    const form = container.querySelector<HTMLFormElement>('[data-testid="passkey-rename"]');
    const input = form?.querySelector('input');
    if (!form || !input) throw new Error('no rename form');
    input.value = ' Office laptop ';
    await act(async () => {
      form.querySelector<HTMLButtonElement>('button[type="submit"]')?.click();
      await Promise.resolve();
    });
    await settle();
    expect(sent.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', path: 'passkeys/cred-1/name', body: { name: 'Office laptop' } },
    ]);
    expect(container.querySelector('[data-testid="staff-notice"]')?.textContent).toBe(
      words.work.passkeys.renamed.replace('{{name}}', 'Office laptop'),
    );
    expect(container.querySelector('.staff-passkey-name')?.textContent).toBe('Office laptop');
  });
});
