import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { AdminAccountService } from '../src/plugins/admin';
import { PLUGIN_NAMES } from '../src/plugins/registry';
import { type AppRoute, routeTable, sampleOf } from './support/route-table';
import { connectSocket } from './support/socket-client';
import { createTestApp, signUp, type SignedUp, type TestApp } from './support/test-app';

import {
  type Caller,
  type Resource,
  type Cell,
  PUBLIC,
  MATRIX,
  NOT_API,
  CHANNELS,
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  matches,
} from './support/authz-matrix-table';

/**
 * Owner, another user, a visitor and the admin against every route of the running app (all
 * plugins booted) and every socket channel: what each gets is declared above, once.
 */
describe('authorization matrix (e2e)', () => {
  let t: TestApp;
  let owner: SignedUp;
  let other: SignedUp;
  let admin: { agent: TestAgent; cookie: string };
  const ids = {} as Record<Resource, string>;

  beforeAll(async () => {
    t = await createTestApp({
      plugins: [...PLUGIN_NAMES],
      env: {
        OPENAI_API_KEY: '',
        ANTHROPIC_API_KEY: '',
        RATE_LIMIT_PER_MINUTE: '100000',
        ADMIN_EMAIL,
        STARTING_CREDITS: '2000',
      },
    });
    owner = await signUp(t);
    other = await signUp(t);
    await t.app.get(AdminAccountService).createOrReset(ADMIN_EMAIL, ADMIN_PASSWORD);
    const adminAgent = request.agent(t.app.getHttpServer()) as unknown as TestAgent;
    const login = await adminAgent
      .post('/api/auth/login')
      .send({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD })
      .expect(200);
    const cookie = ([] as string[])
      .concat(login.headers['set-cookie'] ?? [])
      .map((c) => c.split(';')[0] ?? '')
      .find((c) => c.startsWith('agora.sid='))!;
    admin = { agent: adminAgent, cookie };
    await createOwnersResources();
  }, 90_000);
  afterAll(async () => {
    await t?.close();
  });

  async function created(res: Promise<request.Response>, what: string): Promise<request.Response> {
    const answer = await res;
    if (answer.status >= 300) throw new Error(`${what}: ${answer.status} ${answer.text}`);
    return answer;
  }

  async function createOwnersResources(): Promise<void> {
    const a = owner.agent;
    ids.chat = (
      await created(a.post('/api/chats').send({ persona: 'Albert Einstein' }), 'chat')
    ).body.id;
    const sharedChat = (
      await created(a.post('/api/chats').send({ persona: 'Albert Einstein' }), 'chat')
    ).body.id;
    ids.share = (
      await created(a.patch(`/api/chats/${sharedChat}/share`).send({ isPublic: true }), 'share')
    ).body.shareId;
    ids.mentor = (
      await created(
        a.post('/api/custom-characters').send({
          name: 'Captain Nova',
          specialty: 'Space pirate',
          personality: 'Bold and curious.',
          background: 'Sailed the rings of Saturn.',
        }),
        'mentor',
      )
    ).body.id;
    const original = {
      id: 'pool-post-1',
      author: 'Marie Curie',
      content: 'I worked for years to isolate radium from tonnes of pitchblende.',
      topic: 'Science & Technology',
    };
    ids.rabbitHole = (
      await created(
        a
          .post('/api/rabbit-holes')
          .send({ originalPostId: original.id, originalPost: original, language: 'English' }),
        'rabbit hole',
      )
    ).body.id;
    ids.post = original.id;
    ids.homePost = (
      await created(
        a.post('/api/home-feed/posts').send({ content: 'What is light made of?', language: 'en' }),
        'home-feed post',
      )
    ).body.id;
    const group = (
      await created(
        a.post('/api/group-chats').send({ name: 'Physics circle', description: 'Newton' }),
        'group',
      )
    ).body;
    ids.group = group.id;
    ids.groupShare = group.shareId;
    ids.openGroup = (
      await created(a.post('/api/group-chats').send({ name: 'Open circle' }), 'group')
    ).body.id;
    ids.agentFeed = (
      await created(
        a.post('/api/agent-feed/generate').send({
          topic: 'electromagnetism',
          agentCount: 3,
          researchDepth: 2,
          useAPI: 'offline',
        }),
        'agent feed',
      )
    ).body.feedId;
    ids.media = randomUUID();
    ids.checkout = `cs_test_${randomUUID().replace(/-/g, '')}`;
  }

  function urlOf(route: AppRoute, resource: Resource | undefined): string {
    return route.path.replace(/:([A-Za-z_]\w*)/g, () =>
      encodeURIComponent(resource ? ids[resource] : randomUUID()),
    );
  }

  function send(who: Caller, route: AppRoute, url: string, cell: Cell): Promise<number> {
    const agent =
      who === 'owner'
        ? owner.agent
        : who === 'other'
          ? other.agent
          : who === 'admin'
            ? admin.agent
            : (request(t.app.getHttpServer()) as unknown as TestAgent);
    const method = route.method.toLowerCase() as 'get' | 'post';
    const call = agent[method](url);
    const body = cell.body ? cell.body(ids) : route.body ? sampleOf(route.body) : {};
    return Promise.resolve(route.method === 'GET' ? call : call.send(body as object)).then(
      (res) => res.status,
    );
  }

  it('gives every caller what the matrix declares on every route, and every route is classified', async () => {
    const routes = routeTable(t.app).filter((r) => !NOT_API(r));
    const unclassified = routes
      .map((r) => `${r.method} ${r.path}`)
      .filter((key) => !PUBLIC.has(key) && !MATRIX[key]);
    expect(unclassified).toEqual([]);
    const served = new Set(routes.map((r) => `${r.method} ${r.path}`));
    const stale = [...PUBLIC, ...Object.keys(MATRIX)].filter((key) => !served.has(key));
    expect(stale).toEqual([]);

    const failures: string[] = [];
    let tried = 0;
    let refused = 0;
    let allowed = 0;
    // Strangers first: a refused DELETE must leave the owner's resource in place for the next rows.
    const order: Caller[] = ['visitor', 'other', 'admin', 'owner'];
    for (const route of routes) {
      const cell = MATRIX[`${route.method} ${route.path}`];
      if (!cell) continue;
      for (const who of order) {
        const expected = cell.expect[who];
        if (!expected) continue;
        const status = await send(who, route, urlOf(route, cell.resource), cell);
        tried += 1;
        if (status === 401 || status === 403 || status === 404) refused += 1;
        else if (status < 400) allowed += 1;
        if (!matches(expected, status))
          failures.push(`${route.method} ${route.path} as ${who}: ${status}, expected ${expected}`);
      }
    }

    const sockets = {
      owner: owner.cookie,
      other: other.cookie,
      visitor: undefined,
      admin: admin.cookie,
    };
    let joinsTried = 0;
    let joinsRefused = 0;
    for (const [who, cookie] of Object.entries(sockets) as [Caller, string | undefined][]) {
      const socket = await connectSocket(t.url, cookie);
      try {
        for (const { channel, room, expect: may } of CHANNELS) {
          const ack = (await socket.emitWithAck('join', { channel, id: room(ids) })) as {
            ok: boolean;
          };
          joinsTried += 1;
          if (!ack.ok) joinsRefused += 1;
          if (ack.ok !== may[who])
            failures.push(`join ${channel} as ${who}: ${ack.ok}, expected ${may[who]}`);
        }
      } finally {
        socket.close();
      }
    }

    const counts = {
      routes: routes.length,
      publicRoutes: PUBLIC.size,
      matrixRoutes: Object.keys(MATRIX).length,
      cellsTried: tried,
      cellsRefused: refused,
      cellsAllowed: allowed,
      socketJoinsTried: joinsTried,
      socketJoinsRefused: joinsRefused,
      failures: failures.length,
    };
    console.log(`authz matrix: ${JSON.stringify(counts)}`);
    const results = join(__dirname, '..', '..', 'bench', 'results');
    mkdirSync(results, { recursive: true });
    writeFileSync(join(results, 'authz-matrix.json'), `${JSON.stringify(counts, null, 2)}\n`);

    expect(failures).toEqual([]);
    expect(tried).toBeGreaterThan(150);
  }, 120_000);
});
