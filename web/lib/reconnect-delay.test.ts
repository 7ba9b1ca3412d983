import { describe, expect, it } from 'vitest';
import { reconnectDelayMs } from './reconnect-delay';

describe('reconnectDelayMs', () => {
  it('backs off 1, 2, 5 seconds, then every 10 seconds', () => {
    expect([0, 1, 2, 3, 4, 50].map(reconnectDelayMs)).toEqual([1000, 2000, 5000, 10_000, 10_000, 10_000]);
  });
});
