import { extractJson } from './structured-generation';

describe(extractJson.name, () => {
  it('takes the JSON object out of prose and code fences', () => {
    expect(extractJson('Sure!\n```json\n{"topics": ["a"]}\n```')).toEqual({ topics: ['a'] });
  });

  it('refuses a reply with no JSON object', () => {
    expect(() => extractJson('I cannot do that.')).toThrow(SyntaxError);
  });
});
