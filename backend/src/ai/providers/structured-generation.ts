import type { z } from 'zod';
import { outputSchemaOf, withoutNulls } from './output-schema';
import type { Prompt } from '../prompts/operation-prompts';
import { InvalidModelOutputError } from './ai-errors';
import type { LlmUsage } from '../types/ai.types';
import type { LlmClient } from './llm-client';

export interface Structured<T> {
  data: T;
  usage: LlmUsage;
  repaired: boolean;
}

/** Models wrap JSON in prose or code fences; take the outermost object. */
export function extractJson(text: string): unknown {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start < 0 || end <= start) throw new SyntaxError('no JSON object in the reply');
  return JSON.parse(text.slice(start, end + 1));
}

function check<S extends z.ZodType>(
  text: string,
  schema: S,
): { ok: true; data: z.infer<S> } | { ok: false; problem: string } {
  try {
    const parsed = schema.safeParse(withoutNulls(extractJson(text)));
    if (parsed.success) return { ok: true, data: parsed.data };
    return {
      ok: false,
      problem: parsed.error.issues
        .slice(0, 5)
        .map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`)
        .join('; '),
    };
  } catch (error) {
    return { ok: false, problem: `invalid JSON (${(error as Error).message})` };
  }
}

/**
 * Asks for JSON in the schema's shape — enforced by the provider (OpenAI structured outputs,
 * Anthropic tool use) — validates it with zod, and on failure asks the model exactly once to
 * repair its answer.
 */
export async function generateStructured<S extends z.ZodType>(
  client: LlmClient,
  prompt: Prompt,
  schema: S,
  maxTokens: number,
  signal?: AbortSignal,
): Promise<Structured<z.infer<S>>> {
  const output = outputSchemaOf('answer', schema);
  const first = await client.complete(
    { system: prompt.system, messages: prompt.messages, maxTokens, output },
    signal,
  );
  const firstCheck = check(first.text, schema);
  if (firstCheck.ok) return { data: firstCheck.data, usage: first.usage, repaired: false };
  const repair = await client.complete(
    {
      system: prompt.system,
      messages: [
        ...prompt.messages,
        { role: 'assistant', content: first.text.slice(0, 8000) },
        {
          role: 'user',
          content: `Your reply was not valid: ${firstCheck.problem}. Reply again with only the corrected JSON object.`,
        },
      ],
      maxTokens,
      output,
    },
    signal,
  );
  const usage = {
    tokensIn: first.usage.tokensIn + repair.usage.tokensIn,
    tokensOut: first.usage.tokensOut + repair.usage.tokensOut,
  };
  const secondCheck = check(repair.text, schema);
  if (secondCheck.ok) return { data: secondCheck.data, usage, repaired: true };
  throw Object.assign(new InvalidModelOutputError(secondCheck.problem), { usage });
}
