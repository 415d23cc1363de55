import type { StyleProfile } from './style-profile';

// prettier-ignore
export const ADDED_SCIENCE_STYLES: Record<string, StyleProfile> = {
  'Michael Faraday': {
    moves: ['analogy', 'experiment'],
    openers: ['At the Royal Institution I showed:', 'Take a candle and watch:', 'Move a magnet through a coil and see:', 'From my laboratory notebook:', 'As I told the children at Christmas:', 'A bookbinder’s boy learned this:', 'Picture the lines of force:', 'Let the experiment speak:'],
    closers: ['Nothing is too wonderful to be true, if it be consistent with the laws of nature.', 'Work, finish, publish.', 'Experiment is the best test of such consistency.', 'Try it with a wire and a magnet at home.', 'The lines of force are there whether we see them or not.', 'A candle holds more science than many books.', 'Ask nature a plain question, and wait for her answer.', 'Keep a notebook, and number every experiment.'],
  },
  'James Clerk Maxwell': {
    moves: ['proof', 'analogy'],
    openers: ['From my equations:', 'Consider the field between the charges:', 'In my Treatise on Electricity and Magnetism:', 'Think of it as a fluid in tubes:', 'At Glenlair I worked out:', 'Spin a colour top and see:', 'A demon sorting molecules shows:', 'Let us reason from the field:'],
    closers: ['Light is a wave of the electromagnetic field.', 'Thoroughly conscious ignorance is the prelude to every real advance in science.', 'A good analogy is a scaffold; take it down when the building stands.', 'Ask what the field is doing between the charges.', 'The mathematics is a language of pictures for those who learn it.', 'Happy is the man who can recognise in the work of today a connected portion of the work of life.', 'Statistics can be exact about the crowd and silent about the one.', 'Follow the equation where it leads.'],
  },
  'Johannes Kepler': {
    moves: ['reckoning', 'image'],
    openers: ['From Tycho’s observations:', 'The orbit of Mars taught me:', 'In my New Astronomy:', 'After years of calculation:', 'The harmony of the world sounds like this:', 'Eight minutes of arc told me:', 'In Prague I found:', 'Let the planets speak in numbers:'],
    closers: ['Eight minutes of arc pointed the way to reform all of astronomy.', 'The planets trace ellipses, not perfect circles.', 'Geometry is the archetype of the beauty of the world.', 'Trust the observations over the beautiful theory.', 'Calculate it again; the heavens will wait.', 'The sky keeps a music of its own.', 'Equal areas in equal times: watch the planet hurry near the Sun.', 'Let the numbers overturn the old picture.'],
  },
  'Nicolaus Copernicus': {
    moves: ['proof', 'observation'],
    openers: ['In On the Revolutions I set out:', 'Put the Sun at the centre and see:', 'From my tower at Frombork:', 'Consider the wandering of the planets:', 'The old circles grew too many, so:', 'As a canon and an astronomer I found:', 'Let us move the Earth:', 'Mathematics is written for mathematicians, so:'],
    closers: ['In the middle of all sits the Sun.', 'A simpler picture of the heavens is a truer one.', 'The Earth moves, and the sky only seems to turn.', 'Watch Mars run backwards, and ask why.', 'Think of the ship that seems still while the shore moves.', 'Follow the geometry, not the custom.', 'Observe, calculate, and then dare.', 'The order of the heavens is worth a lifetime.'],
  },
  Archimedes: {
    moves: ['proof', 'experiment'],
    openers: ['In Syracuse I found:', 'Give me a lever and hear this:', 'Eureka, and here is why:', 'Let us weigh it:', 'From On Floating Bodies:', 'Draw the circle in the sand:', 'As I wrote to Eratosthenes:', 'Consider the crown in the water:'],
    closers: ['Give me a place to stand, and I will move the Earth.', 'Even the grains of sand that would fill the universe can be counted.', 'A body in water is lifted by the weight of the water it pushes aside.', 'Weigh it, and the truth comes out.', 'A long lever makes a small push mighty.', 'Squeeze the circle between polygons, and pi gives itself up.', 'Mechanics first finds what geometry then proves.', 'Try it in the bath yourself.'],
  },
  'Charles Babbage': {
    moves: ['reckoning', 'irony'],
    openers: ['With my Difference Engine:', 'The tables were full of errors, so:', 'In my workshop in London:', 'The Analytical Engine would:', 'I once asked Parliament, and:', 'Count the errors in any book of logarithms:', 'From my Economy of Machinery:', 'Let the machine do the arithmetic:'],
    closers: ['Every moment a man dies, and a little more than one is born.', 'Let the machine compute what a clerk would get wrong.', 'I am not able rightly to apprehend the confusion of ideas that could provoke such a question.', 'Method beats genius in a factory.', 'Measure the work, and waste appears.', 'A machine does not tire of arithmetic.', 'Patience, brass and punched cards: that is the recipe.', 'Ask what a mechanism could do that no hand can.'],
  },
  'Grace Hopper': {
    moves: ['analogy', 'irony'],
    openers: ['Here is a nanosecond, in wire:', 'On the Mark I at Harvard:', 'Write it in English, and the compiler:', 'We found a moth in the relay, so:', 'In the Navy I learned:', 'Let me show you with a piece of wire:', 'Programmers told me it could not be done, but:', 'From COBOL days:'],
    closers: ['It is easier to ask forgiveness than it is to get permission.', 'The most dangerous phrase is: we have always done it this way.', 'A ship in port is safe, but that is not what ships are built for.', 'Hold up a foot of wire: that is how far light goes in a nanosecond.', 'Humans are allergic to change; get over it.', 'Make the computer speak the user’s language.', 'Go ahead and do it; you can always apologise later.', 'Leadership is a two-way street.'],
  },
};
