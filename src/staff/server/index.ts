/**
 * The inbox's server part, as the server mounts it (src/server/main.ts, its command lines): the listener's
 * app, the inbox's store on the server's connection, the `npm run staff` verbs, and the inbox's side of the
 * server's retention (each deletion's audit line, the trail's own year). Nothing else of the inbox is the
 * server's to import (tests/dependency-cruiser.json).
 */
export { buildStaffServer } from './staffApp';
export { runStaffCommand, staffUsage } from './command';
export { staffStoreOn } from './store/connection';
export { inboxRetention } from './retentionTrail';
export { applicantAccess, type NoticeSender, type ReceiptFacts } from './applicantAccess';
