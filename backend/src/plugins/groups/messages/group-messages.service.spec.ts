import { NotFoundException, PayloadTooLargeException } from '@nestjs/common';
import { InsufficientCreditsError } from '../../credits';
import { GroupsConfig } from '../groups.config';
import { GroupChatsService } from '../group-chats/group-chats.service';
import { GroupsJobsProducer } from '../groups.jobs';
import {
  CountingGroupVoiceQuota,
  InMemoryGroupsBilling,
  InMemoryGroupsRepository,
  InMemoryVoiceStore,
  RecordedGroupsLive,
  RecordedJobQueue,
  ScriptedGroupsAi,
} from '../testing/in-memory-groups';
import { GroupMessagesService } from './group-messages.service';
import {
  GROUP_VOICE_MEGABYTES_PER_DAY,
  GROUP_VOICE_MESSAGES_PER_DAY,
  GroupVoiceQuotaExceeded,
} from './voice-quota';

const user = (id: string) => ({ id, email: `${id}@x.org`, firstName: id, isAdmin: false });
const webm = (bytes: number) => {
  const buf = Buffer.alloc(bytes, 7);
  buf.writeUInt32BE(0x1a45dfa3, 0);
  return buf.toString('base64');
};

describe(GroupMessagesService.name, () => {
  const setup = async (credits = 100) => {
    const repo = new InMemoryGroupsRepository();
    const billing = new InMemoryGroupsBilling();
    const live = new RecordedGroupsLive();
    const ai = new ScriptedGroupsAi();
    const queue = new RecordedJobQueue();
    const voices = new InMemoryVoiceStore();
    const voiceQuota = new CountingGroupVoiceQuota();
    const access = new GroupChatsService(
      repo,
      billing,
      live,
      ai,
      new GroupsConfig({ GROUP_JOIN_CREDITS: 25 }),
    );
    const sut = new GroupMessagesService(
      access,
      repo,
      new GroupsJobsProducer(queue),
      live,
      ai,
      voices,
      billing,
      voiceQuota,
    );
    const group = await repo.create({ name: 'G', description: null, shareId: 's', createdBy: 'a' });
    billing.balances.set('a', credits);
    return { sut, repo, billing, live, queue, voices, voiceQuota, group };
  };

  it('refuses non-members as if the group did not exist', async () => {
    const { sut, group } = await setup();
    await expect(sut.send(user('b'), group.id, { content: 'hi' })).rejects.toBeInstanceOf(
      NotFoundException,
    );
  });

  it('pays every answer when sending and asks for them once, in the order named', async () => {
    const { sut, billing, queue, live, group } = await setup();
    const sent = await sut.send(user('a'), group.id, {
      content: 'Ask @isaac newton too',
      mentions: ['Hypatia', 'Nobody', 'socrates'],
    });
    expect(sent.mentions).toEqual(['Hypatia', 'Socrates', 'Isaac Newton']);
    expect(billing.balances.get('a')).toBe(94);
    expect(queue.added).toEqual([
      {
        name: 'groups.mention-reply',
        data: { messageId: sent.id },
        options: expect.objectContaining({ jobId: `mention:${sent.id}` }),
      },
    ]);
    expect(live.messages.map((m) => m.id)).toEqual([sent.id]);
  });

  it('pays for all the answers or none, storing nothing when short', async () => {
    const { sut, billing, repo, group } = await setup(3);
    await expect(
      sut.send(user('a'), group.id, { content: 'Both?', mentions: ['Socrates', 'Hypatia'] }),
    ).rejects.toBeInstanceOf(InsufficientCreditsError);
    expect(billing.balances.get('a')).toBe(3);
    expect(repo.messageRows).toEqual([]);
  });

  it('gives the credits back when the answers cannot be queued', async () => {
    const { sut, billing, queue, group } = await setup();
    queue.down = true;
    await sut.send(user('a'), group.id, { content: 'Hi', mentions: ['Socrates'] });
    expect(billing.balances.get('a')).toBe(100);
  });

  it('asks the figure a reply is addressed to', async () => {
    const { sut, repo, group } = await setup();
    const answer = await repo.insertMessage({
      groupId: group.id,
      userId: null,
      characterId: 'Hypatia',
      content: 'Geometry first.',
      mentions: [],
      language: null,
      replyToId: null,
      answersId: null,
      audioUrl: null,
      audioDuration: null,
    });
    const sent = await sut.send(user('a'), group.id, { content: 'Why?', replyToId: answer.id });
    expect(sent.mentions).toEqual(['Hypatia']);
    expect(sent.replyToMessage?.characterId).toBe('Hypatia');
  });

  it('stores a voice message up to 10 MB and nothing over it', async () => {
    const { sut, voices, repo, group } = await setup();
    const sent = await sut.voice(user('a'), group.id, { audioData: webm(100), duration: 2 });
    expect(sent.attachments).toEqual([{ type: 'voice', url: '/media/voice-1', duration: 2 }]);
    await expect(
      sut.voice(user('a'), group.id, { audioData: webm(10 * 1024 * 1024 + 3), duration: 2 }),
    ).rejects.toBeInstanceOf(PayloadTooLargeException);
    expect(voices.stored).toHaveLength(1);
    expect(repo.messageRows).toHaveLength(1);
  });

  it('queues every voice message to be heard, paying nothing up front when it names no one', async () => {
    const { sut, group, queue, billing } = await setup();
    const balance = billing.balances.get('a');
    const sent = await sut.voice(user('a'), group.id, { audioData: webm(100), duration: 2 });
    expect(queue.added).toEqual([
      expect.objectContaining({ name: 'groups.mention-reply', data: { messageId: sent.id } }),
    ]);
    expect(billing.balances.get('a')).toBe(balance);
  });
  it(`refuses the voice message past ${GROUP_VOICE_MESSAGES_PER_DAY} a day with a 429 naming it, storing nothing`, async () => {
    const { sut, voices, repo, voiceQuota, group } = await setup();
    voiceQuota.used.set('a', { messages: GROUP_VOICE_MESSAGES_PER_DAY - 1, bytes: 0 });
    await sut.voice(user('a'), group.id, { audioData: webm(100), duration: 2 });
    const refusal = sut.voice(user('a'), group.id, { audioData: webm(100), duration: 2 });
    await expect(refusal).rejects.toBeInstanceOf(GroupVoiceQuotaExceeded);
    await expect(refusal).rejects.toMatchObject({
      status: 429,
      message: `You have sent ${GROUP_VOICE_MESSAGES_PER_DAY} voice messages today, the daily limit; try again later`,
      details: { quota: 'group-voice-messages', limit: GROUP_VOICE_MESSAGES_PER_DAY },
    });
    expect(voices.stored).toHaveLength(1);
    expect(repo.messageRows).toHaveLength(1);
  });

  it('counts the decoded bytes against the daily megabytes, refusing the upload that would pass them', async () => {
    const { sut, voices, voiceQuota, group } = await setup();
    const limit = GROUP_VOICE_MEGABYTES_PER_DAY * 1024 * 1024;
    voiceQuota.used.set('a', { messages: 0, bytes: limit - 1000 });
    await expect(
      sut.voice(user('a'), group.id, { audioData: webm(1001), duration: 2 }),
    ).rejects.toMatchObject({ status: 429, details: { quota: 'group-voice-megabytes' } });
    await sut.voice(user('a'), group.id, { audioData: webm(1000), duration: 2 });
    expect(voiceQuota.used.get('a')).toEqual({ messages: 1, bytes: limit });
    expect(voices.stored).toHaveLength(1);
  });

  it('takes nothing of the voice allowance for a recording refused before it is stored', async () => {
    const { sut, voiceQuota, billing, group, repo } = await setup(1);
    const notAudio = Buffer.from('not a recording at all').toString('base64');
    await expect(
      sut.voice(user('a'), group.id, { audioData: notAudio, duration: 1 }),
    ).rejects.toMatchObject({ status: 400 });
    await expect(
      sut.voice(user('b'), group.id, { audioData: webm(100), duration: 1 }),
    ).rejects.toBeInstanceOf(NotFoundException);
    await expect(
      sut.voice(user('a'), group.id, { audioData: webm(100), duration: 1, replyToId: group.id }),
    ).rejects.toMatchObject({ status: 400 });
    // Answers it cannot pay for (402): the allowance taken for it is given back.
    await expect(
      sut.voice(user('a'), group.id, { audioData: webm(100), duration: 1, mentions: ['Hypatia'] }),
    ).rejects.toBeInstanceOf(InsufficientCreditsError);
    expect(billing.balances.get('a')).toBe(1);
    expect(repo.messageRows).toEqual([]);
    expect([...voiceQuota.used.values()].filter((u) => u.messages || u.bytes)).toEqual([]);
  });
});
