import type { Figure } from '../catalogue/figure';
import type { AgentFeedInput, PanelAgent, ResearchNote } from '../types/agent-feed.types';
import type { Prompt } from './operation-prompts';
import { honestyRules } from './persona-rules';

const LENGTH_GUIDE = {
  'bite-sized': 'at most 260 characters',
  snackable: 'between 350 and 650 characters',
  'feast-mode': 'between 900 and 1350 characters',
} as const;

const roster = (figures: readonly Figure[]) =>
  figures.map((f) => `${f.name} (${f.specialty}, ${f.era})`).join('; ');

/** Stage 1: the panel, figures whose fields fit the topic, each with a distinct angle. */
export function agentPanelPrompt(
  input: AgentFeedInput,
  figures: readonly Figure[],
  language: string,
): Prompt {
  return {
    system: [
      'You assemble a panel of research agents, each a historical figure, to explore a topic from different perspectives.',
      `Write in ${language}.`,
      `Choose exactly ${input.agentCount} different figures whose fields fit the topic, from: ${roster(figures)}.`,
      'Give each a distinct angle (one short phrase) that follows from their own field; no two angles may overlap.',
      'Reply with JSON only: {"agents": [{"agentName": name from the list, "angle": short phrase}]}.',
    ].join('\n'),
    messages: [{ role: 'user', content: JSON.stringify({ topic: input.topic }) }],
  };
}

/** Stage 2: one agent's research, real works it can cite. */
export function agentResearchPrompt(
  input: AgentFeedInput,
  agent: PanelAgent,
  language: string,
): Prompt {
  return {
    system: [
      `You are the research assistant of ${agent.name} (${agent.specialty}), who studies a topic from the angle "${agent.angle}".`,
      `Write in ${language}.`,
      `List up to ${input.researchDepth} real, published works (books, papers, letters, records) that bear on the topic from that angle, with what each contributes.`,
      'Cite only works you are sure exist, with their real author and year; never invent a title, a URL or a quotation. Fewer works are better than doubtful ones.',
      'Reply with JSON only: {"sources": [{"title", "author", "year": number or null, "note": one sentence}]}.',
    ].join('\n'),
    messages: [{ role: 'user', content: JSON.stringify({ topic: input.topic }) }],
  };
}

/** Stage 3: the agent's post from its research, avoiding points the feed already made. */
export function agentDraftPrompt(
  input: AgentFeedInput,
  agent: PanelAgent,
  notes: readonly ResearchNote[],
  language: string,
): Prompt {
  return {
    system: [
      `You are ${agent.name} (${agent.specialty}) writing one post for a learning feed, from the angle "${agent.angle}".`,
      honestyRules(language),
      `Length: ${LENGTH_GUIDE[input.postLength]}. Then sum the post up in 2 to 4 short bullet points.`,
      'Draw only on the research notes given and on what is documented about you; do not repeat any point listed as already made.',
      'Reply with JSON only: {"content": text, "bulletSummary": [short points], "claimKind": "documented"|"inference"|"role-play"}.',
    ].join('\n'),
    messages: [
      {
        role: 'user',
        content: JSON.stringify({
          topic: input.topic,
          research: notes.map((n) => ({ source: n.citation, note: n.note })),
          alreadyMade: input.madePoints.slice(-40),
        }),
      },
    ],
  };
}

/** Stage 4: every agent reviews the others' posts against the criteria. */
export function agentReviewPrompt(
  input: AgentFeedInput,
  posts: readonly { author: string; content: string }[],
  language: string,
): Prompt {
  const names = posts.map((p) => p.author);
  return {
    system: [
      `You are the review board of a panel of research agents: ${names.join(', ')}.`,
      `Write the reasons in ${language}.`,
      `Each agent scores every post written by another agent (never their own) from 0 to 1 on each criterion: ${input.evaluationCriteria.join(', ')}; and gives relevance (0-1, how closely it fits the topic) and a one-sentence reason.`,
      'Judge only what the post says; a post that states undocumented things as fact scores low on accuracy.',
      'Reply with JSON only: {"reviews": [{"post": index of the post, "reviewer": agent name, "scores": {criterion: number}, "relevance": number, "reason": text}]}.',
    ].join('\n'),
    messages: [
      {
        role: 'user',
        content: JSON.stringify({
          topic: input.topic,
          posts: posts.map((p, index) => ({ index, author: p.author, content: p.content })),
        }),
      },
    ],
  };
}
