/**
 * The server base, which both server programs import (the forms server, src/server, and the staff inbox's
 * server part, src/staff/server): the database a server opens, one unit of work over every program's
 * tables, one migration runner, one outbox, and the rebuild's shared files (rebuild.ts). It knows neither program (tests/dependency-cruiser.json):
 * each brings its own tables, migrations and messages.
 */
export {
  DatabaseUnavailableError,
  openDatabase,
  openServerDatabase,
  sqliteFileName,
  type Connection,
  type DatabaseAccess,
  type SqlDialect,
} from './database';
export { schemaReady, type Schema } from './migrations';
export { Outbox } from './outbox';
export { unitOfWork } from './unitOfWork';
export {
  emptyRebuildStatus,
  readRebuildRequest,
  readRebuildStatus,
  rebuildPhase,
  replaceFile,
  requestRebuild,
  writeRebuildStatus,
  type CommitInfo,
  type RebuildRequest,
  type RebuildStatus,
  type RebuildStep,
} from './rebuild';
