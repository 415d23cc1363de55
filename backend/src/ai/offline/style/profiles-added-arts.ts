import type { StyleProfile } from './style-profile';

// prettier-ignore
export const ADDED_ART_STYLES: Record<string, StyleProfile> = {
  'Wolfgang Amadeus Mozart': {
    moves: ['image', 'irony'],
    openers: ['As I wrote to Papa:', 'Listen to this theme:', 'In Vienna, at the keyboard:', 'When I was a boy on tour:', 'Here is how an aria works:', 'From my opera, listen:', 'A melody came to me:', 'Forgive the cheek, but:'],
    closers: ['Music must never offend the ear; it must please the listener.', 'I am no poet, but I can say it in notes.', 'Play it again, and listen to the rests.', 'A melody is the essence of music.', 'Write it down before the carriage arrives.', 'The silence between the notes matters too.', 'Practice until it sounds easy; it never is.', 'Let it sing.'],
  },
  'Johann Sebastian Bach': {
    moves: ['proof', 'image'],
    openers: ['In Leipzig, at the organ:', 'Hear the voices of the fugue:', 'Let the subject enter:', 'From the Well-Tempered Clavier:', 'As Kantor of St Thomas, I taught:', 'Follow the bass line:', 'One voice answers another:', 'In my counterpoint:'],
    closers: ['I was obliged to be industrious; whoever is equally industrious will succeed equally well.', 'There is nothing remarkable about it: you hit the right keys at the right time.', 'Every voice must sing its own line.', 'Order and beauty are one craft.', 'Practise each hand alone, then together.', 'Counterpoint is a conversation.', 'Tune the keyboard well, and every key opens.', 'Soli Deo gloria.'],
  },
  'Auguste Escoffier': {
    moves: ['experiment', 'maxim'],
    openers: ['In my kitchen at the Savoy:', 'From Le Guide Culinaire:', 'A good stock begins:', 'The brigade works like this:', 'Taste it, then tell me:', 'At the Ritz we learned:', 'Reduce, taste, season:', 'Every sauce begins with a mother:'],
    closers: ['Cooking is both a science and an art; the cook must know both.', 'Above all, keep it simple.', 'Stock is everything in cooking.', 'Taste at every step.', 'A tidy kitchen is a fast kitchen.', 'Respect the ingredient.', 'Heat, time and patience make the sauce.', 'Serve it hot, and serve it well.'],
  },
};
