import { Writable } from 'node:stream';

export interface LogLine {
  level: number;
  msg: string;
  [field: string]: unknown;
}

/** A pino destination that keeps every log line, for tests that assert what the operator is told. */
export function captureLogs(): {
  logger: { level: string; stream: Writable };
  lines: LogLine[];
  at: (level: 'info' | 'warn' | 'error') => LogLine[];
} {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(text) as LogLine);
      done();
    },
  });
  const levels = { info: 30, warn: 40, error: 50 } as const;
  return {
    logger: { level: 'info', stream },
    lines,
    at: (level) => lines.filter((line) => line.level === levels[level]),
  };
}
