// @vitest-environment happy-dom
// The people page (src/staff/client/PeoplePage.tsx) in the inbox's own rendering against a stand-in API: only
// an admin is offered the whole trail and the people; a role is chosen and saved, a hiring manager with the
// openings ticked, one without any is stopped before anything is sent, and the server's refusal is said; a
// colleague is invited, the link shown once with its expiry, and a refused invitation keeps what was typed.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../src/staff/client/App';
import { staffI18n } from '../../src/staff/client/i18n';
import { forgetSession } from '../../src/staff/client/reads';
import { staffDe } from '../../src/staff/words/de';
import { fieldVitalsWords } from '../../src/staff/words/fieldVitals';

const words = staffDe.staff;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The server's side: two people, two openings, and every role change it was sent. */
function standInServer(role: string, refuse?: string, refuseInvite?: string) {
  const people = [
    { id: 'p1', email: 'admin@example.com', createdAt: 0, role: 'admin', jobs: [] as string[], passkeys: 2 },
    { id: 'p2', email: 'lead@example.com', createdAt: 0, role: 'hr', jobs: [] as string[], passkeys: 1 },
  ];
  const openings = [
    { slug: 'engineer', titles: { de: 'Ingenieurin (m/w/d)' } },
    { slug: 'designer', titles: { de: 'Designer (m/w/d)' } },
  ];
  const requests: unknown[] = [];
  const answer = (method: string, path: string, body: string | undefined): Response => {
    if (path === 'me') return json({ email: 'admin@example.com', role, jobs: [], passkeys: [] });
    if (path === 'entries') return json([]);
    if (path === 'people') return json({ people, openings });
    if (path === 'people/invite' && method === 'POST') {
      const invitation = JSON.parse(body ?? '{}') as { email: string; role: string; jobs: string[] };
      requests.push(invitation);
      if (refuseInvite) return json({ error: refuseInvite }, 409);
      const person = {
        id: 'p3',
        email: invitation.email,
        createdAt: 0,
        role: invitation.role,
        jobs: invitation.jobs,
        passkeys: 0,
      };
      people.push(person);
      // 9 December 2026, 13:02 UTC: 14:02 in Potsdam.
      return json({ person, link: 'http://localhost:4660/staff/enrol/t0ken', expiresAt: Date.UTC(2026, 11, 9, 13, 2) });
    }
    if (path === 'people/p2/role' && method === 'POST') {
      requests.push(JSON.parse(body ?? '{}'));
      if (refuse) return json({ error: refuse }, 409);
      const { role: next, jobs } = JSON.parse(body ?? '{}') as { role: string; jobs: string[] };
      Object.assign(people[1] ?? {}, { role: next, jobs });
      return json({ person: people[1], unchanged: false });
    }
    return json({ error: 'notFound' }, 404);
  };
  return { answer, requests };
}

const opened: { root: Root; container: HTMLElement }[] = [];
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

async function open(server: ReturnType<typeof standInServer>, path: string) {
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
  window.history.replaceState(null, '', `/staff${path}`);
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => {
    root.render(<App i18n={staffI18n('de')} />);
    await Promise.resolve();
  });
  await settle();
  opened.push({ root, container });
  const lead = () => {
    const form = [...container.querySelectorAll('form.staff-person')].find((one) =>
      one.textContent.includes('lead@example.com'),
    );
    if (!form) throw new Error('no form for lead@example.com');
    return form;
  };
  const click = async (element: HTMLElement | null | undefined) => {
    if (!element) throw new Error('nothing to click');
    await act(async () => {
      element.click();
      await Promise.resolve();
    });
    await settle();
  };
  const inviting = () => {
    const section = container.querySelector<HTMLElement>('.staff-invite');
    if (!section) throw new Error('no invitation');
    return section;
  };
  return {
    container,
    type: async (text: string) => {
      const input = inviting().querySelector<HTMLInputElement>('input[type="email"]');
      if (!input) throw new Error('no address field');
      await act(async () => {
        // Through the element's own setter, as the browser's typing does, so React sees the change.
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
        input.dispatchEvent(new Event('input', { bubbles: true }));
        await Promise.resolve();
      });
    },
    address: () => inviting().querySelector<HTMLInputElement>('input[type="email"]')?.value,
    inviteAs: (role: string) => click(inviting().querySelector<HTMLInputElement>(`input[value="${role}"]`)),
    inviteFor: (slug: string) => click(inviting().querySelector<HTMLInputElement>(`input[value="${slug}"]`)),
    chosenRole: () => inviting().querySelector<HTMLInputElement>('input[name="role"]:checked')?.value,
    sendInvitation: () => click(inviting().querySelector<HTMLButtonElement>('button[type="submit"]')),
    invited: () => inviting().querySelector('[data-testid="staff-invited"]')?.textContent,
    link: () => inviting().querySelector<HTMLInputElement>('input[readonly]')?.value,
    inviteError: () => inviting().querySelector('[role="alert"]')?.textContent,
    nav: () => [...container.querySelectorAll('nav a')].map((link) => link.textContent),
    choose: (role: string) => click(lead().querySelector<HTMLInputElement>(`input[value="${role}"]`)),
    tick: (slug: string) => click(lead().querySelector<HTMLInputElement>(`input[value="${slug}"]`)),
    openings: () => [...lead().querySelectorAll('input[name="jobs"]')].map((box) => box.parentElement?.textContent),
    save: () => click(lead().querySelector<HTMLButtonElement>('button[type="submit"]')),
    notice: () => container.querySelector('[data-testid="staff-notice"]')?.textContent,
    error: () => lead().querySelector('[role="alert"]')?.textContent,
  };
}

