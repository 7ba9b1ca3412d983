import { customType } from 'drizzle-orm/pg-core';

/**
 * A jsonb column that keeps a stored string a string. drizzle's own jsonb() JSON.parses a string the driver hands
 * back, but PGlite and node-postgres have already parsed it, so a stored "150" (a unit) came back as the number 150
 * and "true" as a boolean (drizzle-orm issues #3018 and #5485). Writing is drizzle's: JSON text.
 */
export const jsonb = customType<{ data: unknown; driverData: unknown }>({
  dataType: () => 'jsonb',
  toDriver: (value) => JSON.stringify(value),
  fromDriver: (value) => value,
});
