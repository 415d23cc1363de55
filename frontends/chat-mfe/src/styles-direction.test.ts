import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = import.meta.dirname;
const cssFiles = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter((f) =>
  f.endsWith('.css'),
);
const rulesOf = (file: string) =>
  readFileSync(join(SRC, file), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split('\n')
    .map((line) => line.trim());

/** Physical sides flip nothing in Arabic: a `left` stays left and the layout breaks there. */
const PHYSICAL =
  /^(left|right|(margin|padding|border)-(left|right)(-\w+)?|border-(top|bottom)-(left|right)-radius)\s*:|^(text-align|float|clear)\s*:\s*(left|right)\b/;

describe('chat remote styles', () => {
  it.each(cssFiles)('%s uses logical sides only (right to left)', (file) => {
    expect(rulesOf(file).filter((rule) => PHYSICAL.test(rule))).toEqual([]);
  });

  it.each(['features/groups/components/groups.css', 'features/chats-hub/components/chats-hub.css'])(
    '%s sizes screens by their content and the viewport, never a fixed width',
    (file) => {
      const fixed = rulesOf(file).filter((rule) => /^(min-)?width\s*:\s*\d+(\.\d+)?px/.test(rule));
      expect(fixed).toEqual([]);
    },
  );

  it('keeps the chats hub one screen wide whatever the language (a long tab name wraps)', () => {
    const hub = rulesOf('features/chats-hub/components/chats-hub.css').join('\n');
    expect(hub).toMatch(/grid-template-columns:\s*minmax\(0,\s*1fr\)/);
  });
});
