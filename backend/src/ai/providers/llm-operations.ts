import {
  ClaimKindSchema,
  POST_MAX_CHARS,
  QuestionAnalysisSchema,
  REPLY_MAX_CHARS,
  type AgentPost,
  type GeneratedPost,
  type QuestionAnalysis,
} from '@agora/contracts';
import { z } from 'zod';
import type { Figure } from '../catalogue/figure';
import type { PersonaCatalogue } from '../catalogue/persona-catalogue';
import type {
  AgentPostsInput,
  LlmUsage,
  PostsInput,
  ReplyInput,
  ThreadInput,
} from '../types/ai.types';
import {
  agentPostsPrompt,
  analyzeQuestionPrompt,
  postsPrompt,
  replyPrompt,
  threadPrompt,
} from '../prompts/operation-prompts';
import type { LlmClient } from './llm-client';
import { generateStructured } from './structured-generation';

const llmPost = (limit: number) =>
  z.object({
    author: z.string().min(1).max(80),
    content: z.string().min(1).max(limit),
    topic: z.string().min(1).max(120),
    sources: z.array(z.string().min(1).max(300)).max(8).default([]),
    claimKind: ClaimKindSchema,
  });
const postsOf = (limit: number) => z.object({ posts: z.array(llmPost(limit)).min(1).max(20) });
const agentPosts = z.object({
  posts: z
    .array(
      z.object({
        agentName: z.string().min(1).max(80),
        content: z.string().min(1).max(1500),
        bulletSummary: z.array(z.string().min(1).max(200)).min(1).max(6),
        confidence: z.number().min(0).max(1),
        relevanceScore: z.number().min(0).max(1),
        researchSources: z.array(z.string().min(1).max(300)).max(8).default([]),
        claimKind: ClaimKindSchema,
      }),
    )
    .min(1),
});

export interface LlmOutcome<T> {
  data: T;
  usage: LlmUsage;
}

/** The structured operations on a chat model: prompt → validated JSON → our types, authors checked against the catalogue. */
export class LlmOperations {
  constructor(private readonly catalogue: PersonaCatalogue) {}

  async posts(
    client: LlmClient,
    input: PostsInput,
    language: string,
  ): Promise<LlmOutcome<GeneratedPost[]>> {
    const out = await generateStructured(
      client,
      postsPrompt(input, this.catalogue.explore, language),
      postsOf(POST_MAX_CHARS),
      2500,
    );
    return { data: this.withAuthors(out.data.posts).slice(0, input.count), usage: out.usage };
  }

  async analyzeQuestion(
    client: LlmClient,
    question: string,
    language: string,
  ): Promise<LlmOutcome<QuestionAnalysis>> {
    const out = await generateStructured(
      client,
      analyzeQuestionPrompt(question, language),
      QuestionAnalysisSchema,
      400,
    );
    return { data: out.data, usage: out.usage };
  }

  async thread(
    client: LlmClient,
    input: ThreadInput,
    language: string,
  ): Promise<LlmOutcome<GeneratedPost[]>> {
    const out = await generateStructured(
      client,
      threadPrompt(input, this.catalogue.figures, language),
      postsOf(POST_MAX_CHARS),
      2000,
    );
    return { data: this.withAuthors(out.data.posts), usage: out.usage };
  }

  async replies(
    client: LlmClient,
    input: ReplyInput,
    speakers: Figure[],
    language: string,
  ): Promise<LlmOutcome<GeneratedPost[]>> {
    const out = await generateStructured(
      client,
      replyPrompt(input, speakers, language),
      postsOf(REPLY_MAX_CHARS),
      1500,
    );
    const allowed = new Set(speakers.map((s) => s.name));
    const posts = this.withAuthors(out.data.posts).filter((p) => allowed.has(p.author));
    return {
      data: posts.length
        ? posts
        : this.withAuthors(out.data.posts)
            .slice(0, 1)
            .map((p) => ({ ...p, ...this.authorFields(speakers[0]!) })),
      usage: out.usage,
    };
  }

  async agentPosts(
    client: LlmClient,
    input: AgentPostsInput,
    language: string,
  ): Promise<LlmOutcome<AgentPost[]>> {
    const out = await generateStructured(
      client,
      agentPostsPrompt(input, this.catalogue.figures, language),
      agentPosts,
      6000,
    );
    const data = out.data.posts.slice(0, input.agentCount).map((p) => {
      const figure = this.catalogue.find(p.agentName);
      return {
        ...p,
        agentName: figure?.name ?? p.agentName,
        agentAvatar: figure?.avatar ?? '🎓',
        agentSpecialty: figure?.specialty ?? 'Research agent',
        researchSources: input.includeResearch ? p.researchSources : [],
      };
    });
    return { data, usage: out.usage };
  }

  /** Keeps posts by catalogue figures (with their real avatar and specialty); a model that strays is not trusted with names. */
  private withAuthors(posts: z.infer<ReturnType<typeof llmPost>>[]): GeneratedPost[] {
    return posts.flatMap((p) => {
      const figure = this.catalogue.find(p.author);
      return figure ? [{ ...p, ...this.authorFields(figure) }] : [];
    });
  }

  private authorFields(figure: Figure) {
    return { author: figure.name, avatar: figure.avatar, specialty: figure.specialty };
  }
}
