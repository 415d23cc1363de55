import type { GeneratedPost } from '@agora/contracts';
import { personaCatalogue } from '../../src/ai/catalogue/persona-catalogue';
import { ALL_FACTS } from '../../src/ai/knowledge';
import type { Fact } from '../../src/ai/knowledge/fact';
import type { ChatTurn } from '../../src/ai/types/ai.types';
import { CHAT_SCENARIOS } from './chat-scenarios';
import {
  afterLifetime,
  apocryphalLine,
  engages,
  mentionsAny,
  passesChatCheck,
  usesStockFrame,
} from './checks';
import type { TeacherEngine } from './engines';
import { type EvalQuestion, QUESTIONS } from './questions';
import { RABBIT_REPLIES } from './rabbit-replies';

/**
 * The teacher evaluation (issue 15). Rules, written down:
 * - a question's feed "fits" when at least 2 distinct fitting figures author its first 3 posts;
 * - a post is on-topic when what it teaches mentions a key concept of the question: for the offline
 *   engine, the knowledge entries it cites (their text and topics: the substance of the post, not the
 *   frame around it); for a provider, the post's text. A fitting author alone does not make a post
 *   on-topic;
 * - a chat scenario passes when its last reply passes every check it names (see `checks.ts`);
 * - a rabbit-hole reply engages when the original author's answer takes up a word of the learner's
 *   point that the post did not contain, and is not the post repeated;
 * - a lifetime violation is a generated text, or a knowledge entry, where a figure speaks of a year
 *   after their death or of their death and what followed (honest "after my time" lines excepted);
 * - an apocryphal line labelled documented is a known misattribution (`apocrypha.ts`) in a text whose
 *   claim kind is `documented` without saying it was put in the figure's mouth;
 * - a stock frame is one of `STOCK_FRAMES`, counted over every Ask-feed and topic-feed post.
 */
export const TARGETS = {
  questionsWithTwoFittingInFirstThree: 0.85,
  onTopicPostsPer15: 10,
  chatScenariosPassed: 0.9,
  rabbitRepliesEngaging: 1,
  lifetimeViolations: 0,
  apocryphalLabelledDocumented: 0,
  stockFrameShare: 0.1,
} as const;

const died = (name: string) => personaCatalogue.find(name)?.died ?? null;
// Offline sources are readable citations (no entry ids, and none for role-play entries), so the
// entries a post is made of are the ones whose text it says.
const citedEntries = (post: GeneratedPost): Fact[] =>
  ALL_FACTS.filter((f) => post.content.includes(f.text.slice(0, 40)));

function substance(post: GeneratedPost): string {
  const cited = citedEntries(post);
  return cited.length
    ? cited.map((f) => `${f.text} ${f.topics.join(' ')}`).join(' ')
    : post.content;
}

/**
 * Posts of one feed that tell again what an earlier post told: every entry the post tells (its first
 * 120 characters or all of it; a question back quotes at most an opening clause) was already told.
 */
