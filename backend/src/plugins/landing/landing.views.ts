import {
  type ChatDemo,
  DEMO_STEP_LIMITS,
  type DemoGroupMessage,
  type DemoPost,
  type GroupDemo,
  type HomeFeedDemo,
  type LanguageCode,
} from '@agora/contracts';
import type { LandingFigures } from './landing-figures.port';
import type { ShowcaseChatLine, ShowcaseGroupLine, ShowcasePost } from './landing.repository';

/** Demo cards are read at a glance: long stored texts are cut at a word. */
export const DEMO_TEXT_SHOWN = 480;
const LEARNER_AVATAR = '🙂';

export function clip(text: string, max = DEMO_TEXT_SHOWN): string {
  const clean = text.trim().replace(/\s+/g, ' ');
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}

/**
 * A stored shared chat as the chat demo, when it is with a catalogue figure and has both sides. It
 * ends on the figure's reply: a question left unanswered is no demo of a mentor.
 */
export function chatDemoFrom(lines: ShowcaseChatLine[], figures: LandingFigures): ChatDemo | null {
  const first = lines[0];
  const figure = first && figures.find(first.persona);
  if (!first || !figure) return null;
  const played = lines.slice(0, DEMO_STEP_LIMITS.chat);
  const shown = played.slice(0, played.findLastIndex((l) => l.role === 'assistant') + 1);
  if (!shown.some((l) => l.role === 'user') || !shown.some((l) => l.role === 'assistant'))
    return null;
  return {
    origin: 'community',
    language: first.language,
    steps: shown.map((line) => ({
      type: line.role === 'user' ? 'user' : 'ai',
      message: clip(line.content),
      emotion: line.emotion ?? 'neutral',
      mentor_name: figure.name,
      avatar_emoji: figure.avatar,
    })),
  };
}

function demoPost(post: ShowcasePost, figures: LandingFigures): DemoPost {
  const figure = figures.find(post.author);
  return {
    author: figure?.name ?? post.author,
    avatar: figure?.avatar ?? (post.avatar || '🎓'),
    specialty: post.specialty,
    topic: post.topic,
    content: clip(post.content),
    likes: post.likes,
  };
}

/**
 * The best-liked stored posts in the visitor's language; a card with fewer posts than it plays is
 * filled with curated posts when those are in the same language.
 */
export function homeFeedDemoFrom(
  posts: ShowcasePost[],
  language: LanguageCode,
  curated: HomeFeedDemo,
  figures: LandingFigures,
): HomeFeedDemo | null {
  if (posts.length === 0) return null;
  const stored = posts.slice(0, DEMO_STEP_LIMITS.homeFeed).map((p) => demoPost(p, figures));
  const fill =
    curated.language === language
      ? curated.posts.filter((c) => !stored.some((s) => s.author === c.author))
      : [];
  return {
    origin: 'community',
    language,
    posts: [...stored, ...fill].slice(0, DEMO_STEP_LIMITS.homeFeed),
  };
}

/** A stored group exchange in which a catalogue figure answered; learners stay unnamed. */
export function groupDemoFrom(
  lines: ShowcaseGroupLine[],
  figures: LandingFigures,
): GroupDemo | null {
  const shown = lines.slice(0, DEMO_STEP_LIMITS.group);
  const figureOf = (line: ShowcaseGroupLine) =>
    line.persona === null ? undefined : figures.find(line.persona);
  if (!shown.some((line) => figureOf(line))) return null;
  const messages = shown.flatMap((line): DemoGroupMessage[] => {
    if (line.persona === null)
      return [
        { type: 'user', username: null, avatar: LEARNER_AVATAR, message: clip(line.content) },
      ];
    const figure = figureOf(line);
    return figure
      ? [{ type: 'ai', username: figure.name, avatar: figure.avatar, message: clip(line.content) }]
      : [];
  });
  return { origin: 'community', language: shown[0]?.language ?? null, messages };
}
