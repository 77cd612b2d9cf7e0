/**
 * The inbox's "Speed" API on SQLite and PostgreSQL: an admin reads the window from the database (what any
 * server wrote) together with this server's counts not yet written; another role is refused.
 */
import { describe, expect, inject, it } from 'vitest';
import { dayInPotsdam } from '../../src/content/potsdamDay';
import { fieldWindowDays } from '../../src/fieldVitals/days';
import { addFieldCounts } from '../../src/server/vitals/fieldDays';
import { FieldVitalsReply } from '../../src/staff/api/fieldVitals';
import { createDatabase } from '../support/postgresCluster';
import { servers } from './support/staffServers';

describe.each(['sqlite', 'postgres'] as const)('the Speed page’s API on %s', (kind) => {
  it('gives an admin the database’s days and this server’s unwritten counts as one window; HR gets 403', async () => {
    const databaseUrl = kind === 'postgres' ? await createDatabase(inject('postgresAdminUrl'), 'speed') : undefined;
    const running = await servers({ ...(databaseUrl ? { databaseUrl } : {}), fieldVitals: true });
    const admin = await running.signIn('admin@example.com');
    const hr = await running.signIn('hr@example.com', { role: 'hr', jobs: [] });
    // 60 values another server wrote today (up to 1.5 s), and 40 of 3.1 s this server holds still.
    const written = {
      day: dayInPotsdam(Date.now()),
      metric: 'LCP',
      route: 'about',
      renderer: 'webgl',
      quality: 'full',
    } as const;
    await running.store.run((open) => open.query((db) => addFieldCounts(db, [{ ...written, le: '1.5', count: 60 }])));
    for (let index = 0; index < 40; index += 1)
      running.site.fieldVitals.add({ route: 'about', metric: 'LCP', value: 3100, renderer: '2d', quality: 'lean' });
    const reply = await running.send({ method: 'GET', url: '/staff/api/field-vitals', cookie: admin });
    expect(reply.statusCode).toBe(200);
    const field = FieldVitalsReply.parse(reply.json());
    expect(field.windowDays).toBe(fieldWindowDays);
    expect(field.renderers).toEqual({ webgl: 60, '2d': 40, still: 0, none: 0 });
    expect(field.qualities).toEqual({ full: 60, lean: 40, none: 0 });
    // The 75th of 100: 15 into the 40 values between 3 and 4 s.
    expect(field.rows).toHaveLength(1);
    expect(field.rows[0]).toMatchObject({ route: 'about', metric: 'LCP', samples: 100 });
    expect(field.rows[0]?.p75).toBeCloseTo(3 + 15 / 40, 5);
    expect((await running.send({ method: 'GET', url: '/staff/api/field-vitals', cookie: hr })).statusCode).toBe(403);
  });
});
