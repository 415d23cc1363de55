import { MENTOR_CREATES_PER_DAY, MENTORS_PER_ACCOUNT } from '../src/plugins/mentors/mentor-limits';
import { signUp } from './support/test-app';
import { useTestApp } from './support/use-test-app';

const owl = { name: 'Owl', specialty: 'Night', personality: 'Wise', avatar: '🦉', isPublic: true };

describe('custom mentor limits (e2e)', () => {
  const t = useTestApp({ plugins: ['credits', 'mentors'] });

  const ownedBy = async (userId: string): Promise<number> => {
    const [row] = await t.dataSource.query(
      `SELECT count(*)::int AS n FROM "custom_characters" WHERE "ownerId" = $1`,
      [userId],
    );
    return (row as { n: number }).n;
  };

  it(`allows ${MENTOR_CREATES_PER_DAY} creates a day per account, then answers 429 with Retry-After`, async () => {
    const { agent, user } = await signUp(t);
    for (let i = 0; i < MENTOR_CREATES_PER_DAY; i++)
      await agent
        .post('/api/custom-characters')
        .send({ ...owl, name: `Owl ${i}` })
        .expect(201);
    const refused = await agent.post('/api/custom-characters').send(owl).expect(429);
    expect(refused.body.message).toBe(
      `You have created ${MENTOR_CREATES_PER_DAY} custom mentors today, the daily limit; try again later`,
    );
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(23 * 3600);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
    expect(await ownedBy(user.id)).toBe(MENTOR_CREATES_PER_DAY);
    const other = await signUp(t);
    await other.agent.post('/api/custom-characters').send(owl).expect(201);
  });

  it(`caps the mentors one account owns at ${MENTORS_PER_ACCOUNT} (409), even for 30 parallel creates`, async () => {
    const { agent, user } = await signUp(t);
    const room = 10;
    await t.dataSource.query(
      `INSERT INTO "custom_characters" ("ownerId", "name", "avatar", "specialty", "personality", "isPublic")
       SELECT $1, 'Mentor ' || n, '🦉', 'History', 'Kind', true FROM generate_series(1, $2) AS n`,
      [user.id, MENTORS_PER_ACCOUNT - room],
    );
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        agent.post('/api/custom-characters').send({ ...owl, name: `Spam ${i}` }),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([...Array(room).fill(201), ...Array(30 - room).fill(409)]);
    const refused = answers.find((a) => a.status === 409)!;
    expect(refused.body).toMatchObject({
      statusCode: 409,
      message: `You already have ${MENTORS_PER_ACCOUNT} custom mentors, the most one account may keep; delete one to make another`,
      limit: MENTORS_PER_ACCOUNT,
    });
    expect(await ownedBy(user.id)).toBe(MENTORS_PER_ACCOUNT);

    // Imports count too; deleting one makes room again.
    await agent.post('/api/custom-characters/import').send({ name: 'Card' }).expect(409);
    const [mine] = (await t.dataSource.query(
      `SELECT "id" FROM "custom_characters" WHERE "ownerId" = $1 LIMIT 1`,
      [user.id],
    )) as { id: string }[];
    await agent.delete(`/api/custom-characters/${mine!.id}`).expect(200);
    await agent.post('/api/custom-characters/import').send({ name: 'Card' }).expect(201);
    expect(await ownedBy(user.id)).toBe(MENTORS_PER_ACCOUNT);
  });
});
