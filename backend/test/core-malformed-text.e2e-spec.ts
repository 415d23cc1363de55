import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { PLUGIN_NAMES } from '../src/plugins/registry';
import { type AppRoute, routeTable, sampleOf, textPaths, withTextAt } from './support/route-table';
import { createTestApp, signUp, type SignedUp, type TestApp } from './support/test-app';

const NUL = 'nul\u0000here';
const LONE_SURROGATE = 'half\uD800pair';

interface Probe {
  route: AppRoute;
  field: string;
  url: string;
  body?: unknown;
}

/**
 * Walks every route of the running app (read from its router, so a new route is walked without
 * anyone listing it) and sends a NUL or a lone surrogate in each path parameter, query field and
 * body text field: never a 5xx, and a 400 naming the field from every Nest route.
 */
describe('NUL characters and lone surrogates in any request text (e2e)', () => {
  let t: TestApp;
  let user: SignedUp;

  beforeAll(async () => {
    t = await createTestApp({
      plugins: [...PLUGIN_NAMES],
      env: { OPENAI_API_KEY: '', ANTHROPIC_API_KEY: '', RATE_LIMIT_PER_MINUTE: '100000' },
    });
    user = await signUp(t);
  }, 90_000);
  afterAll(async () => {
    await t?.close();
  });

  function probes(route: AppRoute): Probe[] {
    const params = [...route.path.matchAll(/[:*]([A-Za-z_]\w*)/g)].map((m) => m[1]!);
    const pathWith = (bad: string | undefined) =>
      route.path
        .replace(/[:*]([A-Za-z_]\w*)/g, (_, name: string) =>
          name === bad ? encodeURIComponent(NUL) : randomUUID(),
        )
        .replace(/[{}]/g, '');
    const list: Probe[] = params.map((p) => ({ route, field: p, url: pathWith(p) }));
    const queryFields = route.query ? textPaths(route.query).map((p) => p.join('.')) : [];
    const goodQuery = route.query ? (sampleOf(route.query) as Record<string, unknown>) : {};
    for (const q of queryFields.length ? queryFields : ['q']) {
      const query = new URLSearchParams();
      for (const [k, v] of Object.entries(goodQuery)) if (v !== undefined) query.set(k, String(v));
      query.set(q, NUL);
      list.push({ route, field: q, url: `${pathWith(undefined)}?${query}` });
    }
    if (route.method !== 'GET' && route.method !== 'HEAD') {
      const bodyPaths = route.body ? textPaths(route.body) : [['text']];
      const goodBody = route.body ? sampleOf(route.body) : {};
      bodyPaths.forEach((p, i) =>
        list.push({
          route,
          field: p.join('.') || 'body',
          url: pathWith(undefined),
          body: withTextAt(goodBody, p, i === 0 ? LONE_SURROGATE : NUL),
        }),
      );
    }
    return list;
  }

  it('answers every route, signed in and out, with no 5xx and a 400 naming the field', async () => {
    const routes = routeTable(t.app);
    const nestRoutes = routes.filter((r) => r.nest);
    expect(nestRoutes.length).toBeGreaterThan(60);
    expect(nestRoutes.filter((r) => r.body).length).toBeGreaterThan(20);
    const all = routes.flatMap(probes);
    const failures: string[] = [];
    let sent = 0;
    for (const client of [user.agent, request(t.app.getHttpServer())]) {
      for (const probe of all) {
        const method = probe.route.method.toLowerCase() as 'get' | 'post';
        const call = client[method](probe.url);
        const where = `${probe.route.method} ${probe.route.path} [${probe.field}]`;
        sent += 1;
        const res = await Promise.resolve(
          probe.body === undefined ? call : call.send(probe.body as object),
        ).catch((error: Error) => ({ status: 599, body: { message: error.message } }));
        if (res.status >= 500) failures.push(`${where}: ${res.status}`);
        else if (probe.route.nest && res.status !== 400)
          failures.push(`${where}: ${res.status} instead of 400`);
        else if (probe.route.nest && !String(res.body.message).startsWith(`${probe.field}:`))
          failures.push(`${where}: message does not name the field: ${res.body.message}`);
      }
    }
    if (process.env.SHOW_COUNTS)
      console.log(
        JSON.stringify({
          routes: routes.length,
          nest: nestRoutes.length,
          probes: all.length,
          sent,
        }),
      );
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(300);
  }, 120_000);

  it('answers the shared chat of an id holding NUL with 400, not 500', async () => {
    const res = await t.http.get('/api/shared-chats/abc%00def').expect(400);
    expect(res.body.message).toMatch(/^shareId: /);
  });
});
