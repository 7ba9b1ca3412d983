import { sql } from 'drizzle-orm';
import { pgTable, serial } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/harness.js';
import type { DatabaseHandle } from '../client.js';
import { jsonb } from './jsonb.js';

const values = pgTable('jsonb_round_trip', { id: serial('id').primaryKey(), value: jsonb('value') });

// A lease's unit "150" or a yes/no kept as the text "true" must come back as the strings they are, on the embedded
// database and on PostgreSQL alike (drizzle's own jsonb() turned them into a number and a boolean).
describe('jsonb columns', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
    await handle.db.execute(sql`create table jsonb_round_trip (id serial primary key, value jsonb)`);
  });
  afterAll(() => handle?.close());

  it('returns every value as it was written, strings that look like JSON included', async () => {
    const written = ['150', 'true', 'null', '{"a":1}', 'Suite 150', 150, true, null, { amount: 75, grace_days: 5 }, ['gas', '12']];
    const ids = await handle.db
      .insert(values)
      .values(written.map((value) => ({ value })))
      .returning({ id: values.id });
    const read = await handle.db.select().from(values).orderBy(values.id);
    expect(read.map((r) => r.value)).toEqual(written);
    expect(ids).toHaveLength(written.length);
    const types = await handle.db.execute(sql`select jsonb_typeof(value) as type from jsonb_round_trip order by id`);
    expect(types.rows.map((r) => (r as { type: string | null }).type)).toEqual([
      'string',
      'string',
      'string',
      'string',
      'string',
      'number',
      'boolean',
      null, // a JS null is written as SQL NULL
      'object',
      'array',
    ]);
  });
});
