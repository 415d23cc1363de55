import { Injectable } from '@nestjs/common';
import {
  type AiRequester,
  type AiResult,
  AiService,
  aiContextOf,
  type ChatInput,
  type ChatStream,
  type PersonaProfile,
  type SpeechInput,
  type TranscriptionInput,
} from '../../../ai';
import { GroupsAi } from './groups-ai.port';

/** GroupsAi on top of the AI layer, accounted as `group-chat`. */
@Injectable()
export class AiGroupsAdapter extends GroupsAi {
  private readonly names: readonly string[];

  constructor(private readonly ai: AiService) {
    super();
    this.names = ai.personas().mentionable.map((f) => f.name);
  }

  mentionable(): readonly string[] {
    return this.names;
  }

  figure(name: string): PersonaProfile | null {
    const catalogue = this.ai.personas();
    const found = catalogue.find(name);
    if (!found || !this.names.includes(found.name)) return null;
    return catalogue.toProfile(found);
  }

  streamAnswer(input: ChatInput, req: AiRequester): ChatStream {
    return this.ai.streamChat(input, aiContextOf(req, 'group-chat'));
  }

  speech(input: SpeechInput, req: AiRequester): Promise<AiResult<{ audioUrl: string }>> {
    return this.ai.speech(input, aiContextOf(req, 'group-chat'));
  }

  async transcribe(input: TranscriptionInput, req: AiRequester): Promise<string | null> {
    return (await this.ai.transcribe(input, aiContextOf(req, 'group-chat'))).data.transcript;
  }
}
