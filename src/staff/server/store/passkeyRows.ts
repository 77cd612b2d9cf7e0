import type { Selectable } from 'kysely';
import type { StaffTables } from './tables';

/** A passkey as the inbox uses it: its transports parsed from the column that stores them as JSON. */
export interface StoredPasskey {
  id: string;
  staffId: string;
  publicKey: Uint8Array;
  counter: number;
  transports: string[];
  authenticator: string | null;
  label: string | null;
  createdAt: number;
  lastUsedAt: number | null;
}

function parseTransports(json: string): string[] {
  const parsed: unknown = JSON.parse(json);
  return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
}

export const passkeyOfRow = (row: Selectable<StaffTables['staffPasskeys']>): StoredPasskey => ({
  ...row,
  transports: parseTransports(row.transports),
});
