import {
  EXPLORE_POOL_SIZE,
  ExplorePoolRepository,
  type InsertedPosts,
  type NewExplorePost,
  type PostOrigin,
  type StoredExplorePost,
} from '../explore/explore-pool.repository';

/** The explore pool in memory: unseen per viewer, a text stored once per language, marks in seen order. */
export class InMemoryExplorePool extends ExplorePoolRepository {
  readonly rows: (StoredExplorePost & { language: string; origin: PostOrigin })[] = [];
  /** Per viewer, post ids in the order they were seen. */
  readonly seen = new Map<string, string[]>();

  async insert(
    language: string,
    origin: PostOrigin,
    posts: NewExplorePost[],
  ): Promise<InsertedPosts> {
    let added = 0;
    const rows = posts.map((p) => {
      const existing = this.rows.find((r) => r.language === language && r.content === p.content);
      if (existing) return existing;
      const row = { ...p, id: `id-${this.rows.length}`, createdAt: new Date(), language, origin };
      this.rows.push(row);
      added++;
      return row;
    });
    return { posts: [...new Set(rows)], added };
  }

  async takeUnseen(language: string, viewer: string, limit: number) {
    const seen = this.seenBy(viewer);
    const newest = this.rows.filter((r) => r.language === language).slice(-EXPLORE_POOL_SIZE);
    const unseen = newest.filter((r) => !seen.includes(r.id));
    const posts = unseen.slice(0, limit);
    seen.push(...posts.map((p) => p.id));
    return { posts, left: unseen.length - posts.length };
  }

  async forgetOldestSeen(language: string, viewer: string, keep: number) {
    const seen = this.seenBy(viewer);
    const ofLanguage = seen.filter(
      (id) => this.rows.find((r) => r.id === id)?.language === language,
    );
    const dropped = new Set(ofLanguage.slice(0, Math.max(0, ofLanguage.length - keep)));
    this.seen.set(
      viewer,
      seen.filter((id) => !dropped.has(id)),
    );
    return dropped.size;
  }

  async markSeen(_language: string, viewer: string, postIds: string[]) {
    const seen = this.seenBy(viewer);
    seen.push(...postIds.filter((id) => !seen.includes(id)));
  }

  async findPost(id: string) {
    return this.rows.find((r) => r.id === id) ?? null;
  }

  async count(language: string) {
    return this.rows.filter((r) => r.language === language).length;
  }

  private seenBy(viewer: string): string[] {
    const seen = this.seen.get(viewer) ?? [];
    this.seen.set(viewer, seen);
    return seen;
  }
}
