import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  ADMIN_CHANNEL,
  ADMIN_ROOM_ID,
  GROUP_CHANNEL,
  HOME_FEED_CHANNEL,
  HOME_FEED_ROOM,
  SHARED_CHAT_CHANNEL,
} from '@agora/contracts';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { AdminAccountService } from '../src/plugins/admin';
import { PLUGIN_NAMES } from '../src/plugins/registry';
import { type AppRoute, routeTable, sampleOf } from './support/route-table';
import { connectSocket } from './support/socket-client';
import { createTestApp, signUp, type SignedUp, type TestApp } from './support/test-app';

/** ok: 2xx/3xx · 401 · deny: 403 or 404 · in: past the sign-in check (any 4xx but 401, or 2xx). */
type Expect = 'ok' | '401' | 'deny' | 'in';
type Caller = 'owner' | 'other' | 'visitor' | 'admin';
type Resource =
  | 'chat'
  | 'share'
  | 'mentor'
  | 'rabbitHole'
  | 'post'
  | 'homePost'
  | 'group'
  | 'openGroup'
  | 'groupShare'
  | 'agentFeed'
  | 'media'
  | 'checkout';

interface Cell {
  /** Whose resource fills the route's id (none: the route takes no id). */
  resource?: Resource;
  /** A valid body, so the cell tests who may, not what was sent (default: a sample of the schema). */
  body?: (ids: Record<Resource, string>) => object;
  expect: Partial<Record<Caller, Expect>>;
}

const MINE: Cell['expect'] = { owner: 'ok', other: 'deny', visitor: '401', admin: 'deny' };
const SIGNED_IN: Cell['expect'] = { other: 'in', visitor: '401', admin: 'in' };
const ADMIN_ONLY: Cell['expect'] = { other: 'deny', visitor: '401', admin: 'ok' };
const ANYONE: Cell['expect'] = { other: 'in', visitor: 'in', admin: 'in' };

/** Routes anyone may call, signed in or not, with nothing of anyone's behind them. */
const PUBLIC = new Set([
  'GET /api/health',
  'GET /api/health/live',
  'GET /api/health/ready',
  'GET /api/personas',
  'POST /api/auth/register',
  'POST /api/auth/login',
  'GET /api/auth/user',
  'GET /api/login',
  'POST /api/login',
  'POST /api/login/signup',
  'GET /api/logout',
  'GET /api/callback',
  'GET /api/credit-packs',
  'GET /api/feature-costs',
  'GET /api/subscription-plans',
  'GET /api/coupons',
  'POST /api/stripe/webhook',
  'GET /api/public-stats',
  'GET /api/demo-data',
]);

