import { z } from 'zod';

/** The shape a provider must answer in, as JSON Schema, enforced by the provider itself. */
export interface OutputSchema {
  /** [a-zA-Z0-9_-], the name OpenAI gives the format and Anthropic the tool. */
  name: string;
  jsonSchema: Record<string, unknown>;
}

type Node = Record<string, unknown>;

/** Keywords OpenAI's strict structured outputs do not accept; zod still checks them afterwards. */
const UNSUPPORTED = ['$schema', 'minLength', 'maxLength', 'default', 'format', 'pattern'];

/**
 * JSON Schema from the zod schema we validate with, in the subset strict structured outputs take
 * (every property required — optional ones become nullable — no extra properties). Generated, so
 * what the provider is held to cannot drift from what we check.
 */
export function outputSchemaOf(name: string, schema: z.ZodType): OutputSchema {
  const generated = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as Node;
  return { name, jsonSchema: strict(generated) };
}

function strict(node: Node): Node {
  const out: Node = {};
  for (const [key, value] of Object.entries(node)) {
    if (UNSUPPORTED.includes(key)) continue;
    if (key === 'properties' || key === 'items' || key === 'anyOf') continue;
    out[key] = value;
  }
  if (Array.isArray(node.anyOf)) out.anyOf = (node.anyOf as Node[]).map(strict);
  if (node.items && typeof node.items === 'object') out.items = strict(node.items as Node);
  if (node.properties && typeof node.properties === 'object') {
    const required = new Set((node.required as string[] | undefined) ?? []);
    const properties: Record<string, Node> = {};
    for (const [key, child] of Object.entries(node.properties as Record<string, Node>))
      properties[key] = required.has(key)
        ? strict(child)
        : { anyOf: [strict(child), { type: 'null' }] };
    out.properties = properties;
    out.required = Object.keys(properties);
    out.additionalProperties = false;
  }
  return out;
}

/** Strict outputs send null for an optional field left out; zod's optional wants it absent. */
export function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value as Node)
        .filter(([, v]) => v !== null)
        .map(([k, v]) => [k, withoutNulls(v)]),
    );
  return value;
}
