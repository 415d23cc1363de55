import type { DemoData } from '@agora/contracts';
import { fetchWithLocalCache } from './cached-fetch';

/** One line of a landing demo, whatever shape the server used for it. */
export interface DemoStep {
  author: string;
  avatar: string;
  text: string;
  fromAi: boolean;
}

export interface Demos {
  chat: DemoStep[];
  homeFeed: DemoStep[];
  group: DemoStep[];
}

/** Who the unnamed people of a demo are, in the visitor's language. */
export interface DemoLabels {
  you: string;
  learner: string;
}

export const DEMO_STEP_LIMITS: Record<keyof Demos, number> = { chat: 4, homeFeed: 3, group: 4 };
export const DEMO_CACHE_KEY = 'agora.demoData';
const DEMO_CACHE_MS = 24 * 60 * 60 * 1000;

type Raw = Record<string, unknown>;
const text = (...values: unknown[]) =>
  values.find((v): v is string => typeof v === 'string' && v.trim() !== '') ?? '';

function toStep(raw: Raw, unnamed: string): DemoStep | null {
  const user = (raw.user ?? {}) as Raw;
  // `type` says who speaks; without it, a figure's name marks the figure's lines.
  const fromAi =
    raw.type === 'user' || raw.type === 'ai'
      ? raw.type === 'ai'
      : raw.role === 'assistant' ||
        raw.isAiResponse === true ||
        Boolean(raw.mentor_name ?? raw.mentor ?? raw.aiAuthor ?? raw.characterId) ||
        // a post with an author and no learner's username is a figure's post
        (Boolean(raw.author) && !raw.username && !raw.user);
  const body = text(raw.message, raw.content, raw.text);
  if (!body) return null;
  const figure = text(raw.mentor_name, raw.mentor, raw.aiAuthor, raw.author, raw.username);
  return {
    fromAi,
    text: body,
    author: fromAi ? figure : text(raw.username, user.username) || unnamed,
    avatar: fromAi ? text(raw.avatar_emoji, raw.avatar, raw.aiAvatar) || '🎓' : '🙂',
  };
}

function steps(list: unknown, unnamed: string): DemoStep[] {
  return Array.isArray(list)
    ? list.flatMap((item) =>
        item && typeof item === 'object'
          ? [toStep(item as Raw, unnamed)].filter((s): s is DemoStep => s !== null)
          : [],
      )
    : [];
}

/**
 * Turns GET /api/demo-data into demos. A demo the server left empty, or wrote in another language
 * than the visitor's (its curated English examples), gives way to the built-in translated one.
 */
export function normalizeDemos(
  raw: unknown,
  builtIn: Demos,
  labels: DemoLabels,
  language: string,
): Demos {
  const data = (raw && typeof raw === 'object' ? raw : {}) as Raw;
  const part = (value: unknown) => (value && typeof value === 'object' ? (value as Raw) : {});
  const pick = (demo: Raw, found: DemoStep[], fallback: DemoStep[]) => {
    const foreign = typeof demo.language === 'string' && demo.language !== language;
    return found.length > 0 && !foreign ? found : fallback;
  };
  const chat = part(data.chatDemo);
  const home = part(data.homeFeedDemo);
  const group = part(data.groupDemo);
  return {
    chat: pick(chat, steps(chat.steps ?? chat.chat_exchanges, labels.you), builtIn.chat),
    homeFeed: pick(home, steps(home.posts, labels.you), builtIn.homeFeed),
    group: pick(group, steps(group.messages, labels.learner), builtIn.group),
  };
}

/** GET /api/demo-data for the visitor's language, kept locally for 24 hours; built-in on failure. */
export async function fetchDemos(
  builtIn: Demos,
  labels: DemoLabels,
  language: string,
): Promise<Demos> {
  const raw = await fetchWithLocalCache<Partial<DemoData> | null>(
    `/api/demo-data?language=${encodeURIComponent(language)}`,
    `${DEMO_CACHE_KEY}.${language}`,
    DEMO_CACHE_MS,
    null,
  );
  return normalizeDemos(raw, builtIn, labels, language);
}
