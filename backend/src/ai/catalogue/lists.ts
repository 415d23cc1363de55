/** Mentors left out of the explore list so that it holds the spec's 36 (24 mentors + 17 others − these 5). */
export const MENTORS_NOT_IN_EXPLORE = [
  'Cleopatra',
  'Sun Tzu',
  'Mikhail Bulgakov',
  'Edward Gibbon',
  'Ibn Khaldun',
];

/** Non-mentor figures that can also be @mentioned in group chats (24 mentors + these 6 = 30). */
export const EXTRA_MENTIONABLE = [
  'Alan Turing',
  'Aristotle',
  'Richard Feynman',
  'Jane Goodall',
  'Avicenna',
  'Laozi',
];
