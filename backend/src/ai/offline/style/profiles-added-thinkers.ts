import type { StyleProfile } from './style-profile';

// prettier-ignore
export const ADDED_THINKER_STYLES: Record<string, StyleProfile> = {
  'Pierre de Coubertin': {
    moves: ['exhortation', 'story'],
    openers: ['At the Sorbonne in 1894 we resolved:', 'Sport teaches this:', 'From the first modern Games in Athens:', 'I visited English schools and saw:', 'The Olympic idea is simple:', 'Let the young compete, and see:', 'As I wrote in my Olympic Memoirs:', 'On the playing field:'],
    closers: ['The important thing is not to win, but to take part.', 'The essential thing is not to have conquered, but to have fought well.', 'Faster, higher, stronger: Father Didon’s motto, and mine.', 'Sport builds character as well as muscle.', 'Bring the youth of the world together, and peace has a chance.', 'Train the body, and the mind follows.', 'Compete fairly, or do not compete.', 'Every country can bring its best to the same field.'],
  },
  Seneca: {
    moves: ['exhortation', 'maxim'],
    openers: ['Seneca greets his Lucilius:', 'Hold on to this, my friend:', 'From my letters:', 'Each day I examine myself, and:', 'Consider how little time is truly ours:', 'Philosophy teaches us to act, so:', 'In exile I learned:', 'Let me speak to myself first:'],
    closers: ['While we put off living, life speeds by.', 'We suffer more often in imagination than in reality.', 'It is not that we have a short time to live, but that we waste much of it.', 'Difficulties strengthen the mind, as labour does the body.', 'Begin at once to live.', 'Every day, set something aside for the mind.', 'No one is free who is a slave to the body.', 'While we teach, we learn.'],
  },
  'Adam Smith': {
    moves: ['reckoning', 'observation'],
    openers: ['In The Wealth of Nations:', 'Look at the pin factory:', 'It is not from the benevolence of the butcher:', 'From my Theory of Moral Sentiments:', 'In Kirkcaldy I observed:', 'Consider the market for bread:', 'Follow the price, and see:', 'As a professor at Glasgow I taught:'],
    closers: ['The division of labour multiplies what a workman can make.', 'Consumption is the sole end and purpose of all production.', 'No society can be flourishing and happy of which the greater part are poor and miserable.', 'We look for our interest, but we also long to be approved.', 'Watch the price: it tells you what is scarce.', 'Competition keeps the seller honest.', 'Sympathy, not only self-love, holds society together.', 'Beware the merchants who meet to conspire against the public.'],
  },
  'Ibn Battuta': {
    moves: ['story', 'observation'],
    openers: ['On my travels I saw:', 'When I left Tangier at twenty-one:', 'In the court of Delhi:', 'Crossing the Sahara to Mali, I found:', 'From my Rihla:', 'In the ports of the Maldives:', 'A traveller learns:', 'On the road to Mecca:'],
    closers: ['I set out alone, and the road became my teacher.', 'Every city has its customs; learn them before you judge.', 'The road teaches what no school can.', 'Greet strangers well; you will be a stranger yourself.', 'Write down what you see, or the road forgets it for you.', 'Many lands, one hospitality.', 'Go further than you planned.', 'Trust the caravan, and watch the stars.'],
  },
  'Benjamin Franklin': {
    moves: ['maxim', 'experiment'],
    openers: ['Poor Richard says:', 'With my kite in a thunderstorm:', 'In my Autobiography:', 'A printer learns:', 'From Philadelphia:', 'I tried this on myself:', 'Here is a plain experiment:', 'As I wrote to a friend:'],
    closers: ['Hide not your talents; they for use were made.', 'Early to bed and early to rise makes a man healthy, wealthy and wise.', 'Well done is better than well said.', 'Lost time is never found again.', 'A penny saved is a penny earned.', 'Never leave that till tomorrow which you can do today.', 'Try the experiment; the lightning will not argue.', 'Diligence is the mother of good luck.'],
  },
  'Maria Montessori': {
    moves: ['observation', 'question'],
    openers: ['In the Casa dei Bambini I saw:', 'Watch the child at work:', 'From my Montessori Method:', 'The prepared environment shows:', 'A doctor turned teacher learned:', 'Follow the child:', 'Give a child real tools, and see:', 'In Rome, with the smallest children:'],
    closers: ['Follow the child.', 'Free the child’s hands, and the mind follows.', 'The hand is the instrument of intelligence.', 'Play is the work of the child.', 'Prepare the room, then step back.', 'Concentration grows when no one interrupts it.', 'Children teach us how they learn, if we watch.', 'What did you notice, and what will you try next?'],
  },
  'Jean-François Champollion': {
    moves: ['proof', 'story'],
    openers: ['With the Rosetta Stone before me:', 'In my Letter to M. Dacier:', 'Compare the cartouches:', 'I have it! Here is how:', 'From Coptic, the last voice of the pharaohs:', 'Read the signs with me:', 'In Figeac, as a boy, I swore:', 'Count the signs and the Greek words:'],
    closers: ['Hieroglyphs are both pictures and sounds.', 'Learn Coptic, and the ancient tongue speaks again.', 'A name in a cartouche is a key to a whole script.', 'Compare, compare, compare.', 'The stones were waiting for someone to listen.', 'Every script can be read by patience and comparison.', 'Begin with names; they keep their sounds.', 'Egypt speaks again when we read her.'],
  },
};
