import { POST_MAX_CHARS, type GeneratedPost } from '@agora/contracts';
import type { Figure } from '../catalogue/figure';
import type { PersonaCatalogue } from '../catalogue/persona-catalogue';
import type { Fact } from '../knowledge/fact';
import type { Hit, KnowledgeBase } from '../knowledge/knowledge-base';
import type { PostsInput } from '../types/ai.types';
import { questionBack, takeUp } from './post-angles';
import { laterThanLifetime } from './time-awareness';
import { claimOf, sourcesOf } from './honest-labels';
import { composePost, fitSentences, variantOf } from './voice';
import { sayableBy } from '../knowledge/lifetime-guard';
import { tokenize } from '../knowledge/text-analysis';

/** At most this many posts of one feed come from one figure, however well they fit. */
const MAX_PER_FIGURE = 4;
/** When no entry is close to the question, the feed is built on this many nearest entries. */
const NEAREST_WHEN_NOTHING_FITS = 5;
/**
 * The feed's first page is built on this many best fitting entries and its angles on them (measured on
 * the teacher evaluation: more lets posts drift to entries that only share a word with the question).
 */
const FOCUSED_ENTRIES = 8;
/** How much the fit of the question to a figure's field (cosine to their entries' mean, 0–1) weighs. */
const FIELD_WEIGHT = 2;
/**
 * A figure with no close entry but a near one may still be among the first voices, a little behind a
 * figure with a close entry of the same fit, and with that one entry only (measured on the teacher
 * evaluation's held-out questions: Pasteur on smallpox, Einstein on radioactivity).
 */
const NEAR_FIGURE_DISCOUNT = 0.9;
/** For a how/why question, an explaining entry counts this much more towards its figure's rank. */
const EXPLAINS_FIGURE_BOOST = 1.1;
/** The figures whose best entries open the feed, best first. */
const OPENING_VOICES = 3;
/** How much a figure's next entry weighs against its previous one when the feed orders entries. */
const NEXT_ENTRY_WEIGHT = 0.6;
/** About one post in this many is a figure taking up another's point. */
const TAKE_UP_EVERY = 4;
/** A figure the learner names is asked for by name. */
const NAMED_FIGURE_BOOST = 1.5;
/** "How/why" questions want entries that explain an idea rather than tell a life event. */
const ASKS_HOW_OR_WHY =
  /^\s*(how|why|what makes|what causes|explain)\b|\b(how does|how do|why do|why does|why is|why are|how is|how are)\b/i;

interface RankedFigure {
  figure: Figure;
  facts: Fact[];
  score: number;
}

export interface PlannedPost {
  figure: Figure;
  fact: Fact;
  /** `fact`: the entry in the figure's voice; `question`: the idea turned back to the learner; `take-up`: another figure's point answered. */
  angle: 'fact' | 'question' | 'take-up';
  /** For a take-up: the post it answers. */
  answers?: { figure: Figure; fact: Fact };
}

/**
 * The posts of an Ask or topic feed: every one about the question or topic. Figures whose entries fit
 * take turns (the best first, no author twice in a row); when the fitting entries run out, the feed
 * goes on with more angles on them (a question back to the learner, a second figure taking up the
 * first one's point) rather than with figures who have nothing to say about it.
 */
export async function writeFeedPosts(
  input: PostsInput,
  kb: KnowledgeBase,
  catalogue: PersonaCatalogue,
): Promise<GeneratedPost[]> {
  const plan = await planFeed(input, kb, catalogue);
  const query = feedQuery(input);
  return plan.map((planned, i) => {
    const variant = variantOf(query, planned.fact.id, planned.angle, i);
    const topic = topicLabel(planned.fact, input.topics);
    const later = input.question ? laterThanLifetime(planned.figure, input.question) : undefined;
    const room = later ? POST_MAX_CHARS - 70 : POST_MAX_CHARS;
    const tookUp =
      planned.angle === 'take-up' && planned.answers
        ? takeUp(planned.fact, planned.answers.figure, planned.answers.fact, variant, room)
        : null;
    const body =
      planned.angle === 'question'
        ? questionBack(planned.figure, planned.fact, variant, room)
        : (tookUp ?? composePost(planned.figure, planned.fact, topic, variant, room));
    const content = later
      ? fitSentences([`(${capitalise(later.label)} came after my time.)`, body], [], POST_MAX_CHARS)
      : body;
    const sources = [planned.fact, ...(tookUp && planned.answers ? [planned.answers.fact] : [])];
    return {
      author: planned.figure.name,
      avatar: planned.figure.avatar,
      specialty: planned.figure.specialty,
      content,
      topic,
      sources: sourcesOf(sources),
      claimKind: claimOf(sources, later ? 'inference' : 'documented'),
    };
  });
}

