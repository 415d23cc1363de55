import { describe, expect, it } from 'vitest';
import { addTopic, hasTopic } from './topic-list';

describe('custom topics', () => {
  it("takes 'Volcanoes' and 'volcanoes' as one topic", () => {
    const once = addTopic([], 'Volcanoes');
    expect(addTopic(once, 'volcanoes')).toEqual(['Volcanoes']);
    expect(addTopic(once, '  VOLCANOES ')).toEqual(['Volcanoes']);
    expect(hasTopic(['Food & Cooking'], 'food & cooking')).toBe(true);
  });

  it('trims, and ignores a blank topic', () => {
    expect(addTopic(['Rome'], '  Tides  ')).toEqual(['Rome', 'Tides']);
    expect(addTopic(['Rome'], '   ')).toEqual(['Rome']);
  });
});