/** Every other route of the app, with what each caller gets. A route in neither list fails the test. */
const MATRIX: Record<string, Cell> = {
  'GET /media/:id': {
    resource: 'media',
    expect: { other: 'deny', visitor: 'deny', admin: 'deny' },
  },
  'GET /api/user/subscription': { expect: SIGNED_IN },
  'POST /api/create-checkout-session': { expect: SIGNED_IN },
  'GET /api/process-credit-purchase': { expect: SIGNED_IN },
  'GET /api/test-checkout/:sessionId': { resource: 'checkout', expect: SIGNED_IN },
  'POST /api/test-checkout/:sessionId/pay': { resource: 'checkout', expect: SIGNED_IN },
  'POST /api/test-checkout/:sessionId/cancel': { resource: 'checkout', expect: SIGNED_IN },
  'POST /api/generate-posts': { expect: ANYONE },
  'POST /api/generate-custom-posts': { expect: ANYONE },
  'POST /api/analyze-question': { expect: ANYONE },
  'POST /api/generate-question-posts': { expect: ANYONE },
  'POST /api/posts/:id/like': { resource: 'post', expect: SIGNED_IN },
  'POST /api/posts/:id/save': { resource: 'post', expect: SIGNED_IN },
  'GET /api/user/likes': { expect: SIGNED_IN },
  'GET /api/user/saves': { expect: SIGNED_IN },
  'GET /api/activity': { expect: SIGNED_IN },
  'GET /api/user/profile': { expect: SIGNED_IN },
  'POST /api/generate-rabbit-hole': { expect: ANYONE },
  'POST /api/rabbit-holes': { expect: ANYONE },
  'GET /api/rabbit-holes/:id': { resource: 'rabbitHole', expect: ANYONE },
  'POST /api/user-posts': {
    body: (ids) => ({ rabbitHoleId: ids.rabbitHole, content: 'Radium glows because it decays.' }),
    expect: { owner: 'ok', other: 'deny', visitor: 'deny', admin: 'deny' },
  },
  'POST /api/generate-ai-response': { expect: ANYONE },
  'GET /api/chats': { expect: SIGNED_IN },
  'POST /api/chats': { expect: SIGNED_IN },
  'GET /api/chats/:id': { resource: 'chat', expect: MINE },
  'DELETE /api/chats/:id': { resource: 'chat', expect: { ...MINE, owner: undefined } },
  'POST /api/chats/:id/messages': { resource: 'chat', expect: { ...MINE, owner: undefined } },
  'PATCH /api/chats/:id/share': { resource: 'chat', expect: { ...MINE, owner: undefined } },
  'GET /api/chats/search': { expect: SIGNED_IN },
  'PATCH /api/chats/:id': {
    resource: 'chat',
    body: () => ({ title: 'Renamed by the matrix' }),
    expect: MINE,
  },
  'GET /api/chats/:id/export': { resource: 'chat', expect: { ...MINE, owner: undefined } },
  // Both ids are the chat's: the message is not found for anyone; others must not learn more.
  'DELETE /api/chats/:id/messages/:messageId': {
    resource: 'chat',
    expect: { ...MINE, owner: undefined },
  },
  'POST /api/chats/:id/regenerate': { resource: 'chat', expect: { ...MINE, owner: undefined } },
  'POST /api/chats/:id/edit-last': { resource: 'chat', expect: { ...MINE, owner: undefined } },
  'POST /api/character-chat/stop': { expect: SIGNED_IN },
  'POST /api/character-chat': { expect: ANYONE },
  'POST /api/character-chat/voice': { expect: SIGNED_IN },
  'POST /api/character-chat/image': { expect: SIGNED_IN },
  'GET /api/shared-chats/:shareId': {
    resource: 'share',
    expect: { owner: 'ok', other: 'ok', visitor: 'ok', admin: 'ok' },
  },
  'POST /api/shared-chats/:shareId/messages': { resource: 'share', expect: SIGNED_IN },
  'GET /api/custom-characters': { expect: ANYONE },
  'POST /api/custom-characters': { expect: SIGNED_IN },
  'POST /api/custom-characters/import': { expect: SIGNED_IN },
  'POST /api/custom-characters/import/file': { expect: SIGNED_IN },
  'GET /api/custom-characters/:id/card': {
    resource: 'mentor',
    expect: { ...MINE, visitor: 'deny' },
  },
  'GET /api/custom-characters/:id/card.png': {
    resource: 'mentor',
    expect: { ...MINE, visitor: 'deny' },
  },
  'PUT /api/custom-characters/:id': {
    resource: 'mentor',
    body: () => ({
      name: 'Captain Nova',
      specialty: 'Space pirate',
      personality: 'Taken over.',
      background: 'Sailed the rings of Saturn.',
    }),
    expect: MINE,
  },
  'DELETE /api/custom-characters/:id': {
    resource: 'mentor',
    expect: { ...MINE, owner: undefined },
  },
  'GET /api/admin/analytics': { expect: ADMIN_ONLY },
  // Operators: the admin's session (or the METRICS_TOKEN bearer, see core-metrics.e2e-spec.ts).
  'GET /api/metrics': { expect: ADMIN_ONLY },
  'GET /api/admin/users': { expect: ADMIN_ONLY },
  'GET /api/admin/transactions': { expect: ADMIN_ONLY },
  'GET /api/admin/activity': { expect: ADMIN_ONLY },
  'POST /api/agent-feed/generate': { expect: SIGNED_IN },
  'GET /api/agent-feed': { expect: SIGNED_IN },
  'GET /api/agent-feed/:feedId': { resource: 'agentFeed', expect: MINE },
  'POST /api/agent-feed/posts/:id/like': { resource: 'post', expect: SIGNED_IN },
  'POST /api/agent-feed/posts/:id/save': { resource: 'post', expect: SIGNED_IN },
  'GET /api/home-feed': { expect: SIGNED_IN },
  'POST /api/home-feed/posts': { expect: SIGNED_IN },
  'DELETE /api/home-feed/posts/:id': {
    resource: 'homePost',
    expect: { ...MINE, owner: undefined },
  },
  'POST /api/user-posts/:id/like': { resource: 'homePost', expect: SIGNED_IN },
  'POST /api/home-feed/generate-more': { expect: SIGNED_IN },
  'GET /api/group-chats': { expect: SIGNED_IN },
  'POST /api/group-chats': { expect: SIGNED_IN },
  'GET /api/group-chats/share/:shareId': { resource: 'groupShare', expect: ANYONE },
  'POST /api/group-chats/text-to-speech': { expect: SIGNED_IN },
  'GET /api/group-chats/:id': { resource: 'group', expect: MINE },
  'DELETE /api/group-chats/:id': { resource: 'group', expect: { ...MINE, owner: undefined } },
  'GET /api/group-chats/:id/members': { resource: 'group', expect: MINE },
  'POST /api/group-chats/:id/join': { resource: 'openGroup', expect: SIGNED_IN },
  'GET /api/group-chats/:id/messages': { resource: 'group', expect: MINE },
  'POST /api/group-chats/:id/messages': {
    resource: 'group',
    body: () => ({ content: 'Who read the Principia?', language: 'en' }),
    expect: MINE,
  },
  'POST /api/group-chats/:id/voice': {
    resource: 'group',
    body: () => ({
      audioData: Buffer.from('not really audio').toString('base64'),
      duration: 1,
      language: 'en',
    }),
    expect: { ...MINE, owner: undefined },
  },
};

