import { describe, expect, it } from 'vitest';
import { MAX_QUICK_REPLIES, selectQuickReplies } from './quick-replies';

describe(selectQuickReplies.name, () => {
  it('offers figure-specific chips for Einstein, Leonardo da Vinci and Marie Curie', () => {
    expect(selectQuickReplies('Albert Einstein', null)).toEqual([
      'quick.einstein.relativity',
      'quick.einstein.thoughtExperiment',
      'quick.einstein.imagination',
    ]);
    expect(selectQuickReplies('Leonardo da Vinci', 'neutral')[0]).toBe('quick.leonardo.flight');
    expect(selectQuickReplies('Marie Curie', undefined)[0]).toBe('quick.curie.radium');
  });

  it('falls back to generic chips for other figures and custom mentors', () => {
    expect(selectQuickReplies('Socrates', null)).toEqual([
      'quick.generic.discovery',
      'quick.generic.inspiration',
      'quick.generic.advice',
      'quick.generic.challenge',
    ]);
    expect(selectQuickReplies('custom-123', 'curious')).toEqual(
      selectQuickReplies('Socrates', null),
    );
  });

  it.each([
    ['confused', 'quick.confused.simpler'],
    ['excited', 'quick.excited.next'],
    ['struggling', 'quick.struggling.smaller'],
  ])('puts the %s extras first', (emotion, first) => {
    const chips = selectQuickReplies('Albert Einstein', emotion);
    expect(chips[0]).toBe(first);
    expect(chips).toContain('quick.einstein.relativity');
  });

  it('never shows more than four chips', () => {
    for (const emotion of ['confused', 'excited', 'struggling', null]) {
      expect(selectQuickReplies('Socrates', emotion).length).toBeLessThanOrEqual(MAX_QUICK_REPLIES);
    }
    expect(selectQuickReplies('Socrates', 'confused')).toEqual([
      'quick.confused.simpler',
      'quick.confused.example',
      'quick.generic.discovery',
      'quick.generic.inspiration',
    ]);
  });

  it('adds no extras for frustrated, curious, breakthrough or neutral', () => {
    for (const emotion of ['frustrated', 'curious', 'breakthrough', 'neutral']) {
      expect(selectQuickReplies('Marie Curie', emotion)).toEqual(
        selectQuickReplies('Marie Curie', null),
      );
    }
  });
});