function retoldPosts(posts: GeneratedPost[]): number {
  const told = new Set<string>();
  let retold = 0;
  for (const post of posts) {
    const tells = ALL_FACTS.filter((f) => post.content.includes(f.text.slice(0, 120)));
    if (tells.length && tells.every((f) => told.has(f.id))) retold++;
    for (const f of tells) told.add(f.id);
  }
  return retold;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

interface Said {
  author: string;
  text: string;
  claimKind: string;
  where: string;
}

export async function runTeacherEval(engine: TeacherEngine, set: EvalQuestion[] = QUESTIONS) {
  const said: Said[] = [];
  const feedPosts: GeneratedPost[] = [];
  const latencies: number[] = [];

  const questions = [];
  for (const q of set) {
    const started = performance.now();
    const analysis = await engine.analyseQuestion(q.question);
    const posts = await engine.posts({
      question: q.question,
      context: analysis.context,
      topics: analysis.topics,
      count: 15,
    });
    latencies.push(performance.now() - started);
    feedPosts.push(...posts);
    for (const p of posts)
      said.push({ author: p.author, text: p.content, claimKind: p.claimKind, where: q.question });
    const firstThree = new Set(
      posts
        .slice(0, 3)
        .map((p) => p.author)
        .filter((a) => q.figures.includes(a)),
    );
    const onTopic = posts.filter((p) => mentionsAny(substance(p), q.concepts)).length;
    const repeatedAuthor = posts.filter(
      (p, i) => i > 0 && posts[i - 1]!.author === p.author,
    ).length;
    const retold = retoldPosts(posts);
    questions.push({
      // The catalogue has at least two of its fitting figures: the question can reach the target.
      attainable: q.figures.filter((name) => personaCatalogue.find(name)).length >= 2,
      category: q.category,
      question: q.question,
      posts: posts.length,
      fittingInFirstThree: firstThree.size,
      onTopic,
      repeatedAuthor,
      retold,
      authors: posts.map((p) => p.author),
      firstPost: posts[0]?.content,
    });
  }

  const topicFeeds = [];
  for (const category of new Set(set.map((q) => q.category))) {
    const posts = await engine.posts({ topics: [category], count: 15 });
    feedPosts.push(...posts);
    for (const p of posts)
      said.push({ author: p.author, text: p.content, claimKind: p.claimKind, where: category });
    topicFeeds.push({
      category,
      posts: posts.length,
      repeatedAuthor: posts.filter((p, i) => i > 0 && posts[i - 1]!.author === p.author).length,
      authors: [...new Set(posts.map((p) => p.author))].length,
    });
  }

  const chats = [];
  for (const scenario of CHAT_SCENARIOS) {
    const persona =
      typeof scenario.mentor === 'string'
        ? personaCatalogue.toProfile(personaCatalogue.get(scenario.mentor))
        : scenario.mentor;
    const history: ChatTurn[] = [];
    let reply = '';
    for (const message of scenario.turns) {
      reply = await engine.chat({ persona, history: [...history], message });
      history.push({ role: 'user', content: message }, { role: 'assistant', content: reply });
      said.push({ author: persona.name, text: reply, claimKind: 'chat', where: scenario.id });
    }
    const earlier = history
      .slice(0, -1)
      .filter((t) => t.role === 'assistant')
      .map((t) => t.content);
    const failed = scenario.checks.filter(
      (check) => !passesChatCheck(check, reply, scenario.concepts, earlier),
    );
    chats.push({
      id: scenario.id,
      kind: scenario.kind,
      passed: failed.length === 0,
      failed,
      reply,
    });
  }

  const rabbits = [];
  for (const r of RABBIT_REPLIES) {
    const answers = await engine.replies({
      originalPost: r.post,
      thread: [],
      userPost: { username: 'learner', content: r.learner },
      replyToAuthor: r.post.author,
      oneOnOne: false,
    });
    for (const a of answers)
      said.push({ author: a.author, text: a.content, claimKind: a.claimKind, where: r.id });
    const own = answers.find((a) => a.author === r.post.author) ?? answers[0];
    rabbits.push({
      id: r.id,
      engages: own ? engages(own.content, r.referTo, r.post.content) : false,
      reply: own?.content,
      voices: answers.map((a) => a.author),
    });
  }

  const generatedAfterLife = said.filter((s) => afterLifetime(s.text, died(s.author)));
  // Legacy rows carry no year (0, with no citation): only their text can be judged.
  const entriesAfterLife = ALL_FACTS.filter(
    (f) =>
      (!(f.year === 0 && f.citation === null) && f.year > (died(f.figure) ?? Infinity)) ||
      afterLifetime(f.text, died(f.figure)),
  );
  const generatedApocrypha = said.filter(
    (s) => s.claimKind === 'documented' && apocryphalLine(s.author, s.text),
  );
  const entryApocrypha = ALL_FACTS.filter(
    (f) => f.claimKind === 'documented' && apocryphalLine(f.figure, f.text),
  );

  const fitting = questions.filter((q) => q.fittingInFirstThree >= 2).length / questions.length;
  const attainable = questions.filter((q) => q.attainable);
  const fittingOfAttainable =
    attainable.filter((q) => q.fittingInFirstThree >= 2).length / Math.max(1, attainable.length);
  const postsPerFeed = questions.reduce((sum, q) => sum + q.posts, 0) / questions.length;
  const onTopicPer15 =
    questions.reduce((sum, q) => sum + (q.onTopic * 15) / Math.max(1, q.posts), 0) /
    questions.length;
  const chatPassed = chats.filter((c) => c.passed).length / chats.length;
  const rabbitEngaging = rabbits.filter((r) => r.engages).length / rabbits.length;
  const stockFrameShare =
    feedPosts.filter((p) => usesStockFrame(p.content)).length / Math.max(1, feedPosts.length);

  const summary = {
    questionsWithTwoFittingInFirstThree: round(fitting),
    onTopicPostsPer15: round(onTopicPer15),
    chatScenariosPassed: round(chatPassed),
    rabbitRepliesEngaging: round(rabbitEngaging),
    lifetimeViolations: generatedAfterLife.length + entriesAfterLife.length,
    apocryphalLabelledDocumented: generatedApocrypha.length + entryApocrypha.length,
    stockFrameShare: round(stockFrameShare),
  };
  return {
    engine: engine.name,
    set: {
      questions: set.length,
      chatScenarios: CHAT_SCENARIOS.length,
      rabbitReplies: RABBIT_REPLIES.length,
      knowledgeEntries: ALL_FACTS.length,
    },
    summary,
    targets: TARGETS,
    passed: {
      questionsWithTwoFittingInFirstThree: fitting >= TARGETS.questionsWithTwoFittingInFirstThree,
      onTopicPostsPer15: onTopicPer15 >= TARGETS.onTopicPostsPer15,
      chatScenariosPassed: chatPassed >= TARGETS.chatScenariosPassed,
      rabbitRepliesEngaging: rabbitEngaging >= TARGETS.rabbitRepliesEngaging,
      lifetimeViolations: summary.lifetimeViolations === 0,
      apocryphalLabelledDocumented: summary.apocryphalLabelledDocumented === 0,
      stockFrameShare: stockFrameShare <= TARGETS.stockFrameShare,
    },
    details: {
      lifetimeViolations: {
        generated: generatedAfterLife.length,
        entries: entriesAfterLife.length,
        generatedExamples: generatedAfterLife.slice(0, 10),
        entryIds: entriesAfterLife.map((f) => f.id),
      },
      apocrypha: {
        generated: generatedApocrypha.slice(0, 10),
        entryIds: entryApocrypha.map((f) => f.id),
      },
      questionsAttainable: attainable.length,
      fittingAmongAttainable: round(fittingOfAttainable),
      postsPerAskFeed: round(postsPerFeed),
      retoldPostShare: round(
        questions.reduce((s, q) => s + q.retold, 0) /
          Math.max(
            1,
            questions.reduce((s, q) => s + q.posts, 0),
          ),
      ),
      repeatedAuthorInARow:
        questions.reduce((s, q) => s + q.repeatedAuthor, 0) +
        topicFeeds.reduce((s, t) => s + t.repeatedAuthor, 0),
      askLatencyMs: {
        p50: round(percentile(latencies, 50)),
        p99: round(percentile(latencies, 99)),
      },
      questions,
      topicFeeds,
      chats,
      rabbits,
    },
  };
}

export type TeacherEvalResult = Awaited<ReturnType<typeof runTeacherEval>>;

/** The summary as a table for the terminal. */
export function formatTable(result: TeacherEvalResult): string {
  const rows = Object.entries(result.summary).map(([metric, value]) => {
    const target = result.targets[metric as keyof typeof TARGETS];
    const ok = result.passed[metric as keyof typeof TARGETS];
    return `${metric.padEnd(38)} ${String(value).padStart(8)}   target ${String(target).padStart(5)}   ${ok ? 'ok' : 'MISSED'}`;
  });
  const failingChats = result.details.chats
    .filter((c) => !c.passed)
    .map((c) => `  chat ${c.id}: failed ${c.failed.join(', ')}`);
  const dull = result.details.rabbits
    .filter((r) => !r.engages)
    .map((r) => `  rabbit ${r.id}: does not engage`);
  return [
    `teacher evaluation — engine ${result.engine}, ${result.set.questions} questions, ${result.set.chatScenarios} chats, ${result.set.rabbitReplies} rabbit replies, ${result.set.knowledgeEntries} entries`,
    ...rows,
    `questions whose fitting figures exist (≥ 2): ${result.details.questionsAttainable}, of which ${Math.round(result.details.fittingAmongAttainable * 100)}% fit; posts per Ask feed ${result.details.postsPerAskFeed}`,
    `Ask-feed posts that retell an entry an earlier post of the feed told: ${Math.round(result.details.retoldPostShare * 1000) / 10}%`,
    `lifetime violations: ${result.details.lifetimeViolations.generated} generated, ${result.details.lifetimeViolations.entries} entries; same author twice in a row: ${result.details.repeatedAuthorInARow}; Ask p50/p99 ${result.details.askLatencyMs.p50}/${result.details.askLatencyMs.p99} ms`,
    ...failingChats,
    ...dull,
  ].join('\n');
}

function round(n: number): number {
  return Math.round(n * 1000) / 1000;
}
