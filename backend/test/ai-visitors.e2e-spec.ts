import request from 'supertest';
import { POSTS, useAiTestApp } from './support/use-ai-test-app';
import { signUp } from './support/test-app';

const original = {
  id: 'pool-post-1',
  author: 'Marie Curie',
  content: 'I worked for years to isolate radium from tonnes of pitchblende.',
  topic: 'Science & Technology',
};
const paid = { useAPI: 'openai', language: 'English' };

describe("visitors never spend the server's AI keys (e2e)", () => {
  const ai = useAiTestApp({ plugins: ['feed', 'rabbit-holes', 'chat', 'credits', 'mentors'] });

  beforeEach(() => {
    ai.openai.requests.length = 0;
    ai.anthropic.requests.length = 0;
  });

  it('answers every AI route a visitor may call with the offline engine: no provider request', async () => {
    const visitor = request.agent(ai.t.app.getHttpServer());
    const hole = await visitor
      .post('/api/rabbit-holes')
      .send({ originalPostId: original.id, originalPost: original, language: 'English' })
      .expect(201);
    const calls: [string, Record<string, unknown>][] = [
      ['/api/generate-posts', { ...paid, count: 5 }],
      ['/api/generate-custom-posts', { ...paid, topics: ['chemistry'], count: 3 }],
      ['/api/analyze-question', { ...paid, question: 'Why does radium glow?' }],
      ['/api/generate-question-posts', { ...paid, originalQuestion: 'Why does radium glow?' }],
      [
        '/api/generate-rabbit-hole',
        { ...paid, originalPost: original, rabbitHoleId: hole.body.id },
      ],
      [
        '/api/generate-ai-response',
        {
          ...paid,
          rabbitHoleId: hole.body.id,
          originalPost: original,
          userPost: { username: 'Ada', content: 'How did you measure it?' },
          replyToAuthor: 'Marie Curie',
        },
      ],
      ['/api/character-chat', { ...paid, persona: 'Marie Curie', message: 'Hello, Madame Curie' }],
    ];
    for (const [path, body] of calls) {
      const res = await visitor.post(path).set('x-ai-api-key', 'sk-visitor-own-key').send(body);
      expect({ path, status: res.status, body: res.status < 300 ? 'ok' : res.body }).toEqual({
        path,
        status: res.status < 300 ? res.status : 200,
        body: 'ok',
      });
    }
    expect(ai.openai.requests).toHaveLength(0);
    expect(ai.anthropic.requests).toHaveLength(0);
    const rows = await ai.calls();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row: { provider: string }) => row.provider === 'offline')).toBe(true);
  });

  it('still lets a signed-in user within budget reach the provider', async () => {
    ai.openai.enqueue({ json: chatCompletion(POSTS) });
    const { agent } = await signUp(ai.t);
    await agent
      .post('/api/generate-custom-posts')
      .send({ ...paid, topics: ['programming'], count: 1 })
      .expect(200);
    expect(ai.openai.requests.length).toBeGreaterThan(0);
  });
});

function chatCompletion(content: string) {
  return {
    id: 'chatcmpl-1',
    object: 'chat.completion',
    created: 0,
    model: 'gpt-4o-mini',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}
