import { describe, expect, it } from 'vitest';
import { fillGreeting } from './greeting';

describe(fillGreeting.name, () => {
  it("fills the cards' placeholders with the mentor's and the learner's names", () => {
    expect(fillGreeting('Hello {{user}}, I am {{Char}}. <USER>? <bot>!', 'Ada', 'Sam')).toBe(
      'Hello Sam, I am Ada. Sam? Ada!',
    );
  });
});
