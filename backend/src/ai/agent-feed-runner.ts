import type { AgentReview, AgentFeedStage } from '@agora/contracts';
import type { Meter } from './accounting/meter';
import { type PersonaCatalogue, personaCatalogue } from './catalogue/persona-catalogue';
import { knowledgeBase } from './knowledge';
import type { Fact } from './knowledge/fact';
import type { KnowledgeBase } from './knowledge/knowledge-base';
import { offlineNotice } from './offline-notice';
import { claimOf } from './offline/honest-labels';
import { choosePanel, draft, gather, type OfflineResearch } from './offline/agent-feed-panel';
import { peerReview } from './offline/agent-feed-review';
import { AgentFeedLlm } from './providers/agent-feed-llm';
import { InvalidModelOutputError } from './providers/ai-errors';
import type { LlmClient } from './providers/llm-client';
import type { EngineRouter } from './routing/engine-router';
import { chatModel, offlineEngine } from './routing/metered-engines';
import type {
  AgentDraft,
  AgentFeedInput,
  OnAgentFeedProgress,
  PanelAgent,
  ResearchNote,
} from './types/agent-feed.types';
import type { AiContext, AiOperation, AiResult, LlmUsage } from './types/ai.types';

const MALFORMED_NOTICE = 'The AI answer was malformed twice: answered by the offline engine';
const FREE: LlmUsage = { tokensIn: 0, tokensOut: 0 };

/** Where each stage starts on the 0–100 scale (spec 02 §4's status bands: 20, 40, 60, 80). */
const STAGE_START: Record<AgentFeedStage, number> = {
  'preparing-personas': 5,
  researching: 20,
  generating: 40,
  evaluating: 60,
  finalizing: 80,
};

/** Reports a stage's start, then a step for each agent that finished it (never past the band). */
function stageReporter(report: OnAgentFeedProgress, stage: AgentFeedStage, agents: number) {
  let done = 0;
  report(stage, STAGE_START[stage]);
  return () => {
    done += 1;
    report(stage, STAGE_START[stage] + Math.floor((19 * done) / Math.max(1, agents)));
  };
}

/**
 * The agent feed, STORM-like: a panel of figures with distinct angles, each researching the topic,
 * drafting a post with a bullet summary, then reviewed by the others against the criteria.
 * With a provider every stage is a metered model call (research and drafts in parallel per agent);
 * offline, the knowledge base is the research and its entries are the citations.
 */
export class AgentFeedRunner {
  private readonly llm: AgentFeedLlm;

  constructor(
    private readonly router: EngineRouter,
    private readonly meter: Meter,
    private readonly catalogue: PersonaCatalogue = personaCatalogue,
    private readonly kb: KnowledgeBase = knowledgeBase,
  ) {
    this.llm = new AgentFeedLlm(catalogue);
  }

  async run(
    input: AgentFeedInput,
    ctx: AiContext,
    report: OnAgentFeedProgress,
  ): Promise<AiResult<AgentDraft[]>> {
    const route = await this.router.text(ctx);
    if (!route.client) return this.offline(input, ctx, report, route.notice);
    const client = route.client;
    try {
      const data = await this.withModel(client, input, ctx, report);
      return { data, provider: client.provider, model: client.model };
    } catch (error) {
      if (error instanceof InvalidModelOutputError)
        return this.offline(input, ctx, report, MALFORMED_NOTICE);
      throw error;
    }
  }

  private async offline(
    input: AgentFeedInput,
    ctx: AiContext,
    report: OnAgentFeedProgress,
    reason: string | undefined,
  ): Promise<AiResult<AgentDraft[]>> {
    const engine = offlineEngine();
    const free = <T>(operation: AiOperation, work: () => T) =>
      this.meter.run(ctx, operation, engine, async () => ({ value: work(), usage: FREE }));

    report('preparing-personas', STAGE_START['preparing-personas']);
    const panel = await free('agent-panel', () =>
      choosePanel(input, this.kb, this.catalogue.explore),
    );
    const researched = await free('agent-research', () => {
      const step = stageReporter(report, 'researching', panel.length);
      const taken = new Set<string>();
      return panel.map((agent) => {
        const found = gather(agent, input, this.kb, taken);
        step();
        return found;
      });
    });
    const team = researched.filter((r) => r.notes.length > 0);
    const drafts = await free('agent-draft', () => {
      const step = stageReporter(report, 'generating', team.length);
      return team.map((r) => {
        const written = draft(r, input);
        step();
        return written;
      });
    });
    const top = Math.max(...team.map((r) => r.score), 0) || 1;
    const data = await free('agent-review', () => {
      const step = stageReporter(report, 'evaluating', team.length);
      return team.map((author, i): AgentDraft => {
        const written = drafts[i]!;
        const used = written.used.map((n) => factOf(author, n));
        const verdict = peerReview(
          { author, used, relevance: author.score / top },
          team,
          input.evaluationCriteria,
        );
        step();
        return {
          agentName: author.agent.name,
          agentAvatar: author.agent.avatar,
          agentSpecialty: author.agent.specialty,
          angle: author.agent.angle,
          content: written.content,
          bulletSummary: written.bulletSummary,
          researchSources: input.includeResearch ? author.notes.map((n) => n.citation) : [],
          // Documented only when every entry the post draws on is (an uncited entry is role-play).
          claimKind: claimOf(used),
          ...verdict,
        };
      });
    });
    return {
      data,
      provider: 'offline',
      model: engine.model,
      notice: offlineNotice(reason, this.language(ctx)),
    };
  }

