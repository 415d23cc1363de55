import { Injectable } from '@nestjs/common';
import { Meter } from './accounting/meter';
import { personaCatalogue } from './catalogue/persona-catalogue';
import { MediaService } from './generated-media/media.service';
import { offlineNotice } from './offline-notice';
import { illustrationCard } from './offline/illustration-card';
import { synthesizeMp3 } from './offline/offline-speech';
import { imagePrompt } from './prompts/operation-prompts';
import { EngineRouter } from './routing/engine-router';
import {
  imageModel,
  offlineEngine,
  speechModel,
  transcriptionModel,
} from './routing/metered-engines';
import type {
  AiContext,
  AiResult,
  ImageInput,
  SpeechInput,
  TranscriptionInput,
} from './types/ai.types';

const OFFLINE_VOICE = 'mespeak-en-us';
const OFFLINE_IMAGE = 'illustration-card';
/** The offline engine has no speech to text. */
const NO_TRANSCRIBER = 'none';

/** Speech, speech to text and images: OpenAI when it may be used, else the offline voice and illustration card; both stored as media. */
@Injectable()
export class MediaGenerationService {
  constructor(
    private readonly router: EngineRouter,
    private readonly meter: Meter,
    private readonly media: MediaService,
  ) {}

  async speech(input: SpeechInput, ctx: AiContext): Promise<AiResult<{ audioUrl: string }>> {
    const text = input.text.slice(0, 4000);
    const read = { tokensIn: text.length, tokensOut: 0 };
    const route = await this.router.media(ctx);
    if (route.client) {
      const client = route.client;
      const audio = await this.meter.run(ctx, 'speech', speechModel(client), async () => ({
        value: await client.speech(text, input.voice),
        usage: read,
      }));
      return {
        data: { audioUrl: await this.store(audio.bytes, audio.contentType) },
        provider: 'openai',
        model: client.ttsModel,
      };
    }
    const mp3 = await this.meter.run(ctx, 'speech', offlineEngine(OFFLINE_VOICE), async () => ({
      value: await synthesizeMp3(text),
      usage: read,
    }));
    return {
      data: { audioUrl: await this.store(mp3, 'audio/mpeg') },
      provider: 'offline',
      model: OFFLINE_VOICE,
      notice: this.notice(route.notice, ctx),
    };
  }

  async image(input: ImageInput, ctx: AiContext): Promise<AiResult<{ imageUrl: string }>> {
    const figure = personaCatalogue.find(input.persona.name);
    const prompt = input.prompt.slice(0, 200);
    const asked = { tokensIn: prompt.length, tokensOut: 0 };
    const route = await this.router.media(ctx);
    if (route.client) {
      const client = route.client;
      const picture = await this.meter.run(ctx, 'image', imageModel(client), async () => ({
        value: await client.image(imagePrompt(prompt, figure, input.persona.specialty)),
        usage: asked,
      }));
      return {
        data: { imageUrl: await this.store(picture.bytes, picture.contentType) },
        provider: 'openai',
        model: client.imageModel,
      };
    }
    const svg = await this.meter.run(ctx, 'image', offlineEngine(OFFLINE_IMAGE), async () => ({
      value: illustrationCard(prompt, input.persona, figure),
      usage: asked,
    }));
    return {
      data: { imageUrl: await this.store(Buffer.from(svg), 'image/svg+xml') },
      provider: 'offline',
      model: OFFLINE_IMAGE,
      notice: this.notice(route.notice, ctx),
    };
  }

  /**
   * What a recording says, from OpenAI's speech to text. The offline engine cannot listen: with no
   * provider (offline asked for, a visitor, no key, budget spent) the transcript is null, never an
   * error, and nothing is metered because no engine ran.
   */
  async transcribe(
    input: TranscriptionInput,
    ctx: AiContext,
  ): Promise<AiResult<{ transcript: string | null }>> {
    const route = await this.router.media(ctx);
    if (!route.client)
      return {
        data: { transcript: null },
        provider: 'offline',
        model: NO_TRANSCRIBER,
        notice: this.notice(route.notice, ctx),
      };
    const client = route.client;
    const heard = await this.meter.run(ctx, 'transcription', transcriptionModel(client), () =>
      client
        .transcribe(input.audio, input.mimeType)
        .then((t) => ({ value: t.text, usage: t.usage })),
    );
    return {
      // PostgreSQL text cannot hold NUL; a model's odd output must not break whoever stores it.
      data: { transcript: heard.replaceAll('\u0000', '').trim() || null },
      provider: 'openai',
      model: client.transcribeModel,
    };
  }

  private async store(bytes: Buffer, contentType: string): Promise<string> {
    return (await this.media.store(bytes, contentType)).url;
  }

  private notice(reason: string | undefined, ctx: AiContext): string | undefined {
    return offlineNotice(reason, personaCatalogue.languageName(ctx.language || 'en'));
  }
}
