/**
 * A card greeting as the learner reads it: the placeholders character cards use ({{char}},
 * {{user}}, and V1's <BOT>, <USER>) filled with the mentor's and the learner's names.
 */
export function fillGreeting(greeting: string, mentorName: string, learnerName: string): string {
  return greeting
    .replace(/\{\{char\}\}|<bot>/gi, mentorName)
    .replace(/\{\{user\}\}|<user>/gi, learnerName);
}
