import {
  InMemoryGroupsBilling,
  InMemoryGroupsRepository,
  InMemoryVoiceStore,
  RecordedGroupsLive,
  ScriptedGroupsAi,
} from '../testing/in-memory-groups';
import { MentionReplyProcessor } from './mention-reply.processor';

describe(MentionReplyProcessor.name, () => {
  const setup = async (mentions: string[], credits = 100) => {
    const repo = new InMemoryGroupsRepository();
    const billing = new InMemoryGroupsBilling();
    const live = new RecordedGroupsLive();
    const ai = new ScriptedGroupsAi();
    const group = await repo.create({
      name: 'Physics',
      description: null,
      shareId: 's',
      createdBy: 'u1',
    });
    billing.balances.set('u1', credits);
    const mention = await repo.insertMessage({
      groupId: group.id,
      userId: 'u1',
      characterId: null,
      content: 'Why do things fall?',
      mentions,
      language: 'French',
      replyToId: null,
      answersId: null,
      audioUrl: null,
      audioDuration: null,
    });
    const voices = new InMemoryVoiceStore();
    const sut = new MentionReplyProcessor(repo, ai, billing, live, voices);
    return { sut, repo, billing, live, ai, mention, voices, group };
  };

  it('has the figures answer in order, each in its role, the later ones naming the one before', async () => {
    const { sut, live, ai, mention } = await setup(['Socrates', 'Hypatia', 'Isaac Newton']);
    expect(await sut.answer({ messageId: mention.id })).toEqual({ answered: 3 });
    const answers = live.messages.map((m) => [m.characterId, m.content]);
    expect(answers.map(([who]) => who)).toEqual(['Socrates', 'Hypatia', 'Isaac Newton']);
    expect(answers[0]![1]).toBe('Think about it.');
    expect(answers[1]![1]).toContain('Socrates');
    expect(answers[2]![1]).toContain('Hypatia');
    expect(answers[2]![1]!.endsWith('?')).toBe(true);
    expect(ai.asked.every((a) => a.req.language === 'French')).toBe(true);
    expect(ai.asked.map((a) => a.input.setting)).toEqual([
      expect.stringContaining('explain'),
      expect.stringContaining('Name Socrates'),
      expect.stringContaining('end with one question'),
    ]);
  });

  it('shows each figure only the conversation since it was first mentioned', async () => {
    const { sut, repo, ai, mention } = await setup([]);
    const { id: _first, ...line } = mention;
    await repo.insertMessage({
      ...line,
      content: 'Earlier chatter',
      mentions: [],
      userId: 'u2',
    });
    const later = await repo.insertMessage({
      ...line,
      content: 'Hypatia, help?',
      mentions: ['Hypatia'],
    });
    await sut.answer({ messageId: later.id });
    expect(ai.asked[0]!.input.history).toEqual([]);
    expect(ai.asked[0]!.input.message).toContain('Hypatia, help?');
  });

  it('never answers or charges twice when run again', async () => {
    const { sut, billing, repo, mention } = await setup(['Socrates', 'Hypatia']);
    await sut.answer({ messageId: mention.id });
    expect(await sut.answer({ messageId: mention.id })).toEqual({ answered: 0 });
    expect(await repo.answersTo(mention.id)).toHaveLength(2);
    expect(billing.balances.get('u1')).toBe(96);
  });

  it('refunds a failed answer on the last attempt only', async () => {
    const { sut, billing, ai, mention } = await setup(['Socrates']);
    ai.failFor = 'Socrates';
    const attempt = (attemptsMade: number) =>
      sut.answer({ messageId: mention.id }, { attemptsMade, opts: { attempts: 3 } });
    await expect(attempt(0)).rejects.toThrow('provider down');
    expect(billing.balances.get('u1')).toBe(98);
    await expect(attempt(2)).rejects.toThrow('provider down');
    expect(billing.balances.get('u1')).toBe(100);
  });

  it('stops answering when the asker is out of credits', async () => {
    const { sut, live, mention } = await setup(['Socrates', 'Hypatia'], 3);
    expect(await sut.answer({ messageId: mention.id })).toEqual({ answered: 1 });
    expect(live.messages.map((m) => m.characterId)).toEqual(['Socrates']);
  });

  describe('voice messages', () => {
    const voiceMessage = async (
      ctx: Awaited<ReturnType<typeof setup>>,
      mentions: string[] = [],
    ) => {
      const audioUrl = await ctx.voices.store(Buffer.from('OggS-recording'), 'audio/ogg');
      const { id: _id, ...line } = ctx.mention;
      return ctx.repo.insertMessage({ ...line, content: '', mentions, audioUrl, audioDuration: 3 });
    };

    it('hears the recording in the job; the figures it names answer, paid like a mention', async () => {
      const ctx = await setup([]);
      ctx.ai.heard = 'Hypatia, why do things fall?';
      const voice = await voiceMessage(ctx);
      expect(await ctx.sut.answer({ messageId: voice.id })).toEqual({ answered: 1 });
      expect(ctx.ai.transcribed[0]!.input).toEqual({
        audio: Buffer.from('OggS-recording'),
        mimeType: 'audio/ogg',
      });
      const stored = await ctx.repo.findMessage(voice.id);
      expect(stored).toMatchObject({
        transcript: 'Hypatia, why do things fall?',
        mentions: ['Hypatia'],
      });
      expect(ctx.live.messages[0]).toMatchObject({ id: voice.id, transcript: stored!.transcript });
      expect(ctx.live.messages[1]).toMatchObject({ characterId: 'Hypatia' });
      expect(ctx.ai.asked[0]!.input.message).toContain(
        '(voice message) Hypatia, why do things fall?',
      );
      expect(ctx.billing.balances.get('u1')).toBe(98);

      // A rerun neither listens again nor answers twice.
      expect(await ctx.sut.answer({ messageId: voice.id })).toEqual({ answered: 0 });
      expect(ctx.ai.transcribed).toHaveLength(1);
      expect(ctx.billing.balances.get('u1')).toBe(98);
    });

    it('answers nobody named in a recording no provider could hear, without an error', async () => {
      const ctx = await setup([]);
      ctx.ai.heard = null;
      const voice = await voiceMessage(ctx);
      expect(await ctx.sut.answer({ messageId: voice.id })).toEqual({ answered: 0 });
      expect((await ctx.repo.findMessage(voice.id))!.transcript).toBeNull();
      expect(ctx.live.messages).toEqual([]);
      expect(ctx.billing.balances.get('u1')).toBe(100);
    });

    it('still has the picked figures answer when hearing fails on the last attempt', async () => {
      const ctx = await setup([]);
      ctx.ai.transcribe = () => Promise.reject(new Error('stt down'));
      const voice = await voiceMessage(ctx, ['Socrates']);
      const attempt = (attemptsMade: number) =>
        ctx.sut.answer({ messageId: voice.id }, { attemptsMade, opts: { attempts: 3 } });
      await expect(attempt(0)).rejects.toThrow('stt down');
      expect(await attempt(2)).toEqual({ answered: 1 });
    });
  });

  describe("a figure's own notes", () => {
    it('keeps a note of what each figure taught and gives it back to that figure only', async () => {
      const ctx = await setup(['Socrates', 'Hypatia']);
      ctx.ai.answerText = (figure) =>
        figure === 'Socrates'
          ? 'Things fall toward the earth. Ask why.'
          : 'Heavy and light fall alike?';
      await ctx.sut.answer({ messageId: ctx.mention.id });
      expect(await ctx.repo.noteOf(ctx.group.id, 'Socrates')).toBe(
        '- Asked "Why do things fall?": Things fall toward the earth.',
      );

      const { id: _id, ...line } = ctx.mention;
      const next = await ctx.repo.insertMessage({
        ...line,
        content: 'Socrates, and the moon?',
        mentions: ['Socrates'],
      });
      ctx.ai.asked.length = 0;
      await ctx.sut.answer({ messageId: next.id });
      const shown = ctx.ai.asked[0]!.input.history;
      expect(shown[0]).toEqual({
        role: 'assistant',
        content: expect.stringContaining('Things fall toward the earth.'),
      });
      expect(JSON.stringify(shown.filter((t) => t.role === 'assistant'))).not.toContain(
        'Heavy and light',
      );
      const notes = (await ctx.repo.noteOf(ctx.group.id, 'Socrates'))!.split('\n');
      expect(notes).toHaveLength(2);
      expect(notes[1]).toContain('Socrates, and the moon?');
    });

    it('leaves the note alone when the answer was already given', async () => {
      const ctx = await setup(['Socrates']);
      await ctx.sut.answer({ messageId: ctx.mention.id });
      const before = await ctx.repo.noteOf(ctx.group.id, 'Socrates');
      await ctx.sut.answer({ messageId: ctx.mention.id });
      expect(await ctx.repo.noteOf(ctx.group.id, 'Socrates')).toBe(before);
    });
  });
});
