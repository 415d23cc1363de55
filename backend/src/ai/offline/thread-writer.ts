import { POST_MAX_CHARS, type GeneratedPost } from '@agora/contracts';
import type { Figure } from '../catalogue/figure';
import type { PersonaCatalogue } from '../catalogue/persona-catalogue';
import type { Fact } from '../knowledge/fact';
import type { KnowledgeBase, SearchQuery } from '../knowledge/knowledge-base';
import type { ThreadInput } from '../types/ai.types';
import { claimOf, sourcesOf } from './honest-labels';
import { composeInVoice, withoutFrames } from './style/compose-post';
import { fitSentences, pick, variantOf } from './voice';

/**
 * A rabbit hole's opening thread: the author goes deeper with their own closest entries, then other
 * figures whose entries fit the post join; too few fitting voices, and the author goes on.
 */
export async function writeThread(
  input: ThreadInput,
  kb: KnowledgeBase,
  catalogue: PersonaCatalogue,
): Promise<GeneratedPost[]> {
  const author = catalogue.find(input.originalPost.author);
  // What the post says, not how its author framed it.
  const said = author
    ? withoutFrames(author, input.originalPost.content)
    : input.originalPost.content;
  const query = await kb.prepare(`${said} ${input.originalPost.specialty ?? ''}`);
  const posts: GeneratedPost[] = [];
  const used = new Set<string>();
  const ownFacts = author ? rankOwnFacts(kb, author, query, input.originalPost.content) : [];
  for (const hit of ownFacts.slice(0, 2)) {
    used.add(hit.id);
    const variant = variantOf(hit.id, input.originalPost.author, posts.length);
    posts.push(post(author!, composeInVoice(author!, hit, variant, POST_MAX_CHARS), hit));
  }
  // Other voices join only if their entries are close to the post (in words or meaning).
  const ranked = kb.rankFigures(
    query,
    catalogue.figures.filter((f) => f.name !== author?.name),
  );
  const close = new Set(kb.closeHits(ranked.flatMap((m) => m.facts)));
  const others = ranked.filter((m) => m.facts.some((h) => close.has(h))).slice(0, 5 - posts.length);
  for (const [i, match] of others.entries()) {
    const fact = match.facts.find((h) => close.has(h) && !used.has(h.item.id))?.item;
    if (!fact) continue;
    used.add(fact.id);
    // Another figure either speaks in its own voice or says where it stands to the author.
    const variant = variantOf(fact.id, i);
    const content =
      variant % 2
        ? composeInVoice(match.figure, fact, variant >>> 1, POST_MAX_CHARS)
        : fitSentences(
            [`${pick(takeUpLines(input.originalPost.author), variant >>> 1)} ${fact.text}`],
            [],
            POST_MAX_CHARS,
          );
    posts.push(post(match.figure, content, fact));
  }
  if (author) {
    for (const fact of ownFacts) {
      if (posts.length >= 4) break;
      if (used.has(fact.id)) continue;
      used.add(fact.id);
      posts.push(
        post(author, composeInVoice(author, fact, variantOf(fact.id), POST_MAX_CHARS), fact),
      );
    }
  }
  return posts;
}

function rankOwnFacts(
  kb: KnowledgeBase,
  figure: Figure,
  query: SearchQuery,
  exclude: string,
): Fact[] {
  const hits = kb.search(query, new Set([figure.name])).map((h) => h.item);
  const rest = kb.factsOf(figure.name).filter((f) => !hits.includes(f));
  return [...hits, ...rest].filter((f) => !exclude.includes(f.text.slice(0, 40)));
}

/** How another figure takes up the author's post, by name, before its own entry. */
const takeUpLines = (author: string) => [
  `${author}’s post reminds me of my own work.`,
  `I came to the same question by another road than ${author}.`,
  `Here is how it looked from where I stood.`,
  `${author} and I would have had much to argue about.`,
];

function post(figure: Figure, content: string, fact: Fact): GeneratedPost {
  return {
    author: figure.name,
    avatar: figure.avatar,
    specialty: figure.specialty,
    content,
    topic: fact.topics[0] ?? 'history',
    sources: sourcesOf([fact]),
    claimKind: claimOf([fact]),
  };
}
