import { setTimeout as sleep } from 'node:timers/promises';
import { Client } from 'pg';
import { signUp } from './support/test-app';
import { useTestApp } from './support/use-test-app';

const PERSONA = 'Marie Curie';

describe('chats under concurrent calls (e2e)', () => {
  const t = useTestApp({ plugins: ['credits', 'mentors', 'chat'] });

  async function ownedChat() {
    const owner = await signUp(t);
    const { body: chat } = await owner.agent
      .post('/api/chats')
      .send({ persona: PERSONA })
      .expect(201);
    return { owner, chatId: chat.id as string };
  }

  it('hands out one live share id to 20 concurrent share calls', async () => {
    const { owner, chatId } = await ownedChat();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        owner.agent.patch(`/api/chats/${chatId}/share`).send({ isPublic: true }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const ids = new Set(answers.map((a) => a.body.shareId as string));
    expect(ids.size).toBe(1);
    const [shareId] = [...ids];
    await t.http.get(`/api/shared-chats/${shareId}`).expect(200);
  });

  it('answers 404, never 500, to messages written while the chat is deleted', async () => {
    for (let round = 0; round < 3; round++) {
      const { owner, chatId } = await ownedChat();
      const write = (i: number) =>
        owner.agent
          .post(`/api/chats/${chatId}/messages`)
          .send({ role: 'user', content: `message ${i}` })
          .then((r) => r.status);
      const early = Array.from({ length: 10 }, (_, i) => write(i));
      const removal = owner.agent.delete(`/api/chats/${chatId}`).then((r) => r.status);
      const late = Array.from({ length: 10 }, (_, i) => write(10 + i));
      const statuses = [...(await Promise.all([...early, ...late])), await removal];
      expect(statuses.filter((s) => s >= 500)).toEqual([]);
      for (const s of statuses.slice(0, 20)) expect([201, 404]).toContain(s);
    }
  });

  it('answers 404 to a message whose chat is deleted between the owner check and the insert', async () => {
    const { owner, chatId } = await ownedChat();
    const db = new Client({ connectionString: t.databaseUrl });
    await db.connect();
    try {
      // A deletion in flight: the API still sees the chat, its insert waits on the row lock.
      await db.query('BEGIN');
      await db.query('DELETE FROM chats WHERE id = $1', [chatId]);
      const write = owner.agent
        .post(`/api/chats/${chatId}/messages`)
        .send({ role: 'user', content: 'Too late' })
        .then((r) => r);
      await sleep(300);
      await db.query('COMMIT');
      const answer = await write;
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe('Chat not found');
    } finally {
      await db.end();
    }
  });
});
