import { describe, expect, it } from 'vitest';
import { cleanPartyName } from './parties.js';

describe('party names', () => {
  it("drops a sentence's full stop after a name and keeps an abbreviation's", () => {
    expect(cleanPartyName('Robert Lindqvist.')).toBe('Robert Lindqvist');
    expect(cleanPartyName('Meridian Yoga Studio, Corp.')).toBe('Meridian Yoga Studio, Corp.');
    expect(cleanPartyName('Summit Cycle Works Inc.')).toBe('Summit Cycle Works Inc.');
    expect(cleanPartyName('Harbor Supply Co.')).toBe('Harbor Supply Co.');
    expect(cleanPartyName('Martin Luther Jr.')).toBe('Martin Luther Jr.');
    expect(cleanPartyName('Ana J.')).toBe('Ana J.');
  });
});
