/**
 * The inbox's server part, as the server mounts it (src/server/main.ts, its command lines): the listener's
 * app, the inbox's store on the server's connection, and the `npm run staff` verbs. Nothing else of the
 * inbox is the server's to import (tests/dependency-cruiser.json).
 */
export { buildStaffServer } from './staffApp';
export { runStaffCommand, staffUsage } from './command';
export { staffStoreOn } from './store/connection';
export { auditRetentionMonths } from './store/StaffStore';
