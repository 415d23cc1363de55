import { Body, Controller, Module, Post } from '@nestjs/common';
import type { AiProviderChoice } from '@agora/contracts';
import { AiAccountingService, AiService, aiContextOf } from '../src/ai';
import { AiApiKey } from '../src/core/auth/ai-api-key.decorator';
import { personaCatalogue } from '../src/ai/catalogue/persona-catalogue';
import { anthropicStream } from './support/fake-anthropic';
import { openAiCompletion, openAiError } from './support/fake-openai';
import { POSTS, useAiTestApp } from './support/use-ai-test-app';

/** A stand-in for a plugin route, to see AI errors through the real exception filter. */
/** The signed-in user the test controller asks as (a visitor would only get the offline engine). */
let requesterId: string | undefined;

@Controller('test-ai')
class TestAiController {
  constructor(private readonly ai: AiService) {}

  @Post('posts')
  posts(
    @Body() body: { topics: string[]; useAPI?: AiProviderChoice },
    @AiApiKey() apiKey: string | undefined,
  ) {
    return this.ai.generatePosts(
      { topics: body.topics, count: 2 },
      aiContextOf({ ...body, apiKey, userId: requesterId }, 'explore'),
    );
  }
}
@Module({ controllers: [TestAiController] })
class TestAiModule {}

