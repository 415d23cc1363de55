import { z } from 'zod';
import { outputSchemaOf, withoutNulls } from './output-schema';

describe(outputSchemaOf.name, () => {
  const schema = z.object({
    title: z.string().min(1).max(80),
    note: z.string().optional(),
    tags: z.array(z.string().max(20)).max(3).default([]),
    score: z.number().min(0).max(1),
  });

  it('requires every field, allows nothing extra and makes optional ones nullable', () => {
    const { name, jsonSchema } = outputSchemaOf('answer', schema);
    expect(name).toBe('answer');
    expect(jsonSchema).toEqual({
      type: 'object',
      additionalProperties: false,
      required: ['title', 'note', 'tags', 'score'],
      properties: {
        title: { type: 'string' },
        note: { anyOf: [{ type: 'string' }, { type: 'null' }] },
        tags: { type: 'array', maxItems: 3, items: { type: 'string' } },
        score: { type: 'number', minimum: 0, maximum: 1 },
      },
    });
  });

  it('lets zod read a strict answer whose optional field came back null', () => {
    const answer = { title: 'Radium', note: null, tags: ['chemistry'], score: 0.9 };
    expect(schema.parse(withoutNulls(answer))).toEqual({
      title: 'Radium',
      tags: ['chemistry'],
      score: 0.9,
    });
  });
});
