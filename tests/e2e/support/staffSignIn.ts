import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { CDPSession, Page } from '@playwright/test';

interface Authenticator {
  cdp: CDPSession;
  id: string;
}

/** A platform authenticator with user verification, as a laptop with a fingerprint reader has (or a security key, `usb`). */
export async function addAuthenticator(page: Page, transport: 'internal' | 'usb' = 'internal'): Promise<Authenticator> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport, hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
  return { cdp, id: authenticatorId };
}

/** `npm run staff -- <args>` of a build, on the database `env` names; its output. */
export function staffCommand(
  env: Record<string, string>,
  args: readonly string[],
  build: 'dist' | 'dist-content' = 'dist',
): string {
  const cli = fileURLToPath(new URL(`../../../${build}/server/staff.js`, import.meta.url));
  const result = spawnSync(process.execPath, [cli, ...args], { env: { ...process.env, ...env }, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`npm run staff -- ${args.join(' ')} failed: ${result.stderr}`);
  return result.stdout;
}

/** The one-time enrolment link `invite` prints. */
export const enrolmentLink = (output: string): string =>
  /^http:\/\/localhost:\d+\/staff\/enrol\/[\w-]+$/m.exec(output)?.[0] ?? '';
