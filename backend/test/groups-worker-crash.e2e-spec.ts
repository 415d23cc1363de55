import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import type { Socket } from 'socket.io-client';
import { ensureBuiltBackend } from './support/built-backend';
import { balanceOf, costOf } from './support/credits-probe';
import { FakeAiServer } from './support/fake-ai-server';
import { openAiStream } from './support/fake-openai';
import { connectSocket } from './support/socket-client';
import { createTestApp, signUp, type TestApp } from './support/test-app';

const FIGURES = ['Galileo Galilei', 'Isaac Newton'];
// Slow enough that the worker is certainly in the middle of the first answer when it is killed.
const TOKENS = [
  'Things ',
  'fall ',
  'because ',
  'mass ',
  'attracts ',
  'mass. ',
  'Do ',
  'you ',
  'see ',
  'why?',
];

describe('groups: a worker killed during a mention (e2e)', () => {
  let api: TestApp;
  let model: FakeAiServer;
  let modelUrl: string;
  const workers: ChildProcess[] = [];
  let socket: Socket | undefined;

  beforeAll(async () => {
    ensureBuiltBackend();
    model = new FakeAiServer(() => openAiStream(TOKENS, { eventGapMs: 150 }));
    modelUrl = await model.start();
    api = await createTestApp({
      plugins: ['credits', 'groups'],
      env: { WORKERS: 'off', STARTING_CREDITS: '600' },
    });
  }, 240_000);
  afterAll(async () => {
    socket?.close();
    for (const w of workers) w.kill('SIGKILL');
    await api?.close();
    await model?.close();
  }, 30_000);

  function startWorker(): ChildProcess {
    const child = spawn(process.execPath, [join(__dirname, '..', 'dist', 'worker.js')], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'error',
        DATABASE_URL: api.databaseUrl,
        REDIS_PREFIX: api.redisPrefix,
        PLUGINS: 'auth,credits,groups',
        OPENAI_API_KEY: 'sk-server-key',
        OPENAI_BASE_URL: `${modelUrl}/v1`,
        ANTHROPIC_API_KEY: '',
      },
      stdio: 'ignore',
    });
    workers.push(child);
    return child;
  }

  const answersTo = async (messageId: string) =>
    (await api.dataSource.query(
      `SELECT "characterId" FROM "group_messages" WHERE "answersId" = $1 ORDER BY "createdAt"`,
      [messageId],
    )) as { characterId: string }[];

  it('answers each mentioned figure exactly once after the restart, charging once', async () => {
    const owner = await signUp(api);
    const { body: group } = await owner.agent
      .post('/api/group-chats')
      .send({ name: 'Crash course' })
      .expect(201);
    socket = await connectSocket(api.url, owner.cookie);
    expect(await socket.emitWithAck('join', { channel: 'group', id: group.id })).toEqual({
      ok: true,
    });
    const cost = await costOf(owner.agent, 'group-ai-message');
    const before = await balanceOf(owner.agent);

    const first = startWorker();
    const firstToken = new Promise<void>((resolve) => socket!.once('group-token', () => resolve()));
    const { body: mention } = await owner.agent
      .post(`/api/group-chats/${group.id}/messages`)
      .send({ content: 'Why do things fall?', mentions: FIGURES })
      .expect(201);
    await firstToken;
    first.kill('SIGKILL');
    await new Promise((resolve) => first.once('exit', resolve));
    const savedBeforeRestart = (await answersTo(mention.id)).length;
    expect(savedBeforeRestart).toBeLessThan(FIGURES.length);

    startWorker();
    const end = Date.now() + 120_000;
    while ((await answersTo(mention.id)).length < FIGURES.length && Date.now() < end)
      await new Promise((r) => setTimeout(r, 500));
    // Let any duplicate run finish before counting.
    await new Promise((r) => setTimeout(r, 3000));
    expect((await answersTo(mention.id)).map((a) => a.characterId)).toEqual(FIGURES);
    expect(await balanceOf(owner.agent)).toBe(before - FIGURES.length * cost);
  }, 240_000);
});
