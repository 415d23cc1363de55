import { Injectable } from '@nestjs/common';
import { type AiRequester, aiContextOf } from '../../../ai';
import { AiService } from '../../../ai';
import type { AiResult, ChatInput, ChatStream, ImageInput, SpeechInput } from '../../../ai';
import { ChatAi } from './chat-ai.port';

/** ChatAi on top of the AI layer; each call is accounted under the feature the learner pays for. */
@Injectable()
export class AiChatAdapter extends ChatAi {
  constructor(private readonly ai: AiService) {
    super();
  }

  streamReply(input: ChatInput, req: AiRequester, signal?: AbortSignal): ChatStream {
    return this.ai.streamChat(input, aiContextOf(req, 'chat-message'), signal);
  }

  speech(input: SpeechInput, req: AiRequester): Promise<AiResult<{ audioUrl: string }>> {
    return this.ai.speech(input, aiContextOf(req, 'voice-message'));
  }

  image(input: ImageInput, req: AiRequester): Promise<AiResult<{ imageUrl: string }>> {
    return this.ai.image(input, aiContextOf(req, 'image-generation'));
  }
}