/** What the feed searches for: the learner's question and its topics; never the analyser's own sentence about it. */
export function feedQuery(input: PostsInput): string {
  return input.question
    ? [input.question, ...input.topics].join(' ')
    : [input.context, ...input.topics].filter(Boolean).join(' ');
}

/** Chooses the entries and angles of the feed, in the order the learner will read them. */
export async function planFeed(
  input: PostsInput,
  kb: KnowledgeBase,
  catalogue: PersonaCatalogue,
): Promise<PlannedPost[]> {
  // The meaning is the learner's own question (already embedded when it was analysed); the words also
  // take its topics.
  const meaning = await kb.prepare(input.question || feedQuery(input));
  // A question's own words count fully; the topics the analyser found count for less, so a topic that
  // came from an entry sharing one incidental word does not outweigh what the learner asked.
  const query = input.question
    ? { text: input.question, context: input.topics.join(' '), vector: meaning.vector }
    : { text: feedQuery(input), vector: meaning.vector };
  const wantsExplanation = ASKS_HOW_OR_WHY.test(input.question ?? '');
  const named = namedFigures(input.question ?? '', catalogue);
  const hits = kb.search(query).map((hit) => ({
    ...hit,
    score:
      hit.score *
      (wantsExplanation && hit.item.kind === 'explanation' ? 1.25 : 1) *
      (named.has(hit.item.figure) ? NAMED_FIGURE_BOOST : 1),
  }));
  hits.sort((a, b) => b.score - a.score);
  // Where some entries share the question's words, an entry that shares none is no answer however
  // near its meaning looks (Feynman's double slit and Curie's electrometer on "What is DNA?").
  const closeHits = kb.closeHits(hits);
  const worded = closeHits.some((h) => h.lexical > 0);
  const onTopic = (h: Hit) => !worded || h.lexical > 0 || named.has(h.item.figure);
  const closeSet = new Set(closeHits.filter(onTopic));
  const close = hits.filter((h) => closeSet.has(h) || (named.has(h.item.figure) && h.score > 0));
  // Nothing close: the nearest few entries are still the best the knowledge base can say.
  const fitting = close.length
    ? close
    : hits.slice(0, Math.min(hits.length, NEAREST_WHEN_NOTHING_FITS));
  const speaking = new Set(fitting.map((h) => h.item.figure));
  const nearOnly = kb.nearHits(hits).filter((h) => !speaking.has(h.item.figure) && onTopic(h));
  const byFigure = rankFigures(fitting, nearOnly, catalogue, {
    fieldFit: (name) => kb.fieldFit(meaning, name),
    explains: wantsExplanation ? EXPLAINS_FIGURE_BOOST : 1,
    named,
  });
  // One fitting voice alone would speak twice in a row: the nearest other voices take turns with it.
  if (byFigure.length < 2) {
    const others = hits.filter(
      (h) => !fitting.includes(h) && !byFigure.some((g) => g.figure.name === h.item.figure),
    );
    const nearest = groupByFigure(others, catalogue).slice(0, 2 - byFigure.length + 1);
    // Their scores are fused search scores: placed just behind the weakest fitting voice instead.
    const behind = (byFigure.at(-1)?.score ?? 1) * 0.9;
    const top = nearest[0]?.score || 1;
    byFigure.push(...nearest.map((g) => ({ ...g, score: (behind * g.score) / top })));
  }
  // The best fitting entries and every further angle on them first, then the rest and their angles:
  // the feed takes them in this order as long as no figure speaks twice in a row. A page stays on the
  // closest entries rather than drifting down to ones that only share a word with the question.
  const entries = takeTurns(byFigure);
  const page = Math.max(0, input.page ?? 0);
  const pageOf = (posts: PlannedPost[]) =>
    noAuthorTwiceInARow(posts, (page + 1) * input.count).slice(page * input.count);
  if (input.standalone) return pageOf(entries);
  const focus = withTakeUps(entries.slice(0, FOCUSED_ENTRIES));
  const rest = withTakeUps(entries.slice(FOCUSED_ENTRIES));
  return pageOf([...focus, ...questionsBack(focus), ...rest, ...questionsBack(rest)]);
}

