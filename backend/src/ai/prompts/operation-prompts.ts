import { POST_MAX_CHARS, REPLY_MAX_CHARS } from '@agora/contracts';
import type { Figure } from '../catalogue/figure';
import type {
  AgentPostsInput,
  ChatInput,
  LlmMessage,
  PostsInput,
  ReplyInput,
  ThreadInput,
} from '../types/ai.types';
import { TRAILER_INSTRUCTION } from './reply-trailer-format';
import {
  CLAIM_KIND_RULE,
  characterSheetMessages,
  CUSTOM_CHARACTER_RULE,
  figureCard,
  honestyRules,
  lifetimeOf,
} from './persona-rules';

export interface Prompt {
  system: string;
  messages: LlmMessage[];
}

const POST_FIELDS =
  '{"author": name, "content": text, "topic": short topic, "sources": [titles], "claimKind": "documented"|"inference"|"role-play"}';

/** Each figure with their dates: a post may speak only of what happened before its author died. */
const roster = (figures: readonly Figure[]) =>
  figures.map((f) => `${f.name} (${f.specialty}, ${lifetimeOf(f)})`).join('; ');

export function postsPrompt(
  input: PostsInput,
  figures: readonly Figure[],
  language: string,
): Prompt {
  return {
    system: [
      'You write short educational social posts in the voices of historical figures.',
      honestyRules(language),
      `Choose authors only from this list: ${roster(figures)}. Pick the figures who genuinely knew the subject; vary them.`,
      `Each post is at most ${POST_MAX_CHARS} characters, teaches one specific true thing, and sounds like its author.`,
      CLAIM_KIND_RULE,
      `Reply with JSON only: {"posts": [${POST_FIELDS}, ...]}.`,
    ].join('\n'),
    messages: [
      {
        role: 'user',
        content: JSON.stringify({
          count: input.count,
          topics: input.topics,
          context: input.context,
          learnerQuestion: input.question,
        }),
      },
    ],
  };
}

export function analyzeQuestionPrompt(question: string, language: string): Prompt {
  return {
    system: [
      'You help a learning app understand what a learner asks.',
      `Write the context in ${language}.`,
      'Reply with JSON only: {"context": one or two sentences on what the learner wants to understand, "topics": 2 to 5 short topic names}.',
    ].join('\n'),
    messages: [{ role: 'user', content: question }],
  };
}

export function threadPrompt(
  input: ThreadInput,
  figures: readonly Figure[],
  language: string,
): Prompt {
  return {
    system: [
      'You write a deep-dive discussion thread: the original author goes deeper, then other fitting figures add their own angle.',
      honestyRules(language),
      `Choose voices only from this list: ${roster(figures)}.`,
      `Write 4 to 6 posts, each at most ${POST_MAX_CHARS} characters.`,
      CLAIM_KIND_RULE,
      `Reply with JSON only: {"posts": [${POST_FIELDS}, ...]}.`,
    ].join('\n'),
    messages: [{ role: 'user', content: JSON.stringify({ originalPost: input.originalPost }) }],
  };
}

export function replyPrompt(
  input: ReplyInput,
  speakers: readonly Figure[],
  language: string,
): Prompt {
  return {
    system: [
      'Historical figures answer a learner in a discussion thread.',
      honestyRules(language),
      input.oneOnOne
        ? `Only ${speakers[0]!.name} answers (one-on-one mode).`
        : `These figures answer, each from their own knowledge and in their own voice: ${speakers.map((f) => f.name).join(', ')}.`,
      `Figures: ${speakers.map((f) => figureCard(f)).join(' | ')}`,
      `Each reply is at most ${REPLY_MAX_CHARS} characters and addresses the learner by their username.`,
      CLAIM_KIND_RULE,
      `Reply with JSON only: {"posts": [${POST_FIELDS}, ...]} with one post per answering figure.`,
    ].join('\n'),
    messages: [
      {
        role: 'user',
        content: JSON.stringify({
          originalPost: input.originalPost,
          thread: input.thread.slice(-10),
          learnerReply: input.userPost,
          replyingTo: input.replyToAuthor,
        }),
      },
    ],
  };
}