describe('the people page', () => {
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

  it('is offered to an admin only, with the whole trail', async () => {
    const asHr = await open(standInServer('hr'), '/people');
    // HR keeps the works council's windows and the data-protection view, not the admin's pages.
    expect(asHr.nav()).toEqual([words.nav.inbox, words.council.nav, words.privacy.nav, words.nav.account]);
    // The page itself is not there for HR: the address leads back to the inbox.
    expect(asHr.container.querySelector('#people-heading')).toBeNull();
    await act(async () => {
      for (const { root } of opened.splice(0)) root.unmount();
      await Promise.resolve();
    });
    forgetSession();
    const asAdmin = await open(standInServer('admin'), '/people');
    expect(asAdmin.nav()).toEqual([
      words.nav.inbox,
      words.nav.audit,
      words.nav.people,
      fieldVitalsWords.de.nav,
      words.council.nav,
      words.privacy.nav,
      words.nav.account,
    ]);
    expect(asAdmin.container.querySelector('#people-heading')?.textContent).toBe(words.people.heading);
  });

  it('makes a person hiring manager for the openings ticked, in the page’s language', async () => {
    const server = standInServer('admin');
    const page = await open(server, '/people');
    expect(page.openings()).toEqual([]);
    await page.choose('hiring-manager');
    expect(page.openings()).toEqual(['Ingenieurin (m/w/d)', 'Designer (m/w/d)']);
    await page.save();
    expect(page.error()).toBe(words.people.needsOpening);
    expect(server.requests).toEqual([]);
    await page.tick('engineer');
    await page.save();
    expect(server.requests).toEqual([{ role: 'hiring-manager', jobs: ['engineer'] }]);
    expect(page.notice()).toBe('lead@example.com hat jetzt die Rolle „Fachverantwortliche“.');
  });

  it('says the server’s refusal: the last admin stays one', async () => {
    const page = await open(standInServer('admin', 'lastAdmin'), '/people');
    await page.choose('contact');
    await page.save();
    expect(page.error()).toBe(words.errors.lastAdmin);
    // The choice stays beside the refusal, not the stored role.
    const lead = [...page.container.querySelectorAll('form.staff-person')].find((form) =>
      form.textContent.includes('lead@example.com'),
    );
    expect(lead?.querySelector<HTMLInputElement>('input[name="role"]:checked')?.value).toBe('contact');
  });

  it('invites a colleague as hiring manager and shows the link once, with its expiry in Potsdam time', async () => {
    const server = standInServer('admin');
    const page = await open(server, '/people');
    await page.type('neu@example.com');
    await page.inviteAs('hiring-manager');
    await page.inviteFor('designer');
    await page.sendInvitation();
    expect(server.requests).toEqual([{ email: 'neu@example.com', role: 'hiring-manager', jobs: ['designer'] }]);
    expect(page.invited()).toContain(
      'Die Einladung an neu@example.com ist gespeichert und wird per E-Mail verschickt.',
    );
    expect(page.invited()).toContain('Er funktioniert einmal, bis 09.12.2026, 14:02, und wird nur jetzt angezeigt.');
    expect(page.link()).toBe('http://localhost:4660/staff/enrol/t0ken');
    // The form starts afresh for the next colleague.
    expect(page.address()).toBe('');
    expect(page.chosenRole()).toBe('hr');
  });

  it('says why an invitation was refused, in the page’s language, and keeps what was typed', async () => {
    const server = standInServer('admin', undefined, 'alreadyMember');
    const page = await open(server, '/people');
    await page.type('lead@example.com');
    await page.inviteAs('contact');
    await page.sendInvitation();
    expect(page.inviteError()).toBe(words.people.alreadyMember);
    expect(page.address()).toBe('lead@example.com');
    expect(page.chosenRole()).toBe('contact');
    expect(page.link()).toBeUndefined();
  });
});
