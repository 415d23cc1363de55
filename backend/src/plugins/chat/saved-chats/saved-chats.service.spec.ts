import { NotFoundException } from '@nestjs/common';
import type { AuthUser } from '../../../core/auth/auth-user';
import { FixedPersonas, RecordedChatLive } from '../testing/chat-fakes';
import { InMemoryChatsRepository } from '../testing/in-memory-chats';
import { SavedChatsService } from './saved-chats.service';

const ann: AuthUser = { id: 'ann', email: 'ann@example.com', firstName: 'Ann', isAdmin: false };
const bob: AuthUser = { id: 'bob', email: 'bob@example.com', firstName: '', isAdmin: false };

describe(SavedChatsService.name, () => {
  let repository: InMemoryChatsRepository;
  let live: RecordedChatLive;
  let sut: SavedChatsService;

  beforeEach(() => {
    repository = new InMemoryChatsRepository();
    live = new RecordedChatLive();
    sut = new SavedChatsService(repository, new FixedPersonas(), live);
  });

  it("answers 404 for someone else's chat on every route, as if it did not exist", async () => {
    const chat = await sut.create(ann, 'Ada Lovelace');
    const message = { role: 'user' as const, content: 'Hi' };
    await expect(sut.get(bob, chat.id)).rejects.toBeInstanceOf(NotFoundException);
    await expect(sut.saveMessage(bob, chat.id, message)).rejects.toBeInstanceOf(NotFoundException);
    await expect(sut.share(bob, chat.id, true)).rejects.toBeInstanceOf(NotFoundException);
    await expect(sut.remove(bob, chat.id)).rejects.toBeInstanceOf(NotFoundException);
    expect(await sut.list(bob)).toEqual([]);
    expect(await sut.remove(ann, chat.id)).toEqual({ success: true });
    expect(await sut.list(ann)).toEqual([]);
  });

  it('titles a chat from its first message and names the learner on it', async () => {
    const chat = await sut.create(ann, 'Ada Lovelace');
    await sut.saveMessage(ann, chat.id, { role: 'user', content: '  How do\n engines  weave? ' });
    await sut.saveMessage(ann, chat.id, { role: 'user', content: 'Second question' });
    const detail = await sut.get(ann, chat.id);
    expect(detail.title).toBe('How do engines weave?');
    expect(detail.messages.map((m) => m.authorName)).toEqual(['Ann', 'Ann']);
  });

  it('keeps the link while shared, retires it when unshared, and publishes only while shared', async () => {
    const chat = await sut.create(ann, 'Ada Lovelace');
    const first = await sut.share(ann, chat.id, true);
    expect((await sut.share(ann, chat.id, true)).shareId).toBe(first.shareId);
    await sut.saveMessage(ann, chat.id, { role: 'user', content: 'Shown live' });
    expect(await sut.share(ann, chat.id, false)).toEqual({ shareId: null, isPublic: false });
    await sut.saveMessage(ann, chat.id, { role: 'user', content: 'Private again' });
    const again = await sut.share(ann, chat.id, true);
    expect(again.shareId).not.toBe(first.shareId);
    expect(live.emitted.map((e) => [e.to, (e.payload as { content: string }).content])).toEqual([
      [`shared-chat:${first.shareId}`, 'Shown live'],
    ]);
  });
});
