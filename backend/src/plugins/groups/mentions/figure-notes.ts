/**
 * A figure's own notes in a group: one short line per answer it gave (what was asked, the gist of
 * what it taught), the newest few kept. They are all a figure remembers of the group from before it
 * was first mentioned, and they are never shown to another figure.
 */
const NOTE_LINES = 5;
const ASKED_CHARS = 80;
const GIST_CHARS = 160;

export function nextNote(previous: string | null, asked: string, answer: string): string {
  const line = `- Asked "${clip(asked, ASKED_CHARS)}": ${clip(gistOf(answer), GIST_CHARS)}`;
  const lines = [...(previous ? previous.split('\n').filter(Boolean) : []), line];
  return lines.slice(-NOTE_LINES).join('\n');
}

/** How the note opens the conversation the figure is shown (models and the offline engine alike). */
export function noteTurn(note: string): string {
  return `My notes on what I have already taught this group:\n${note}`;
}

/** The first sentence of an answer, where most of its teaching is. */
function gistOf(answer: string): string {
  const text = answer.replace(/\s+/g, ' ').trim();
  return /^.*?[.!?](?=\s|$)/.exec(text)?.[0] ?? text;
}

function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}
