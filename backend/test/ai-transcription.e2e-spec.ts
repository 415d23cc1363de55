import { aiContextOf } from '../src/ai';
import { openAiError, openAiTranscription } from './support/fake-openai';
import { useAiTestApp } from './support/use-ai-test-app';

// A WebM (EBML) header followed by filler, as a browser's recorder starts.
const recording = () => {
  const audio = Buffer.alloc(2048, 7);
  audio.writeUInt32BE(0x1a45dfa3, 0);
  return { audio, mimeType: 'audio/webm' };
};

describe('AI layer: speech to text', () => {
  const { ai, openai, userId, ctx, calls } = useAiTestApp();

  it('sends the recording as a multipart upload to the configured model and meters one call', async () => {
    const heard = await ai.transcribe(recording(), ctx('group-chat'));
    expect(heard).toMatchObject({
      data: { transcript: 'Hello from the fake recording.' },
      provider: 'openai',
      model: 'gpt-4o-mini-transcribe',
    });
    const sent = openai.requests.at(-1)!;
    expect(sent.path).toBe('/v1/audio/transcriptions');
    expect(sent.body.fields.model).toBe('gpt-4o-mini-transcribe');
    expect(sent.body.files.file).toMatchObject({ type: 'audio/webm', name: 'voice.webm' });
    expect(sent.body.files.file.bytes.equals(recording().audio)).toBe(true);
    const rows = await calls();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      userId,
      feature: 'group-chat',
      operation: 'transcription',
      provider: 'openai',
      status: 'ok',
      tokensIn: 40,
      tokensOut: 12,
    });
    expect(Number(rows[0].costUsd)).toBeGreaterThan(0);
  });

  it('gives no transcript, and no error, offline or to a visitor; nothing is sent or metered', async () => {
    const before = openai.requests.length;
    const offline = await ai.transcribe(recording(), ctx('group-chat', { useAPI: 'offline' }));
    const visitor = await ai.transcribe(recording(), aiContextOf({ language: 'en' }, 'group-chat'));
    for (const result of [offline, visitor])
      expect(result).toMatchObject({ data: { transcript: null }, provider: 'offline' });
    expect(openai.requests.length).toBe(before);
    expect(await calls()).toHaveLength(0);
  });

  it('drops NUL characters a model might write, which no text column can hold', async () => {
    openai.enqueue(openAiTranscription('Marie\u0000 Curie'));
    const heard = await ai.transcribe(recording(), ctx('group-chat'));
    expect(heard.data.transcript).toBe('Marie Curie');
  });

  it('meters a failed transcription as an error and lets the caller decide', async () => {
    openai.enqueue(openAiError(400, 'Invalid file format.'));
    await expect(ai.transcribe(recording(), ctx('group-chat'))).rejects.toThrow();
    const rows = await calls();
    expect(rows).toMatchObject([{ operation: 'transcription', status: 'error' }]);
  });
});
