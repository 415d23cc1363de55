import { InsufficientCreditsError } from '../../core/errors/domain-errors';
import type { AiService } from '../../ai/ai.service';
import type { AuthUser } from '../../core/auth/auth-user';
import type { RealtimeService } from '../../core/realtime/realtime.service';
import type { CreditsService } from '../credits';
import { CharacterChatService } from './character-chat.service';
import type { ChatsService } from './chats.service';
import type { PersonaResolver } from './persona-resolver';

const persona = { name: 'Ada Lovelace', avatar: '🧮', specialty: 'Early programmer' };
const user: AuthUser = { id: 'u1', email: 'ada@example.com', firstName: 'Ada', isAdmin: false };

/** A ledger that records spends and refunds, and can be told the user is out of credits. */
class FakeCredits {
  spent: string[] = [];
  refunded: string[] = [];
  broke = false;
  async spend(_userId: string, feature: string, key: string) {
    if (this.broke) throw new InsufficientCreditsError(2, 1);
    this.spent.push(`${feature}:${key}`);
    return 10;
  }
  async refund(_userId: string, key: string) {
    this.refunded.push(key);
    return 10;
  }
}

function setup(ai: Partial<AiService>) {
  const credits = new FakeCredits();
  const emitted: { event: string; payload: unknown }[] = [];
  const realtime = {
    emitToUser: (_id: string, event: string, payload: unknown) => emitted.push({ event, payload }),
  };
  const personas = { resolve: async () => persona, defaultPersona: () => persona };
  const sut = new CharacterChatService(
    ai as AiService,
    credits as unknown as CreditsService,
    {} as ChatsService,
    personas as unknown as PersonaResolver,
    realtime as unknown as RealtimeService,
  );
  return { sut, credits, emitted };
}

describe(CharacterChatService.name, () => {
  it('refunds exactly the spend when the provider fails', async () => {
    const { sut, credits } = setup({
      speech: async () => Promise.reject(new Error('provider down')),
    });
    await expect(
      sut.voice(user, { text: 'Hello', voice: 'alloy', language: 'English' }),
    ).rejects.toThrow('provider down');
    expect(credits.spent).toHaveLength(1);
    expect(credits.refunded).toEqual([credits.spent[0]!.replace(/^voice-message:/, '')]);
  });

  it('does no paid work when the spend is refused', async () => {
    const image = jest.fn();
    const { sut, credits } = setup({ image });
    credits.broke = true;
    await expect(sut.image(user, { prompt: 'A loom', language: 'English' })).rejects.toBeInstanceOf(
      InsufficientCreditsError,
    );
    expect(image).not.toHaveBeenCalled();
    expect(credits.refunded).toEqual([]);
  });

  it('streams tokens to the asker tagged with the stream id, then ai-done, and passes the emotion on', async () => {
    const streamChat = jest.fn(() => {
      const tokens = ['Numbers ', 'can ', 'weave.'];
      return Object.assign(
        (async function* () {
          yield* tokens;
        })(),
        {
          result: Promise.resolve({
            data: tokens.join(''),
            provider: 'offline' as const,
            model: 'offline',
          }),
        },
      );
    });
    const { sut, emitted, credits } = setup({ streamChat } as unknown as Partial<AiService>);
    const streamId = '2b1f2c39-5d3e-4d55-9d2b-3c3f6f0f9a11';
    const answer = await sut.reply(user, {
      message: "I'm stuck",
      persona: 'Ada Lovelace',
      conversationHistory: [],
      emotion: 'struggling',
      streamId,
      language: 'English',
    });
    expect(answer).toEqual({ response: 'Numbers can weave.', provider: 'offline' });
    expect(emitted).toEqual([
      { event: 'ai-token', payload: { streamId, token: 'Numbers ' } },
      { event: 'ai-token', payload: { streamId, token: 'can ' } },
      { event: 'ai-token', payload: { streamId, token: 'weave.' } },
      { event: 'ai-done', payload: { streamId } },
    ]);
    expect(streamChat).toHaveBeenCalledWith(
      expect.objectContaining({ emotion: 'struggling', persona }),
      expect.objectContaining({ userId: 'u1', feature: 'chat-message' }),
      undefined,
    );
    expect(credits.spent).toEqual([`chat-message:chat:${streamId}`]);
  });
});
