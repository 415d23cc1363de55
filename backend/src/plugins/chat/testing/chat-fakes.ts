import type { AiDoneEvent, AiTokenEvent, ChatMessage, PersonaProfile } from '@agora/contracts';
import type { AiRequester } from '../../../ai';
import type {
  AiResult,
  ChatInput,
  ChatResult,
  ChatStream,
  ImageInput,
  SpeechInput,
} from '../../../ai';
import { ChatAi } from '../character-chat/chat-ai.port';
import { ChatBilling, type PaidChatFeature } from '../character-chat/chat-billing';
import { ChatLive } from '../chat-live';
import { ReplyStops, type StoppableReply } from '../character-chat/reply-stops';
import { Personas } from '../personas';

/** Every persona resolves to one figure; an unknown one can be named to make `resolve` throw. */
export class FixedPersonas extends Personas {
  constructor(
    readonly profile: PersonaProfile = {
      name: 'Ada Lovelace',
      avatar: '🧮',
      specialty: 'Early programmer',
    },
    private readonly unknown = new Set<string>(),
  ) {
    super();
  }

  async resolve(_userId: string | null, persona: string): Promise<PersonaProfile> {
    if (this.unknown.has(persona)) throw new Error(`unknown persona ${persona}`);
    return this.profile;
  }

  defaultPersona(): PersonaProfile {
    return this.profile;
  }
}

/** Keeps what would have gone to sockets, in order. */
export class RecordedChatLive extends ChatLive {
  readonly emitted: { to: string; event: string; payload: unknown }[] = [];
  isShared?: (shareId: string) => Promise<boolean>;

  openSharedRooms(isShared: (shareId: string) => Promise<boolean>): void {
    this.isShared = isShared;
  }

  publishShared(shareId: string, message: ChatMessage): void {
    this.emitted.push({ to: `shared-chat:${shareId}`, event: 'message', payload: message });
  }

  token(userId: string, event: AiTokenEvent): void {
    this.emitted.push({ to: `user:${userId}`, event: 'ai-token', payload: event });
  }

  done(userId: string, event: AiDoneEvent): void {
    this.emitted.push({ to: `user:${userId}`, event: 'ai-done', payload: event });
  }
}

/** The charges' lives by key, in call order; `broke` makes every reservation refused. */
export class RecordedBilling extends ChatBilling {
  readonly reserved: { userId: string; feature: PaidChatFeature; key: string }[] = [];
  readonly captured: string[] = [];
  readonly released: string[] = [];
  /** Every call in order, e.g. `reserve chat:…`, `capture chat:…`. */
  readonly calls: string[] = [];
  broke = false;

  async reserve(userId: string, feature: PaidChatFeature, key: string): Promise<void> {
    if (this.broke) throw new OutOfCredits();
    if (this.reserved.some((r) => r.userId === userId && r.key === key))
      throw new Error(`key ${key} reserved twice`);
    this.reserved.push({ userId, feature, key });
    this.calls.push(`reserve ${key}`);
  }

  async capture(_userId: string, key: string): Promise<void> {
    if (this.released.includes(key)) throw new Error(`capture after release of ${key}`);
    if (!this.captured.includes(key)) this.captured.push(key);
    this.calls.push(`capture ${key}`);
  }

  async release(_userId: string, key: string): Promise<void> {
    if (this.captured.includes(key)) throw new Error(`release after capture of ${key}`);
    if (!this.released.includes(key)) this.released.push(key);
    this.calls.push(`release ${key}`);
  }
}

export class OutOfCredits extends Error {}

/** Answers with fixed tokens, or fails like a provider that is down. */
export class ScriptedChatAi extends ChatAi {
  readonly replies: { input: ChatInput; req: AiRequester }[] = [];
  readonly media: { kind: 'speech' | 'image'; req: AiRequester }[] = [];
  tokens = ['Numbers ', 'can ', 'weave.'];
  down = false;
  /** Breaks the stream after this many tokens (a provider cut, or the asker leaving). */
  breakAfter: number | null = null;
  /** Waits after this many tokens until the signal aborts (a learner who stops the reply). */
  holdAfter: number | null = null;
  private reachedHold: () => void = () => undefined;
  /** Resolves when a stream reaches `holdAfter`. */
  readonly held = new Promise<void>((resolve) => (this.reachedHold = resolve));

  streamReply(input: ChatInput, req: AiRequester, signal?: AbortSignal): ChatStream {
    this.replies.push({ input, req });
    const tokens = [...this.tokens];
    const result: ChatResult = {
      data: tokens.join(''),
      provider: 'offline',
      model: 'offline',
      sources: [],
      claimKind: 'role-play',
    };
    const down = this.down;
    const breakAfter = this.breakAfter;
    const holdAfter = this.holdAfter;
    const reached = this.reachedHold;
    const broken = down || breakAfter !== null || holdAfter !== null;
    return Object.assign(
      (async function* () {
        if (down) throw new Error('provider down');
        for (const [index, token] of tokens.entries()) {
          if (index === breakAfter) throw new Error('stream broken');
          if (index === holdAfter) {
            reached();
            await untilAborted(signal);
            throw Object.assign(new Error('cancelled'), { name: 'AbortError' });
          }
          yield token;
        }
      })(),
      { result: broken ? new Promise<ChatResult>(() => undefined) : Promise.resolve(result) },
    );
  }

  async speech(_input: SpeechInput, req: AiRequester): Promise<AiResult<{ audioUrl: string }>> {
    this.media.push({ kind: 'speech', req });
    if (this.down) throw new Error('provider down');
    return { data: { audioUrl: '/media/voice' }, provider: 'openai', model: 'tts' };
  }

  async image(_input: ImageInput, req: AiRequester): Promise<AiResult<{ imageUrl: string }>> {
    this.media.push({ kind: 'image', req });
    if (this.down) throw new Error('provider down');
    return { data: { imageUrl: '/media/image' }, provider: 'openai', model: 'image' };
  }
}

function untilAborted(signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) resolve();
    signal?.addEventListener('abort', () => resolve(), { once: true });
  });
}

/** Replies that can be stopped, in this process only. */
export class InMemoryReplyStops extends ReplyStops {
  private readonly running = new Map<string, AbortController>();

  async watch(userId: string, streamId: string): Promise<StoppableReply> {
    const key = `${userId}:${streamId}`;
    const controller = new AbortController();
    this.running.set(key, controller);
    return {
      signal: controller.signal,
      stopped: () => controller.signal.aborted,
      end: async () => void this.running.delete(key),
    };
  }

  async stop(userId: string, streamId: string): Promise<boolean> {
    const controller = this.running.get(`${userId}:${streamId}`);
    controller?.abort();
    return controller !== undefined;
  }
}
