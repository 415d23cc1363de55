import type {
  AiRequester,
  AiResult,
  ChatInput,
  ChatStream,
  PersonaProfile,
  SpeechInput,
  TranscriptionInput,
} from '../../../ai';

/** What study groups need from the AI layer (adapted from AiService; faked in unit tests). */
export abstract class GroupsAi {
  /** The names of the figures that may be mentioned in a group (the catalogue's 30). */
  abstract mentionable(): readonly string[];
  /** The catalogue's profile of a mentionable figure, by name (any case); null if not one. */
  abstract figure(name: string): PersonaProfile | null;
  abstract streamAnswer(input: ChatInput, req: AiRequester): ChatStream;
  abstract speech(input: SpeechInput, req: AiRequester): Promise<AiResult<{ audioUrl: string }>>;
  /** What a voice message says; null when no provider can listen (offline, a visitor, no key). */
  abstract transcribe(input: TranscriptionInput, req: AiRequester): Promise<string | null>;
}
