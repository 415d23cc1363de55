import { UnauthorizedException } from '@nestjs/common';
import type { AuthUser } from '../../../core/auth/auth-user';
import { SavedChatsService } from '../saved-chats/saved-chats.service';
import {
  FixedPersonas,
  InMemoryReplyStops,
  OutOfCredits,
  RecordedBilling,
  RecordedChatLive,
  ScriptedChatAi,
} from '../testing/chat-fakes';
import { InMemoryChatsRepository } from '../testing/in-memory-chats';
import { CharacterChatService } from './character-chat.service';
import { ReplyRunner } from './reply-runner';

const user: AuthUser = { id: 'u1', email: 'ada@example.com', firstName: 'Ada', isAdmin: false };
const streamId = '2b1f2c39-5d3e-4d55-9d2b-3c3f6f0f9a11';
const ask = {
  message: "I'm stuck",
  persona: 'Ada Lovelace',
  conversationHistory: [],
  language: 'English',
};

describe(CharacterChatService.name, () => {
  let ai: ScriptedChatAi;
  let billing: RecordedBilling;
  let live: RecordedChatLive;
  let personas: FixedPersonas;
  let repository: InMemoryChatsRepository;
  let chats: SavedChatsService;
  let stops: InMemoryReplyStops;
  let sut: CharacterChatService;

  beforeEach(() => {
    ai = new ScriptedChatAi();
    billing = new RecordedBilling();
    live = new RecordedChatLive();
    personas = new FixedPersonas();
    repository = new InMemoryChatsRepository();
    chats = new SavedChatsService(repository, personas, live);
    stops = new InMemoryReplyStops();
    sut = new CharacterChatService(ai, new ReplyRunner(ai, billing, live, stops), chats, personas);
  });

  it('refunds exactly the spend when the provider fails', async () => {
    ai.down = true;
    await expect(
      sut.voice(user, { text: 'Hello', voice: 'alloy', language: 'English' }),
    ).rejects.toThrow('provider down');
    expect(billing.reserved).toEqual([
      { userId: 'u1', feature: 'voice-message', key: expect.stringMatching(/^voice:/) },
    ]);
    expect(billing.released).toEqual([billing.reserved[0]!.key]);
  });

  it('never runs paid work twice for one payment: a reused stream id reserves again under a new key', async () => {
    await sut.reply(user, { ...ask, streamId });
    await sut.reply(user, { ...ask, streamId });
    const keys = billing.reserved.map((r) => r.key);
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(2);
    expect(keys.every((k) => k.startsWith('chat:') && k !== `chat:${streamId}`)).toBe(true);
    expect(billing.captured).toEqual(keys);
    expect(ai.replies).toHaveLength(2);
  });

  it('runs no reply at all when the reservation is refused', async () => {
    billing.broke = true;
    const chat = await chats.create(user, 'Ada Lovelace');
    await expect(sut.reply(user, { ...ask, streamId, chatId: chat.id })).rejects.toBeInstanceOf(
      OutOfCredits,
    );
    expect(ai.replies).toEqual([]);
    expect(live.emitted).toEqual([]);
    expect((await chats.get(user, chat.id)).messages).toEqual([]);
  });

  it('captures before the first token goes out, and keeps the charge when the stream breaks later', async () => {
    ai.breakAfter = 2;
    await expect(sut.reply(user, { ...ask, streamId })).rejects.toThrow('stream broken');
    const key = billing.reserved[0]!.key;
    expect(billing.calls).toEqual([`reserve ${key}`, `capture ${key}`]);
    expect(billing.released).toEqual([]);
    expect(live.emitted.map((e) => e.event)).toEqual(['ai-token', 'ai-token']);
  });

  it('refunds a reply that failed before its first token reached the learner', async () => {
    ai.breakAfter = 0;
    await expect(sut.reply(user, { ...ask, streamId })).rejects.toThrow('stream broken');
    const key = billing.reserved[0]!.key;
    expect(billing.calls).toEqual([`reserve ${key}`, `release ${key}`]);
    expect(live.emitted).toEqual([]);
  });

  it('refunds a reply without a socket that broke before it was answered, and captures a finished one', async () => {
    ai.breakAfter = 2;
    await expect(sut.reply(user, ask)).rejects.toThrow('stream broken');
    ai.breakAfter = null;
    await sut.reply(user, ask);
    const [failed, answered] = billing.reserved.map((r) => r.key);
    expect(billing.calls).toEqual([
      `reserve ${failed}`,
      `release ${failed}`,
      `reserve ${answered}`,
      `capture ${answered}`,
    ]);
  });

  it('captures voice once it is generated and attached', async () => {
    await sut.voice(user, { text: 'Hello', voice: 'alloy', language: 'English' });
    const key = billing.reserved[0]!.key;
    expect(billing.calls).toEqual([`reserve ${key}`, `capture ${key}`]);
  });

  it('does no paid work when the spend is refused', async () => {
    billing.broke = true;
    await expect(sut.image(user, { prompt: 'A loom', language: 'English' })).rejects.toBeInstanceOf(
      OutOfCredits,
    );
    expect(ai.media).toEqual([]);
    expect(billing.released).toEqual([]);
  });

  it('streams tokens to the asker tagged with the stream id, then ai-done, and passes the emotion on', async () => {
    const answer = await sut.reply(user, { ...ask, emotion: 'struggling', streamId });
    expect(answer).toEqual({
      response: 'Numbers can weave.',
      provider: 'offline',
      sources: [],
      claimKind: 'role-play',
    });
    expect(live.emitted).toEqual([
      { to: 'user:u1', event: 'ai-token', payload: { streamId, token: 'Numbers ' } },
      { to: 'user:u1', event: 'ai-token', payload: { streamId, token: 'can ' } },
      { to: 'user:u1', event: 'ai-token', payload: { streamId, token: 'weave.' } },
      { to: 'user:u1', event: 'ai-done', payload: { streamId } },
    ]);
    expect(ai.replies[0]).toMatchObject({
      input: { emotion: 'struggling', persona: personas.profile },
      req: { userId: 'u1', language: 'English' },
    });
    expect(billing.reserved).toEqual([
      { userId: 'u1', feature: 'chat-message', key: expect.stringMatching(/^chat:/) },
    ]);
  });

  it('lets a visitor chat for free, answering over HTTP only', async () => {
    const answer = await sut.reply(null, { ...ask, streamId });
    expect(answer.response).toBe('Numbers can weave.');
    expect(ai.replies[0]!.req.userId).toBeNull();
    expect(billing.reserved).toEqual([]);
    expect(live.emitted).toEqual([]);
  });

  it('saves the reply into the learner’s chat and shows it on the shared room when shared', async () => {
    const chat = await chats.create(user, 'Ada Lovelace');
    await chats.share(user, chat.id, true);
    const answer = await sut.reply(user, { ...ask, chatId: chat.id });
    const detail = await chats.get(user, chat.id);
    expect(detail.messages).toEqual([
      expect.objectContaining({
        id: answer.messageId,
        role: 'assistant',
        content: 'Numbers can weave.',
      }),
    ]);
    expect(live.emitted).toEqual([
      {
        to: `shared-chat:${detail.shareId}`,
        event: 'message',
        payload: expect.objectContaining({ id: answer.messageId }),
      },
    ]);
  });

  it('asks a visitor to sign in before saving into a chat, charging nothing', async () => {
    await expect(
      sut.reply(null, { ...ask, chatId: '00000000-0000-4000-8000-000000000001' }),
    ).rejects.toBeInstanceOf(UnauthorizedException);
    expect(ai.replies).toEqual([]);
  });

  it('stops a streaming reply on request, keeps and saves what was said, and keeps the charge', async () => {
    const chat = await chats.create(user, 'Ada Lovelace');
    ai.holdAfter = 2;
    const answer = sut.reply(user, { ...ask, chatId: chat.id, streamId });
    await ai.held;
    await expect(sut.stop(user, streamId)).resolves.toEqual({ stopped: true });
    const stopped = await answer;
    expect(stopped).toMatchObject({ response: 'Numbers can', stopped: true });
    expect((await chats.get(user, chat.id)).messages).toEqual([
      expect.objectContaining({ id: stopped.messageId, content: 'Numbers can' }),
    ]);
    expect(billing.captured).toEqual([billing.reserved[0]!.key]);
    expect(billing.released).toEqual([]);
    expect(live.emitted.at(-1)).toEqual({
      to: 'user:u1',
      event: 'ai-done',
      payload: { streamId },
    });
  });

  it('refunds a reply stopped before its first word and saves nothing', async () => {
    const chat = await chats.create(user, 'Ada Lovelace');
    ai.holdAfter = 0;
    const answer = sut.reply(user, { ...ask, chatId: chat.id, streamId });
    await ai.held;
    await sut.stop(user, streamId);
    await expect(answer).resolves.toEqual({ response: '', provider: 'stopped', stopped: true });
    expect((await chats.get(user, chat.id)).messages).toEqual([]);
    expect(billing.released).toEqual([billing.reserved[0]!.key]);
  });

  it('stops only the asker’s own reply', async () => {
    ai.holdAfter = 1;
    const answer = sut.reply(user, { ...ask, streamId });
    await ai.held;
    const other: AuthUser = { ...user, id: 'u2' };
    await expect(sut.stop(other, streamId)).resolves.toEqual({ stopped: false });
    await sut.stop(user, streamId);
    await expect(answer).resolves.toMatchObject({ stopped: true, response: 'Numbers' });
    await expect(sut.stop(user, streamId)).resolves.toEqual({ stopped: false });
  });
});
