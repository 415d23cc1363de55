import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { balanceOf, costOf } from './support/credits-probe';
import { openAiStream } from './support/fake-openai';
import { connectSocket } from './support/socket-client';
import { signUp, type SignedUp } from './support/test-app';
import { useAiTestApp } from './support/use-ai-test-app';

const PERSONA = 'Albert Einstein';
const ask = (extra: object) => ({
  message: 'Why does the apple fall?',
  persona: PERSONA,
  conversationHistory: [],
  ...extra,
});

interface ChargeRow {
  key: string;
  status: string;
  amount: number;
}

describe('chat charges: one payment, one reply; delivered replies stay paid (e2e)', () => {
  const { t, openai } = useAiTestApp({ plugins: ['credits', 'mentors', 'chat'] });

  const setBalance = (user: SignedUp, credits: number) =>
    t.dataSource.query(`UPDATE "credit_balances" SET "balance" = $2 WHERE "userId" = $1`, [
      user.user.id,
      credits,
    ]);
  const chargesOf = (user: SignedUp): Promise<ChargeRow[]> =>
    t.dataSource.query(
      `SELECT "key", "status", "amount" FROM "credit_charges" WHERE "userId" = $1 ORDER BY "createdAt"`,
      [user.user.id],
    );
  const completions = () =>
    openai.requests.filter((r) => r.path.endsWith('/chat/completions')).length;
  const assistantMessages = async (user: SignedUp, chatId: string): Promise<number> => {
    const { body } = await user.agent.get(`/api/chats/${chatId}`).expect(200);
    return (body.messages as { role: string }[]).filter((m) => m.role === 'assistant').length;
  };

  it('charges each of 200 concurrent replies that reuse one stream id, and answers no more than were paid', async () => {
    const learner = await signUp(t);
    const cost = await costOf(learner.agent, 'chat-message');
    const affordable = 20;
    await setBalance(learner, affordable * cost);
    const { body: chat } = await learner.agent
      .post('/api/chats')
      .send({ persona: PERSONA })
      .expect(201);
    const streamId = randomUUID();

    const statuses = await Promise.all(
      Array.from({ length: 200 }, () =>
        learner.agent
          .post('/api/character-chat')
          .send(ask({ chatId: chat.id, streamId }))
          .then((res) => res.status),
      ),
    );

    const answered = statuses.filter((s) => s === 200).length;
    expect(statuses.filter((s) => s !== 200 && s !== 402)).toEqual([]);
    expect(answered).toBe(affordable);
    expect(await balanceOf(learner.agent)).toBe(0);
    expect(await assistantMessages(learner, chat.id)).toBe(affordable);
    const charges = await chargesOf(learner);
    expect(charges).toHaveLength(affordable);
    expect(new Set(charges.map((c) => c.key)).size).toBe(affordable);
    expect(charges.every((c) => c.status === 'captured' && c.amount === cost)).toBe(true);
  }, 60_000);

  it('at a balance of 0, lets no reply through, even under a stream id that paid before: no token, no saved message, all 402', async () => {
    const learner = await signUp(t);
    const cost = await costOf(learner.agent, 'chat-message');
    await setBalance(learner, cost);
    const { body: chat } = await learner.agent
      .post('/api/chats')
      .send({ persona: PERSONA })
      .expect(201);
    const streamId = randomUUID();
    await learner.agent
      .post('/api/character-chat')
      .send(ask({ chatId: chat.id, streamId }))
      .expect(200);
    expect(await balanceOf(learner.agent)).toBe(0);

    const socket = await connectSocket(t.url, learner.cookie);
    const tokens: string[] = [];
    socket.on('ai-token', (e: { token: string }) => tokens.push(e.token));
    const completionsBefore = completions();
    try {
      const statuses = await Promise.all(
        Array.from({ length: 30 }, () =>
          learner.agent
            .post('/api/character-chat')
            .send(ask({ chatId: chat.id, streamId }))
            .then((res) => res.status),
        ),
      );
      await sleep(200);
      expect(statuses).toEqual(Array.from({ length: 30 }, () => 402));
      expect(tokens).toEqual([]);
      expect(await assistantMessages(learner, chat.id)).toBe(1);
      expect(await balanceOf(learner.agent)).toBe(0);
      expect(completions()).toBe(completionsBefore);
    } finally {
      socket.close();
    }
  });

  it('keeps the charge when the learner read the tokens over the socket and aborted the request before its end', async () => {
    const learner = await signUp(t);
    const before = await balanceOf(learner.agent);
    const cost = await costOf(learner.agent, 'chat-message');
    const words = Array.from({ length: 12 }, (_, i) => ` word${i}`);
    openai.enqueue(openAiStream(words, { eventGapMs: 80 }));
    const socket = await connectSocket(t.url, learner.cookie);
    const streamId = randomUUID();
    const received: string[] = [];
    const aborter = new AbortController();
    const enoughRead = new Promise<void>((resolve) =>
      socket.on('ai-token', (e: { streamId: string; token: string }) => {
        if (e.streamId !== streamId) return;
        received.push(e.token);
        if (received.length >= 8) resolve();
      }),
    );
    try {
      const request = fetch(`${t.url}/api/character-chat`, {
        method: 'POST',
        headers: { cookie: learner.cookie, 'content-type': 'application/json' },
        body: JSON.stringify(ask({ streamId, useAPI: 'openai' })),
        signal: aborter.signal,
      }).catch((error: Error) => error.name);
      await enoughRead;
      aborter.abort();
      expect(await request).toBe('AbortError');
      await sleep(1500);

      expect(received.join('')).toContain('word7');
      expect(await balanceOf(learner.agent)).toBe(before - cost);
      expect(await chargesOf(learner)).toEqual([
        expect.objectContaining({ status: 'captured', amount: cost }),
      ]);
    } finally {
      socket.close();
    }
  }, 30_000);

  it('refunds a reply aborted before any token reached the learner', async () => {
    const learner = await signUp(t);
    const before = await balanceOf(learner.agent);
    openai.enqueue(openAiStream([' late'], { delayMs: 1500 }));
    const aborter = new AbortController();
    const request = fetch(`${t.url}/api/character-chat`, {
      method: 'POST',
      headers: { cookie: learner.cookie, 'content-type': 'application/json' },
      body: JSON.stringify(ask({ streamId: randomUUID(), useAPI: 'openai' })),
      signal: aborter.signal,
    }).catch((error: Error) => error.name);
    await sleep(400);
    aborter.abort();
    expect(await request).toBe('AbortError');
    await sleep(2000);

    expect(await balanceOf(learner.agent)).toBe(before);
    expect(await chargesOf(learner)).toEqual([expect.objectContaining({ status: 'released' })]);
  }, 30_000);

  it('keeps the voice charge once the audio is generated and attached to the message', async () => {
    const learner = await signUp(t);
    const before = await balanceOf(learner.agent);
    const cost = await costOf(learner.agent, 'voice-message');
    const { body: chat } = await learner.agent
      .post('/api/chats')
      .send({ persona: PERSONA })
      .expect(201);
    const { body: message } = await learner.agent
      .post(`/api/chats/${chat.id}/messages`)
      .send({ role: 'assistant', content: 'Imagine riding a beam of light.' })
      .expect(201);

    const { body } = await learner.agent
      .post('/api/character-chat/voice')
      .send({ text: 'Imagine riding a beam of light.', voice: 'alloy', messageId: message.id })
      .expect(200);

    expect(body.audioUrl).toEqual(expect.any(String));
    expect(await balanceOf(learner.agent)).toBe(before - cost);
    expect(await chargesOf(learner)).toEqual([
      expect.objectContaining({ key: expect.stringMatching(/^voice:/), status: 'captured' }),
    ]);
  });
});
