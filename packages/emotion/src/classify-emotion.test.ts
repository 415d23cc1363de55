import { describe, expect, it } from 'vitest';
import { classifyEmotion } from './classify-emotion';
import type { Emotion } from './emotion';

const LABELLED: [string, Emotion][] = [
  // English
  ['This is amazing! I love it', 'excited'],
  ['Wow, that is so cool 🎉', 'excited'],
  ["I can't wait to try this experiment!", 'excited'],
  ['Ugh, this is so frustrating and useless', 'frustrated'],
  ['Why is it still wrong?? 😤', 'frustrated'],
  ["I'm fed up, this is a waste of time", 'frustrated'],
  ["I'm confused, I don't understand the second step", 'confused'],
  ['Huh? What do you mean by entropy? Which one?', 'confused'],
  ['Sorry, this makes no sense to me, can you explain again', 'confused'],
  ["I'm curious, what if the Earth had no moon", 'curious'],
  ['I wonder how did people measure time before clocks', 'curious'],
  ['Tell me more about your early experiments, that sounds interesting', 'curious'],
  ['Oh I see now, I get it', 'breakthrough'],
  ['Aha, that makes sense', 'breakthrough'],
  ['It clicked, I finally figured it out', 'breakthrough'],
  ["I'm struggling with this, it's too hard", 'struggling'],
  ["I'm stuck and I want to give up", 'struggling'],
  ['I keep failing these problems and feel overwhelmed', 'struggling'],
  ['What year were you born', 'neutral'],
  ['Please describe the Parthenon', 'neutral'],
  ['Hello', 'neutral'],
  // Spanish, French, Portuguese, German
  ['¡Increíble! Me encanta esta idea', 'excited'],
  ['No entiendo, estoy confundido', 'confused'],
  ['Ahora entiendo, ya veo', 'breakthrough'],
  ['Je ne comprends pas, je suis perdu', 'confused'],
  ["C'est génial, j'adore !", 'excited'],
  ["J'ai du mal, c'est trop dur", 'struggling'],
  ['Não entendi, estou confusa', 'confused'],
  ['Estou frustrado, odeio isso', 'frustrated'],
  ['Agora faz sentido, entendi', 'breakthrough'],
  ['Ich bin verwirrt, ich verstehe nicht', 'confused'],
  ['Das ist toll, ich bin begeistert', 'excited'],
  ['Ich bin neugierig, was wäre wenn Newton recht hatte', 'curious'],
  // Russian, Arabic, Hindi, Bengali
  ['Я не понимаю, я запутался', 'confused'],
  ['Теперь понятно, дошло', 'breakthrough'],
  ['Меня бесит, надоело', 'frustrated'],
  ['لا أفهم، أنا محتار', 'confused'],
  ['هذا رائع ومذهل', 'excited'],
  ['मुझे समझ नहीं आ रहा, बहुत उलझन है', 'confused'],
  ['यह बहुत मुश्किल है, मैं अटक गया', 'struggling'],
  ['আমি বুঝতে পারছি না, খুব বিভ্রান্ত', 'confused'],
  ['এখন বুঝলাম, অবশেষে', 'breakthrough'],
  // Chinese, Japanese
  ['我不明白，太困惑了', 'confused'],
  ['太棒了！好酷', 'excited'],
  ['我懂了，原来如此', 'breakthrough'],
  ['よくわからない、混乱している', 'confused'],
  ['なるほど、わかった', 'breakthrough'],
  ['難しい、できない', 'struggling'],
];

describe('classifyEmotion', () => {
  it.each(LABELLED)('labels %j as %s', (text, expected) => {
    expect(classifyEmotion(text).emotion).toBe(expected);
  });

  it('covers at least 40 labelled messages', () => {
    expect(LABELLED.length).toBeGreaterThanOrEqual(40);
  });

  it('returns the words and punctuation that scored', () => {
    const result = classifyEmotion('Wow, amazing!');
    expect(result.indicators).toEqual(expect.arrayContaining(['wow', 'amazing', '!']));
  });

  it('weights each signal as the spec says', () => {
    // amazing (+2) + "!" (+3) = 5 excited, no other score → confidence 1
    expect(classifyEmotion('amazing!')).toMatchObject({ emotion: 'excited', confidence: 1 });
    // "??" → frustrated 3; two question marks → confused 2; 3 / 5 = 0.6
    expect(classifyEmotion('really??')).toMatchObject({ emotion: 'frustrated', confidence: 0.6 });
    // confused word 1.5 vs curious word 2 → curious with 2 / 3.5
    expect(classifyEmotion("I'm confused but curious")).toMatchObject({
      emotion: 'curious',
      confidence: 0.571,
    });
  });

  it('falls back to neutral when the winner has under 30% of the score', () => {
    // excited 2 + frustrated 2 + confused 1.5 + curious 2 + breakthrough 3 + struggling 2 = 12.5; top 3 → 0.24
    const result = classifyEmotion('wow, frustrated, confused, curious, aha, stuck');
    expect(result.emotion).toBe('neutral');
    expect(result.confidence).toBeLessThan(0.3);
  });

  it('matches Latin keywords only as whole words', () => {
    expect(classifyEmotion('the hardware is behindhand').emotion).toBe('neutral');
  });

  it('caps confidence at 1 and never returns negative numbers', () => {
    const { confidence } = classifyEmotion('amazing awesome wow!!! 🎉🚀');
    expect(confidence).toBeLessThanOrEqual(1);
    expect(confidence).toBeGreaterThan(0);
  });
});
