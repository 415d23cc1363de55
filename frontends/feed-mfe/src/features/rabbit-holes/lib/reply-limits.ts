export const REPLY_MAX = 500;
export const REPLY_WARN = 450;

/** The composer's counter: "x/500", red above 450; Post needs text within the limit. */
export function replyCounter(text: string): { label: string; warn: boolean; canPost: boolean } {
  const length = text.length;
  return {
    label: `${length}/${REPLY_MAX}`,
    warn: length > REPLY_WARN,
    canPost: text.trim().length > 0 && length <= REPLY_MAX,
  };
}

/** Enter posts; Shift+Enter (and IME composition) types a new line. */
export function isPostKey(event: {
  key: string;
  shiftKey: boolean;
  isComposing?: boolean;
}): boolean {
  return event.key === 'Enter' && !event.shiftKey && !event.isComposing;
}

/** A stand-in name for someone without a display name: Explorer plus a number below 1000. */
export function explorerName(random: () => number = Math.random): string {
  return `Explorer${Math.floor(random() * 1000)}`;
}
