import { schemaReady, type Connection } from '../../../serverKit';
import { staffSchema } from './migration';
import { StaffStore } from './StaffStore';
import type { StaffTables } from './tables';

/**
 * The inbox's store on a connection of the database the server opened (the server owns and closes it), or
 * on the connection of a transaction under way; its tables are made at their first use on a connection, and
 * a migration that failed is tried again next time.
 */
export async function staffStoreOn(connection: Connection): Promise<StaffStore> {
  await schemaReady(connection, staffSchema);
  return new StaffStore(connection.kysely.withTables<StaffTables>());
}
