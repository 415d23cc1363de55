import type { AgentReview } from '@agora/contracts';
import type { Fact } from '../knowledge/fact';
import { tokenize } from '../knowledge/text-analysis';
import type { OfflineResearch } from './agent-feed-panel';

/** Themes a reader can act on: methods, practice, health, teaching, making things. */
const PRACTICAL = new Set(
  'method methods experiment experiments practice habits habit education teaching learning advice health medicine engineering invention inventions technology programming work strategy leadership training craft technique design'.split(
    ' ',
  ),
);

export interface ReviewedPost {
  reviews: AgentReview[];
  confidence: number;
  relevanceScore: number;
}

/** What a post rests on, as the reviewers see it. */
export interface DraftUnderReview {
  author: OfflineResearch;
  used: Fact[];
  /** Its author's topic match against the panel's best one (0–1). */
  relevance: number;
}

/**
 * Every other agent scores the post against each criterion from what it rests on: how much of it
 * came from entries found on the topic (accuracy), how many themes it spans (creativity), how much
 * of it a reader can act on (practicality), or how often a custom criterion's words occur. A
 * reviewer whose own themes overlap the post's is surer of its verdict. Confidence and relevance
 * are the reviewers' means.
 */
export function peerReview(
  post: DraftUnderReview,
  panel: readonly OfflineResearch[],
  criteria: readonly string[],
): ReviewedPost {
  const reviewers = panel.filter((r) => r.figure.name !== post.author.figure.name);
  const postTopics = new Set(post.used.flatMap((f) => f.topics));
  const reviews = reviewers.map((reviewer) => {
    const familiar = overlap(reviewer.figure.topics, postTopics);
    const judged = criteria.map((criterion) => judge(criterion, post, familiar));
    const scores = Object.fromEntries(judged.map((j) => [j.criterion, j.score]));
    const relevance = round(0.75 * post.relevance + 0.15 * familiar + 0.1 * share(post, 'onTopic'));
    const reason = `${judged.map((j) => `${capitalise(j.criterion)} ${j.score.toFixed(2)}: ${j.why}`).join(' ')}`;
    return { reviewer: reviewer.figure.name, scores, relevance, reason: reason.slice(0, 400) };
  });
  const weights = reviews.map((r) => 0.5 + overlap(panelTopics(panel, r.reviewer), postTopics));
  const total = weights.reduce((a, b) => a + b, 0) || 1;
  const confidence = reviews.reduce(
    (sum, r, i) => sum + weights[i]! * mean(Object.values(r.scores)),
    0,
  );
  return {
    reviews,
    confidence: round(reviews.length ? confidence / total : 0.5),
    relevanceScore: round(reviews.length ? mean(reviews.map((r) => r.relevance)) : post.relevance),
  };
}

function judge(
  criterion: string,
  post: DraftUnderReview,
  familiar: number,
): { criterion: string; score: number; why: string } {
  const n = post.used.length;
  const key = criterion.toLowerCase();
  if (key === 'accuracy') {
    const grounded = Math.round(share(post, 'onTopic') * n);
    return {
      criterion,
      score: round(0.55 + 0.35 * share(post, 'onTopic') + 0.1 * familiar),
      why: `${grounded} of ${n} points are documented entries found on the topic.`,
    };
  }
  if (key === 'creativity') {
    const themes = new Set(post.used.flatMap((f) => f.topics));
    return {
      criterion,
      score: round(0.35 + Math.min(0.6, themes.size * 0.08)),
      why: `spans ${themes.size} themes (${[...themes].slice(0, 3).join(', ')}).`,
    };
  }
  if (key === 'practicality') {
    const practical = post.used.filter((f) => f.topics.some((t) => PRACTICAL.has(t))).length;
    return {
      criterion,
      score: round(0.3 + 0.6 * (n ? practical / n : 0)),
      why: `${practical} of ${n} points are something a reader can act on.`,
    };
  }
  const words = new Set(tokenize(criterion));
  const hits = post.used.filter((f) =>
    tokenize(`${f.text} ${f.topics.join(' ')}`).some((w) => words.has(w)),
  ).length;
  return {
    criterion,
    score: round(0.4 + 0.5 * (n ? hits / n : 0)),
    why: `${hits} of ${n} points speak to it.`,
  };
}

function share(post: DraftUnderReview, flag: 'onTopic'): number {
  const onTopic = new Set(post.author.notes.filter((n) => n[flag]).map((n) => n.entryId));
  return post.used.length
    ? post.used.filter((f) => onTopic.has(f.id)).length / post.used.length
    : 0;
}

function panelTopics(panel: readonly OfflineResearch[], name: string): readonly string[] {
  return panel.find((r) => r.figure.name === name)?.figure.topics ?? [];
}

function overlap(topics: readonly string[], with_: ReadonlySet<string>): number {
  if (!topics.length) return 0;
  return Math.min(1, topics.filter((t) => with_.has(t)).length / Math.min(3, topics.length));
}

const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
const round = (n: number) => Math.round(Math.min(1, Math.max(0, n)) * 100) / 100;
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