describe('AI layer: provider routing, accounting and budget', () => {
  const { t, ai, openai, anthropic, userId, ctx, calls, spendOnAnotherInstance } = useAiTestApp({
    modules: [TestAiModule],
  });
  requesterId = userId;

  it('generates through OpenAI and records provider, model, tokens, latency and cost', async () => {
    openai.enqueue(openAiCompletion(POSTS, { prompt_tokens: 1000, completion_tokens: 500 }));
    const result = await ai.generatePosts({ topics: ['programming'], count: 3 }, ctx());
    expect(result).toMatchObject({ provider: 'openai', model: 'gpt-4o-mini' });
    expect(result.notice).toBeUndefined();
    expect(result.data[0]).toMatchObject({
      author: 'Ada Lovelace',
      avatar: '💻',
      claimKind: 'documented',
    });
    expect(openai.requests.at(-1)!.headers.authorization).toBe('Bearer sk-server-key');
    const [row] = await calls();
    expect(row).toMatchObject({
      userId,
      feature: 'explore',
      operation: 'posts',
      provider: 'openai',
      model: 'gpt-4o-mini',
      tokensIn: 1000,
      tokensOut: 500,
      status: 'ok',
      userKey: false,
    });
    expect(Number(row.costUsd)).toBeCloseTo((1000 * 0.15 + 500 * 0.6) / 1e6, 8);
    expect(row.latencyMs).toBeGreaterThanOrEqual(0);
  });

  it('sums cost and calls per provider for the admin view', async () => {
    openai.enqueue(openAiCompletion(POSTS, { prompt_tokens: 2000, completion_tokens: 1000 }));
    await ai.generatePosts({ topics: ['programming'], count: 1 }, ctx());
    await ai.analyzeQuestion({ question: 'What is DNA?' }, ctx('explore', { useAPI: 'claude' }));
    const usage = await t.app.get(AiAccountingService).apiUsage();
    expect(usage).toEqual({ openai: { cost: 0.0009, posts: 1 }, claude: { cost: 0, posts: 0 } });
  });

  it('answers offline with a notice when the chosen provider has no key', async () => {
    const result = await ai.analyzeQuestion(
      { question: 'How does electricity work?' },
      ctx('explore', { useAPI: 'claude', language: 'fr' }),
    );
    expect(result.provider).toBe('offline');
    expect(result.notice).toBe(
      'Le moteur hors ligne n’écrit qu’en anglais : ce contenu est donc en anglais. (No API key for Claude (Anthropic): answered by the offline engine)',
    );
    expect(result.data.topics.join(' ')).toMatch(/electric/);
    expect(anthropic.requests).toHaveLength(0);
    expect((await calls())[0]).toMatchObject({
      provider: 'offline',
      operation: 'analyze-question',
      costUsd: '0.000000',
    });
  });

  it('answers a retired or unknown model with the offline engine and a notice naming it', async () => {
    const gone = {
      status: 404,
      json: {
        error: {
          message: 'The model does not exist or you do not have access to it.',
          type: 'invalid_request_error',
          param: null,
          code: 'model_not_found',
        },
      },
    };
    openai.enqueue(gone);
    const posts = await ai.generatePosts({ topics: ['electricity'], count: 3 }, ctx());
    expect(posts.provider).toBe('offline');
    expect(posts.data).toHaveLength(3);
    expect(posts.notice).toMatch(
      /^OpenAI no longer offers the model "[^"]+" \(retired or unknown\)/,
    );

    anthropic.enqueue({
      status: 404,
      json: { type: 'error', error: { type: 'not_found_error', message: 'model: claude-old' } },
    });
    const stream = ai.streamChat(
      {
        persona: personaCatalogue.toProfile(personaCatalogue.get('Marie Curie')),
        history: [],
        message: 'What is radium?',
        emotion: 'curious',
      },
      ctx('chat-message', { useAPI: 'claude', apiKey: 'sk-ant-user' }),
    );
    const tokens: string[] = [];
    for await (const token of stream) tokens.push(token);
    const reply = await stream.result;
    expect(reply.provider).toBe('offline');
    expect(tokens.join('').length).toBeGreaterThan(20);
    expect(reply.notice).toMatch(/Anthropic no longer offers the model "claude-/);
  });

  it('uses the user’s own Claude key and model, and does not store the key', async () => {
    anthropic.enqueue(anthropicStream(['To', ' be', '.']));
    const stream = ai.streamChat(
      {
        persona: personaCatalogue.toProfile(personaCatalogue.get('William Shakespeare')),
        history: [],
        message: 'Hello',
        emotion: 'curious',
      },
      ctx('chat-message', { useAPI: 'claude', claudeModel: 'sonnet', apiKey: 'sk-ant-user' }),
    );
    const tokens: string[] = [];
    for await (const token of stream) tokens.push(token);
    expect(tokens.join('')).toBe('To be.');
    expect(await stream.result).toMatchObject({
      data: 'To be.',
      provider: 'anthropic',
      model: 'claude-sonnet-4-5',
    });
    const sent = anthropic.requests.at(-1)!;
    expect(sent.headers.authorization).toBe('Bearer sk-ant-user');
    expect(sent.body.system).toContain('feed the curiosity');
    const rows = await calls();
    expect(rows[0]).toMatchObject({
      provider: 'anthropic',
      operation: 'chat',
      userKey: true,
      tokensIn: 42,
      tokensOut: 3,
    });
    expect(JSON.stringify(rows)).not.toContain('sk-ant-user');
  });

  it('falls back to the offline engine once the daily budget is spent, but not for a user’s own key', async () => {
    await spendOnAnotherInstance(0.02);
    const capped = await ai.generatePosts({ topics: ['fossils'], count: 2 }, ctx());
    expect(capped).toMatchObject({
      provider: 'offline',
      notice: 'Daily AI budget reached: answered by the offline engine',
    });
    expect(capped.data.map((p) => p.author)).toContain('Mary Anning');
    openai.enqueue(openAiCompletion(POSTS));
    expect(
      (
        await ai.generatePosts(
          { topics: ['fossils'], count: 2 },
          ctx('explore', { apiKey: 'sk-user-own' }),
        )
      ).provider,
    ).toBe('openai');
    expect(openai.requests.at(-1)!.headers.authorization).toBe('Bearer sk-user-own');
  });

  it('counts this instance’s own spend against the budget at once', async () => {
    openai.enqueue(openAiCompletion(POSTS, { prompt_tokens: 100_000, completion_tokens: 10_000 }));
    expect((await ai.generatePosts({ topics: ['programming'], count: 1 }, ctx())).provider).toBe(
      'openai',
    );
    const next = await ai.generatePosts({ topics: ['programming'], count: 1 }, ctx());
    expect(next).toMatchObject({
      provider: 'offline',
      notice: 'Daily AI budget reached: answered by the offline engine',
    });
  });

  it('maps provider failures to clear HTTP errors through the global filter', async () => {
    openai.enqueue(openAiError(401, 'Incorrect API key provided'));
    const unauthorized = await t.http
      .post('/test-ai/posts')
      .set('x-ai-api-key', 'sk-wrong')
      .send({ topics: ['art'], useAPI: 'openai' })
      .expect(401);
    expect(unauthorized.body.message).toMatch(/Unauthorized: invalid API key/);

    const limited = openAiError(429, 'Rate limit reached', 'requests', { 'retry-after-ms': '5' });
    openai.enqueue(limited, limited);
    const tooMany = await t.http
      .post('/test-ai/posts')
      .send({ topics: ['art'] })
      .expect(429);
    expect(tooMany.body.message).toMatch(/rate limit/i);

    const [failed] = await t.dataSource.query(
      `SELECT status, "errorStatus" FROM ai_calls WHERE status = 'error' ORDER BY "createdAt" LIMIT 1`,
    );
    expect(failed).toEqual({ status: 'error', errorStatus: 401 });
  });
});
