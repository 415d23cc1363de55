import { POST_MAX_CHARS } from '@agora/contracts';
import type { Figure } from '../../catalogue/figure';
import type { Fact } from '../../knowledge/fact';
import type { KnowledgeBase } from '../../knowledge/knowledge-base';
import type { ThreadInput } from '../../types/ai.types';
import { composeInVoice, fitSentences } from '../style/compose-post';
import { pick, variantOf } from '../voice';

export interface ThreadPost {
  figure: Figure;
  content: string;
  fact: Fact;
}

/**
 * A post's "go deeper" thread: the author goes on with entries the post did not say, then other
 * figures whose records fit the subject each bring an entry on a side not yet taken, in their own
 * voice; with too few of them the author goes on.
 */
export function writeDeeperThread(
  input: ThreadInput,
  author: Figure | undefined,
  figures: readonly Figure[],
  kb: KnowledgeBase,
): ThreadPost[] {
  const post = input.originalPost;
  const query = `${post.content} ${post.specialty ?? ''}`;
  const posts: ThreadPost[] = [];
  const said = (f: Fact) =>
    post.content.includes(f.text.slice(0, 40)) || posts.some((p) => p.fact === f);
  const ownNext = () =>
    author &&
    [
      ...kb.search(query, new Set([author.name])).map((h) => h.item),
      ...kb.factsOf(author.name),
    ].find((f) => !said(f));
  const add = (figure: Figure, fact: Fact, content: string) =>
    posts.push({ figure, fact, content });
  const voiced = (figure: Figure, fact: Fact, i: number) =>
    composeInVoice(figure, fact.text, variantOf(fact.id, post.author, i), POST_MAX_CHARS);

  for (let i = 0; author && i < 2; i++) {
    const fact = ownNext();
    if (fact) add(author, fact, voiced(author, fact, i));
  }
  const subject = `${query} ${posts.flatMap((p) => p.fact.topics).join(' ')}`;
  const ranked = kb.rankFigures(
    subject,
    figures.filter((f) => f.name !== author?.name),
  );
  const others = ranked.filter((m) => m.score >= (ranked[0]?.score ?? 0) * 0.5).slice(0, 3);
  for (const [i, match] of others.entries()) {
    const taken = new Set(posts.flatMap((p) => p.fact.topics));
    const fresh = match.facts.map((h) => h.item).filter((f) => !said(f));
    const fact = fresh.find((f) => f.topics.some((t) => !taken.has(t))) ?? fresh[0];
    if (!fact) continue;
    const variant = variantOf(fact.id, i);
    const content =
      variant % 2
        ? voiced(match.figure, fact, i)
        : fitSentences(
            [`${pick(replyTo(post.author), variant >>> 1)} ${fact.text}`],
            [],
            POST_MAX_CHARS,
          );
    add(match.figure, fact, content);
  }
  while (author && posts.length < 4) {
    const fact = ownNext();
    if (!fact) break;
    add(author, fact, voiced(author, fact, posts.length));
  }
  return posts;
}

/** How another figure takes up the author's post, by name, before its own entry. */
const replyTo = (author: string) => [
  `${author}’s post reminds me of my own work.`,
  `I knew the same question from another side than ${author}.`,
  `Here is how it looked from where I stood.`,
  `${author} and I would have had much to argue about.`,
];
