import {
  POST_MAX_CHARS,
  type ClaimKind,
  type GeneratedPost,
  type QuestionAnalysis,
} from '@agora/contracts';
import type { Figure } from '../catalogue/figure';
import { type PersonaCatalogue, personaCatalogue } from '../catalogue/persona-catalogue';
import type { Fact } from '../knowledge/fact';
import { knowledgeBase } from '../knowledge';
import type { KnowledgeBase } from '../knowledge/knowledge-base';
import type {
  AgentPost,
  AgentPostsInput,
  ChatInput,
  PostsInput,
  ReplyInput,
  ThreadInput,
} from '../types/ai.types';
import { composeAgentPost } from './agent-post-writer';
import { claimOf, sourcesOf } from './honest-labels';
import { writeChatReply } from './chat-reply-writer';
import { writeDeeperThread } from './dialogue/deeper-thread';
import { writeThreadReplies } from './dialogue/thread-replies';
import { analyseQuestion } from './question-analyser';
import { laterThanLifetime } from './time-awareness';
import { composePost, fitSentences, variantOf } from './voice';
import { expandQuery, tokenize } from '../knowledge/text-analysis';

export const OFFLINE_MODEL = 'agora-persona-engine-1';

/**
 * The built-in persona engine: no key, no network. It only says what the curated knowledge base
 * holds, chosen by relevance to the request, in the figure's own voice.
 */
export class OfflineEngine {
  constructor(
    readonly catalogue: PersonaCatalogue = personaCatalogue,
    readonly kb: KnowledgeBase = knowledgeBase,
  ) {}

  posts(input: PostsInput): GeneratedPost[] {
    const query = [input.question, input.context, ...input.topics].filter(Boolean).join(' ');
    // A question may reach any figure; a plain topic feed draws on the explore list.
    const among = input.question || input.context ? this.catalogue.figures : this.catalogue.explore;
    const picks = this.pickFacts(query, input.count, among);
    return picks.map(({ figure, fact }, i) => {
      const variant = variantOf(query, fact.id, i);
      const topic = this.topicLabel(fact, input.topics);
      const later = input.question ? laterThanLifetime(figure, input.question) : undefined;
      const body = composePost(
        figure,
        fact.text,
        topic,
        variant,
        later ? POST_MAX_CHARS - 70 : POST_MAX_CHARS,
      );
      const content = later
        ? fitSentences(
            [`(${capitalise(later.label)} came after my time.)`, body],
            [],
            POST_MAX_CHARS,
          )
        : body;
      return this.post(figure, content, topic, [fact], later ? 'inference' : 'documented');
    });
  }

  analyzeQuestion(question: string): QuestionAnalysis {
    return analyseQuestion(question, this.kb);
  }

  thread(input: ThreadInput): GeneratedPost[] {
    const author = this.catalogue.find(input.originalPost.author);
    return writeDeeperThread(input, author, this.catalogue.figures, this.kb).map((p) =>
      this.post(p.figure, p.content, this.topicLabel(p.fact, []), [p.fact], 'documented'),
    );
  }

  replies(input: ReplyInput): GeneratedPost[] {
    return writeThreadReplies(input, this.speakersFor(input), this.kb).map((reply) =>
      this.post(
        reply.figure,
        reply.content,
        this.topicLabel(reply.facts[0]!, []),
        reply.facts,
        reply.framing,
      ),
    );
  }

  chatReply(input: ChatInput): { text: string; sources: string[]; claimKind: ClaimKind } {
    return writeChatReply(input, this.catalogue.find(input.persona.name), this.kb);
  }

  agentPosts(input: AgentPostsInput): AgentPost[] {
    const ranked = this.kb.rankFigures(input.topic, this.catalogue.figures);
    const chosen = ranked.slice(0, input.agentCount);
    for (const figure of this.catalogue.explore) {
      if (chosen.length >= input.agentCount) break;
      if (!chosen.some((c) => c.figure.name === figure.name))
        chosen.push({ figure, score: 0, facts: [] });
    }
    const top = chosen[0]?.score || 1;
    return chosen.map((match, i) =>
      composeAgentPost(match, input, top, this.kb, variantOf(input.topic, i)),
    );
  }

