import { ClaimKindSchema, type ClaimKind } from '@agora/contracts';
import { z } from 'zod';
import { TRAILER_MARKER } from '../prompts/reply-trailer-format';

export interface ReplyClaims {
  sources: string[];
  claimKind: ClaimKind;
}

const Trailer = z.object({
  sources: z.array(z.string().min(1).max(300)).max(8).catch([]),
  claimKind: ClaimKindSchema.catch('inference'),
});

/**
 * Splits a streamed answer into the text listeners may see and the hidden trailer. `push` returns
 * what is safe to show now: everything except a tail that could still turn into the marker, so
 * ordinary tokens pass through unchanged. Text beyond `maxChars` is never shown.
 */
export class TrailerFilter {
  private text = '';
  private sent = 0;

  constructor(private readonly maxChars = Number.POSITIVE_INFINITY) {}

  push(token: string): string {
    this.text += token;
    const marker = this.text.indexOf(TRAILER_MARKER);
    const safe = Math.min(
      marker >= 0 ? marker : this.text.length - pendingMarkerPrefix(this.text),
      this.maxChars,
    );
    return this.release(safe);
  }

  /** The rest of the visible text (a held-back tail that never became the marker). */
  flush(): string {
    return this.release(this.body().length);
  }

  body(): string {
    const marker = this.text.indexOf(TRAILER_MARKER);
    return (marker >= 0 ? this.text.slice(0, marker) : this.text).slice(0, this.maxChars);
  }

  claims(): ReplyClaims {
    const marker = this.text.indexOf(TRAILER_MARKER);
    return parseTrailer(marker >= 0 ? this.text.slice(marker + TRAILER_MARKER.length) : '');
  }

  private release(upTo: number): string {
    if (upTo <= this.sent) return '';
    const out = this.text.slice(this.sent, upTo);
    this.sent = upTo;
    return out;
  }
}

/** How many characters at the end of `text` could be the start of the marker. */
function pendingMarkerPrefix(text: string): number {
  for (let n = Math.min(TRAILER_MARKER.length - 1, text.length); n > 0; n--)
    if (text.endsWith(TRAILER_MARKER.slice(0, n))) return n;
  return 0;
}

export function parseTrailer(raw: string): ReplyClaims {
  const start = raw.indexOf('{');
  const end = raw.lastIndexOf('}');
  try {
    return Trailer.parse(start >= 0 && end > start ? JSON.parse(raw.slice(start, end + 1)) : {});
  } catch {
    return { sources: [], claimKind: 'inference' };
  }
}
