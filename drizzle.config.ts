import { defineConfig } from 'drizzle-kit';

// Migrations are generated here and applied in code at start (server/db/client.ts), on PGlite and PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
});
