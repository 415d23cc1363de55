import { randomUUID } from 'node:crypto';
import { signInAsAdmin } from './support/admin-session';
import { signUp } from './support/test-app';
import { useTestApp } from './support/use-test-app';

const METRICS_TOKEN = 'metrics-token-for-the-e2e-test-0123456789';
const ADMIN_EMAIL = 'operator@example.com';
const ADMIN_PASSWORD = 'operator chose this';

/** The value of one sample line, e.g. `agora_credits_total{movement="spent",feature="chat-message"} 1`. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  const line = text
    .split('\n')
    .find(
      (l) =>
        l.startsWith(`${name}{`) &&
        Object.entries(labels).every(([k, v]) => l.includes(`${k}="${v}"`)),
    );
  return line === undefined ? undefined : Number(line.split(' ').pop());
}

describe('operators’ metrics on /api/metrics (prom-client)', () => {
  const t = useTestApp({
    plugins: ['credits', 'mentors', 'chat', 'admin'],
    env: { METRICS_TOKEN, ADMIN_EMAIL },
  });
  const scrape = async () =>
    (await t.http.get('/api/metrics').set('Authorization', `Bearer ${METRICS_TOKEN}`).expect(200))
      .text;

  describe('refuses the public', () => {
    it('answers a visitor 401', async () => {
      await t.http.get('/api/metrics').expect(401);
    });

    it('answers a wrong token 401, without telling how close it was', async () => {
      const res = await t.http
        .get('/api/metrics')
        .set('Authorization', `Bearer ${METRICS_TOKEN.slice(0, -1)}x`)
        .expect(401);
      expect(res.text).not.toContain('agora_');
    });

    it('answers a signed-in learner 403', async () => {
      const learner = await signUp(t);
      await learner.agent.get('/api/metrics').expect(403);
    });
  });

  describe('answers operators', () => {
    it('with the bearer METRICS_TOKEN, in the Prometheus text format', async () => {
      const res = await t.http
        .get('/api/metrics')
        .set('Authorization', `Bearer ${METRICS_TOKEN}`)
        .expect(200)
        .expect('Content-Type', /text\/plain/);
      expect(res.text).toContain('# TYPE agora_http_request_duration_seconds histogram');
      expect(res.text).toContain('agora_process_cpu_seconds_total');
    });

    it('with the site admin’s session', async () => {
      const admin = await signInAsAdmin(t.app, ADMIN_EMAIL, ADMIN_PASSWORD);
      const res = await admin.get('/api/metrics').expect(200);
      expect(res.text).toContain('agora_queue_jobs');
    });
  });

  it('times requests by route pattern, never by the raw path', async () => {
    const id = randomUUID();
    await t.http.get(`/media/${id}`).expect(404);
    const text = await scrape();
    expect(
      sample(text, 'agora_http_request_duration_seconds_count', {
        method: 'GET',
        route: '/media/:id',
        status: '404',
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(id);
  });

  it('counts AI calls by provider and the credits they spent, and shows queue depth', async () => {
    const learner = await signUp(t);
    const before = await scrape();
    const spentBefore =
      sample(before, 'agora_credits_total', { movement: 'spent', feature: 'chat-message' }) ?? 0;
    await learner.agent
      .post('/api/character-chat')
      .send({
        message: 'Why does the apple fall?',
        persona: 'Albert Einstein',
        conversationHistory: [],
      })
      .expect(200);

    const text = await scrape();
    expect(
      sample(text, 'agora_ai_calls_total', { provider: 'offline', status: 'ok' }),
    ).toBeGreaterThanOrEqual(1);
    expect(text).toContain('# TYPE agora_ai_cost_usd_total counter');
    expect(
      sample(text, 'agora_credits_total', { movement: 'spent', feature: 'chat-message' }),
    ).toBeGreaterThan(spentBefore);
    expect(sample(text, 'agora_queue_jobs', { queue: 'credits', state: 'failed' })).toBe(0);
  });
});
