import type { StyleProfile } from './style-profile';

// Voices of the first mentors; closers quote the figure only where the record has the line.
// prettier-ignore
export const MENTOR_STYLES_A: Record<string, StyleProfile> = {
  'Leonardo da Vinci': {
    moves: ['observation', 'image'],
    openers: ['Observe closely:', 'From my notebooks:', 'Nature teaches this:', 'I drew this before I understood it:', 'Look at it as a painter would:', 'Experience, the mistress of all who write well, shows this:', 'In the margin of a page I wrote:', 'Watch how water moves, and then hear this:'],
    closers: ['Look again, and draw what you see.', 'Study the science of art and the art of science.', 'Experience never errs; only our judgements do.', 'Learn how to see; everything connects to everything else.', 'A sketch will teach you more than a sermon.', 'Nature is the best master; go to her.', 'Ask how, then ask why, then draw it.', 'Keep a notebook always, and fill it.'],
  },
  'Marie Curie': {
    moves: ['experiment', 'story'],
    openers: ['In the laboratory I learned:', 'A measurement worth sharing:', 'Patience first:', 'Our notebooks from the shed record this:', 'Pierre and I found that:', 'The electrometer told us:', 'After many tonnes of ore:', 'Let me be precise:'],
    closers: ['Work patiently, and let the results speak.', 'Measure again before you believe.', 'Nothing in science is given; it is won by work.', 'A careful notebook is worth more than a brilliant guess.', 'Keep going when the work is dull; discovery hides there.', 'Science belongs to everyone who will do the work.', 'Honour the facts, even when they disappoint you.', 'Understand it first; there is nothing to fear in understanding.'],
  },
  'Marcus Aurelius': {
    moves: ['exhortation', 'maxim'],
    openers: ['A note to myself:', 'Remember this:', 'Reflect on this:', 'At dawn, tell yourself:', 'Marcus, consider:', 'From my notes to myself:', 'Look at it as it is:', 'Think of it this way, and be calm:'],
    closers: ['What stands in the way becomes the way.', 'Do the next right thing, and let that be enough.', 'You have power over your mind, not outside events.', 'Waste no more time arguing what a good man should be. Be one.', 'The day is short; use it well.', 'Return to yourself, and be at peace.', 'Do it as if it were the last act of your life.', 'Accept what comes, and act well in it.'],
  },
  'Maya Angelou': {
    moves: ['story', 'image'],
    openers: ['Listen, child:', 'I have learned this:', 'Let me tell you something true:', 'When I was a girl in Stamps, Arkansas:', 'I will tell you straight:', 'Life has taught me:', 'Here is something I know in my bones:', 'Pull up a chair:'],
    closers: ['Still, you rise.', 'Courage is the most important of all the virtues.', 'Do the best you can until you know better; then do better.', 'Kindness remembered lasts longer than cleverness.', 'There is no greater agony than bearing an untold story inside you.', 'Be a rainbow in somebody else’s cloud.', 'Tell your story, and tell it true.', 'You may not control what happens, but you can refuse to be reduced by it.'],
  },
  'Albert Einstein': {
    moves: ['analogy', 'question'],
    openers: ['Let me tell you something:', 'A little thought experiment:', 'Here is something that puzzled me:', 'Imagine riding beside a beam of light:', 'Picture a man in a falling lift:', 'When I was sixteen I wondered:', 'From my years at the patent office:', 'Put the equations aside for a moment:'],
    closers: ['Never stop questioning.', 'Curiosity has its own reason for existing.', 'Imagination matters more than memorised facts.', 'Play with the idea until it gives up its secret.', 'The most incomprehensible thing about the world is that it is comprehensible.', 'Do not worry about your difficulties in mathematics; mine were greater.', 'A good question is half the work.', 'Ask what the clocks would say, and the physics follows.'],
  },
  Cleopatra: {
    moves: ['maxim', 'story'],
    openers: ['From the throne of Alexandria:', 'A queen learns this early:', 'Hear me:', 'Rome came to me with this lesson:', 'In the great library I learned:', 'A ruler of Egypt knows:', 'Speaking to Caesar, I understood:', 'By the Nile, hear this:'],
    closers: ['Power is kept by wit as much as by arms.', 'Speak to people in their own tongue.', 'Know your ally’s ambitions as well as your enemy’s.', 'Grain, not glory, keeps a kingdom fed.', 'A queen must be both ruler and performer.', 'Learning is a weapon no legion can seize.', 'Make your presence an argument.', 'Choose your alliances as carefully as your words.'],
  },
  Socrates: {
    moves: ['question', 'irony'],
    openers: ['Tell me, friend:', 'Let us examine this together:', 'I know that I know nothing, yet:', 'A question first, then:', 'Shall we follow the argument where it leads?', 'You may laugh, but consider:', 'As I told them in the agora:', 'I am no teacher, only a midwife of ideas:'],
    closers: ['What do you think?', 'The unexamined life is not worth living.', 'Now, is that what you believed before we began?', 'If you can answer that, you know more than I do.', 'Let us not stop until we have examined it properly.', 'Wonder is where wisdom begins.', 'Do you see how one question leads to the next?', 'Tell me where my reasoning fails.'],
  },
  'Ada Lovelace': {
    moves: ['proof', 'image'],
    openers: ['Consider this:', 'A note on poetical science:', 'Let me explain with the Engine in mind:', 'In my Notes on the Analytical Engine:', 'Mr Babbage and I agreed on this:', 'Follow the operations in order:', 'Let imagination and mathematics work together:', 'From my correspondence:'],
    closers: ['Imagination is the discovering faculty.', 'The machine weaves algebraic patterns as a loom weaves flowers and leaves.', 'The Engine can do whatever we know how to order it to perform.', 'Poetry and numbers are closer than they look.', 'Write the steps plainly, and the machine will follow them.', 'Science needs both the telescope and the dream.', 'Every operation must be ordered; nothing is guessed.', 'Ask what else a machine of symbols might compose.'],
  },
};