  private async withModel(
    client: LlmClient,
    input: AgentFeedInput,
    ctx: AiContext,
    report: OnAgentFeedProgress,
  ): Promise<AgentDraft[]> {
    const language = this.language(ctx);
    const model = chatModel(client);
    const call = <T>(operation: AiOperation, work: () => Promise<{ data: T; usage: LlmUsage }>) =>
      this.meter.run(ctx, operation, model, async () => {
        const { data, usage } = await work();
        return { value: data, usage };
      });

    report('preparing-personas', STAGE_START['preparing-personas']);
    const chosen = await call('agent-panel', () => this.llm.panel(client, input, language));
    const panel = this.filledPanel(chosen, input);

    const researched = stageReporter(report, 'researching', panel.length);
    const notes: ResearchNote[][] = await Promise.all(
      panel.map(async (agent) => {
        if (!input.includeResearch) return [];
        const found = await call('agent-research', () =>
          this.llm.research(client, input, agent, language),
        );
        researched();
        return found;
      }),
    );

    const written = stageReporter(report, 'generating', panel.length);
    const drafts = await Promise.all(
      panel.map(async (agent, i) => {
        const post = await call('agent-draft', () =>
          this.llm.draft(client, input, agent, notes[i]!, language),
        );
        written();
        return post;
      }),
    );

    report('evaluating', STAGE_START.evaluating);
    const reviews: AgentReview[][] = await call('agent-review', () =>
      this.llm.review(
        client,
        input,
        panel.map((a, i) => ({ author: a.name, content: drafts[i]!.content })),
        language,
      ),
    );
    if (panel.length > 1 && reviews.some((r) => r.length === 0))
      throw new InvalidModelOutputError('a post was left without a review by another agent');
    report('evaluating', STAGE_START.evaluating + 19);

    return panel.map((agent, i) => ({
      agentName: agent.name,
      agentAvatar: agent.avatar,
      agentSpecialty: agent.specialty,
      angle: agent.angle,
      content: drafts[i]!.content,
      bulletSummary: drafts[i]!.bulletSummary,
      claimKind: drafts[i]!.claimKind,
      researchSources: notes[i]!.map((n) => n.citation),
      reviews: reviews[i]!,
      confidence: meanScore(reviews[i]!),
      relevanceScore: round(mean(reviews[i]!.map((r) => r.relevance))),
    }));
  }

  /** The model's panel, topped up from the knowledge base's best-fitting figures when it named too few. */
  private filledPanel(chosen: PanelAgent[], input: AgentFeedInput): PanelAgent[] {
    const panel = [...chosen];
    for (const fit of choosePanel(input, this.kb, this.catalogue.explore)) {
      if (panel.length >= input.agentCount) break;
      if (!panel.some((a) => a.name === fit.agent.name)) panel.push(fit.agent);
    }
    if (!panel.length) throw new InvalidModelOutputError('no agent from the catalogue');
    return panel;
  }

  private language(ctx: AiContext): string {
    return this.catalogue.languageName(ctx.language || 'en');
  }
}

function factOf(author: OfflineResearch, note: ResearchNote): Fact {
  return author.facts.find((f) => f.id === note.entryId)!;
}

const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0.5);
const round = (n: number) => Math.round(Math.min(1, Math.max(0, n)) * 100) / 100;
const meanScore = (reviews: AgentReview[]) =>
  round(mean(reviews.map((r) => mean(Object.values(r.scores)))));
