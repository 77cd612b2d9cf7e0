/**
 * One instant for every stage of one `npm run build` (the client, the prerender, the server bundle each load
 * the collections): were each to take its own clock, an entry due in the minutes between them would be in the
 * pages and missing from the script that hydrates them. BUILD_TIME, which the rebuild runner sets, wins; without
 * it the first stage writes the instant beside the build, and the later stages of the same run (children of the
 * same shell) read it back.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { buildInstant } from './loader';

export function sharedBuildInstant(stampFile: string, env: NodeJS.ProcessEnv = process.env): number {
  if (env.BUILD_TIME?.trim()) return buildInstant(env);
  try {
    const stamp: unknown = JSON.parse(readFileSync(stampFile, 'utf8'));
    if (
      typeof stamp === 'object' &&
      stamp !== null &&
      'shell' in stamp &&
      stamp.shell === process.ppid &&
      'at' in stamp &&
      typeof stamp.at === 'number'
    )
      return stamp.at;
  } catch {
    // No stamp yet, or an unreadable one: this stage is the first.
  }
  const at = Date.now();
  mkdirSync(dirname(stampFile), { recursive: true });
  writeFileSync(stampFile, JSON.stringify({ shell: process.ppid, at }));
  return at;
}