  /**
   * Facts that best fit the query. Greedy selection with a diversity discount: each further fact from
   * a figure already picked counts a little less, so a strong match gets several posts and weak
   * matches do not crowd in just to vary the authors.
   */
  private pickFacts(
    query: string,
    count: number,
    among: readonly Figure[],
  ): { figure: Figure; fact: Fact }[] {
    const byName = new Map(among.map((f) => [f.name, f]));
    const hits = this.kb.search(query, new Set(byName.keys()));
    const best = hits[0]?.score ?? 0;
    const candidates = hits.filter((h) => h.score >= best * 0.08);
    const picks: { figure: Figure; fact: Fact }[] = [];
    const perFigure = new Map<string, number>();
    const cap = Math.max(3, Math.ceil(count / 3));
    while (picks.length < count && candidates.length) {
      let bestIndex = -1;
      let bestValue = -1;
      for (const [i, hit] of candidates.entries()) {
        const used = perFigure.get(hit.item.figure) ?? 0;
        if (used >= cap) continue;
        const value = hit.score * 0.6 ** used;
        if (value > bestValue) [bestIndex, bestValue] = [i, value];
      }
      if (bestIndex < 0) break;
      const [chosen] = candidates.splice(bestIndex, 1);
      perFigure.set(chosen!.item.figure, (perFigure.get(chosen!.item.figure) ?? 0) + 1);
      picks.push({ figure: byName.get(chosen!.item.figure)!, fact: chosen!.item });
    }
    // Nothing (or too little) matched: go round the matched figures, then the others in turn, one
    // fact per figure per round and at most a few per figure, so a feed never becomes one voice.
    const pickedTopics = picks.flatMap((p) => p.fact.topics).join(' ');
    const related = pickedTopics
      ? this.kb.rankFigures(pickedTopics, among).map((m) => m.figure)
      : [];
    const order = [
      ...new Set([...picks.map((p) => p.figure), ...related, ...this.rotation(query, among)]),
    ];
    const offset = variantOf(query, 'facts');
    const closestByFigure = new Map<string, Fact[]>();
    for (const hit of this.kb.search(`${query} ${pickedTopics}`)) {
      closestByFigure.set(hit.item.figure, [
        ...(closestByFigure.get(hit.item.figure) ?? []),
        hit.item,
      ]);
    }
    for (let round = 0; picks.length < count && round < cap; round++) {
      for (const figure of order) {
        if (picks.length >= count) break;
        if (picks.filter((p) => p.figure === figure).length > round) continue;
        const facts = this.kb.factsOf(figure.name);
        // The figure's facts closest to the subject first, then the rest from a query-dependent start.
        const closest = closestByFigure.get(figure.name) ?? [];
        const fact = [...closest, ...facts.slice(offset % facts.length), ...facts].find(
          (f) => !picks.some((p) => p.fact.id === f.id),
        );
        if (fact) picks.push({ figure, fact });
      }
    }
    return picks;
  }

  /** All figures in an order that depends on the query, for requests that match nothing. */
  private rotation(query: string, among: readonly Figure[]): Figure[] {
    const start = variantOf(query) % among.length;
    return [...among.slice(start), ...among.slice(0, start)];
  }

  speakersFor(input: ReplyInput): Figure[] {
    const named = [input.figure, input.replyToAuthor, input.originalPost.author].map((n) =>
      n ? this.catalogue.find(n) : undefined,
    );
    if (input.oneOnOne) {
      const only = named.find(Boolean);
      return only ? [only] : [this.catalogue.defaultMentor];
    }
    const query = `${input.userPost.content} ${input.originalPost.content}`;
    const recent = new Set(input.thread.slice(-2).map((m) => m.author));
    const ranked = this.kb.rankFigures(query, this.catalogue.figures).map((m) => m.figure);
    const wanted = 2 + (variantOf(input.userPost.content, input.thread.length) % 2);
    const first = named[1] ?? undefined;
    const fresh = ranked.filter((f) => !recent.has(f.name) && f.name !== first?.name);
    const fallback = [named[2], ...ranked, ...this.catalogue.mentionable].filter(
      (f): f is Figure => Boolean(f) && f!.name !== first?.name,
    );
    const speakers = [...(first ? [first] : []), ...fresh, ...fallback];
    return [...new Map(speakers.map((f) => [f.name, f])).values()].slice(0, wanted);
  }

  private topicLabel(fact: Fact, requested: string[]): string {
    const factTerms = new Set(tokenize(`${fact.text} ${fact.topics.join(' ')}`));
    const match = requested.find((topic) =>
      [...expandQuery(topic).keys()].some((t) => factTerms.has(t)),
    );
    return match ?? fact.topics[0] ?? 'history';
  }

  private post(
    figure: Figure,
    content: string,
    topic: string,
    facts: Fact[],
    claimKind: ClaimKind,
  ): GeneratedPost {
    return {
      author: figure.name,
      avatar: figure.avatar,
      specialty: figure.specialty,
      content,
      topic,
      sources: sourcesOf(facts),
      claimKind: claimOf(facts, claimKind),
    };
  }
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
