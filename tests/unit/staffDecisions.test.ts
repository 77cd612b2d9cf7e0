/**
 * An application's decision in the staff inbox's API, on SQLite and PostgreSQL: its day is a Potsdam day
 * (00:30 in Potsdam is already tomorrow in UTC's eyes, and the day before), a calendar day (2026-11-31 is
 * none), between the arrival's Potsdam day and today's; a decision never goes back to received or in review;
 * saving the saved status and day again changes nothing and writes no line; each line names the status and
 * its day, and lines of one millisecond keep the order they were written in; a hiring's month runs from when
 * it was recorded.
 */
import { describe, expect, inject, it } from 'vitest';
import { startOfPotsdamDay } from '../../src/content/potsdamDay';
import { createDatabase } from '../support/postgresCluster';
import { servers } from './support/staffServers';

interface StatusAnswer {
  status: string;
  decidedAt: number | null;
  retentionDate: number | null;
  unchanged: boolean;
  audit: { action: string; detail: string | null }[];
}

describe.each(['sqlite', 'postgres'] as const)('a decision on %s', (kind) => {
  /** The inbox at `now`, signed in, with an application that arrived a second ago. */
  async function inbox(now = Date.UTC(2026, 2, 2, 8)) {
    const databaseUrl = kind === 'postgres' ? await createDatabase(inject('postgresAdminUrl'), 'decisions') : undefined;
    const running = await servers(databaseUrl ? { databaseUrl } : {});
    running.clock.now = now;
    const cookie = await running.signIn();
    const { id } = await running.addApplication();
    const setStatus = (payload: { status: string; decidedOn?: string }) =>
      running.send({ method: 'POST', url: `/staff/api/entries/${id}/status`, cookie, payload });
    const trail = async () =>
      (await running.send({ method: 'GET', url: `/staff/api/entries/${id}`, cookie }))
        .json<{ audit: { action: string; detail: string | null }[] }>()
        .audit.filter((line) => line.action === 'status');
    return { ...running, id, setStatus, trail };
  }

  it('takes the Potsdam day at 00:30 in Potsdam (23:30 UTC the day before): the default, accepted; the next refused', async () => {
    // The application arrived at 00:29:59 on 8 December in Potsdam; HR decides a second later.
    const { setStatus } = await inbox(Date.UTC(2026, 11, 7, 23, 30));
    // The day before (UTC's "today"): before the arrival's Potsdam day. The day after: after today's.
    expect((await setStatus({ status: 'rejected', decidedOn: '2026-12-07' })).json()).toEqual({ error: 'badDate' });
    expect((await setStatus({ status: 'rejected', decidedOn: '2026-12-09' })).json()).toEqual({ error: 'badDate' });
    const byDefault = (await setStatus({ status: 'rejected' })).json<StatusAnswer>();
    expect(byDefault).toMatchObject({ decidedAt: Date.UTC(2026, 11, 8, 12), unchanged: false });
    expect(byDefault.audit[0]).toMatchObject({ action: 'status', detail: 'rejected 2026-12-08' });
    // Deleted six months on, at the start of 8 June 2027 in Potsdam.
    expect(byDefault.retentionDate).toBe(startOfPotsdamDay('2027-06-08'));
    expect((await setStatus({ status: 'rejected', decidedOn: '2026-12-08' })).json()).toMatchObject({
      unchanged: true,
    });
  });

  it('refuses a day that is no calendar day (2026-11-31) with the translated badDate, 422', async () => {
    const { setStatus } = await inbox(Date.UTC(2026, 11, 7, 10));
    for (const decidedOn of ['2026-11-31', '2026-02-29', '2026-13-01', '2026-12-00']) {
      const answer = await setStatus({ status: 'rejected', decidedOn });
      expect(answer.statusCode, decidedOn).toBe(422);
      expect(answer.json(), decidedOn).toEqual({ error: 'badDate' });
    }
  });

  it('saves the saved status and day again as "unchanged": no line, nothing moved', async () => {
    const { setStatus, trail, store, id } = await inbox();
    expect((await setStatus({ status: 'in-review' })).json()).toMatchObject({ unchanged: false });
    expect((await setStatus({ status: 'in-review' })).json()).toMatchObject({ unchanged: true });
    const first = (await setStatus({ status: 'rejected', decidedOn: '2026-03-02' })).json<StatusAnswer>();
    const again = (await setStatus({ status: 'rejected', decidedOn: '2026-03-02' })).json<StatusAnswer>();
    expect(again).toMatchObject({ unchanged: true, decidedAt: first.decidedAt, retentionDate: first.retentionDate });
    expect((await trail()).map((line) => line.detail)).toEqual(['rejected 2026-03-02', 'in-review']);
    expect(await store.run((open) => open.get(id))).toMatchObject({ status: 'rejected' });
  });

  it('never sets a decision back to received or in review (409); corrects it to another decision, with its day on the line', async () => {
    const { setStatus, trail } = await inbox(Date.UTC(2026, 2, 9, 9));
    expect((await setStatus({ status: 'rejected', decidedOn: '2026-03-10' })).statusCode).toBe(422);
    expect((await setStatus({ status: 'rejected', decidedOn: '2026-03-09' })).statusCode).toBe(200);
    for (const status of ['received', 'in-review']) {
      const answer = await setStatus({ status });
      expect(answer.statusCode, status).toBe(409);
      expect(answer.json(), status).toEqual({ error: 'decided' });
    }
    expect((await setStatus({ status: 'withdrawn', decidedOn: '2026-03-09' })).statusCode).toBe(200);
    expect((await trail()).map((line) => line.detail)).toEqual(['withdrawn 2026-03-09', 'rejected 2026-03-09']);
  });

  it('in review only after received: never back to received', async () => {
    const { setStatus } = await inbox();
    expect((await setStatus({ status: 'in-review' })).statusCode).toBe(200);
    expect((await setStatus({ status: 'received' })).json()).toEqual({ error: 'decided' });
  });

  it('counts a hiring’s month from when it was recorded, not the day it names', async () => {
    // Arrived on 2 March; the hiring, effective 3 March, is recorded on 15 April at 15:00 in Potsdam.
    const { setStatus, clock, store, id } = await inbox(Date.UTC(2026, 3, 15, 13));
    await store.run((open) =>
      open.query((db) =>
        db
          .updateTable('submissions')
          .set({ createdAt: Date.UTC(2026, 2, 2, 8) })
          .where('id', '=', id)
          .execute(),
      ),
    );
    const hired = (await setStatus({ status: 'hired', decidedOn: '2026-03-03' })).json<StatusAnswer>();
    expect(hired.decidedAt).toBe(Date.UTC(2026, 2, 3, 12));
    expect(hired.retentionDate).toBe(startOfPotsdamDay('2026-05-15'));
    expect(await store.run((open) => open.get(id))).toMatchObject({ decisionRecordedAt: clock.now });
  });

  it('orders audit lines of one millisecond as they were written', async () => {
    const { staffStore, id } = await inbox();
    const at = Date.UTC(2026, 2, 2, 9);
    await staffStore(async (open) => {
      for (const status of ['rejected', 'hired', 'withdrawn', 'rejected', 'hired'])
        await open.audit({ staffEmail: 'hr@example.com', action: 'status', submissionId: id, detail: status }, at);
    });
    const lines = await staffStore((open) => open.auditTrail(id));
    expect(lines.map((line) => line.detail)).toEqual(['hired', 'rejected', 'withdrawn', 'hired', 'rejected']);
  });
});
