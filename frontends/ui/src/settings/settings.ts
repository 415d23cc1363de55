import type { LanguageName } from './languages';

export type AiProviderChoice = 'openai' | 'claude';
export type ClaudeModel = 'haiku' | 'sonnet';

export interface Settings {
  apiKey: string;
  selectedAPI: AiProviderChoice;
  claudeModel: ClaudeModel;
  displayName: string;
  language: LanguageName;
  offlineMode: boolean;
  theme: 'light';
}

export const SETTINGS_STORAGE_KEY = 'agora.settings';

/** The longest display name, wherever it is typed (Settings, a thread's name form). */
export const DISPLAY_NAME_MAX = 50;

export const DEFAULT_SETTINGS: Settings = {
  apiKey: '',
  selectedAPI: 'openai',
  claudeModel: 'haiku',
  displayName: '',
  language: 'English',
  offlineMode: false,
  theme: 'light',
};

/** Indicative prices in dollars per million input tokens, shown next to the Claude models. */
export const CLAUDE_MODEL_PRICES: Record<ClaudeModel, number> = { haiku: 0.25, sonnet: 3 };

/** Reads the stored settings; a missing or unreadable entry yields the defaults. */
export function readSettings(storage: Storage = localStorage): Settings {
  try {
    const raw = storage.getItem(SETTINGS_STORAGE_KEY);
    if (!raw) return { ...DEFAULT_SETTINGS };
    const parsed = JSON.parse(raw) as Partial<Settings> & { useAPI?: AiProviderChoice };
    return {
      ...DEFAULT_SETTINGS,
      ...parsed,
      selectedAPI: parsed.selectedAPI ?? parsed.useAPI ?? DEFAULT_SETTINGS.selectedAPI,
      theme: 'light',
    };
  } catch {
    return { ...DEFAULT_SETTINGS };
  }
}

export function writeSettings(settings: Settings, storage: Storage = localStorage): void {
  storage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify({ ...settings, theme: 'light' }));
}
