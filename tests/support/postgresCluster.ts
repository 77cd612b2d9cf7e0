import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/**
 * A PostgreSQL server of Debian's postgresql package on a temporary cluster, for one test run: initdb in
 * a fresh directory, started on a free loopback port, removed at the end. Started as the postgres user
 * when the tests run as root (PostgreSQL refuses root).
 */
export interface PostgresCluster {
  /** The cluster's maintenance database, to create test databases from (createDatabase). */
  adminUrl: string;
  /** Stops the server as a crash or maintenance would (connections cut), keeping its data. */
  down: () => void;
  /** Starts it again on the same port. */
  up: () => void;
  /** Stops it and removes the cluster. */
  stop: () => void;
}

let created = 0;

/** A database of its own for one test (or one group of servers), created empty; its URL. */
export async function createDatabase(adminUrl: string, label = 'test'): Promise<string> {
  created += 1;
  const name = `${label.replace(/\W/g, '_').toLowerCase()}_${String(process.pid)}_${String(created)}_${Math.random().toString(36).slice(2, 8)}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

function binaries(): string {
  const root = '/usr/lib/postgresql';
  const version = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a))[0] : undefined;
  const bin = version && join(root, version, 'bin');
  if (!bin || !existsSync(join(bin, 'initdb')))
    throw new Error("PostgreSQL's server binaries are missing: run tests/ensure-postgresql.sh");
  return bin;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = binaries();
  const asRoot = process.getuid?.() === 0;
  const directory = mkdtempSync(join(tmpdir(), 'site-postgres-'));
  const run = (command: string, args: string[]) => {
    const user = asRoot ? ['runuser', '-u', 'postgres', '--'] : [];
    const [program = command, ...rest] = [...user, join(bin, command), ...args];
    const result = spawnSync(program, rest, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
  };
  if (asRoot) {
    const id = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    chownSync(directory, Number(id.stdout), Number(gid.stdout));
  }
  const data = join(directory, 'data');
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--locale', 'C']);
  const port = await freePort();
  // fsync off: a test cluster is thrown away; durability is SQLite's and PostgreSQL's own business.
  const options = `-p ${String(port)} -k ${directory} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  const start = () => run('pg_ctl', ['-D', data, '-w', '-l', join(directory, 'server.log'), '-o', options, 'start']);
  start();
  return {
    adminUrl: `postgres://postgres@127.0.0.1:${String(port)}/postgres`,
    down: () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
    up: start,
    stop: () => {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(directory, { recursive: true, force: true });
      }
    },
  };
}
