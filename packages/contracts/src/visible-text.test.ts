import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { AgentFeedRequestSchema } from './agent-feed';
import { RegisterBodySchema } from './auth';
import {
  ImageBodySchema,
  RenameChatBodySchema,
  SharedChatMessageBodySchema,
  VoiceBodySchema,
} from './chat';
import { CustomCharacterInputSchema } from './custom-character';
import { createUserPostBodySchema } from './feed';
import { CreateGroupSchema, SendGroupMessageSchema, TextToSpeechSchema } from './groups';
import { createHomeFeedPostSchema } from './home-feed';
import {
  hasVisibleText,
  optionalLine,
  optionalLines,
  visibleLine,
  visibleLines,
} from './visible-text';

/** Text that shows nothing, each kind of it. */
const INVISIBLE: Record<string, string> = {
  empty: '',
  spaces: '  \t ',
  'zero-width space': '\u200b',
  'two zero-width spaces': '\u200b\u200b',
  'blank braille pattern': '\u2800',
  'Hangul filler': '\u3164',
  'Hangul choseong filler': '\u115f',
  'Hangul jungseong filler': '\u1160',
  'halfwidth Hangul filler': '\uffa0',
  'right-to-left override': '\u202e',
  'override and zero-width space': '\u202e\u200b',
  isolates: '\u2067\u2069',
  'byte order mark': '\ufeff',
  'soft hyphen': '\u00ad',
  'word joiner': '\u2060',
  'zero-width joiner and non-joiner': '\u200d\u200c',
  'left-to-right and right-to-left marks': '\u200e\u200f',
  'Arabic letter mark': '\u061c',
  'Mongolian vowel separator': '\u180e',
  'variation selector': '\ufe0f',
  'combining grapheme joiner': '\u034f',
  'tag characters': '\u{e0041}\u{e007f}',
  'no-break and ideographic spaces': '\u00a0\u3000',
  'line separator': '\u2028',
  'invisible times': '\u2062',
};

/** Text people write, which must come through as it was sent. */
const LEGITIMATE: Record<string, string> = {
  'woman scientist (ZWJ sequence)': '👩‍🔬',
  'rainbow flag (VS16 and ZWJ)': '🏳️‍🌈',
  'red heart ending with VS16': 'I ❤️',
  'England flag (tag sequence) at the end': 'Go 🏴󠁧󠁢󠁥󠁮󠁧󠁿',
  keycap: '1️⃣ first',
  'skin tone': '👍🏽',
  English: 'Marie Curie',
  Chinese: '居里夫人的实验',
  Hindi: 'क्‍षमा और विज्ञान',
  Spanish: '¿Qué es la energía?',
  French: 'Pourquoi le ciel est-il bleu ?',
  Arabic: 'ما هي الجاذبية؟',
  'Persian with ZWNJ': 'می‌خواهم بدانم',
  Bengali: 'র‍্যাব বিজ্ঞান',
  Portuguese: 'Ação e reação',
  Russian: 'Почему небо голубое?',
  Japanese: '光の速さはどれくらい？',
  German: 'Größe und Gewicht',
  Korean: '한국어 질문',
};

describe(hasVisibleText.name, () => {
  it.each(Object.entries(INVISIBLE))('finds nothing visible in %s', (_, text) => {
    expect(hasVisibleText(text)).toBe(false);
  });

  it.each(Object.entries(LEGITIMATE))('finds something visible in %s', (_, text) => {
    expect(hasVisibleText(text)).toBe(true);
  });
});

