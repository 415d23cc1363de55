import {
  GROUPS_PER_LEARNER,
  MEMBERS_PER_GROUP,
} from '../src/plugins/groups/group-chats/group-limits';
import {
  GROUP_VOICE_MEGABYTES_PER_DAY,
  GROUP_VOICE_MESSAGES_PER_DAY,
  GroupVoiceQuota,
} from '../src/plugins/groups/messages/voice-quota';
import { balanceOf } from './support/credits-probe';
import { webm } from './support/groups-test-kit';
import { signUp, type SignedUp } from './support/test-app';
import { useTestApp } from './support/use-test-app';

const MB = 1024 * 1024;

describe('study groups: the daily voice allowance and the membership caps (e2e)', () => {
  const t = useTestApp({
    plugins: ['credits', 'groups'],
    env: { STARTING_CREDITS: '600', GROUP_JOIN_CREDITS: '0', RATE_LIMIT_PER_MINUTE: '100000' },
  });

  async function groupOf(owner: SignedUp, name = 'Voice circle') {
    const { body } = await owner.agent.post('/api/group-chats').send({ name }).expect(201);
    return body as { id: string; shareId: string };
  }

  const stored = async () => {
    const [row] = await t.dataSource.query(
      `SELECT (SELECT count(*) FROM "media")::int AS media,
              (SELECT count(*) FROM "group_messages")::int AS messages`,
    );
    return row as { media: number; messages: number };
  };

  const voice = (user: SignedUp, groupId: string, bytes = 2048) =>
    user.agent
      .post(`/api/group-chats/${groupId}/voice`)
      .send({ audioData: webm(bytes), duration: 2 });

  describe('voice messages', () => {
    it(`refuses the voice message after ${GROUP_VOICE_MESSAGES_PER_DAY} in a day with a 429 naming it, storing nothing`, async () => {
      const owner = await signUp(t);
      const group = await groupOf(owner);
      for (let sent = 0; sent < GROUP_VOICE_MESSAGES_PER_DAY; sent += 10) {
        const batch = await Promise.all(Array.from({ length: 10 }, () => voice(owner, group.id)));
        expect(batch.map((r) => r.status)).toEqual(Array(10).fill(201));
      }
      const before = await stored();
      const balance = await balanceOf(owner.agent);

      const refused = await voice(owner, group.id).expect(429);
      expect(refused.body).toMatchObject({
        statusCode: 429,
        message: `You have sent ${GROUP_VOICE_MESSAGES_PER_DAY} voice messages today, the daily limit; try again later`,
        quota: 'group-voice-messages',
        limit: GROUP_VOICE_MESSAGES_PER_DAY,
      });
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBe(refused.body.retryAfterSeconds);
      expect(retryAfter).toBeGreaterThan(23 * 3600);
      expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
      expect(await stored()).toEqual(before);
      expect(await balanceOf(owner.agent)).toBe(balance);

      // The allowance is the learner's, in every group; another learner's is their own.
      const other = await signUp(t);
      const elsewhere = await groupOf(owner, 'Another circle');
      await voice(owner, elsewhere.id).expect(429);
      await voice(other, (await groupOf(other)).id).expect(201);
    }, 60_000);

    it(`counts the decoded megabytes: past ${GROUP_VOICE_MEGABYTES_PER_DAY} MB a day the upload is a 429 naming them`, async () => {
      const owner = await signUp(t);
      const group = await groupOf(owner);
      // What a day of recordings used before (200 MB over HTTP would be 270 MB of base64).
      await t.app
        .get(GroupVoiceQuota)
        .take(owner.user.id, GROUP_VOICE_MEGABYTES_PER_DAY * MB - 5 * MB);
      const before = await stored();

      const refused = await voice(owner, group.id, 6 * MB).expect(429);
      expect(refused.body).toMatchObject({
        message: `Your voice messages today have reached the daily limit of ${GROUP_VOICE_MEGABYTES_PER_DAY} MB; try again later`,
        quota: 'group-voice-megabytes',
        limit: GROUP_VOICE_MEGABYTES_PER_DAY,
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(await stored()).toEqual(before);

      // The refused upload took nothing: what is left still takes a smaller recording, then no more.
      await voice(owner, group.id, 5 * MB - 100).expect(201);
      await voice(owner, group.id, 200).expect(429);
    }, 60_000);

    it('lets exactly the allowance through when uploads race at its edge', async () => {
      const owner = await signUp(t);
      const group = await groupOf(owner);
      const quota = t.app.get(GroupVoiceQuota);
      for (let i = 0; i < GROUP_VOICE_MESSAGES_PER_DAY - 3; i++) await quota.take(owner.user.id, 1);
      const before = await stored();
      const answers = await Promise.all(Array.from({ length: 12 }, () => voice(owner, group.id)));
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses).toEqual([...Array(3).fill(201), ...Array(9).fill(429)]);
      const after = await stored();
      expect(after.media - before.media).toBe(3);
      expect(after.messages - before.messages).toBe(3);
    });

    it('takes nothing of the allowance for an upload refused as not audio', async () => {
      const owner = await signUp(t);
      const group = await groupOf(owner);
      const quota = t.app.get(GroupVoiceQuota);
      for (let i = 0; i < GROUP_VOICE_MESSAGES_PER_DAY - 1; i++) await quota.take(owner.user.id, 1);
      await owner.agent
        .post(`/api/group-chats/${group.id}/voice`)
        .send({ audioData: Buffer.from('plain text, not audio').toString('base64'), duration: 1 })
        .expect(400);
      await voice(owner, group.id).expect(201);
      await voice(owner, group.id).expect(429);
    });
  });

  describe('membership caps', () => {
    /** `count` learners made straight in the database (no sign-up: they never send a request). */
    async function seedLearners(count: number): Promise<string[]> {
      const rows: { id: string }[] = await t.dataSource.query(
        `INSERT INTO "users" ("email")
         SELECT 'seeded-' || gen_random_uuid() || '@example.com' FROM generate_series(1, $1)
         RETURNING "id"`,
        [count],
      );
      return rows.map((r) => r.id);
    }

    const membersOf = async (groupId: string): Promise<number> => {
      const [{ n }] = await t.dataSource.query(
        `SELECT count(*)::int AS n FROM "group_members" WHERE "groupId" = $1`,
        [groupId],
      );
      return n;
    };

    it(`lets exactly ${MEMBERS_PER_GROUP} into a group when joins race, answering the others 409`, async () => {
      const owner = await signUp(t);
      const group = await groupOf(owner, 'Crowded circle');
      const seeded = await seedLearners(MEMBERS_PER_GROUP - 4);
      await t.dataSource.query(
        `INSERT INTO "group_members" ("groupId", "userId", "role")
         SELECT $1, id, 'member' FROM unnest($2::uuid[]) AS id`,
        [group.id, seeded],
      );
      const joiners = await Promise.all(Array.from({ length: 10 }, () => signUp(t)));
      const answers = await Promise.all(
        joiners.map((j) =>
          j.agent
            .post(`/api/group-chats/${group.id}/join`)
            .send({ shareId: group.shareId, isShareLink: true }),
        ),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([
        ...Array(3).fill(200),
        ...Array(7).fill(409),
      ]);
      for (const r of answers.filter((a) => a.status === 409))
        expect(r.body).toMatchObject({
          message: `This study group is full (${MEMBERS_PER_GROUP} members)`,
          cap: 'members-per-group',
          limit: MEMBERS_PER_GROUP,
        });
      expect(await membersOf(group.id)).toBe(MEMBERS_PER_GROUP);
      // The members list is whole.
      const { body: members } = await owner.agent
        .get(`/api/group-chats/${group.id}/members`)
        .expect(200);
      expect(members).toHaveLength(MEMBERS_PER_GROUP);
    }, 60_000);

    it(`lets a learner into at most ${GROUPS_PER_LEARNER} groups when joins and creates race`, async () => {
      const learner = await signUp(t);
      const [creator] = await seedLearners(1);
      // The learner is already in GROUPS_PER_LEARNER - 4 groups.
      const groups: { id: string; shareId: string }[] = await t.dataSource.query(
        `INSERT INTO "group_chats" ("name", "shareId", "createdBy")
         SELECT 'seeded ' || i, 'seeded-share-' || gen_random_uuid(), $1
         FROM generate_series(1, $2) AS i RETURNING "id", "shareId"`,
        [creator, GROUPS_PER_LEARNER + 6],
      );
      const [already, open] = [groups.slice(0, GROUPS_PER_LEARNER - 4), groups.slice(-10)];
      await t.dataSource.query(
        `INSERT INTO "group_members" ("groupId", "userId", "role")
         SELECT id, $2, 'member' FROM unnest($1::uuid[]) AS id`,
        [already.map((g) => g.id), learner.user.id],
      );
      const answers = await Promise.all([
        ...open.map((g) =>
          learner.agent
            .post(`/api/group-chats/${g.id}/join`)
            .send({ shareId: g.shareId, isShareLink: true }),
        ),
        ...Array.from({ length: 3 }, (_, i) =>
          learner.agent.post('/api/group-chats').send({ name: `mine ${i}` }),
        ),
      ]);
      // Joins answer 200 and creates 201: four pass between them, whichever they are.
      const statuses = answers.map((a) => (a.status === 201 ? 200 : a.status)).sort();
      expect(statuses).toEqual([...Array(4).fill(200), ...Array(9).fill(409)]);
      for (const r of answers.filter((a) => a.status === 409))
        expect(r.body).toMatchObject({
          message: `You are already in ${GROUPS_PER_LEARNER} study groups, the most one learner may belong to`,
          cap: 'groups-per-learner',
          limit: GROUPS_PER_LEARNER,
        });

      // The list is whole, and opening a link of a group one is in still answers as a member.
      const { body: list } = await learner.agent.get('/api/group-chats').expect(200);
      expect(list).toHaveLength(GROUPS_PER_LEARNER);
      const member = already[0]!;
      const again = await learner.agent
        .post(`/api/group-chats/${member.id}/join`)
        .send({ shareId: member.shareId })
        .expect(200);
      expect(again.body).toMatchObject({ alreadyMember: true });
    }, 60_000);
  });
});
