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

export const DEMO_STEP_LIMITS: Record<keyof Demos, number> = { chat: 4, homeFeed: 3, group: 4 };
export const DEMO_CACHE_KEY = 'agora.demoData';
const DEMO_CACHE_MS = 24 * 60 * 60 * 1000;

type Raw = Record<string, unknown>;
const text = (...values: unknown[]) =>
  values.find((v): v is string => typeof v === 'string' && v.trim() !== '') ?? '';

function toStep(raw: Raw, you: string): DemoStep | null {
  const user = (raw.user ?? {}) as Raw;
  const fromAi =
    raw.type === 'ai' ||
    raw.role === 'assistant' ||
    raw.isAiResponse === true ||
    Boolean(raw.mentor_name ?? raw.mentor ?? raw.aiAuthor ?? raw.characterId);
  const body = text(raw.message, raw.content, raw.text);
  if (!body) return null;
  return {
    fromAi,
    text: body,
    author:
      text(raw.mentor_name, raw.mentor, raw.aiAuthor, raw.author, raw.username, user.username) ||
      (fromAi ? '' : you),
    avatar: text(raw.avatar_emoji, raw.avatar, raw.aiAvatar) || (fromAi ? '🎓' : '🙂'),
  };
}

function steps(list: unknown, you: string): DemoStep[] {
  return Array.isArray(list)
    ? list.flatMap((item) =>
        item && typeof item === 'object'
          ? [toStep(item as Raw, you)].filter((s): s is DemoStep => s !== null)
          : [],
      )
    : [];
}

/** Turns GET /api/demo-data into demos; a demo the server left empty falls back to the built-in one. */
export function normalizeDemos(raw: unknown, builtIn: Demos, you: string): Demos {
  const data = (raw && typeof raw === 'object' ? raw : {}) as Raw;
  const chat = (data.chatDemo ?? {}) as Raw;
  const home = (data.homeFeedDemo ?? {}) as Raw;
  const group = (data.groupDemo ?? {}) as Raw;
  const pick = (found: DemoStep[], fallback: DemoStep[]) => (found.length > 0 ? found : fallback);
  return {
    chat: pick(steps(chat.steps ?? chat.chat_exchanges, you), builtIn.chat),
    homeFeed: pick(steps(home.posts, you), builtIn.homeFeed),
    group: pick(steps(group.messages, you), builtIn.group),
  };
}

export async function fetchDemos(builtIn: Demos, you: string): Promise<Demos> {
  const raw = await fetchWithLocalCache<unknown>(
    '/api/demo-data',
    DEMO_CACHE_KEY,
    DEMO_CACHE_MS,
    null,
  );
  return normalizeDemos(raw, builtIn, you);
}
