import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { balanceOf, costOf } from './support/credits-probe';
import { openAiError, openAiStream } from './support/fake-openai';
import { connectSocket, nextEvent } from './support/socket-client';
import { signUp, type SignedUp } from './support/test-app';
import { useAiTestApp } from './support/use-ai-test-app';

const PERSONA = 'Albert Einstein';

interface Message {
  id: string;
  role: string;
  content: string;
}

describe('chat controls: stop, regenerate, edit and resend, rename, search, export (e2e)', () => {
  const { t, openai } = useAiTestApp({ plugins: ['credits', 'mentors', 'chat'] });

  /** A chat holding only the learner's question, not answered yet. */
  const chatAsking = async (learner: SignedUp, question: string) => {
    const { body: chat } = await learner.agent
      .post('/api/chats')
      .send({ persona: PERSONA })
      .expect(201);
    await learner.agent
      .post(`/api/chats/${chat.id}/messages`)
      .send({ role: 'user', content: question })
      .expect(201);
    return chat.id as string;
  };
  /** A chat holding one exchange: the learner's question and the fake's reply. */
  const chatWith = async (learner: SignedUp, question = 'Why does the apple fall?') => {
    const chatId = await chatAsking(learner, question);
    await learner.agent
      .post('/api/character-chat')
      .send({ message: question, persona: PERSONA, chatId })
      .expect(200);
    return chatId;
  };
  const messagesOf = async (learner: SignedUp, chatId: string): Promise<Message[]> =>
    (await learner.agent.get(`/api/chats/${chatId}`).expect(200)).body.messages;
  const chargesOf = (learner: SignedUp): Promise<{ status: string }[]> =>
    t.dataSource.query(`SELECT status FROM credit_charges WHERE "userId" = $1`, [learner.user.id]);

  describe('regenerate', () => {
    it('replaces the last reply with a new one, paid as a new reply', async () => {
      const learner = await signUp(t);
      const chatId = await chatWith(learner);
      const cost = await costOf(learner.agent, 'chat-message');
      const before = await balanceOf(learner.agent);
      openai.enqueue(openAiStream(['Gravity', ' bends', ' spacetime.']));
      const { body } = await learner.agent
        .post(`/api/chats/${chatId}/regenerate`)
        .send({ requestKey: randomUUID() })
        .expect(200);
      expect(body).toMatchObject({
        stopped: false,
        reply: { role: 'assistant', content: 'Gravity bends spacetime.' },
        userMessage: { role: 'user', content: 'Why does the apple fall?' },
      });
      const messages = await messagesOf(learner, chatId);
      expect(messages.map((m) => [m.role, m.content])).toEqual([
        ['user', 'Why does the apple fall?'],
        ['assistant', 'Gravity bends spacetime.'],
      ]);
      expect(await balanceOf(learner.agent)).toBe(before - cost);
    });

    it('runs and charges once when the same request key is submitted twice at once', async () => {
      const learner = await signUp(t);
      const chatId = await chatWith(learner);
      const cost = await costOf(learner.agent, 'chat-message');
      const before = await balanceOf(learner.agent);
      const requestKey = randomUUID();
      const completions = () =>
        openai.requests.filter((r) => r.path.endsWith('/chat/completions')).length;
      const ran = completions();
      openai.enqueue(openAiStream(['Once', ' only.'], { eventGapMs: 30 }));
      const answers = await Promise.all(
        [1, 2, 3].map(() =>
          learner.agent.post(`/api/chats/${chatId}/regenerate`).send({ requestKey }),
        ),
      );
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.filter((s) => s !== 200).every((s) => s === 409)).toBe(true);
      expect(completions() - ran).toBe(1);
      expect(await balanceOf(learner.agent)).toBe(before - cost);
      // Sent again once done: the same answer, no new charge.
      const again = await learner.agent
        .post(`/api/chats/${chatId}/regenerate`)
        .send({ requestKey })
        .expect(200);
      expect(again.body.reply.content).toBe('Once only.');
      expect(await balanceOf(learner.agent)).toBe(before - cost);
      expect(
        (await messagesOf(learner, chatId)).filter((m) => m.role === 'assistant'),
      ).toHaveLength(1);
    });

    it('refunds a regeneration that failed before its first word and keeps the old reply', async () => {
      const learner = await signUp(t);
      const chatId = await chatWith(learner);
      const before = await balanceOf(learner.agent);
      openai.enqueue(openAiError(500, 'down'), openAiError(500, 'down'), openAiError(500, 'down'));
      const res = await learner.agent
        .post(`/api/chats/${chatId}/regenerate`)
        .send({ requestKey: randomUUID(), useAPI: 'openai' });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(await balanceOf(learner.agent)).toBe(before);
      expect((await messagesOf(learner, chatId)).map((m) => m.content)).toEqual([
        'Why does the apple fall?',
        'Hello from the fake.',
      ]);
    });

    it('answers 404 for another learner’s chat and 400 naming a bad request key', async () => {
      const owner = await signUp(t);
      const other = await signUp(t);
      const chatId = await chatWith(owner);
      await other.agent
        .post(`/api/chats/${chatId}/regenerate`)
        .send({ requestKey: randomUUID() })
        .expect(404);
      const bad = await owner.agent
        .post(`/api/chats/${chatId}/regenerate`)
        .send({ requestKey: 'again' })
        .expect(400);
      expect(bad.body.message).toContain('requestKey');
      await t.http
        .post(`/api/chats/${chatId}/regenerate`)
        .send({ requestKey: randomUUID() })
        .expect(401);
    });
  });

  describe('edit the last message and resend', () => {
    it('replaces the last exchange with the edited message and a new reply', async () => {
      const learner = await signUp(t);
      const chatId = await chatWith(learner, 'Waht is light?');
      openai.enqueue(openAiStream(['Light', ' is', ' a', ' wave.']));
      const { body } = await learner.agent
        .post(`/api/chats/${chatId}/edit-last`)
        .send({ requestKey: randomUUID(), content: 'What is light?' })
        .expect(200);
      expect(body.userMessage.content).toBe('What is light?');
      expect((await messagesOf(learner, chatId)).map((m) => m.content)).toEqual([
        'What is light?',
        'Light is a wave.',
      ]);
      const blank = await learner.agent
        .post(`/api/chats/${chatId}/edit-last`)
        .send({ requestKey: randomUUID(), content: '  ' })
        .expect(400);
      expect(blank.body.message).toContain('content');
    });
  });

  describe('one change of a chat at a time', () => {
    const BUSY = 'Another change to this chat is still running; try again once it has finished';
    const paymentsOf = (learner: SignedUp): Promise<{ amount: number; kind: string }[]> =>
      t.dataSource.query(
        `SELECT "amount", "kind" FROM "credit_transactions"
         WHERE "userId" = $1 AND "kind" IN ('spend', 'refund') ORDER BY "createdAt"`,
        [learner.user.id],
      );
    const completions = () =>
      openai.requests.filter((r) => r.path.endsWith('/chat/completions')).length;

    it('runs one of 6 parallel regenerations and refuses the others with 409, charging one reply', async () => {
      const learner = await signUp(t);
      const chatId = await chatAsking(learner, 'Why does the apple fall?');
      const cost = await costOf(learner.agent, 'chat-message');
      const before = await balanceOf(learner.agent);
      const ran = completions();
      // Slow enough that every request arrives while the first one still runs.
      openai.enqueue(openAiStream(['Only', ' once.'], { delayMs: 1000 }));

      const answers = await Promise.all(
        Array.from({ length: 6 }, () =>
          learner.agent.post(`/api/chats/${chatId}/regenerate`).send({ requestKey: randomUUID() }),
        ),
      );

      expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
      const refused = answers.filter((a) => a.status === 409);
      expect(refused.map((a) => a.body.message)).toEqual(Array(5).fill(BUSY));
      expect(completions() - ran).toBe(1);
      expect(await balanceOf(learner.agent)).toBe(before - cost);
      expect(await paymentsOf(learner)).toEqual([{ amount: -cost, kind: 'spend' }]);
      expect((await chargesOf(learner)).map((c) => c.status)).toEqual(['captured']);
      expect((await messagesOf(learner, chatId)).map((m) => [m.role, m.content])).toEqual([
        ['user', 'Why does the apple fall?'],
        ['assistant', 'Only once.'],
      ]);
    });

    it('runs one of 4 parallel edits of the last message and refuses the others with 409, charging one reply', async () => {
      const learner = await signUp(t);
      const chatId = await chatAsking(learner, 'Waht is light?');
      const cost = await costOf(learner.agent, 'chat-message');
      const before = await balanceOf(learner.agent);
      openai.enqueue(openAiStream(['Light', ' is', ' a', ' wave.'], { delayMs: 1000 }));

      const answers = await Promise.all(
        [1, 2, 3, 4].map((i) =>
          learner.agent
            .post(`/api/chats/${chatId}/edit-last`)
            .send({ requestKey: randomUUID(), content: `edit ${i}` }),
        ),
      );

      expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409]);
      const done = answers.find((a) => a.status === 200)!;
      expect(answers.filter((a) => a.status === 409).map((a) => a.body.message)).toEqual(
        Array(3).fill(BUSY),
      );
      expect(await balanceOf(learner.agent)).toBe(before - cost);
      expect(await paymentsOf(learner)).toEqual([{ amount: -cost, kind: 'spend' }]);
      expect((await messagesOf(learner, chatId)).map((m) => [m.role, m.content])).toEqual([
        ['user', done.body.userMessage.content],
        ['assistant', 'Light is a wave.'],
      ]);
      // The chat is free again once the edit is done.
      await learner.agent
        .post(`/api/chats/${chatId}/regenerate`)
        .send({ requestKey: randomUUID() })
        .expect(200);
    });

    it('refunds and changes nothing when the edited message was removed while the reply was written', async () => {
      const learner = await signUp(t);
      const chatId = await chatWith(learner, 'Waht is light?');
      const [question, answer] = await messagesOf(learner, chatId);
      const before = await balanceOf(learner.agent);
      const asked = completions();
      openai.enqueue(openAiStream(['Light', ' is', ' a', ' wave.'], { delayMs: 800 }));

      const edit = learner.agent
        .post(`/api/chats/${chatId}/edit-last`)
        .send({ requestKey: randomUUID(), content: 'What is light?' })
        .then((res) => res);
      while (completions() === asked) await sleep(20);
      await learner.agent.delete(`/api/chats/${chatId}/messages/${question!.id}`).expect(200);
      const res = await edit;

      expect(res.status).toBe(409);
      expect(res.body.message).toContain('removed meanwhile');
      expect(await balanceOf(learner.agent)).toBe(before);
      expect((await messagesOf(learner, chatId)).map((m) => m.id)).toEqual([answer!.id]);
    });
  });

  describe('stop', () => {
    it('stops a streaming reply, keeps and saves what was said, and keeps the charge', async () => {
      const learner = await signUp(t);
      const { body: chat } = await learner.agent
        .post('/api/chats')
        .send({ persona: PERSONA })
        .expect(201);
      const socket = await connectSocket(t.url, learner.cookie);
      const before = await balanceOf(learner.agent);
      const words = Array.from({ length: 40 }, (_, i) => ` word${i}`);
      openai.enqueue(openAiStream(words, { eventGapMs: 50 }));
      const streamId = randomUUID();
      const reply = learner.agent
        .post('/api/character-chat')
        .send({ message: 'Talk a lot', persona: PERSONA, chatId: chat.id, streamId })
        .then((res) => res);
      await nextEvent(socket, 'ai-token', 5000);
      const stop = await learner.agent
        .post('/api/character-chat/stop')
        .send({ streamId })
        .expect(200);
      expect(stop.body).toEqual({ stopped: true });
      const { body } = await reply;
      socket.close();
      expect(body.stopped).toBe(true);
      expect(body.response.length).toBeGreaterThan(0);
      expect(body.response.split(' ').length).toBeLessThan(40);
      const saved = await messagesOf(learner, chat.id);
      expect(saved).toEqual([
        expect.objectContaining({ id: body.messageId, content: body.response }),
      ]);
      expect(await balanceOf(learner.agent)).toBe(
        before - (await costOf(learner.agent, 'chat-message')),
      );
      expect((await chargesOf(learner)).map((c) => c.status)).toEqual(['captured']);
    });

    it('stops nobody else’s reply and names a bad stream id', async () => {
      const learner = await signUp(t);
      const res = await learner.agent
        .post('/api/character-chat/stop')
        .send({ streamId: randomUUID() })
        .expect(200);
      expect(res.body).toEqual({ stopped: false });
      const bad = await learner.agent
        .post('/api/character-chat/stop')
        .send({ streamId: 'x' })
        .expect(400);
      expect(bad.body.message).toContain('streamId');
      await t.http.post('/api/character-chat/stop').send({ streamId: randomUUID() }).expect(401);
    });
  });

  describe('rename, search, export, remove a message', () => {
    it('renames a chat and finds it by title and by content, paged, for its owner only', async () => {
      const learner = await signUp(t);
      const other = await signUp(t);
      const first = await chatWith(learner, 'Tell me about the photoelectric effect');
      const second = await chatWith(learner, 'What did you eat for breakfast?');
      await chatWith(other, 'photoelectric secrets');
      const renamed = await learner.agent
        .patch(`/api/chats/${second}`)
        .send({ title: 'Einstein’s breakfast' })
        .expect(200);
      expect(renamed.body.title).toBe('Einstein’s breakfast');
      const bad = await learner.agent
        .patch(`/api/chats/${second}`)
        .send({ title: ' ' })
        .expect(400);
      expect(bad.body.message).toContain('title');
      await other.agent.patch(`/api/chats/${second}`).send({ title: 'mine' }).expect(404);

      const byTitle = await learner.agent.get('/api/chats/search?q=BREAKFAST').expect(200);
      expect(byTitle.body.chats.map((c: { id: string }) => c.id)).toEqual([second]);
      const byContent = await learner.agent.get('/api/chats/search?q=photoelectric').expect(200);
      expect(byContent.body.chats).toEqual([
        expect.objectContaining({ id: first, snippet: expect.stringContaining('photoelectric') }),
      ]);
      const literal = await learner.agent.get('/api/chats/search?q=%25').expect(200);
      expect(literal.body.chats).toEqual([]);

      const page1 = await learner.agent.get('/api/chats/search?q=fake&limit=1').expect(200);
      expect(page1.body.chats).toHaveLength(1);
      expect(page1.body.nextCursor).toEqual(expect.any(String));
      const page2 = await learner.agent
        .get(`/api/chats/search?q=fake&limit=1&cursor=${page1.body.nextCursor}`)
        .expect(200);
      expect(page2.body.chats.map((c: { id: string }) => c.id)).not.toContain(
        page1.body.chats[0].id,
      );
      expect(page2.body.nextCursor).toBeNull();

      const noQuery = await learner.agent.get('/api/chats/search').expect(400);
      expect(noQuery.body.message).toContain('q');
      const tooMany = await learner.agent.get('/api/chats/search?q=a&limit=500').expect(400);
      expect(tooMany.body.message).toContain('limit');
      await t.http.get('/api/chats/search?q=a').expect(401);
    });

    it('exports a chat as Markdown and as JSON to download, for its owner only', async () => {
      const learner = await signUp(t);
      const chatId = await chatWith(learner, 'Why is the sky blue?');
      const md = await learner.agent.get(`/api/chats/${chatId}/export?format=markdown`).expect(200);
      expect(md.headers['content-type']).toContain('text/markdown');
      expect(md.headers['content-disposition']).toMatch(/^attachment; filename=".+\.md"/);
      expect(md.text).toContain('# Why is the sky blue?');
      expect(md.text).toContain('Hello from the fake.');
      const json = await learner.agent.get(`/api/chats/${chatId}/export?format=json`).expect(200);
      expect(json.headers['content-disposition']).toMatch(/\.json"/);
      expect(JSON.parse(json.text)).toMatchObject({
        format: 'agora-chat',
        messages: [
          { role: 'user', content: 'Why is the sky blue?' },
          { role: 'assistant', content: 'Hello from the fake.' },
        ],
      });
      const bad = await learner.agent.get(`/api/chats/${chatId}/export?format=pdf`).expect(400);
      expect(bad.body.message).toContain('format');
      const other = await signUp(t);
      await other.agent.get(`/api/chats/${chatId}/export?format=json`).expect(404);
    });

    it('removes one message of the owner’s chat (a failed turn), and nobody else’s', async () => {
      const learner = await signUp(t);
      const chatId = await chatWith(learner);
      const [question] = await messagesOf(learner, chatId);
      const other = await signUp(t);
      await other.agent.delete(`/api/chats/${chatId}/messages/${question!.id}`).expect(404);
      await learner.agent.delete(`/api/chats/${chatId}/messages/${question!.id}`).expect(200);
      expect((await messagesOf(learner, chatId)).map((m) => m.role)).toEqual(['assistant']);
      await learner.agent.delete(`/api/chats/${chatId}/messages/${question!.id}`).expect(404);
      const bad = await learner.agent.delete(`/api/chats/${chatId}/messages/nope`).expect(400);
      expect(bad.body.message).toContain('messageId');
    });
  });
});
