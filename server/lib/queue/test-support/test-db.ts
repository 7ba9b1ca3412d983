import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openPostgres } from '../../../db/client.js';

/**
 * A fresh PostgreSQL database (cloned from the migrated template) that several pools or processes can open
 * by URL, which openTestDatabase's single handle cannot offer.
 */
export async function createSharedPostgresDatabase() {
  const serverUrl = inject('postgresUrl');
  const name = `q_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE propwise_template`);
  await admin.end();
  const url = serverUrl.replace(/\/postgres$/, `/${name}`);
  return {
    url,
    open: () => openPostgres(url),
    async drop() {
      const drop = new pg.Client({ connectionString: serverUrl });
      await drop.connect();
      // pool.end() resolves before its sockets have closed; dropping WITH (FORCE) then kills a closing
      // connection whose FATAL notice surfaces as an unhandled error. Let them go first (bounded).
      for (let i = 0; i < 40; i++) {
        const { rows } = await drop.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
        if (rows[0].n === 0) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await drop.end();
    },
  };
}
