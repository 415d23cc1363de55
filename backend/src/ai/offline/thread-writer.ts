import { POST_MAX_CHARS, type GeneratedPost } from '@agora/contracts';
import type { Figure } from '../catalogue/figure';
import type { PersonaCatalogue } from '../catalogue/persona-catalogue';
import type { Fact } from '../knowledge/fact';
import type { KnowledgeBase, SearchQuery } from '../knowledge/knowledge-base';
import type { ThreadInput } from '../types/ai.types';
import { composePost, fitSentences, pick, variantOf } from './voice';

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
  const query = await kb.prepare(
    `${input.originalPost.content} ${input.originalPost.specialty ?? ''}`,
  );
  const posts: GeneratedPost[] = [];
  const used = new Set<string>();
  const ownFacts = author ? rankOwnFacts(kb, author, query, input.originalPost.content) : [];
  for (const hit of ownFacts.slice(0, 2)) {
    used.add(hit.id);
    const content = fitSentences(
      [posts.length === 0 ? `Let me go deeper. ${hit.text}` : hit.text],
      [pick(author!.closers, variantOf(hit.id))],
      POST_MAX_CHARS,
    );
    posts.push(post(author!, content, hit));
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
    const lead = pick(
      [
        `Building on ${input.originalPost.author}:`,
        `A view from my side of history:`,
        `To add to ${input.originalPost.author}’s point:`,
        `From my own work:`,
      ],
      variantOf(fact.id, i),
    );
    posts.push(
      post(match.figure, fitSentences([`${lead} ${fact.text}`], [], POST_MAX_CHARS), fact),
    );
  }
  if (author) {
    for (const fact of ownFacts) {
      if (posts.length >= 4) break;
      if (used.has(fact.id)) continue;
      used.add(fact.id);
      const topic = fact.topics[0] ?? 'history';
      posts.push(
        post(
          author,
          composePost(author, fact.text, topic, variantOf(fact.id), POST_MAX_CHARS),
          fact,
        ),
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

function post(figure: Figure, content: string, fact: Fact): GeneratedPost {
  return {
    author: figure.name,
    avatar: figure.avatar,
    specialty: figure.specialty,
    content,
    topic: fact.topics[0] ?? 'history',
    sources: [`kb:${fact.id}`],
    claimKind: fact.claimKind,
  };
}
