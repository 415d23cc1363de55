import {
  InMemoryGroupsBilling,
  InMemoryGroupsRepository,
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
    const sut = new MentionReplyProcessor(repo, ai, billing, live);
    return { sut, repo, billing, live, ai, mention };
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
});
