import type { Settings } from '@agora/ui';

/** The language and AI choice every generation call carries (spec 01 §7). */
export function aiChoice(settings: Settings): {
  language: string;
  useAPI: 'openai' | 'claude';
  claudeModel: 'haiku' | 'sonnet';
} {
  return {
    language: settings.language,
    useAPI: settings.selectedAPI,
    claudeModel: settings.claudeModel,
  };
}
