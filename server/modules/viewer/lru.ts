/** A small least-recently-used map bounded by a total size (entries count 1 each unless sized). */
export class Lru<V> {
  private map = new Map<string, { value: V; size: number }>();
  private total = 0;

  constructor(
    private readonly budget: number,
    private readonly sizeOf: (value: V) => number = () => 1,
  ) {}

  get(key: string): V | undefined {
    const hit = this.map.get(key);
    if (!hit) return undefined;
    this.map.delete(key);
    this.map.set(key, hit);
    return hit.value;
  }

  set(key: string, value: V) {
    const size = this.sizeOf(value);
    if (size > this.budget) return;
    const old = this.map.get(key);
    if (old) {
      this.total -= old.size;
      this.map.delete(key);
    }
    this.map.set(key, { value, size });
    this.total += size;
    for (const [k, v] of this.map) {
      if (this.total <= this.budget) break;
      this.map.delete(k);
      this.total -= v.size;
    }
  }
}

/** Runs `compute` once per key at a time: concurrent callers share the promise, the result is cached. */
export function cached<V>(cache: Lru<V>, inFlight: Map<string, Promise<V>>, key: string, compute: () => Promise<V>): Promise<V> {
  const hit = cache.get(key);
  if (hit !== undefined) return Promise.resolve(hit);
  const running = inFlight.get(key);
  if (running) return running;
  const p = compute()
    .then((value) => {
      cache.set(key, value);
      return value;
    })
    .finally(() => inFlight.delete(key));
  inFlight.set(key, p);
  return p;
}
