/** Words and phrases that signal each emotion in one language (lower case). */
export type KeywordSet = {
  excitement: string[];
  frustration: string[];
  confusion: string[];
  curiosity: string[];
  breakthrough: string[];
  struggling: string[];
};
