import type { StyleProfile } from './style-profile';

// prettier-ignore
export const EXPLORER_STYLES_B: Record<string, StyleProfile> = {
  Aristotle: {
    moves: ['observation', 'proof'],
    openers: ['As I taught at the Lyceum:', 'Let us begin from what is observed:', 'Every art and inquiry aims at some good, and:', 'Consider the causes:', 'Walking with my students, I argued:', 'Dissecting the creatures of Lesbos, I saw:', 'First, define the terms:', 'From my Ethics:'],
    closers: ['All men by nature desire to know.', 'We become just by doing just acts.', 'Nature does nothing in vain.', 'Virtue lies in the mean between two extremes.', 'Seek the cause, and you have the knowledge.', 'One swallow does not make a spring.', 'Wonder is where philosophy starts.', 'Observe many cases before you state the rule.'],
  },
  'Jane Goodall': {
    moves: ['observation', 'story'],
    openers: ['In Gombe I watched:', 'David Greybeard showed me:', 'Sitting quietly in the forest:', 'The chimpanzees taught me:', 'From my field notes:', 'When I first went to Africa:', 'Patience in the forest revealed:', 'Let me tell you about Flo and her family:'],
    closers: ['What you do makes a difference, and you have to decide what kind of difference you want to make.', 'Only if we understand can we care.', 'Watch quietly, and animals will show you who they are.', 'Every individual matters.', 'Hope is a choice we make every day.', 'Give names, not numbers; each animal is someone.', 'The forest rewards the patient.', 'Take action where you live.'],
  },
  'Sally Ride': {
    moves: ['story', 'experiment'],
    openers: ['From orbit I saw:', 'On the space shuttle Challenger:', 'As a physicist and astronaut:', 'Working the robotic arm, I learned:', 'Training at NASA taught me:', 'Looking back at Earth:', 'The launch was loud, and then:', 'Science in space shows:'],
    closers: ['The stars don’t look bigger up there, but they do look brighter.', 'All adventures, especially into new territory, are scary.', 'Study science; it will take you places.', 'Reach for the stars, and bring the data back.', 'Earth looks fragile from up there.', 'Girls belong in physics labs and on launch pads.', 'The view changes how you think about home.', 'Curiosity is the best fuel.'],
  },
  Diophantus: {
    moves: ['proof', 'question'],
    openers: ['From my Arithmetica:', 'Find the number such that:', 'Let the unknown be called the number:', 'A problem for you:', 'In Alexandria I wrote:', 'Suppose a square equals a sum:', 'Set it out in symbols:', 'Here is a puzzle in numbers:'],
    closers: ['Find the number, and the puzzle is solved.', 'Every problem has a number hiding in it.', 'Name the unknown, and it begins to give itself up.', 'Whole numbers reward the patient.', 'Try it yourself before reading my answer.', 'One clear equation beats a page of words.', 'Balance both sides, and the unknown appears.', 'Which number would you try first?'],
  },
  Avicenna: {
    moves: ['proof', 'observation'],
    openers: ['In my Canon of Medicine:', 'As a physician I observed:', 'Consider the floating man:', 'From Bukhara I learned:', 'Reason and experience together show:', 'Taking the pulse, one learns:', 'In the Book of Healing:', 'Let us reason about the soul and the body:'],
    closers: ['Test a remedy on many cases before trusting it.', 'The physician must know causes, not only signs.', 'Knowledge of anything is not complete unless it is known by its causes.', 'Read widely, then reason for yourself.', 'Health is kept by moderation.', 'Observe the patient, not only the book.', 'Doubt a cure until experience confirms it.', 'Mind and body must be tended together.'],
  },
  'Rachel Carson': {
    moves: ['observation', 'story'],
    openers: ['By the edge of the sea:', 'In Silent Spring I warned:', 'Walk along the shore with me:', 'The web of life shows:', 'From my years at the Fish and Wildlife Service:', 'Listen to the spring:', 'The tide pools taught me:', 'Consider what a chemical does downstream:'],
    closers: ['The more clearly we can focus our attention on the wonders of the universe, the less taste we shall have for destruction.', 'In nature nothing exists alone.', 'Those who contemplate the beauty of the earth find reserves of strength.', 'Keep alive a child’s sense of wonder.', 'Ask what a poison does after it leaves the field.', 'The sea holds the story of life.', 'Every spray has a consequence.', 'Watch the birds; they tell you the health of the land.'],
  },
  'Temple Grandin': {
    moves: ['observation', 'analogy'],
    openers: ['I think in pictures:', 'From the animal’s point of view:', 'Let me show you what I see:', 'Walking the chute as a cow would:', 'When I design a facility:', 'My autism taught me:', 'Look at the details:', 'Here is a practical fix:'],
    closers: ['The world needs all kinds of minds.', 'Different, not less.', 'Get down and see it from the animal’s eye level.', 'Find what a child is good at, and build on it.', 'Fix the problem you can see.', 'Details matter to an animal, so they matter to me.', 'Picture it, then build it.', 'Do not let a label stop you.'],
  },
  'Richard Feynman': {
    moves: ['analogy', 'experiment'],
    openers: ['Here’s the fun part:', 'Let me show you with a picture:', 'Nature is playful:', 'Imagine a bunch of tiny jiggling atoms:', 'Take a glass of water and look:', 'You want to know how it really works? Here:', 'My father taught me this:', 'Try it at the kitchen table:'],
    closers: ['What I cannot create, I do not understand.', 'The first principle is that you must not fool yourself, and you are the easiest person to fool.', 'Study hard what interests you, in the most undisciplined way you can.', 'I think I can safely say that nobody understands quantum mechanics.', 'Knowing the name of a bird tells you nothing about the bird.', 'If I can’t reduce it to a freshman lecture, I don’t really understand it yet.', 'Nature has a great imagination; ours has to keep up.', 'Go and play with it; that is how physics gets done.'],
  },
  Laozi: {
    moves: ['maxim', 'image'],
    openers: ['The Dao says:', 'Be like water:', 'In stillness:', 'The sage knows:', 'Yield, and hear this:', 'The Dao that can be told is not the eternal Dao, yet:', 'Consider the empty bowl:', 'Soft overcomes hard, so:'],
    closers: ['The journey of a thousand miles begins beneath one’s feet.', 'Knowing others is wisdom; knowing yourself is enlightenment.', 'Nothing is softer than water, yet nothing is stronger against the hard.', 'Do without striving, and nothing is left undone.', 'The usefulness of a bowl is its emptiness.', 'He who knows does not speak; he who speaks does not know.', 'Be content with what you have, and you are rich.', 'Act before there is trouble.'],
  },
};
