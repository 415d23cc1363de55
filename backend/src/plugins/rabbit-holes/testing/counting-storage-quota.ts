import type { Viewer } from '../../../core/auth/viewer.decorator';
import { StorageQuota, StorageQuotaExceeded } from '../rabbit-holes.quota';

/** Allows `limit` writes per viewer key, then refuses like the real quota. */
export class CountingStorageQuota extends StorageQuota {
  readonly taken = new Map<string, number>();

  constructor(private readonly limit = Number.POSITIVE_INFINITY) {
    super();
  }

  async take(viewer: Viewer): Promise<void> {
    const key = viewer.userId ?? viewer.address ?? 'unknown';
    const next = (this.taken.get(key) ?? 0) + 1;
    if (next > this.limit) throw new StorageQuotaExceeded(60);
    this.taken.set(key, next);
  }
}
