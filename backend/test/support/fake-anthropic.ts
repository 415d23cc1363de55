import { FakeAiServer, type FakeAnswer, type RecordedRequest } from './fake-ai-server';

/** A Messages API JSON body as Anthropic sends it. */
export function anthropicMessage(
  text: string,
  usage = { input_tokens: 100, output_tokens: 40 },
): FakeAnswer {
  return {
    json: {
      id: 'msg_test',
      type: 'message',
      role: 'assistant',
      model: 'claude-3-haiku-20240307',
      content: [{ type: 'text', text }],
      stop_reason: 'end_turn',
      stop_sequence: null,
      usage,
    },
  };
}

/** A streamed Messages answer: message_start, content_block_start, one delta per token, stops. */
export function anthropicStream(
  tokens: string[],
  options: { delayMs?: number; eventGapMs?: number } = {},
): FakeAnswer {
  const event = (type: string, data: object) => ({ event: type, data: { type, ...data } });
  return {
    ...options,
    events: [
      event('message_start', {
        message: {
          id: 'msg_stream',
          type: 'message',
          role: 'assistant',
          model: 'claude-3-haiku-20240307',
          content: [],
          stop_reason: null,
          stop_sequence: null,
          usage: { input_tokens: 42, output_tokens: 1 },
        },
      }),
      event('content_block_start', { index: 0, content_block: { type: 'text', text: '' } }),
      event('ping', {}),
      ...tokens.map((text) =>
        event('content_block_delta', { index: 0, delta: { type: 'text_delta', text } }),
      ),
      event('content_block_stop', { index: 0 }),
      event('message_delta', {
        delta: { stop_reason: 'end_turn', stop_sequence: null },
        usage: { output_tokens: tokens.length },
      }),
      event('message_stop', {}),
    ],
  };
}

export function anthropicError(
  status: number,
  type: string,
  message: string,
  headers: Record<string, string> = {},
): FakeAnswer {
  return { status, json: { type: 'error', error: { type, message } }, headers };
}

export function fakeAnthropic(): FakeAiServer {
  return new FakeAiServer((request: RecordedRequest) => {
    if (request.path.endsWith('/v1/messages'))
      return request.body?.stream
        ? anthropicStream(['Hi', ' there'])
        : anthropicMessage('{"context":"A fake context.","topics":["testing"]}');
    return undefined;
  });
}

/** A Messages API answer that calls a tool, as Anthropic sends a structured answer under tool_choice. */
export function anthropicToolUse(name: string, input: object): FakeAnswer {
  return {
    json: {
      id: 'msg_tool',
      type: 'message',
      role: 'assistant',
      model: 'claude-haiku-4-5',
      content: [{ type: 'tool_use', id: 'toolu_test', name, input }],
      stop_reason: 'tool_use',
      stop_sequence: null,
      usage: { input_tokens: 90, output_tokens: 50 },
    },
  };
}
