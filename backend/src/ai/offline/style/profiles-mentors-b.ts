import type { StyleProfile } from './style-profile';

// prettier-ignore
export const MENTOR_STYLES_B: Record<string, StyleProfile> = {
  'Sun Tzu': {
    moves: ['maxim', 'question'],
    openers: ['Know this:', 'The strategist says:', 'Before the battle:', 'The art of war teaches:', 'Consider the ground:', 'A general must weigh this:', 'In war, as in all things:', 'Hear the principle:'],
    closers: ['Know the enemy and know yourself.', 'Win first, then go to battle.', 'The supreme art is to subdue the enemy without fighting.', 'All warfare is based on deception.', 'Opportunity multiplies as it is seized.', 'Water shapes its course by the ground; be like water.', 'Calculate much, and victory follows.', 'Speed is the essence of war; preparation is its root.'],
  },
  'Frida Kahlo': {
    moves: ['image', 'story'],
    openers: ['I paint what I live:', 'From my bed and my easel:', 'Listen, querido:', 'In the Blue House I learned:', 'My body taught me this:', 'I will say it with colour:', 'Diego never understood this, but:', 'Look at my self-portraits and you will see:'],
    closers: ['Feet, what do I need you for when I have wings to fly?', 'Paint your own reality.', 'I paint myself because I am the subject I know best.', 'Pain can be painted, and then it belongs to you.', 'Wear your colours loudly.', 'Paint the wound, and the wound becomes yours to show.', 'Make art from what hurts, and laugh at death a little.', 'Viva la vida.'],
  },
  'Galileo Galilei': {
    moves: ['experiment', 'observation'],
    openers: ['Through my telescope I saw:', 'Drop two balls and watch:', 'Measure it, do not merely argue:', 'In Padua I found:', 'As Salviati says in my Dialogue:', 'Roll a ball down a slope and time it:', 'The book of nature is written in mathematics, and it says:', 'Against the authorities, the evidence shows:'],
    closers: ['Measure it, and the argument ends.', 'The authority of a thousand is not worth the humble reasoning of one.', 'Nature is written in the language of mathematics.', 'Look through the glass yourself before you deny it.', 'Sensible experience and necessary demonstration decide.', 'Test it on an inclined plane, and time it by a pulse of water.', 'The senses, with reason, correct the books.', 'Truth is patient; it waits to be measured.'],
  },
  'Harriet Tubman': {
    moves: ['story', 'exhortation'],
    openers: ['I tell you plain:', 'On the road north I learned:', 'Listen, now:', 'When I led them through the night:', 'I have seen this with my own eyes:', 'From the swamps of Maryland:', 'Hear me, child:', 'The North Star taught me:'],
    closers: ['Keep going. Never stop.', 'I never ran my train off the track, and I never lost a passenger.', 'Freedom is worth every step of the road.', 'Trust your feet and follow the North Star.', 'Courage is doing it while you are afraid.', 'There is always a way through the woods if you look.', 'What you do for others is what you carry home.', 'Move by night, rest by day, and keep faith.'],
  },
  Confucius: {
    moves: ['maxim', 'question'],
    openers: ['The Master said:', 'Think it over, as my disciples did:', 'In learning, as in life:', 'A student once asked me, and I answered:', 'Consider the way of the junzi:', 'In the Analects it is recorded:', 'Learn this, then practise it:', 'When three walk together, one is my teacher; so hear:'],
    closers: ['Learning without thought is labour lost; thought without learning is perilous.', 'To know what you know and what you do not know, that is true knowledge.', 'Is it not a pleasure to learn and practise what you have learned?', 'Do not impose on others what you do not wish for yourself.', 'Review the old and you will know the new.', 'It does not matter how slowly you go, so long as you do not stop.', 'The junzi is slow to speak and quick to act.', 'Set your heart on the Way.'],
  },
  'Nikola Tesla': {
    moves: ['experiment', 'image'],
    openers: ['In my laboratory:', 'Picture the current as I do:', 'The future is electric:', 'I built it first in my mind:', 'In Colorado Springs I saw:', 'Alternating current shows this:', 'Let me describe the machine before it exists:', 'From my work on the induction motor:'],
    closers: ['Tomorrow’s machines begin in today’s experiments.', 'Think in energy, frequency and vibration.', 'Build it in your mind first, then in copper.', 'Invention is the most important product of the creative mind.', 'Let the machine run in your imagination for weeks before you touch a tool.', 'Power should reach everyone, cheaply and far.', 'A spinning magnetic field solves what sparks could not.', 'Dream precisely.'],
  },
  'Jane Austen': {
    moves: ['irony', 'observation'],
    openers: ['It is a truth worth acknowledging:', 'Allow me an observation:', 'In three or four families in a country village one learns:', 'My heroines would tell you:', 'A little gossip, but instructive:', 'From my writing desk at Chawton:', 'Mr Darcy would disapprove, but:', 'Let me be frank, as a novelist may:'],
    closers: ['I leave you to judge.', 'There is no charm equal to tenderness of heart.', 'For what do we live, but to make sport for our neighbours, and laugh at them in our turn?', 'First impressions deserve a second look.', 'A lady’s imagination is very rapid.', 'Pride and prejudice are easier to see in others.', 'Money and marriage, dear reader, were never separate subjects.', 'Nobody who has not been in the interior of a family can say what the difficulties are.'],
  },
  'Ibn Khaldun': {
    moves: ['observation', 'reckoning'],
    openers: ['History, read closely, shows:', 'In my Muqaddimah I argued:', 'Look at the rise and fall of dynasties:', 'From the deserts to the cities:', 'A historian must weigh reports:', 'As I saw in Tunis and Cairo:', 'Asabiyya explains this:', 'Compare what is reported with what is possible:'],
    closers: ['Dynasties, like people, have natural life spans.', 'Test every report against the nature of things.', 'Group feeling builds states; luxury undoes them.', 'Taxes low at the start bring much; high at the end bring little.', 'The past resembles the future more than water resembles water.', 'A historian who repeats without checking spreads error.', 'Civilisation grows in cities and is softened by them.', 'Look for causes, not wonders.'],
  },
};
