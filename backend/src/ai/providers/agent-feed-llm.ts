import { type AgentReview, ClaimKindSchema } from '@agora/contracts';
import { z } from 'zod';
import type { PersonaCatalogue } from '../catalogue/persona-catalogue';
import {
  agentDraftPrompt,
  agentPanelPrompt,
  agentResearchPrompt,
  agentReviewPrompt,
} from '../prompts/agent-feed-prompts';
import type { LlmUsage } from '../types/ai.types';
import type { AgentFeedInput, PanelAgent, ResearchNote } from '../types/agent-feed.types';
import { generateStructured } from './structured-generation';
import type { LlmClient } from './llm-client';

const panelSchema = z.object({
  agents: z
    .array(z.object({ agentName: z.string().min(1).max(80), angle: z.string().min(1).max(160) }))
    .min(1)
    .max(20),
});
const researchSchema = z.object({
  sources: z
    .array(
      z.object({
        title: z.string().min(1).max(200),
        author: z.string().min(1).max(80),
        year: z.number().int().nullable().optional(),
        note: z.string().min(1).max(400),
      }),
    )
    .max(10),
});
const draftSchema = z.object({
  content: z.string().min(1).max(1500),
  bulletSummary: z.array(z.string().min(1).max(200)).min(1).max(6),
  claimKind: ClaimKindSchema,
});
const reviewSchema = z.object({
  reviews: z.array(
    z.object({
      post: z.number().int().min(0),
      reviewer: z.string().min(1).max(80),
      scores: z.record(z.string(), z.number().min(0).max(1)),
      relevance: z.number().min(0).max(1),
      reason: z.string().min(1).max(400),
    }),
  ),
});

export interface Outcome<T> {
  data: T;
  usage: LlmUsage;
}

/** The agent feed's calls to a chat model: prompt → validated JSON → our types. */
export class AgentFeedLlm {
  constructor(private readonly catalogue: PersonaCatalogue) {}

  /** Catalogue figures only, each once; a model that strays is not trusted with names. */
  async panel(
    client: LlmClient,
    input: AgentFeedInput,
    language: string,
  ): Promise<Outcome<PanelAgent[]>> {
    const out = await generateStructured(
      client,
      agentPanelPrompt(input, this.catalogue.figures, language),
      panelSchema,
      1200,
    );
    const agents: PanelAgent[] = [];
    for (const chosen of out.data.agents) {
      const figure = this.catalogue.find(chosen.agentName);
      if (!figure || agents.some((a) => a.name === figure.name)) continue;
      agents.push({
        name: figure.name,
        avatar: figure.avatar,
        specialty: figure.specialty,
        angle: chosen.angle,
      });
    }
    return { data: agents.slice(0, input.agentCount), usage: out.usage };
  }

  /** The works the model cites, as readable citations; nothing is added to them. */
  async research(
    client: LlmClient,
    input: AgentFeedInput,
    agent: PanelAgent,
    language: string,
  ): Promise<Outcome<ResearchNote[]>> {
    const out = await generateStructured(
      client,
      agentResearchPrompt(input, agent, language),
      researchSchema,
      1500,
    );
    const notes = out.data.sources.slice(0, input.researchDepth).map((s) => ({
      citation: `${s.title} — ${s.author}${s.year ? ` (${s.year})` : ''}`.slice(0, 300),
      note: s.note,
      onTopic: true,
    }));
    return { data: notes, usage: out.usage };
  }

  async draft(
    client: LlmClient,
    input: AgentFeedInput,
    agent: PanelAgent,
    notes: readonly ResearchNote[],
    language: string,
  ): Promise<Outcome<z.infer<typeof draftSchema>>> {
    const out = await generateStructured(
      client,
      agentDraftPrompt(input, agent, notes, language),
      draftSchema,
      input.postLength === 'feast-mode' ? 1400 : 700,
    );
    return { data: out.data, usage: out.usage };
  }

  /** Reviews of each post by the other agents only, in post order. */
  async review(
    client: LlmClient,
    input: AgentFeedInput,
    posts: readonly { author: string; content: string }[],
    language: string,
  ): Promise<Outcome<AgentReview[][]>> {
    const out = await generateStructured(
      client,
      agentReviewPrompt(input, posts, language),
      reviewSchema,
      Math.min(6000, 300 * posts.length * posts.length),
    );
    const names = new Set(posts.map((p) => p.author));
    const byPost = posts.map((post, index) =>
      out.data.reviews
        .filter((r) => r.post === index && r.reviewer !== post.author && names.has(r.reviewer))
        .map(({ reviewer, scores, relevance, reason }) => ({
          reviewer,
          scores: Object.fromEntries(
            input.evaluationCriteria.map((c) => [c, scores[c] ?? scores[c.toLowerCase()] ?? 0.5]),
          ),
          relevance,
          reason,
        })),
    );
    return { data: byPost, usage: out.usage };
  }
}
