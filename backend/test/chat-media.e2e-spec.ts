import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestApp, signUp } from './support/test-app';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** An OpenAI-compatible server whose every endpoint fails, as a provider outage looks on the wire. */
async function failingOpenAi(): Promise<{ server: Server; baseUrl: string; hits: string[] }> {
  const hits: string[] = [];
  const server = createServer((req, res) => {
    hits.push(`${req.method} ${req.url}`);
    req.resume();
    res.writeHead(500, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        error: {
          message: 'The server had an error while processing your request.',
          type: 'server_error',
        },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, hits };
}

describe('paid chat media when the provider fails (e2e)', () => {
  let t: TestApp;
  let provider: Awaited<ReturnType<typeof failingOpenAi>>;

  beforeAll(async () => {
    provider = await failingOpenAi();
    t = await createTestApp({
      plugins: ['credits', 'mentors', 'chat'],
      env: {
        OPENAI_API_KEY: 'sk-test-failing',
        OPENAI_BASE_URL: provider.baseUrl,
        AI_MAX_RETRIES: '0',
        AI_DEFAULT_PROVIDER: 'openai',
      },
    });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => provider.server.close(resolve));
  }, 30_000);

  it('refunds the image charge when the image provider fails, and keeps no image on the message', async () => {
    const { agent, user } = await signUp(t);
    const { body: chat } = await agent
      .post('/api/chats')
      .send({ persona: 'Vincent van Gogh' })
      .expect(201);
    const { body: message } = await agent
      .post(`/api/chats/${chat.id}/messages`)
      .send({ role: 'assistant', content: 'The night sky is alive.' })
      .expect(201);
    const before = (await agent.get('/api/user/subscription').expect(200)).body.credits as number;

    const res = await agent.post('/api/character-chat/image').send({
      prompt: 'A starry night over the village',
      size: '1024x1024',
      persona: 'Vincent van Gogh',
      messageId: message.id,
    });

    expect(res.status).toBeGreaterThanOrEqual(500);
    expect(provider.hits.some((hit) => hit.includes('/images/generations'))).toBe(true);
    const { body: after } = await agent.get('/api/user/subscription').expect(200);
    expect(after.credits).toBe(before);
    const { body: detail } = await agent.get(`/api/chats/${chat.id}`).expect(200);
    expect(detail.messages[0].imageUrl).toBeNull();
    const { body: ledger } = await agent.get('/api/user/subscription').expect(200);
    expect(
      ledger.recentTransactions
        .slice(0, 2)
        .map((tx: { amount: number }) => Math.sign(tx.amount))
        .sort(),
    ).toEqual([-1, 1]);
    expect(
      await t.dataSource.query(`SELECT "status" FROM "credit_charges" WHERE "userId" = $1`, [
        user.id,
      ]),
    ).toEqual([{ status: 'released' }]);
  });
});
