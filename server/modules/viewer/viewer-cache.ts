import type { PageLayout } from '../../../common/viewer.js';
import { cached, Lru } from './lru.js';

/**
 * Pages drawn to PNG and their word layouts, kept in memory so paging back and forth does not draw again. One per
 * app (AppDeps.viewerCache), keyed by version, page (and width): a version never changes once stored.
 */
export class ViewerCache {
  private readonly images = new Lru<Buffer>(64 * 1024 * 1024, (b) => b.length);
  private readonly imagesInFlight = new Map<string, Promise<Buffer>>();
  private readonly layouts = new Lru<PageLayout>(500);
  private readonly layoutsInFlight = new Map<string, Promise<PageLayout>>();

  image(key: string, draw: () => Promise<Buffer>): Promise<Buffer> {
    return cached(this.images, this.imagesInFlight, key, draw);
  }

  layout(key: string, place: () => Promise<PageLayout>): Promise<PageLayout> {
    return cached(this.layouts, this.layoutsInFlight, key, place);
  }
}
