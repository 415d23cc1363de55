import { CHAT_MESSAGES_PAGE_DEFAULT } from '@agora/contracts';
import { BadRequestException, NotFoundException } from '@nestjs/common';
import type { AuthUser } from '../../../core/auth/auth-user';
import { FixedPersonas, RecordedChatLive } from '../testing/chat-fakes';
import { InMemoryChatsRepository } from '../testing/in-memory-chats';
import { SavedChatsService } from './saved-chats.service';

const ann: AuthUser = { id: 'ann', email: 'ann@example.com', firstName: 'Ann', isAdmin: false };
const bob: AuthUser = { id: 'bob', email: 'bob@example.com', firstName: '', isAdmin: false };
const firstPage = { limit: 50 };

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
    await expect(sut.open(bob, chat.id)).rejects.toBeInstanceOf(NotFoundException);
    await expect(sut.olderMessages(bob, chat.id, firstPage)).rejects.toBeInstanceOf(
      NotFoundException,
    );
    await expect(sut.saveMessage(bob, chat.id, message)).rejects.toBeInstanceOf(NotFoundException);
    await expect(sut.share(bob, chat.id, true)).rejects.toBeInstanceOf(NotFoundException);
    await expect(sut.remove(bob, chat.id)).rejects.toBeInstanceOf(NotFoundException);
    expect(await sut.list(bob, firstPage)).toEqual({ items: [], nextCursor: null });
    expect(await sut.remove(ann, chat.id)).toEqual({ success: true });
    expect(await sut.list(ann, firstPage)).toEqual({ items: [], nextCursor: null });
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

  it('pages through every chat, most recently active first, each once', async () => {
    for (let i = 0; i < 120; i++) await sut.create(ann, 'Ada Lovelace');
    await sut.create(bob, 'Ada Lovelace');
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await sut.list(ann, { limit: 50, cursor });
      seen.push(...page.items.map((c) => c.id));
      cursor = page.nextCursor ?? undefined;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(120);
    expect(new Set(seen).size).toBe(120);
    const times = seen.map((id) => repository.chats.find((c) => c.id === id)!.lastMessageAt);
    expect(times).toEqual([...times].sort((a, b) => b.getTime() - a.getTime()));
  });

  it('refuses a cursor it did not hand out with a 400 naming the field', async () => {
    const forged = Buffer.from('["yesterday","x"]').toString('base64url');
    await expect(sut.list(ann, { limit: 10, cursor: forged })).rejects.toThrow(
      new BadRequestException('cursor: not a cursor from a page of this list'),
    );
    const chat = await sut.create(ann, 'Ada Lovelace');
    await expect(sut.olderMessages(ann, chat.id, { limit: 10, before: forged })).rejects.toThrow(
      'before: not a cursor from a page of this list',
    );
  });

  it('opens a chat with its newest messages only, and pages back to the first', async () => {
    const chat = await sut.create(ann, 'Ada Lovelace');
    const total = CHAT_MESSAGES_PAGE_DEFAULT * 2 + 5;
    for (let i = 0; i < total; i++)
      await sut.saveMessage(ann, chat.id, { role: 'user', content: `m${i}` });

    const opened = await sut.open(ann, chat.id);
    expect(opened.messages).toHaveLength(CHAT_MESSAGES_PAGE_DEFAULT);
    expect(opened.messages.at(-1)!.content).toBe(`m${total - 1}`);
    expect(opened.olderCursor).not.toBeNull();

    const contents = opened.messages.map((m) => m.content);
    let before = opened.olderCursor;
    while (before) {
      const page = await sut.olderMessages(ann, chat.id, { limit: 40, before });
      contents.unshift(...page.messages.map((m) => m.content));
      before = page.nextCursor;
    }
    expect(contents).toEqual(Array.from({ length: total }, (_, i) => `m${i}`));
    // The owner's export still reads the whole chat.
    expect((await sut.get(ann, chat.id)).messages).toHaveLength(total);
  });
});
