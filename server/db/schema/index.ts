// One file per domain; this index is what drizzle and drizzle-kit read.
export * from './auth.js';
export * from './mail.js';
export * from './marketing.js';
export * from './status.js';
export * from './preferences.js';
export * from './queries.js';
export * from './documents.js';
export * from './api-keys.js';
export * from './auth-guards.js';
export * from './portfolio.js';
export * from './lease-abstraction.js';
