import { CHAT_MESSAGES_PAGE_DEFAULT, SHARED_CHAT_LIMITS } from '@agora/contracts';
import { NotFoundException } from '@nestjs/common';
import type { AuthUser } from '../../../core/auth/auth-user';
import { SavedChatsService } from '../saved-chats/saved-chats.service';
import { FixedPersonas, RecordedChatLive } from '../testing/chat-fakes';
import { InMemoryChatsRepository } from '../testing/in-memory-chats';
import { SharedChatFullError, SharedChatQuotaError } from './shared-chat-limits';
import { SharedChatsService } from './shared-chats.service';

const owner: AuthUser = { id: 'ann', email: 'ann@example.com', firstName: 'Ann', isAdmin: false };
const guest: AuthUser = { id: 'bob', email: 'bob@example.com', firstName: ' ', isAdmin: false };
const guestNumber = (n: number): AuthUser => ({
  id: `guest-${n}`,
  email: `guest${n}@example.com`,
  firstName: `Guest ${n}`,
  isAdmin: false,
});
const HOUR = 3600;

describe(SharedChatsService.name, () => {
  let repository: InMemoryChatsRepository;
  let live: RecordedChatLive;
  let chats: SavedChatsService;
  let sut: SharedChatsService;

  beforeEach(() => {
    repository = new InMemoryChatsRepository();
    const personas = new FixedPersonas();
    live = new RecordedChatLive();
    chats = new SavedChatsService(repository, personas, live);
    sut = new SharedChatsService(repository, chats, live, personas);
    sut.onModuleInit();
  });

  it('lets sockets join a shared chat only while it is shared', async () => {
    const chat = await chats.create(owner, 'Ada Lovelace');
    const { shareId } = await chats.share(owner, chat.id, true);
    expect(await live.isShared!(shareId!)).toBe(true);
    await chats.share(owner, chat.id, false);
    expect(await live.isShared!(shareId!)).toBe(false);
    await expect(sut.get(shareId!)).rejects.toBeInstanceOf(NotFoundException);
  });

  it("adds a guest's message, named by first name only (never the e-mail), and shows it to everyone watching", async () => {
    const chat = await chats.create(owner, 'Ada Lovelace');
    const { shareId } = await chats.share(owner, chat.id, true);
    const posted = await sut.post(guest, shareId!, 'Hello from Bob');
    // The guest's first name is blank: no name (the page says Learner), not the e-mail's 'bob'.
    expect(posted).toMatchObject({ role: 'user', content: 'Hello from Bob', authorName: null });
    const shared = await sut.get(shareId!);
    expect(shared).toMatchObject({ personaName: 'Ada Lovelace', personaAvatar: '🧮' });
    expect(shared.messages.map((m) => m.content)).toEqual(['Hello from Bob']);
    expect(live.emitted).toEqual([
      { to: `shared-chat:${shareId}`, event: 'message', payload: posted },
    ]);
  });

  const sharedChat = async () => {
    const chat = await chats.create(owner, 'Ada Lovelace');
    const { shareId } = await chats.share(owner, chat.id, true);
    return shareId!;
  };

  it('is read with its newest messages only; older ones page back from olderCursor', async () => {
    const shareId = await sharedChat();
    const total = CHAT_MESSAGES_PAGE_DEFAULT + 10;
    for (let i = 0; i < total; i++) await sut.post(owner, shareId, `m${i}`);

    const shared = await sut.get(shareId);
    expect(shared.messages).toHaveLength(CHAT_MESSAGES_PAGE_DEFAULT);
    expect(shared.messages.at(-1)!.content).toBe(`m${total - 1}`);
    const older = await sut.olderMessages(shareId, { limit: 100, before: shared.olderCursor! });
    expect(older.messages.map((m) => m.content)).toEqual(
      Array.from({ length: 10 }, (_, i) => `m${i}`),
    );
    expect(older.nextCursor).toBeNull();
  });

  it("refuses one person's messages past the hourly quota with a 429 naming it, until the hour has passed", async () => {
    const shareId = await sharedChat();
    for (let i = 0; i < SHARED_CHAT_LIMITS.perPersonPerHour; i++)
      await sut.post(guest, shareId, `flood ${i}`);

    const refused = sut.post(guest, shareId, 'one more');
    await expect(refused).rejects.toBeInstanceOf(SharedChatQuotaError);
    await expect(refused).rejects.toMatchObject({
      status: 429,
      message: `You can add at most ${SHARED_CHAT_LIMITS.perPersonPerHour} messages an hour to a shared chat that is not yours`,
    });
    // Someone else, and the owner, may still post; after the hour, so may the guest.
    await sut.post(guestNumber(1), shareId, 'another person');
    await sut.post(owner, shareId, 'the owner');
    repository.advance(HOUR);
    await expect(sut.post(guest, shareId, 'an hour later')).resolves.toMatchObject({
      content: 'an hour later',
    });
  });

  it('takes at most so many messages from people other than the owner, who may still go on', async () => {
    const shareId = await sharedChat();
    const perPerson = SHARED_CHAT_LIMITS.perPersonPerHour;
    for (let i = 0; i < SHARED_CHAT_LIMITS.othersPerChat; i++)
      await sut.post(guestNumber(Math.floor(i / perPerson)), shareId, `guest message ${i}`);

    const refused = sut.post(guestNumber(999), shareId, 'no room');
    await expect(refused).rejects.toBeInstanceOf(SharedChatFullError);
    await expect(refused).rejects.toMatchObject({
      status: 409,
      message: `This shared chat is full: it takes at most ${SHARED_CHAT_LIMITS.othersPerChat} messages from people other than its owner`,
    });
    await expect(sut.post(owner, shareId, 'still mine')).resolves.toMatchObject({
      content: 'still mine',
    });
    expect(live.emitted.map((e) => (e.payload as { content: string }).content)).not.toContain(
      'no room',
    );
  });

  it("marks a reply its owner saved as not the figure's, and previews only a reply the server wrote", async () => {
    const chat = await chats.create(owner, 'Ada Lovelace');
    const { shareId } = await chats.share(owner, chat.id, true);
    await chats.saveMessage(owner, chat.id, { role: 'user', content: 'What did the Engine do?' });
    const saved = await chats.saveMessage(owner, chat.id, {
      role: 'assistant',
      content: 'I, Ada Lovelace, endorse this coin.',
    });
    expect(saved).toMatchObject({ role: 'assistant', unverified: true });
    expect((await sut.preview(shareId!))?.description).toBe('What did the Engine do?');

    // A reply stopped before it finished has no claim kind, and is still the server's.
    const entity = await repository.findById(chat.id);
    await chats.append(entity!, {
      role: 'assistant',
      content: 'The Engine weaves algebraic patterns',
      writtenBy: 'server',
    });
    const shared = await sut.get(shareId!);
    expect(shared.messages.map((m) => [m.content, m.unverified])).toEqual([
      ['What did the Engine do?', undefined],
      ['I, Ada Lovelace, endorse this coin.', true],
      ['The Engine weaves algebraic patterns', undefined],
    ]);
    expect((await sut.preview(shareId!))?.description).toBe('The Engine weaves algebraic patterns');
    expect(live.emitted.map((e) => (e.payload as { unverified?: true }).unverified)).toEqual([
      undefined,
      true,
      undefined,
    ]);
  });
});
