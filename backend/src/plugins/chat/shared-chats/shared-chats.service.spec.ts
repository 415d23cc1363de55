import { NotFoundException } from '@nestjs/common';
import type { AuthUser } from '../../../core/auth/auth-user';
import { SavedChatsService } from '../saved-chats/saved-chats.service';
import { FixedPersonas, RecordedChatLive } from '../testing/chat-fakes';
import { InMemoryChatsRepository } from '../testing/in-memory-chats';
import { SharedChatsService } from './shared-chats.service';

const owner: AuthUser = { id: 'ann', email: 'ann@example.com', firstName: 'Ann', isAdmin: false };
const guest: AuthUser = { id: 'bob', email: 'bob@example.com', firstName: ' ', isAdmin: false };

describe(SharedChatsService.name, () => {
  let live: RecordedChatLive;
  let chats: SavedChatsService;
  let sut: SharedChatsService;

  beforeEach(() => {
    const repository = new InMemoryChatsRepository();
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
});
