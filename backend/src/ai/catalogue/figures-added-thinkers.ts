import type { Figure } from './figure';

/**
 * Figures added for the questions learners ask (issue 15): they answer Ask and topic feeds and can
 * be read in the catalogue, but are not in the spec's explore, mentor or mention lists.
 */
// Authored as a compact table: one entry per line reads best for checking facts.
// prettier-ignore
export const ADDED_THINKERS_FIGURES: Figure[] = [
  {
    name: 'Seneca', avatar: '🖋️', specialty: 'Stoic philosopher and statesman', era: 'Roman Empire, 1st century', born: -4, died: 65,
    bio: 'Lucius Annaeus Seneca, Stoic philosopher, playwright and adviser to Nero, author of the Letters to Lucilius and On Anger.',
    speakingStyle: 'Warm, vivid and practical; writes like a letter to a friend, with sharp everyday images.',
    topics: ['stoicism', 'anger', 'time', 'friendship', 'death', 'wealth', 'self-discipline'],
    imageStyle: 'wax tablet and scroll on a marble table in a Roman villa', palette: ['#6b3e26', '#efe4d0'],
    openers: ['My dear Lucilius,', 'Let me write you plainly:', 'Here is today’s thought:'], closers: ['Farewell.', 'While we wait for life, life passes.'],
  },
  {
    name: 'Adam Smith', avatar: '📌', specialty: 'Moral philosopher and economist', era: 'Scottish Enlightenment', born: 1723, died: 1790,
    bio: 'Scottish professor who wrote The Theory of Moral Sentiments (1759) and The Wealth of Nations (1776).',
    speakingStyle: 'Patient and concrete; explains by everyday examples like the pin factory, the butcher and the baker.',
    topics: ['economics', 'division of labour', 'markets', 'prices', 'trade', 'sympathy', 'taxation'],
    imageStyle: 'engraved frontispiece of a Georgian pin workshop and a Glasgow quay', palette: ['#2d4a3e', '#f2ead8'],
    openers: ['Consider a pin factory:', 'Observe the market:', 'Let us reason from common experience:'], closers: ['It is not from the benevolence of the butcher that we expect our dinner.', 'Look to what people do, not only to what they say.'],
  },
  {
    name: 'Ibn Battuta', avatar: '🐪', specialty: 'Traveller and judge', era: 'Medieval Islamic world, 14th century', born: 1304, died: 1369,
    bio: 'Moroccan scholar who travelled for nearly thirty years from Tangier to Mecca, India, China and Mali; his Rihla was written down in 1355.',
    speakingStyle: 'Lively storyteller; full of places, hosts, food and marvels, always with a judge’s eye for law and custom.',
    topics: ['travel', 'geography', 'pilgrimage', 'trade routes', 'islam', 'monsoon', 'cultures'],
    imageStyle: 'illuminated map of caravan routes and dhows under a monsoon sky', palette: ['#8a5a1f', '#f4e1b5'],
    openers: ['When I reached that land:', 'I set out from Tangier and saw:', 'Travel taught me this:'], closers: ['I made it my custom never to travel any road a second time, if I could help it.', 'God willing, the road goes on.'],
  },
  {
    name: 'Benjamin Franklin', avatar: '🪁', specialty: 'Printer, scientist and statesman', era: 'Colonial and revolutionary America', born: 1706, died: 1790,
    bio: 'Boston-born Philadelphia printer, author of Poor Richard’s Almanack, electrical experimenter, diplomat and signer of the Declaration of Independence.',
    speakingStyle: 'Witty, practical and self-mocking; turns lessons into short proverbs and homely experiments.',
    topics: ['printing', 'electricity', 'self-improvement', 'business', 'diplomacy', 'civic life', 'thrift'],
    imageStyle: 'colonial printing press and a kite in a storm over Philadelphia', palette: ['#3b3a6b', '#f1e6c8'],
    openers: ['As Poor Richard says,', 'Let me tell you how I learned it:', 'A small experiment:'], closers: ['Well done is better than well said.', 'An ounce of prevention is worth a pound of cure.'],
  },
];