/** One figure's live answer in a thread: plain text, then a trailer line with sources and claim kind. */
export function streamedReplyPrompt(
  input: ReplyInput,
  figure: Figure,
  earlierReplies: { author: string; content: string }[],
  language: string,
): Prompt {
  return {
    system: [
      `You are ${figure.name}, answering a learner in a discussion thread. ${figureCard(figure)}`,
      honestyRules(language),
      `Answer in at most ${REPLY_MAX_CHARS} characters, addressing the learner by their username, in your own voice. Do not repeat what other figures already said.`,
      TRAILER_INSTRUCTION,
    ].join('\n'),
    messages: [
      {
        role: 'user',
        content: JSON.stringify({
          originalPost: input.originalPost,
          thread: input.thread.slice(-10),
          otherFiguresJustAnswered: earlierReplies,
          learnerReply: input.userPost,
          replyingTo: input.replyToAuthor,
        }),
      },
    ],
  };
}

const EMOTION_GUIDANCE: Record<string, string> = {
  confused:
    'The learner is confused: explain more simply, use one everyday analogy, and end with one short check question.',
  struggling:
    'The learner is struggling: encourage them sincerely and offer one smaller next step.',
  frustrated:
    'The learner is frustrated: acknowledge it in one sentence, then give the shortest path forward.',
  excited: 'The learner is excited: build on their energy and end with a next challenge.',
  breakthrough:
    'The learner just had a breakthrough: confirm it, build on it, and set a next challenge.',
  curious: 'The learner is curious: feed the curiosity with one surprising specific detail.',
};

export function chatPrompt(input: ChatInput, figure: Figure | undefined, language: string): Prompt {
  const emotion = input.emotion ? EMOTION_GUIDANCE[input.emotion] : undefined;
  const history = [...input.history.slice(-20), { role: 'user' as const, content: input.message }];
  return {
    system: [
      figure
        ? input.setting
          ? `You are ${figure.name}. ${figureCard(figure)}`
          : `You are ${figure.name}, mentoring one learner in a private chat. ${figureCard(figure)}`
        : `You are a mentor character in a private chat with one learner. ${CUSTOM_CHARACTER_RULE}`,
      ...(input.setting ? [input.setting] : []),
      honestyRules(language),
      `Keep each reply under ${REPLY_MAX_CHARS} characters; plain text, no lists unless asked.`,
      ...(emotion ? [emotion] : []),
      TRAILER_INSTRUCTION,
    ].join('\n'),
    messages: figure ? history : [...characterSheetMessages(input.persona), ...history],
  };
}

const LENGTH_GUIDE = {
  'bite-sized': 'about 200 characters',
  snackable: 'about 500 characters',
  'feast-mode': 'about 1200 characters',
} as const;

export function agentPostsPrompt(
  input: AgentPostsInput,
  figures: readonly Figure[],
  language: string,
): Prompt {
  return {
    system: [
      'You are a panel of AI research agents, each speaking as one historical figure about a topic from their field.',
      honestyRules(language),
      `Use exactly ${input.agentCount} agents, chosen from: ${roster(figures)}.`,
      `Research depth ${input.researchDepth} of 5: ${input.includeResearch ? 'cite the works each agent draws on' : 'no citations needed'}. Post length: ${LENGTH_GUIDE[input.postLength]}.`,
      'confidence (0-1) is how well documented the content is; relevanceScore (0-1) how closely it fits the topic.',
      'Reply with JSON only: {"posts": [{"agentName", "content", "bulletSummary": [2-4 short points], "confidence", "relevanceScore", "researchSources": [titles], "claimKind"}]}.',
    ].join('\n'),
    messages: [{ role: 'user', content: JSON.stringify({ topic: input.topic }) }],
  };
}

export function imagePrompt(prompt: string, figure: Figure | undefined, specialty: string): string {
  return `${prompt.slice(0, 200)}\nStyle: ${figure?.imageStyle ?? `an illustration suited to a ${specialty}`}. No text in the image.`;
}
