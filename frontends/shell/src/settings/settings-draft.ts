import type { Settings } from '@agora/ui';

/** What a group of fields in the Settings dialog gets: the form's id, the draft and its setter. */
export interface SettingsDraftProps {
  formId: string;
  draft: Settings;
  set<K extends keyof Settings>(key: K, value: Settings[K]): void;
}
