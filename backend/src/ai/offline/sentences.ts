/**
 * A full stop ends a sentence, except after an initial or a title: "J. P. Morgan stopped funding
 * it", "Surely You're Joking, Mr. Feynman!", "U.S. patent 2,292,387". Splitting at every full stop
 * had quoted "Antheil and I received U.S." as a whole sentence. I and V are left out of the initials:
 * they end sentences as numerals and letters ("Ptolemy V.", "meet at an angle, like a V.").
 */
const SENTENCE_END = /(?<=[.!?])(?<!\b(?:[A-HJ-UW-Z]|Mr|Mrs|Ms|Dr|St|Co|Jr|Sr|No|vs)\.)\s+/;

/** The sentences of a text (the knowledge base's entries, a custom mentor's sheet). */
export function sentencesOf(text: string): string[] {
  return text.split(SENTENCE_END).filter(Boolean);
}

export function firstSentence(text: string): string {
  return sentencesOf(text)[0] ?? text;
}

/** The first sentence, cut at a word boundary to at most `max` characters. */
export function firstClause(text: string, max = 200): string {
  const sentence = firstSentence(text);
  return sentence.length <= max ? sentence : `${sentence.slice(0, max - 4).replace(/\s\S*$/, '')}…`;
}
