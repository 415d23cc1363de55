import type { AiRequester } from '../../../ai';
import type { AiResult, ChatInput, ChatStream, ImageInput, SpeechInput } from '../../../ai';

/** What the figure's side of a chat needs from the AI layer (adapted from AiService; faked in unit tests). */
export abstract class ChatAi {
  /** The figure's reply, token by token; `signal` stops generating when the asker leaves. */
  abstract streamReply(input: ChatInput, req: AiRequester, signal?: AbortSignal): ChatStream;
  abstract speech(input: SpeechInput, req: AiRequester): Promise<AiResult<{ audioUrl: string }>>;
  abstract image(input: ImageInput, req: AiRequester): Promise<AiResult<{ imageUrl: string }>>;
}