describe(visibleLine.name, () => {
  const sut = visibleLine('name', 80);

  it.each(Object.entries(INVISIBLE))('refuses %s as "name is required"', (_, text) => {
    const result = sut.safeParse(text);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual(['name is required']);
  });

  it.each(Object.entries(LEGITIMATE))('keeps %s as it was sent', (_, text) => {
    expect(sut.parse(text)).toBe(text);
  });

  it('removes bidi overrides, embeddings and isolates, so "Admin\\u202e" is "Admin"', () => {
    expect(sut.parse('Admin\u202e')).toBe('Admin');
    expect(sut.parse('\u202egnp.exe\u202c')).toBe('gnp.exe');
    expect(sut.parse('\u2067مريم\u2069 Ada')).toBe('مريم Ada');
  });

  it('keeps left-to-right and right-to-left marks inside a name', () => {
    expect(sut.parse('מרים\u200f 2')).toBe('מרים\u200f 2');
  });

  it('trims spaces, zero-width spaces and fillers from both ends only', () => {
    expect(sut.parse(' \u200b\u2800Ada\u200bLovelace\u3164 \ufeff')).toBe('Ada\u200bLovelace');
  });

  it('trims a megabyte of blanks at once (no quadratic regular expression)', () => {
    const started = Date.now();
    expect(sut.safeParse(`${'\u200b '.repeat(500_000)}x${' '.repeat(500_000)}`).success).toBe(true);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('trims a pasted line break from the ends, as trim() did', () => {
    expect(sut.parse('\tAda Lovelace\r\n')).toBe('Ada Lovelace');
  });

  it.each([
    ['a line break', 'Ada\r\nLovelace'],
    ['a tab', 'Ada\tLovelace'],
    ['a bell', 'Ada\u0007'],
    ['an escape sequence', '\u001b[31mAda'],
    ['a next-line control', 'Ada\u0085Lovelace'],
    ['a NUL', 'Ada\u0000'],
  ])('refuses %s inside the line, naming the field', (_, text) => {
    expect(sut.safeParse(text).error?.issues.map((i) => i.message)).toEqual([
      'name must be one line without control characters',
    ]);
  });

  it('counts the limit on the cleaned text', () => {
    expect(sut.parse(`${'a'.repeat(80)}\u202e  `)).toHaveLength(80);
    expect(sut.safeParse('a'.repeat(81)).success).toBe(false);
  });

  it('says what it is told to', () => {
    const titled = visibleLine('title', 3, { blank: 'title must not be empty', tooLong: 'long' });
    expect(titled.safeParse('\u2800').error?.issues[0]?.message).toBe('title must not be empty');
    expect(titled.safeParse('abcd').error?.issues[0]?.message).toBe('long');
  });
});

describe(visibleLines.name, () => {
  const sut = visibleLines('content', 2000);

  it.each(Object.entries(INVISIBLE))('refuses %s as "content is required"', (_, text) => {
    expect(sut.safeParse(text).error?.issues.map((i) => i.message)).toEqual([
      'content is required',
    ]);
  });

  it('refuses line breaks with nothing visible between them', () => {
    expect(sut.safeParse('\n\u200b\r\n\t\u2800\n').success).toBe(false);
  });

  it.each(Object.entries(LEGITIMATE))('keeps %s as it was sent', (_, text) => {
    expect(sut.parse(text)).toBe(text);
  });

  it('keeps line breaks, tabs and bidi controls inside the text', () => {
    const text = 'First line\r\nsecond\tline\n\u2067مرحبا\u2069 and \u202eback\u202c';
    expect(sut.parse(`\n${text}\n\u200b`)).toBe(text);
  });

  it.each([
    ['a bell', 'hi\u0007'],
    ['an escape sequence', '\u001b[2Jhi'],
    ['a NUL', 'hi\u0000there'],
  ])('refuses %s, naming the field', (_, text) => {
    expect(sut.safeParse(text).error?.issues.map((i) => i.message)).toEqual([
      'content must not contain control characters',
    ]);
  });
});

describe('optional text', () => {
  it.each(Object.entries(INVISIBLE))('reads %s as empty', (_, text) => {
    expect(optionalLines('description', 500).parse(text)).toBe('');
    expect(optionalLine('username', 60).parse(text)).toBe('');
  });

  it('keeps visible text, cleaned as its kind asks', () => {
    expect(optionalLines('description', 500).parse(' Study\ngroup ')).toBe('Study\ngroup');
    expect(optionalLine('username', 60).parse('Ada\u202e')).toBe('Ada');
    expect(optionalLine('username', 60).safeParse('Ada\nL').success).toBe(false);
  });
});

describe('user-text contracts', () => {
  const issues = (schema: z.ZodType, body: unknown) =>
    schema.safeParse(body).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

  it('refuses a group named with a zero-width space as "name is required"', () => {
    expect(issues(CreateGroupSchema, { name: '\u200b' })).toEqual(['name: name is required']);
  });

  it('reads a group description showing nothing as empty', () => {
    expect(CreateGroupSchema.parse({ name: 'Optics', description: '\u2800' })).toEqual({
      name: 'Optics',
      description: '',
    });
  });

  it('refuses a chat title of a blank braille pattern, or with a line break', () => {
    expect(issues(RenameChatBodySchema, { title: '\u2800' })).toEqual([
      'title: title must not be empty',
    ]);
    expect(issues(RenameChatBodySchema, { title: 'Light\r\nwaves' })).toEqual([
      'title: title must be one line without control characters',
    ]);
  });

  it('refuses posts and messages of zero-width spaces', () => {
    expect(issues(createHomeFeedPostSchema, { content: '\u200b\u200b' })).toEqual([
      'content: must not be blank',
    ]);
    expect(issues(SendGroupMessageSchema, { content: '\u200b' })).toEqual([
      'content: content is required',
    ]);
    expect(issues(SharedChatMessageBodySchema, { content: '\u3164' })).toEqual([
      'content: content must not be empty',
    ]);
  });

  it('refuses a custom mentor whose every field is a zero-width space, naming each required one', () => {
    expect(
      issues(CustomCharacterInputSchema, {
        name: '\u200b',
        specialty: '\u200b',
        personality: '\u200b',
        background: '\u200b',
        speakingStyle: '\u200b',
        greeting: '\u200b',
      }),
    ).toEqual([
      'name: name is required',
      'specialty: specialty is required',
      'personality: personality is required',
    ]);
  });

  it('refuses an invisible first name and takes the override out of "Admin\\u202e"', () => {
    const account = { email: 'ada@example.com', password: 'correct horse' };
    expect(issues(RegisterBodySchema, { ...account, firstName: '\u200b' })).toEqual([
      'firstName: firstName must not be blank',
    ]);
    expect(RegisterBodySchema.parse({ ...account, firstName: 'Admin\u202e' }).firstName).toBe(
      'Admin',
    );
  });

  it('refuses the paid requests whose text shows nothing', () => {
    expect(issues(AgentFeedRequestSchema, { topic: '\u202e\u200b' })).toEqual([
      'topic: Please enter a topic for the AI agents to explore',
    ]);
    expect(issues(VoiceBodySchema, { text: '\u200b' })).toEqual(['text: text must not be empty']);
    expect(issues(ImageBodySchema, { prompt: '\u2800' })).toEqual([
      'prompt: prompt must not be empty',
    ]);
    expect(issues(TextToSpeechSchema, { text: '\ufeff\u00ad' })).toEqual([
      'text: text is required',
    ]);
  });

  it('reads a rabbit-hole username showing nothing as none given', () => {
    const post = { rabbitHoleId: '6f1c3a52-3c7e-4b8e-9a55-2b8f3f0f6a11', content: 'Why?' };
    expect(createUserPostBodySchema.parse({ ...post, username: '\u200b' }).username).toBe('');
  });
});
