/**
 * Work a request started without waiting for it, such as a query-log row written after its answer was sent.
 * One per app (AppDeps.pendingWrites): closing the app waits for all of it, and tests wait with settle().
 */
export class PendingWork {
  private readonly running = new Set<Promise<unknown>>();

  add(work: Promise<unknown>): void {
    this.running.add(work);
    const done = () => this.running.delete(work);
    work.then(done, done);
  }

  /** Resolves when everything added so far, and anything it added meanwhile, has finished. */
  async settle(): Promise<void> {
    while (this.running.size) await Promise.allSettled([...this.running]);
  }
}