/** Express routes that are not the API (docs, the frontends' files). */
const NOT_API = (route: AppRoute) => !route.nest;

/** Who may join each socket channel's room of the owner's resource. */
const CHANNELS: {
  channel: string;
  room: (ids: Record<Resource, string>) => string;
  expect: Record<Caller, boolean>;
}[] = [
  {
    channel: SHARED_CHAT_CHANNEL,
    room: (ids) => ids.share,
    expect: { owner: true, other: true, visitor: true, admin: true },
  },
  {
    channel: GROUP_CHANNEL,
    room: (ids) => ids.group,
    expect: { owner: true, other: false, visitor: false, admin: false },
  },
  {
    channel: ADMIN_CHANNEL,
    room: () => ADMIN_ROOM_ID,
    expect: { owner: false, other: false, visitor: false, admin: true },
  },
  {
    channel: HOME_FEED_CHANNEL,
    room: () => HOME_FEED_ROOM,
    expect: { owner: true, other: true, visitor: false, admin: true },
  },
];

const ADMIN_EMAIL = 'matrix-admin@example.com';
const ADMIN_PASSWORD = 'matrix admin password';

function matches(expected: Expect, status: number): boolean {
  if (status >= 500) return false;
  switch (expected) {
    case 'ok':
      return status < 400;
    case '401':
      return status === 401;
    case 'deny':
      return status === 403 || status === 404;
    case 'in':
      return status !== 401;
  }
}

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