function namedFigures(question: string, catalogue: PersonaCatalogue): Set<string> {
  const words = new Set(tokenize(question));
  return new Set(
    catalogue.figures
      .filter((f) => {
        const parts = tokenize(f.name);
        const last = parts.at(-1);
        return (
          parts.length > 0 &&
          (parts.every((p) => words.has(p)) || (last && last.length > 3 && words.has(last)))
        );
      })
      .map((f) => f.name),
  );
}

/**
 * The figures who speak first, best first. A figure ranks by how well its best entries fit the question,
 * by words and by meaning together (the BM25 score relative to the search's best, plus the cosine: the
 * magnitudes, not only the ranks, so one strong figure is not tied with one that shares a single
 * incidental word), helped a little by its second entry, and weighed by how well the question fits the
 * figure's field. Figures with only a near entry join with that one entry, slightly behind.
 */
function rankFigures(
  close: Hit[],
  nearOnly: Hit[],
  catalogue: PersonaCatalogue,
  weigh: { fieldFit: (name: string) => number; explains: number; named: ReadonlySet<string> },
): RankedFigure[] {
  const fit = (hit: Hit) =>
    (hit.lexical + hit.semantic) *
    (hit.item.kind === 'explanation' ? weigh.explains : 1) *
    (weigh.named.has(hit.item.figure) ? NAMED_FIGURE_BOOST : 1);
  const groups = new Map<
    string,
    { figure: Figure; facts: Fact[]; fits: number[]; near: boolean }
  >();
  const add = (hit: Hit, near: boolean) => {
    const figure = catalogue.find(hit.item.figure);
    if (!figure) return;
    const group = groups.get(figure.name) ?? { figure, facts: [], fits: [], near };
    group.fits.push(fit(hit));
    if (near && group.facts.length) return;
    group.facts.push(hit.item);
    groups.set(figure.name, group);
  };
  close.forEach((hit) => add(hit, false));
  nearOnly.forEach((hit) => add(hit, true));
  return [...groups.values()]
    .map(({ figure, facts, fits, near }) => {
      const [first = 0, second = 0] = [...fits].sort((a, b) => b - a);
      const score =
        (first + 0.3 * second) *
        (1 + FIELD_WEIGHT * Math.max(0, weigh.fieldFit(figure.name))) *
        (near ? NEAR_FIGURE_DISCOUNT : 1);
      return { figure, facts, score };
    })
    .sort((a, b) => b.score - a.score);
}

/** The nearest other figures with their entries, best first by their best entry (a little helped by a second). */
function groupByFigure(hits: Hit[], catalogue: PersonaCatalogue): RankedFigure[] {
  const groups = new Map<string, { figure: Figure; facts: Fact[]; score: number }>();
  for (const hit of hits) {
    const figure = catalogue.find(hit.item.figure);
    if (!figure) continue;
    const group = groups.get(figure.name) ?? { figure, facts: [], score: 0 };
    group.score +=
      group.facts.length === 0 ? hit.score : group.facts.length === 1 ? 0.3 * hit.score : 0;
    group.facts.push(hit.item);
    groups.set(figure.name, group);
  }
  return [...groups.values()].sort((a, b) => b.score - a.score);
}

