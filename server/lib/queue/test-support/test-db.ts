// The queue tests' name for the harness's shared PostgreSQL test database.
export { createPostgresTestDatabase as createSharedPostgresDatabase } from '../../../test/harness.js';
