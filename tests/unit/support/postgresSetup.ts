import type { TestProject } from 'vitest/node';
import { startPostgresCluster } from '../../support/postgresCluster';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The temporary PostgreSQL cluster's maintenance database (tests/support/postgresCluster.ts). */
    postgresAdminUrl: string;
  }
}

/** One PostgreSQL cluster for the whole unit test run; each test file makes its own databases in it. */
export default async function setup(project: TestProject): Promise<() => void> {
  const cluster = await startPostgresCluster();
  project.provide('postgresAdminUrl', cluster.adminUrl);
  return () => cluster.stop();
}
