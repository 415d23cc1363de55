import { type ClaimKind, type GeneratedPost, type QuestionAnalysis } from '@agora/contracts';
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
import { writeThreadReplies } from './dialogue/thread-replies';
import { analyseQuestion } from './question-analyser';
import { variantOf } from './voice';
import { writeFeedPosts } from './feed-post-writer';
import { writeThread } from './thread-writer';
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

  /** An Ask or topic feed: every post about the question or topic (see `feed-post-writer.ts`). */
  posts(input: PostsInput): Promise<GeneratedPost[]> {
    return writeFeedPosts(input, this.kb, this.catalogue);
  }

  async analyzeQuestion(question: string): Promise<QuestionAnalysis> {
    return analyseQuestion(await this.kb.prepare(question), this.kb);
  }

  /** A rabbit hole's opening thread (see `thread-writer.ts`). */
  thread(input: ThreadInput): Promise<GeneratedPost[]> {
    return writeThread(input, this.kb, this.catalogue);
  }

  async replies(input: ReplyInput): Promise<GeneratedPost[]> {
    const written = await writeThreadReplies(input, this.speakersFor(input), this.kb);
    return written.map((reply) =>
      this.post(
        reply.figure,
        reply.content,
        this.topicLabel(reply.facts[0]!, []),
        reply.facts,
        reply.framing,
      ),
    );
  }

  chatReply(input: ChatInput): Promise<{ text: string; sources: string[]; claimKind: ClaimKind }> {
    return writeChatReply(input, this.catalogue.find(input.persona.name), this.kb);
  }

  async agentPosts(input: AgentPostsInput): Promise<AgentPost[]> {
    const ranked = this.kb.rankFigures(await this.kb.prepare(input.topic), this.catalogue.figures);
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
