import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { sqlRow } from '../../../core/database/sql';
import { RedisService, type RedisScript } from '../../../core/redis/redis.service';
import { EXPLORE_POOL_SIZE } from './explore-pool.repository';

/** A viewer who stays away this long starts the feed afresh. */
const SEEN_KEPT_MS = 90 * 24 * 3600 * 1000;
/** How long a loaded pool id set is trusted before it is loaded from PostgreSQL again. */
const POOL_TRUSTED_MS = 3600 * 1000;
/**
 * Key names of the pool and its loaded flag. They name what they hold: the pool was once an
 * unordered set of every post under "pool", and a new name keeps a Redis that still has one from
 * answering with the wrong type.
 */
const POOL = 'pool-newest';
const POOL_LOADED = 'pool-newest-loaded';

/**
 * Marks ids seen, in that order, after every mark the viewer already has; the scores are Redis's
 * clock in microseconds, made strictly increasing so "the oldest" is never a tie.
 */
const MARK = `
local function mark(seen, ids, keptMs)
  if #ids == 0 then return end
  local clock = redis.call('TIME')
  local at = tonumber(clock[1]) * 1000000 + tonumber(clock[2])
  local newest = redis.call('ZRANGE', seen, -1, -1, 'WITHSCORES')[2]
  if newest and tonumber(newest) >= at then at = tonumber(newest) + 1 end
  -- In slices: Lua's unpack stops at a few thousand values.
  for first = 1, #ids, 1000 do
    local marks = {}
    for i = first, math.min(first + 999, #ids) do
      marks[#marks + 1] = at + i - 1
      marks[#marks + 1] = ids[i]
    end
    redis.call('ZADD', seen, unpack(marks))
  end
  redis.call('PEXPIRE', seen, keptMs)
end
`;

/**
 * Picks up to ARGV[1] pool ids the viewer has not seen, at random, marks them seen and answers
 * { unseen before, picked ids } — or -1 while the pool's ids are not loaded.
 * KEYS: the pool's ids (a sorted set by creation time), its loaded flag, the viewer's seen-marks (a sorted set by time), a scratch key.
 */
const TAKE_UNSEEN = `${MARK}
if redis.call('EXISTS', KEYS[2]) == 0 then return -1 end
local unseen = redis.call('ZDIFFSTORE', KEYS[4], 2, KEYS[1], KEYS[3])
if unseen == 0 then return {0, {}} end
local picked = redis.call('ZRANDMEMBER', KEYS[4], ARGV[1])
redis.call('DEL', KEYS[4])
mark(KEYS[3], picked, ARGV[2])
return {unseen, picked}
`;

/** Marks the ids ARGV[2..] seen by the viewer whose marks are KEYS[1]; ARGV[1] is how long they are kept. */
const MARK_SEEN = `${MARK}
local ids = {}
for i = 2, #ARGV do ids[#ids + 1] = ARGV[i] end
mark(KEYS[1], ids, ARGV[1])
`;

/**
 * Who has been handed which explore post, in Redis: a feed read is one atomic script (pick at random
 * among the unseen, mark, count), so two reads of one viewer never get the same post and the read
 * touches no table. Each language's pool ids (its newest posts) are kept beside the marks, loaded from
 * PostgreSQL when missing (after a Redis restart) and again every hour, which also heals an id whose
 * add was lost. Marks are soft state: lost with Redis, a reader is shown posts again.
 */
/** A pool entry: the post's id, and its creation time, which orders the pool. */
export interface PoolPost {
  id: string;
  createdAt: Date;
}

function scored(posts: PoolPost[]): (string | number)[] {
  return posts.flatMap((post) => [post.createdAt.getTime(), post.id]);
}

@Injectable()
export class RedisSeenMarks {
  private database?: Promise<string>;
  private readonly takeUnseen: RedisScript;
  private readonly markSeen: RedisScript;

  constructor(
    private readonly redis: RedisService,
    @InjectDataSource() private readonly db: DataSource,
  ) {
    this.takeUnseen = redis.script('exploreTakeUnseen', TAKE_UNSEEN, 4);
    this.markSeen = redis.script('exploreMarkSeen', MARK_SEEN, 1);
  }

  /** Null while the language's pool ids are not loaded: load them (`loadPool`) and ask again. */
  async take(
    language: string,
    viewer: string,
    limit: number,
  ): Promise<{ ids: string[]; unseenBefore: number } | null> {
    const answer = (await this.takeUnseen(
      await this.key(POOL, language),
      await this.key(POOL_LOADED, language),
      await this.key('seen', language, viewer),
      await this.key('scratch', language, viewer),
      limit,
      SEEN_KEPT_MS,
    )) as -1 | [number, string[]];
    if (answer === -1) return null;
    return { unseenBefore: answer[0], ids: answer[1] };
  }

  /**
   * Adds the language's newest posts to the pool (a union: a post added meanwhile by another process
   * stays, the oldest beyond the pool's size go) and trusts it for the next hour.
   */
  async loadPool(language: string, posts: PoolPost[]): Promise<void> {
    const pool = await this.key(POOL, language);
    const load = this.redis.client.multi();
    for (let at = 0; at < posts.length; at += 1000)
      load.zadd(pool, ...scored(posts.slice(at, at + 1000)));
    // The set outlives its flag, so it is there while trusted and gone once nobody reads the pool.
    await load
      .zremrangebyrank(pool, 0, -EXPLORE_POOL_SIZE - 1)
      .pexpire(pool, 2 * POOL_TRUSTED_MS)
      .set(await this.key(POOL_LOADED, language), '1', 'PX', POOL_TRUSTED_MS)
      .exec();
  }

  /** Adds newly stored posts to the pool; the oldest beyond the pool's size go. */
  async addToPool(language: string, posts: PoolPost[]): Promise<void> {
    if (posts.length === 0) return;
    const pool = await this.key(POOL, language);
    await this.redis.client
      .multi()
      .zadd(pool, ...scored(posts))
      .zremrangebyrank(pool, 0, -EXPLORE_POOL_SIZE - 1)
      .exec();
  }

  /** Removes ids that name no stored post. */
  async dropFromPool(language: string, ids: string[]): Promise<void> {
    if (ids.length > 0) await this.redis.client.zrem(await this.key(POOL, language), ...ids);
  }

  async mark(language: string, viewer: string, ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.markSeen(await this.key('seen', language, viewer), SEEN_KEPT_MS, ...ids);
  }

  /** Forgets all but the `keep` most recent marks; answers how many went. */
  async forgetOldest(language: string, viewer: string, keep: number): Promise<number> {
    return this.redis.client.zremrangebyrank(
      await this.key('seen', language, viewer),
      0,
      -keep - 1,
    );
  }

  /**
   * Keys name the database the ids come from: a database created again or restored under the same
   * name (a new oid) starts with a fresh pool and fresh marks instead of ids of posts it never had.
   */
  private async key(...parts: string[]): Promise<string> {
    this.database ??= sqlRow<{ oid: string }>(
      this.db,
      `SELECT oid::text AS "oid" FROM pg_database WHERE datname = current_database()`,
    ).then((row) => row?.oid ?? 'unknown');
    return this.redis.key('explore', `db${await this.database}`, ...parts);
  }
}
