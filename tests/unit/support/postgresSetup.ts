import type { TestProject } from 'vitest/node';
import { startPostgresCluster, type PostgresCluster } from '../../support/postgresCluster';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The temporary PostgreSQL cluster's maintenance database (tests/support/postgresCluster.ts). */
    postgresAdminUrl: string;
  }
}

/**
 * Vitest runs a global setup once per project (the root and each of the unit test projects: tests/vitest.config.ts),
 * in its one main process: they share one cluster, stopped when the last of them ends.
 */
const shared = globalThis as { unitPostgres?: { cluster: Promise<PostgresCluster>; users: number } };

/** One PostgreSQL cluster for the whole unit test run; each test file makes its own databases in it. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  shared.unitPostgres ??= { cluster: startPostgresCluster(), users: 0 };
  const held = shared.unitPostgres;
  held.users += 1;
  project.provide('postgresAdminUrl', (await held.cluster).adminUrl);
  return async () => {
    held.users -= 1;
    if (held.users > 0) return;
    delete shared.unitPostgres;
    (await held.cluster).stop();
  };
}
