import { CHARACTER_CARD_MAX_DEPTH } from '@agora/contracts';
import { InvalidCharacterCard } from './character-card.errors';

/** Card JSON from a file or a PNG chunk (a leading byte-order mark is allowed), checked for depth. */
export function parseCardJson(text: string, source: string): unknown {
  let value: unknown;
  try {
    value = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    throw new InvalidCharacterCard(`${source} is not valid JSON: ${(error as Error).message}`);
  }
  requireShallow(value);
  return value;
}

/** Refuses JSON nested deeper than CHARACTER_CARD_MAX_DEPTH (PostgreSQL's jsonb and our walks stay safe). */
export function requireShallow(value: unknown): void {
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 1 }];
  while (stack.length > 0) {
    const { value: current, depth } = stack.pop()!;
    if (typeof current !== 'object' || current === null) continue;
    if (depth > CHARACTER_CARD_MAX_DEPTH)
      throw new InvalidCharacterCard(
        `card JSON is nested deeper than ${CHARACTER_CARD_MAX_DEPTH} levels`,
      );
    for (const child of Object.values(current)) stack.push({ value: child, depth: depth + 1 });
  }
}
