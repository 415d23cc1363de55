import { getQueueToken } from '@nestjs/bull';
import type { Queue } from 'bull';
import { GROUPS_QUEUE } from '../src/plugins/groups/groups.jobs';
import { balanceOf } from './support/credits-probe';
import type { RecordedRequest } from './support/fake-ai-server';
import { fakeOpenAi, openAiStream } from './support/fake-openai';
import { createTestApp, signUp, type SignedUp, type TestApp } from './support/test-app';
import { useTestApp } from './support/use-test-app';

type GroupMessage = {
  id: string;
  characterId: string | null;
  content: string;
  transcript?: string | null;
  attachments: { type: string; url: string }[];
};

// A WebM (EBML) header followed by filler, as a browser's recorder starts.
const webm = () => {
  const buf = Buffer.alloc(4096, 7);
  buf.writeUInt32BE(0x1a45dfa3, 0);
  return buf.toString('base64');
};

async function groupOf(owner: SignedUp) {
  const { body } = await owner.agent
    .post('/api/group-chats')
    .send({ name: 'Radiation circle' })
    .expect(201);
  return body as { id: string };
}

/**
 * What each finished mention job answered, by message (jobs are removed once complete, so they are
 * watched from before they run rather than looked up afterwards).
 */
function watchMentionJobs(app: () => TestApp) {
  const results = new Map<string, { answered: number }>();
  beforeAll(() => {
    const queue = app().app.get<Queue>(getQueueToken(GROUPS_QUEUE.name));
    queue.on('completed', (job, result: { answered: number }) =>
      results.set((job.data as { messageId: string }).messageId, result),
    );
  });
  return async (messageId: string, ms = 20_000): Promise<{ answered: number }> => {
    const end = Date.now() + ms;
    while (!results.has(messageId)) {
      if (Date.now() > end) throw new Error(`mention job of ${messageId} did not finish`);
      await new Promise((r) => setTimeout(r, 50));
    }
    return results.get(messageId)!;
  };
}

async function historyOf(user: SignedUp, groupId: string): Promise<GroupMessage[]> {
  const { body } = await user.agent.get(`/api/group-chats/${groupId}/messages`).expect(200);
  return body.messages;
}

describe('study groups with a provider: voice transcripts and figures’ notes (e2e)', () => {
  const openai = fakeOpenAi({ transcript: 'Marie Curie, what makes radium glow?' });
  let t: TestApp;
  beforeAll(async () => {
    const url = await openai.start();
    t = await createTestApp({
      plugins: ['credits', 'groups'],
      env: {
        STARTING_CREDITS: '600',
        OPENAI_API_KEY: 'sk-server-key',
        OPENAI_BASE_URL: `${url}/v1`,
        AI_DEFAULT_PROVIDER: 'openai',
        AI_MAX_RETRIES: '0',
        AI_TIMEOUT_MS: '5000',
        AI_DAILY_BUDGET_USD: '5',
      },
    });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await openai.close();
  }, 30_000);
  const jobDone = watchMentionJobs(() => t);

  const chats = () => openai.requests.filter((r) => r.path.endsWith('/chat/completions'));

  it('hears a voice message in the job: the transcript is shown and Marie Curie, named in it, answers', async () => {
    const owner = await signUp(t);
    const group = await groupOf(owner);
    const { body: voice } = await owner.agent
      .post(`/api/group-chats/${group.id}/voice`)
      .send({ audioData: webm(), duration: 3 })
      .expect(201);
    // The request itself never waits for speech to text.
    expect(voice.transcript ?? null).toBeNull();
    expect(await jobDone(voice.id)).toEqual({ answered: 1 });

    const upload = openai.requests.find((r) => r.path.endsWith('/audio/transcriptions'))!;
    expect(upload.body.fields.model).toBe('gpt-4o-mini-transcribe');
    expect(upload.body.files.file.type).toBe('audio/webm');

    const [heard, answer] = await historyOf(owner, group.id);
    expect(heard).toMatchObject({
      id: voice.id,
      transcript: 'Marie Curie, what makes radium glow?',
      mentions: ['Marie Curie'],
    });
    expect(answer).toMatchObject({ characterId: 'Marie Curie' });
    expect(answer!.content).toContain('Hello from the fake.');
    const asked = chats().at(-1)!.body.messages.at(-1).content as string;
    expect(asked).toContain('(voice message) Marie Curie, what makes radium glow?');
  });

  it('gives a figure its own note the next time it is mentioned, never another figure’s', async () => {
    const owner = await signUp(t);
    const group = await groupOf(owner);
    const say = async (content: string, mentions: string[]) => {
      const { body } = await owner.agent
        .post(`/api/group-chats/${group.id}/messages`)
        .send({ content, mentions })
        .expect(201);
      await jobDone(body.id);
    };
    openai.enqueue(openAiStream(['Apples', ' fall', ' by', ' gravity.']));
    await say('Why do apples fall?', ['Isaac Newton']);
    openai.enqueue(openAiStream(['Polonium', ' was', ' my', ' first.', ' Then', ' radium.']));
    await say('What did you discover?', ['Marie Curie']);
    const before = chats().length;
    await say('And was it dangerous?', ['Marie Curie']);

    const second = chats().slice(before);
    expect(second).toHaveLength(1);
    const messages = second[0]!.body.messages as RecordedRequest['body'][];
    const noteTurn = messages.find((m: { content: string }) =>
      m.content.startsWith('My notes on what I have already taught'),
    );
    expect(noteTurn).toMatchObject({ role: 'assistant' });
    expect(noteTurn.content).toContain('- Asked "What did you discover?": Polonium was my first.');
    // Newton's teaching came before Curie was first mentioned: neither his note nor his answer shows.
    expect(JSON.stringify(second[0]!.body)).not.toContain('Apples');
    const notes = await t.dataSource.query(
      `SELECT "characterId", note FROM group_figure_notes WHERE "groupId" = $1 ORDER BY "characterId"`,
      [group.id],
    );
    expect(notes.map((n: { characterId: string }) => n.characterId)).toEqual([
      'Isaac Newton',
      'Marie Curie',
    ]);
    expect(notes[1].note.split('\n')).toHaveLength(2);
  });
});

describe('study groups offline: a voice message is not heard (e2e)', () => {
  const t = useTestApp({ plugins: ['credits', 'groups'], env: { STARTING_CREDITS: '600' } });
  const jobDone = watchMentionJobs(() => t);

  it('stores the voice message with no transcript; nobody answers and nothing fails', async () => {
    const owner = await signUp(t);
    const group = await groupOf(owner);
    const before = await balanceOf(owner.agent);
    const { body: voice } = await owner.agent
      .post(`/api/group-chats/${group.id}/voice`)
      .send({ audioData: webm(), duration: 2 })
      .expect(201);
    expect(await jobDone(voice.id)).toEqual({ answered: 0 });
    const messages = await historyOf(owner, group.id);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ id: voice.id, transcript: null });
    expect(await balanceOf(owner.agent)).toBe(before);
  });
});
