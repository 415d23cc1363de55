import { Injectable } from '@nestjs/common';
import { AiAccountingService } from '../accounting/ai-accounting.service';
import { IMAGE_COST_USD, speechCostUsd } from '../accounting/pricing';
import type { AiContext, AiResult, ImageInput, SpeechInput } from '../ai.types';
import { personaCatalogue } from '../catalogue/persona-catalogue';
import { offlineNotice } from '../offline-notice';
import { illustrationCard } from '../offline/illustration-card';
import { synthesizeWav } from '../offline/offline-speech';
import { imagePrompt } from '../prompts/operation-prompts';
import { ProviderRouter } from '../providers/provider-router';
import { MediaService } from './media.service';

const OFFLINE_VOICE = 'mespeak-en-us';
const OFFLINE_IMAGE = 'illustration-card';

/** Speech and images: OpenAI when it may be used, else the offline voice and illustration card; both stored as media. */
@Injectable()
export class MediaGenerationService {
  constructor(
    private readonly router: ProviderRouter,
    private readonly accounting: AiAccountingService,
    private readonly media: MediaService,
  ) {}

  async speech(input: SpeechInput, ctx: AiContext): Promise<AiResult<{ audioUrl: string }>> {
    const text = input.text.slice(0, 4000);
    const route = await this.router.media(ctx);
    const started = performance.now();
    if (route.client) {
      const client = route.client;
      try {
        const audio = await client.speech(text, input.voice);
        await this.accounting.record({
          ctx,
          operation: 'speech',
          provider: 'openai',
          model: client.ttsModel,
          tokensIn: text.length,
          tokensOut: 0,
          latencyMs: performance.now() - started,
          costUsd: speechCostUsd(text.length),
          status: 'ok',
        });
        return {
          data: { audioUrl: await this.store(audio.bytes, audio.contentType) },
          provider: 'openai',
          model: client.ttsModel,
        };
      } catch (error) {
        await this.accounting.recordFailure(ctx, 'speech', client.ttsModel, started, error);
        throw error;
      }
    }
    const wav = await synthesizeWav(text);
    await this.accounting.recordOffline(ctx, 'speech', started, text.length, 0, OFFLINE_VOICE);
    return {
      data: { audioUrl: await this.store(wav, 'audio/wav') },
      provider: 'offline',
      model: OFFLINE_VOICE,
      notice: this.notice(route.notice, ctx),
    };
  }

  async image(input: ImageInput, ctx: AiContext): Promise<AiResult<{ imageUrl: string }>> {
    const figure = personaCatalogue.find(input.persona.name);
    const prompt = input.prompt.slice(0, 200);
    const route = await this.router.media(ctx);
    const started = performance.now();
    if (route.client) {
      const client = route.client;
      try {
        const picture = await client.image(imagePrompt(prompt, figure, input.persona.specialty));
        await this.accounting.record({
          ctx,
          operation: 'image',
          provider: 'openai',
          model: client.imageModel,
          tokensIn: prompt.length,
          tokensOut: 0,
          latencyMs: performance.now() - started,
          costUsd: IMAGE_COST_USD,
          status: 'ok',
        });
        return {
          data: { imageUrl: await this.store(picture.bytes, picture.contentType) },
          provider: 'openai',
          model: client.imageModel,
        };
      } catch (error) {
        await this.accounting.recordFailure(ctx, 'image', client.imageModel, started, error);
        throw error;
      }
    }
    const svg = illustrationCard(prompt, input.persona, figure);
    await this.accounting.recordOffline(ctx, 'image', started, prompt.length, 0, OFFLINE_IMAGE);
    return {
      data: { imageUrl: await this.store(Buffer.from(svg), 'image/svg+xml') },
      provider: 'offline',
      model: OFFLINE_IMAGE,
      notice: this.notice(route.notice, ctx),
    };
  }

  private async store(bytes: Buffer, contentType: string): Promise<string> {
    return (await this.media.store(bytes, contentType)).url;
  }

  private notice(reason: string | undefined, ctx: AiContext): string | undefined {
    return offlineNotice(reason, personaCatalogue.languageName(ctx.language || 'en'));
  }
}
