import { FakeAiServer, type FakeAnswer, type RecordedRequest } from './fake-ai-server';

/** A chat.completions JSON body as OpenAI sends it. */
export function openAiCompletion(
  content: string,
  usage = { prompt_tokens: 120, completion_tokens: 60 },
): FakeAnswer {
  return {
    json: {
      id: 'chatcmpl-test',
      object: 'chat.completion',
      created: 1_700_000_000,
      model: 'gpt-4o-mini',
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content, refusal: null },
          finish_reason: 'stop',
          logprobs: null,
        },
      ],
      usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens },
    },
  };
}

/** A streamed chat.completions answer: one chunk per token, a usage chunk, then [DONE]. */
export function openAiStream(
  tokens: string[],
  options: { delayMs?: number; eventGapMs?: number } = {},
): FakeAnswer {
  const chunk = (delta: object, finish: string | null = null, usage: object | null = null) => ({
    id: 'chatcmpl-stream',
    object: 'chat.completion.chunk',
    created: 1_700_000_000,
    model: 'gpt-4o-mini',
    choices: usage ? [] : [{ index: 0, delta, finish_reason: finish, logprobs: null }],
    ...(usage ? { usage } : {}),
  });
  return {
    ...options,
    events: [
      { data: chunk({ role: 'assistant', content: '' }) },
      ...tokens.map((t) => ({ data: chunk({ content: t }) })),
      { data: chunk({}, 'stop') },
      {
        data: chunk({}, null, {
          prompt_tokens: 50,
          completion_tokens: tokens.length,
          total_tokens: 50 + tokens.length,
        }),
      },
      { data: '[DONE]' },
    ],
  };
}

export function openAiError(
  status: number,
  message: string,
  type = 'invalid_request_error',
  headers: Record<string, string> = {},
): FakeAnswer {
  return { status, json: { error: { message, type, param: null, code: null } }, headers };
}

/** A speech-to-text JSON body as OpenAI sends it for the gpt-4o transcribe models. */
export function openAiTranscription(text: string): FakeAnswer {
  return {
    json: {
      text,
      usage: { type: 'tokens', input_tokens: 40, output_tokens: 12, total_tokens: 52 },
    },
  };
}

/**
 * Default behaviour of the fake: plain answers for every endpoint the app uses. A transcription
 * must be a multipart upload with a model and a file (else 400, as OpenAI answers); it hears
 * `transcript`.
 */
export function fakeOpenAi(options: { transcript?: string } = {}): FakeAiServer {
  const transcript = options.transcript ?? 'Hello from the fake recording.';
  return new FakeAiServer((request: RecordedRequest) => {
    if (request.path.endsWith('/audio/transcriptions')) {
      const form = request.body;
      return form?.multipart && form.fields.model && form.files.file?.bytes.length
        ? openAiTranscription(transcript)
        : openAiError(400, 'a multipart upload with model and file is required');
    }
    if (request.path.endsWith('/chat/completions')) {
      return request.body?.stream
        ? openAiStream(['Hello', ' from', ' the', ' fake.'])
        : openAiCompletion('{"context":"A fake context.","topics":["testing"]}');
    }
    if (request.path.endsWith('/audio/speech'))
      return { bytes: { contentType: 'audio/mpeg', data: Buffer.from('ID3fake-mp3-bytes') } };
    if (request.path.endsWith('/images/generations'))
      return {
        json: {
          created: 1_700_000_000,
          data: [{ b64_json: Buffer.from('\x89PNGfake').toString('base64') }],
        },
      };
    return undefined;
  });
}
