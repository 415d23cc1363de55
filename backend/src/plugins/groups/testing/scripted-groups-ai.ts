/** The groups AI fake: three mentionable figures with scripted answers and transcripts. */
import type {
  AiRequester,
  AiResult,
  ChatInput,
  ChatResult,
  ChatStream,
  PersonaProfile,
  SpeechInput,
  TranscriptionInput,
} from '../../../ai';
import { GroupsAi } from '../mentions/groups-ai.port';

const FIGURES = ['Socrates', 'Hypatia', 'Isaac Newton'];

/**
 * Three mentionable figures answering with fixed text; `failFor` makes one figure's answer fail.
 * `heard` is what every recording says (null: no provider can listen); `answerText` what they say.
 */
export class ScriptedGroupsAi extends GroupsAi {
  readonly asked: { input: ChatInput; req: AiRequester }[] = [];
  readonly transcribed: { input: TranscriptionInput; req: AiRequester }[] = [];
  failFor: string | null = null;
  heard: string | null = null;
  answerText: (figure: string) => string = () => 'Think about it.';

  mentionable(): readonly string[] {
    return FIGURES;
  }

  figure(name: string): PersonaProfile | null {
    const found = FIGURES.find((f) => f.toLowerCase() === name.trim().toLowerCase());
    return found
      ? {
          name: found,
          avatar: '🏛️',
          specialty: 'Teaching',
          era: '',
          bio: '',
          speakingStyle: '',
          topics: [],
        }
      : null;
  }

  streamAnswer(input: ChatInput, req: AiRequester): ChatStream {
    this.asked.push({ input, req });
    const fail = this.failFor === input.persona.name;
    const tokens = this.answerText(input.persona.name)
      .split(/(?<= )/)
      .filter(Boolean);
    const result: ChatResult = {
      data: tokens.join(''),
      provider: 'offline',
      model: 'offline',
      sources: [],
      claimKind: 'role-play',
    };
    return Object.assign(
      (async function* () {
        if (fail) throw new Error('provider down');
        yield* tokens;
      })(),
      { result: fail ? new Promise<ChatResult>(() => undefined) : Promise.resolve(result) },
    );
  }

  async speech(_input: SpeechInput): Promise<AiResult<{ audioUrl: string }>> {
    return { data: { audioUrl: '/media/voice' }, provider: 'offline', model: 'offline' };
  }

  async transcribe(input: TranscriptionInput, req: AiRequester): Promise<string | null> {
    this.transcribed.push({ input, req });
    return this.heard;
  }
}
