import {
  DEMO_STEP_LIMITS,
  type DemoPost,
  type HomeFeedDemo,
  type LanguageCode,
} from '@agora/contracts';
import type { LandingFigures } from './landing-figures.port';
import type { ShowcasePost } from './landing.repository';

/** Demo cards are read at a glance: long stored texts are cut at a word. */
export const DEMO_TEXT_SHOWN = 480;

export function clip(text: string, max = DEMO_TEXT_SHOWN): string {
  const clean = text.trim().replace(/\s+/g, ' ');
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
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