/**
 * The fitting entries in the order the feed says them: the best entry of each of the first
 * `OPENING_VOICES` figures opens the feed (several voices on the question at once), then every other
 * entry by weight: a figure's next entry weighs `NEXT_ENTRY_WEIGHT` of its previous one, so a figure
 * far closer to the question speaks again before one that barely fits speaks once (no author twice
 * in a row is kept later).
 */
function takeTurns(groups: RankedFigure[]): PlannedPost[] {
  const opening = groups.slice(0, OPENING_VOICES).map(({ figure, facts }) => ({
    figure,
    fact: facts[0]!,
    angle: 'fact' as const,
  }));
  const weighed = groups.flatMap(({ figure, facts, score }, rank) =>
    facts.slice(rank < OPENING_VOICES ? 1 : 0, MAX_PER_FIGURE).map((fact, k) => ({
      post: { figure, fact, angle: 'fact' as const },
      weight: score * NEXT_ENTRY_WEIGHT ** (rank < OPENING_VOICES ? k + 1 : k),
    })),
  );
  // Stable: equal weights keep the figures' order.
  return [...opening, ...weighed.sort((a, b) => b.weight - a.weight).map((w) => w.post)];
}

/**
 * Figures take up each other's points: a post by a later figure answers an earlier post by another
 * one, in place of saying its entry plainly, so every entry is said once. Not the post just before
 * (the learner has just read it), no chains, and about one post in four.
 */
function withTakeUps(base: PlannedPost[]): PlannedPost[] {
  const plan = [...base];
  const inExchange = new Set<number>();
  let left = Math.floor(plan.length / TAKE_UP_EVERY);
  for (let i = 0; i < plan.length && left > 0; i++) {
    if (inExchange.has(i)) continue;
    const answered = plan[i]!;
    const j = plan.findIndex(
      (speaker, k) => k > i + 1 && !inExchange.has(k) && mayTakeUp(speaker, answered),
    );
    if (j < 0) continue;
    inExchange.add(i).add(j);
    plan[j] = { ...plan[j]!, angle: 'take-up', answers: answered };
    left--;
  }
  return plan;
}

/**
 * Questions back to the learner on the best half of the entries, one idea each: retrieval practice,
 * not a second telling. A short feed ends when its entries do rather than repeating them.
 */
function questionsBack(base: PlannedPost[]): PlannedPost[] {
  return base
    .slice(0, Math.ceil(base.length / 2))
    .map((p): PlannedPost => ({ figure: p.figure, fact: p.fact, angle: 'question' }));
}

/**
 * A figure answers only a point on a subject of their own entry (a topic in common), said in their
 * lifetime, and never themselves.
 */
function mayTakeUp(speaker: PlannedPost, answered: PlannedPost): boolean {
  if (speaker.figure.name === answered.figure.name) return false;
  const died = speaker.figure.died;
  if (died !== null && answered.figure.born >= died) return false;
  if (!speaker.fact.topics.some((topic) => answered.fact.topics.includes(topic))) return false;
  return sayableBy(speaker.figure, answered.fact.text);
}

/**
 * Up to `count` posts in the given order, a post moved down only as far as needed so no figure speaks
 * twice in a row; what cannot be placed without that (one voice left at the end) is left out.
 */
export function noAuthorTwiceInARow<T extends { figure: { name: string } }>(
  posts: T[],
  count = posts.length,
): T[] {
  // A single voice cannot take turns with anyone.
  if (new Set(posts.map((p) => p.figure.name)).size < 2) return posts.slice(0, count);
  const rest = [...posts];
  const out: T[] = [];
  while (rest.length && out.length < count) {
    const previous = out.at(-1)?.figure.name;
    const next = rest.findIndex((p) => p.figure.name !== previous);
    if (next < 0) break;
    out.push(...rest.splice(next, 1));
  }
  return out;
}

/** The requested topic the entry speaks to, else the entry's own first topic. */
function topicLabel(fact: Fact, requested: string[]): string {
  const factTerms = new Set(tokenize(`${fact.text} ${fact.topics.join(' ')}`));
  const match = requested.find((topic) => tokenize(topic).some((t) => factTerms.has(t)));
  return match ?? fact.topics[0] ?? 'history';
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
