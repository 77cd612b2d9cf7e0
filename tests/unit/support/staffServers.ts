/** The staff inbox's server in-process beside the public server on the same store, with helpers the staff tests share. */
import type { FastifyBaseLogger, FastifyInstance, InjectOptions } from 'fastify';
import { writeFileSync } from 'node:fs';
import { afterEach } from 'vitest';
import { securityHeaders } from '../../../src/server/securityHeaders';
import { cvPath } from '../../../src/server/store/cvFiles';
import type { StoreAccess } from '../../../src/server/store/access';
import type { StaffAccess } from '../../../src/staff/api/roles';
import { buildStaffServer, staffStoreOn } from '../../../src/staff/server';
import type { StaffServerOptions } from '../../../src/staff/server/staffApp';
import type { Locale } from '../../../src/i18n/locales';
import { noticeMailer, type StaffMail } from '../../../src/staff/server/noticeMailer';
import { testServers } from './testServer';

const origin = 'http://localhost:4660';
const start = Date.UTC(2026, 2, 2, 8);
const startServer = testServers();
const staffApps: FastifyInstance[] = [];
const mailers: { stop: () => Promise<void> }[] = [];
afterEach(async () => {
  for (const mailer of mailers.splice(0)) await mailer.stop();
  for (const app of staffApps.splice(0)) await app.close();
});

export async function servers(
  options: {
    databaseUrl?: string;
    origin?: string;
    logger?: FastifyBaseLogger;
    /** A mail transport: the notices' one mailer sends through it, as the public server's does with SMTP_HOST. */
    mail?: StaffMail;
    /** STAFF_MAIL_LOCALE: the language of the e-mails to staff (German unless given). */
    mailLocale?: Locale;
    limits?: StaffServerOptions['limits'];
    rebuildDir?: string;
    /** Mount the "Speed" page's route on the public server's field counts, as main.ts does. */
    fieldVitals?: boolean;
  } = {},
) {
  const { app: site, dataDir } = await startServer(() =>
    options.databaseUrl ? { databaseUrl: options.databaseUrl } : {},
  );
  const clock = { now: start };
  // The process's one mailer of the notices (the public server's, main.ts hands it to the inbox): here the test's
  // transport stands in for SMTP.
  const mailer = options.mail && noticeMailer(site.database, options.mail, site.log);
  if (mailer) {
    mailer.start();
    mailers.push(mailer);
  }
  const staff = await buildStaffServer({
    distDir: dataDir,
    store: site.formStore,
    database: site.database,
    securityHeaders,
    origin: options.origin ?? origin,
    retention: { applicationMonths: 6, contactDays: 30, contactUnhandledMonths: 6 },
    now: () => clock.now,
    ...(options.logger ? { logger: options.logger } : {}),
    ...(mailer ? { notices: { queued: () => mailer.kick() } } : {}),
    ...(options.mailLocale ? { mailLocale: options.mailLocale } : {}),
    ...(options.limits ? { limits: options.limits } : {}),
    ...(options.rebuildDir ? { rebuildDir: options.rebuildDir } : {}),
    ...(options.fieldVitals ? { fieldVitals: site.fieldVitals } : {}),
  });
  staffApps.push(staff);
  const store: StoreAccess = site.formStore;
  const staffStore = <T>(run: (open: Awaited<ReturnType<typeof storeOf>>) => Promise<T>) =>
    site.database.run(async (connection) => run(await staffStoreOn(connection)));
  const storeOf = async () => site.database.run((connection) => staffStoreOn(connection));
  /** A signed-in person's cookie, as a passkey sign-in would set it; an admin unless `access` says otherwise. */
  const signIn = async (email = 'hr@example.com', access: StaffAccess = { role: 'admin', jobs: [] }) => {
    const { staff: person } = await staffStore((open) => open.invite(email, clock.now, access));
    return `staff_session=${await staffStore((open) => open.startSession(person.id, clock.now))}`;
  };
  const send = (request: InjectOptions & { cookie?: string; from?: string | null }) => {
    const { cookie, from = origin, ...rest } = request;
    const headers: Record<string, string> = {
      ...(cookie ? { cookie } : {}),
      ...(from && rest.method && rest.method !== 'GET' ? { origin: from } : {}),
    };
    return staff.inject({ ...rest, headers: { ...headers, ...(rest.headers as Record<string, string> | undefined) } });
  };
  /** An application with a CV; `jobSlug`: for that opening (titled like the slug), else speculative. */
  const addApplication = async (cvName = 'Lebenslauf Grace.pdf', jobSlug?: string) => {
    const file = `cv-${String(Math.random()).slice(2)}.pdf`;
    const bytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(3000, 0x41)]);
    writeFileSync(cvPath(dataDir, file), bytes);
    const { id } = await store.run((open) =>
      open.insert(
        {
          kind: 'application',
          data: { name: 'Grace Hopper', email: 'grace@example.com', position: 'Engineer', message: 'Hello' },
          cv: { file, name: cvName, size: bytes.length, type: 'pdf' },
          ...(jobSlug ? { job: { slug: jobSlug, title: jobSlug } } : {}),
        },
        { locale: 'de', idempotencyKey: undefined },
        clock.now - 1000,
      ),
    );
    return { id, file, bytes };
  };
  const addContact = async (name = 'Ada') =>
    (
      await store.run((open) =>
        open.insert(
          { kind: 'contact', data: { name, email: 'ada@example.com', service: 'it', message: 'Hi' } },
          { locale: 'en', idempotencyKey: undefined },
          clock.now,
        ),
      )
    ).id;
  return { site, staff, store, dataDir, clock, staffStore, signIn, send, addApplication, addContact };
}

/** A passkey's assertion in the shape browsers send (the request schema's), its signature made up. */
export const forgedAssertion = (id = 'AAAA') => ({
  id,
  rawId: id,
  type: 'public-key',
  response: { clientDataJSON: 'e30', authenticatorData: 'AAAA', signature: 'AAAA' },
  clientExtensionResults: {},
});

/** A new passkey's registration in the shape browsers send, its attestation made up. */
export const forgedRegistration = (id = 'AAAA') => ({
  id,
  rawId: id,
  type: 'public-key',
  response: { clientDataJSON: 'e30', attestationObject: 'AAAA' },
  clientExtensionResults: {},
});
