import { randomUUID } from 'node:crypto';
import { personaCatalogue } from '../src/ai/catalogue/persona-catalogue';
import { OFFLINE_MODEL, OfflineEngine } from '../src/ai/offline/offline-engine';
import { ExplorePoolRepository } from '../src/plugins/feed/explore/explore-pool.repository';
import { openAiCompletion, openAiError, openAiStream } from './support/fake-openai';
import { useAiTestApp } from './support/use-ai-test-app';

const persona = personaCatalogue.toProfile(personaCatalogue.get('Marie Curie'));

/** Every engine call, offline ones too, is written to ai_calls exactly once by the one metering wrapper. */
describe('AI layer: one metered row per engine call', () => {
  const { ai, openai, userId, ctx, calls } = useAiTestApp();

  it('routes offline work asked for with provider "offline" and records it as one free row', async () => {
    const before = openai.requests.length;
    const result = await ai.generatePosts(
      { topics: ['radioactivity'], count: 3 },
      ctx('explore', { useAPI: 'offline' }),
    );
    expect(result).toMatchObject({ provider: 'offline', model: OFFLINE_MODEL });
    expect(result.notice).toBeUndefined();
    expect(result.data.length).toBeGreaterThan(0);
    const spoken = await ai.speech(
      { text: 'Nothing in life is to be feared.', voice: 'alloy' },
      ctx('voice-message', { useAPI: 'offline' }),
    );
    expect(spoken.provider).toBe('offline');
    expect(openai.requests.length).toBe(before);

    const rows = await calls();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      userId,
      feature: 'explore',
      operation: 'posts',
      provider: 'offline',
      model: OFFLINE_MODEL,
      costUsd: '0.000000',
      status: 'ok',
      errorStatus: null,
    });
    expect(rows[0].tokensOut).toBeGreaterThan(0);
    expect(rows[1]).toMatchObject({
      feature: 'voice-message',
      operation: 'speech',
      provider: 'offline',
      model: 'mespeak-en-us',
      tokensIn: 'Nothing in life is to be feared.'.length,
      costUsd: '0.000000',
    });
  });

  it('records a provider failure once, with its status, even when the SDK retried it', async () => {
    const before = openai.requests.length;
    openai.enqueue(
      openAiError(500, 'boom', 'server_error'),
      openAiError(500, 'boom', 'server_error'),
    );
    await expect(
      ai.analyzeQuestion({ question: 'What is radium?' }, ctx('question')),
    ).rejects.toMatchObject({ status: 502 });
    expect(openai.requests.length - before).toBe(2);
    expect(await calls()).toEqual([
      expect.objectContaining({
        feature: 'question',
        operation: 'analyze-question',
        provider: 'openai',
        model: 'gpt-4o-mini',
        status: 'error',
        errorStatus: 502,
        tokensIn: 0,
        tokensOut: 0,
        costUsd: '0.000000',
      }),
    ]);
  });

  it('records a failed streamed chat once as a failure', async () => {
    openai.enqueue(openAiError(401, 'Incorrect API key provided'));
    const stream = ai.streamChat(
      { persona, history: [], message: 'Hello' },
      ctx('chat-message', { apiKey: 'sk-wrong' }),
    );
    await expect(stream.result).rejects.toMatchObject({ status: 401 });
    expect(await calls()).toEqual([
      expect.objectContaining({
        operation: 'chat',
        provider: 'openai',
        status: 'error',
        errorStatus: 401,
        userKey: true,
      }),
    ]);
  });

  it('records malformed output as one failure with the tokens it used, then one offline answer', async () => {
    openai.enqueue(
      openAiCompletion('not json', { prompt_tokens: 100, completion_tokens: 10 }),
      openAiCompletion('still not json', { prompt_tokens: 120, completion_tokens: 10 }),
    );
    const result = await ai.analyzeQuestion({ question: 'Why is the sky blue?' }, ctx('question'));
    expect(result.provider).toBe('offline');
    const rows = await calls();
    expect(rows.map((r: { provider: string; status: string }) => [r.provider, r.status])).toEqual([
      ['openai', 'error'],
      ['offline', 'ok'],
    ]);
    expect(rows[0]).toMatchObject({ errorStatus: 502, tokensIn: 220, tokensOut: 20 });
    expect(Number(rows[0].costUsd)).toBeCloseTo((220 * 0.15 + 20 * 0.6) / 1e6, 8);
  });

  it('meters a streamed chat once, with the usage the stream reported at its end', async () => {
    openai.enqueue(openAiStream(['Radium', ' glows', ' softly', '.']));
    const stream = ai.streamChat(
      { persona, history: [], message: 'Tell me about radium' },
      ctx('chat-message'),
    );
    const tokens: string[] = [];
    for await (const token of stream) tokens.push(token);
    expect(tokens.join('')).toBe('Radium glows softly.');
    expect(await stream.result).toMatchObject({ provider: 'openai' });
    const rows = await calls();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      userId,
      feature: 'chat-message',
      operation: 'chat',
      provider: 'openai',
      model: 'gpt-4o-mini',
      tokensIn: 50,
      tokensOut: 4,
      status: 'ok',
      userKey: false,
    });
    expect(Number(rows[0].costUsd)).toBeCloseTo((50 * 0.15 + 4 * 0.6) / 1e6, 6);
  });

  it('meters a streamed thread reply of several figures as one call', async () => {
    const input = {
      originalPost: { author: 'Charles Darwin', content: 'Natural selection shapes species.' },
      thread: [],
      userPost: { username: 'Lee', content: 'Why do finches differ between islands?' },
      oneOnOne: false,
    };
    const speakers = new OfflineEngine().speakersFor(input);
    expect(speakers.length).toBeGreaterThanOrEqual(2);
    for (const _ of speakers) openai.enqueue(openAiStream(['Variation', ' matters', '.']));
    const heard: string[] = [];
    const result = await ai.replyInThread(input, ctx('rabbit-hole-reply'), (_author, token) =>
      heard.push(token),
    );
    expect(result.provider).toBe('openai');
    expect(heard.length).toBeGreaterThan(0);
    const rows = await calls();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      operation: 'thread-reply',
      tokensIn: 50 * speakers.length,
      tokensOut: 3 * speakers.length,
      status: 'ok',
    });
  });
});

/** A plugin that wants the offline engine asks AiService for it, so its work is accounted too. */
describe('AI layer: a plugin’s offline work is metered', () => {
  const { t, calls } = useAiTestApp({ plugins: ['feed'] });

  it('accounts the explore feed’s offline top-up when no pool holds a post for the reader', async () => {
    // Readers of other languages fall back on the English pool; once this visitor has read all of
    // it (and the German pool is empty) the offline engine writes (English) posts at once.
    const visitor = randomUUID();
    const pool = t.app.get(ExplorePoolRepository);
    while ((await pool.takeUnseen('en', `visitor:${visitor}`, 30)).posts.length > 0);
    const res = await t.http
      .post('/api/generate-posts')
      .set('Cookie', `agora_visitor=${visitor}`)
      .send({ count: 3, language: 'German' })
      .expect(200);
    expect(res.body.posts).toHaveLength(3);
    expect(await calls()).toContainEqual(
      expect.objectContaining({
        userId: null,
        feature: 'explore',
        operation: 'posts',
        provider: 'offline',
        model: OFFLINE_MODEL,
        costUsd: '0.000000',
      }),
    );
  });
});
