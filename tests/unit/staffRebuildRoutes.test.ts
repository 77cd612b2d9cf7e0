/**
 * The website's rebuild in the inbox's API: every signed-in person reads where it stands (GET /staff/api/rebuild);
 * starting one (POST) writes the same request a push does, only from the inbox's own pages; nobody signed out
 * reads or starts anything.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readRebuildRequest, writeRebuildStatus } from '../../src/serverKit';
import { servers } from './support/staffServers';

const live = {
  commit: 'c0ffee00c0ffee00',
  subject: 'Add news "baku-trade-fair" (editor, a-schmidt)',
  author: 'A. Schmidt',
  builtFor: Date.UTC(2026, 11, 7, 13, 0),
  since: Date.UTC(2026, 11, 7, 13, 2),
  nextPublishAt: null,
};

describe('the rebuild in the inbox', () => {
  it('shows where the rebuild stands to everyone signed in, and to nobody else', async () => {
    const rebuildDir = mkdtempSync(join(tmpdir(), 'staff-rebuild-'));
    writeRebuildStatus(rebuildDir, { handled: 1, building: null, live, failure: null });
    const { send, signIn } = await servers({ rebuildDir });
    expect((await send({ method: 'GET', url: '/staff/api/rebuild' })).statusCode).toBe(401);
    const reply = await send({ method: 'GET', url: '/staff/api/rebuild', cookie: await signIn() });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({
      phase: 'live',
      live: { commit: live.commit, subject: live.subject, author: live.author, since: live.since },
      building: null,
      failure: null,
      mayRebuild: true,
    });
  });

  it('starts a rebuild for an admin from the inbox’s pages only', async () => {
    const rebuildDir = mkdtempSync(join(tmpdir(), 'staff-rebuild-'));
    writeRebuildStatus(rebuildDir, { handled: 1, building: null, live, failure: null });
    const { send, signIn, clock } = await servers({ rebuildDir });
    const cookie = await signIn();
    const post = (extra: { cookie?: string; from?: string | null }) =>
      send({ method: 'POST', url: '/staff/api/rebuild', payload: {}, ...extra });
    expect((await post({})).statusCode).toBe(401);
    expect((await post({ cookie, from: 'https://elsewhere.example' })).statusCode).toBe(403);
    // HR sees where it stands but starts nothing.
    const hr = await signIn('lead@example.com', { role: 'hr', jobs: [] });
    expect((await send({ method: 'GET', url: '/staff/api/rebuild', cookie: hr })).json()).toMatchObject({
      mayRebuild: false,
    });
    expect((await post({ cookie: hr })).statusCode).toBe(403);
    expect(readRebuildRequest(rebuildDir)).toBeUndefined();
    const reply = await post({ cookie });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ phase: 'waiting' });
    expect(readRebuildRequest(rebuildDir)).toEqual({ at: clock.now, by: 'hr@example.com' });
  });
});
