import { ConflictException } from '@nestjs/common';
import type { AuthUser } from '../../../core/auth/auth-user';
import { ReplyRunner } from '../character-chat/reply-runner';
import { SavedChatsService } from '../saved-chats/saved-chats.service';
import {
  FixedPersonas,
  InMemoryReplyStops,
  RecordedBilling,
  RecordedChatLive,
  ScriptedChatAi,
} from '../testing/chat-fakes';
import { InMemoryChatControls } from '../testing/in-memory-chat-controls';
import { InMemoryChatsRepository } from '../testing/in-memory-chats';
import { LastExchangeService } from './last-exchange.service';

const user: AuthUser = { id: 'u1', email: 'ada@example.com', firstName: 'Ada', isAdmin: false };
const key = (n: number) => `5a1f2c39-5d3e-4d55-9d2b-3c3f6f0f9a1${n}`;
const streamId = '2b1f2c39-5d3e-4d55-9d2b-3c3f6f0f9a11';

describe(LastExchangeService.name, () => {
  let ai: ScriptedChatAi;
  let billing: RecordedBilling;
  let stops: InMemoryReplyStops;
  let chats: SavedChatsService;
  let controls: InMemoryChatControls;
  let sut: LastExchangeService;
  let chatId: string;

  const contents = async () => (await chats.get(user, chatId)).messages.map((m) => m.content);

  beforeEach(async () => {
    ai = new ScriptedChatAi();
    billing = new RecordedBilling();
    stops = new InMemoryReplyStops();
    const repository = new InMemoryChatsRepository();
    const personas = new FixedPersonas();
    const live = new RecordedChatLive();
    chats = new SavedChatsService(repository, personas, live);
    controls = new InMemoryChatControls(repository);
    sut = new LastExchangeService(
      chats,
      controls,
      personas,
      new ReplyRunner(ai, billing, live, stops),
    );
    chatId = (await chats.create(user, 'Ada Lovelace')).id;
    await chats.saveMessage(user, chatId, { role: 'user', content: 'What is a loop?' });
    await chats.saveMessage(user, chatId, { role: 'assistant', content: 'Old answer.' });
  });

  it('regenerates the last reply from the stored conversation, paid as a new reply', async () => {
    ai.tokens = ['A ', 'new ', 'answer.'];
    const result = await sut.redo(user, chatId, { requestKey: key(1), language: 'English' });
    expect(result).toMatchObject({ stopped: false, reply: { content: 'A new answer.' } });
    expect(await contents()).toEqual(['What is a loop?', 'A new answer.']);
    expect(ai.replies.at(-1)!.input).toMatchObject({ message: 'What is a loop?', history: [] });
    expect(billing.captured).toEqual([billing.reserved[0]!.key]);
  });

  it('edits the last message and answers it anew, replacing the exchange', async () => {
    const result = await sut.redo(user, chatId, {
      requestKey: key(2),
      language: 'English',
      content: 'What is recursion?',
    });
    expect(result.userMessage.content).toBe('What is recursion?');
    expect(await contents()).toEqual(['What is recursion?', 'Numbers can weave.']);
  });

  it('runs and pays once per request key: a repeat answers the same result, a repeat while running is refused', async () => {
    ai.holdAfter = 1;
    const first = sut.redo(user, chatId, { requestKey: key(3), language: 'English', streamId });
    await ai.held;
    await expect(
      sut.redo(user, chatId, { requestKey: key(3), language: 'English' }),
    ).rejects.toBeInstanceOf(ConflictException);
    await stops.stop(user.id, streamId);
    const done = await first;
    const again = await sut.redo(user, chatId, { requestKey: key(3), language: 'English' });
    expect(again.reply?.id).toBe(done.reply?.id);
    expect(billing.reserved).toHaveLength(1);
    expect(await contents()).toEqual(['What is a loop?', 'Numbers']);
  });

  it('keeps the old exchange and refunds when the new reply fails before its first word', async () => {
    ai.breakAfter = 0;
    await expect(
      sut.redo(user, chatId, { requestKey: key(4), language: 'English' }),
    ).rejects.toThrow('stream broken');
    expect(await contents()).toEqual(['What is a loop?', 'Old answer.']);
    expect(billing.released).toEqual([billing.reserved[0]!.key]);
    await expect(
      sut.redo(user, chatId, { requestKey: key(4), language: 'English' }),
    ).rejects.toThrow('new requestKey');
  });

  it('leaves the exchange as it was when stopped before the first word (nothing paid)', async () => {
    ai.holdAfter = 0;
    const pending = sut.redo(user, chatId, { requestKey: key(5), language: 'English', streamId });
    await ai.held;
    await stops.stop(user.id, streamId);
    await expect(pending).resolves.toMatchObject({ reply: null, stopped: true });
    expect(await contents()).toEqual(['What is a loop?', 'Old answer.']);
    expect(billing.released).toHaveLength(1);
  });

  it('refuses a second redo of the chat while one runs, and charges it nothing', async () => {
    ai.holdAfter = 1;
    const first = sut.redo(user, chatId, { requestKey: key(6), language: 'English', streamId });
    await ai.held;
    await expect(
      sut.redo(user, chatId, { requestKey: key(7), language: 'English', content: 'Why?' }),
    ).rejects.toThrow('Another change to this chat is still running');
    expect(billing.reserved).toHaveLength(1);
    await stops.stop(user.id, streamId);
    await first;
    ai.holdAfter = null;
    await sut.redo(user, chatId, { requestKey: key(8), language: 'English' });
    expect(await contents()).toEqual(['What is a loop?', 'Numbers can weave.']);
    expect(billing.reserved).toHaveLength(2);
  });

  it('refunds and changes nothing when the message to replace was removed while the reply was written', async () => {
    const [asked] = (await chats.get(user, chatId)).messages;
    const stream = ai.streamReply.bind(ai);
    jest.spyOn(ai, 'streamReply').mockImplementation((...args) => {
      void controls.deleteMessage(chatId, asked!.id);
      return stream(...args);
    });
    await expect(
      sut.redo(user, chatId, { requestKey: key(9), language: 'English', content: 'Why?' }),
    ).rejects.toThrow('removed meanwhile');
    expect(await contents()).toEqual(['Old answer.']);
    expect(billing.released).toEqual([billing.reserved[0]!.key]);
    expect(billing.captured).toEqual([]);
  });
});
