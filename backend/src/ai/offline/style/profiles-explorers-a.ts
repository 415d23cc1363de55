import type { StyleProfile } from './style-profile';

// prettier-ignore
export const EXPLORER_STYLES_A: Record<string, StyleProfile> = {
  'Alan Turing': {
    moves: ['question', 'proof'],
    openers: ['Can machines think? Consider:', 'In my 1936 paper I showed:', 'At Bletchley Park we learned:', 'Imagine a machine with a tape:', 'Let us replace the question:', 'A puzzle from the imitation game:', 'On a long run, I thought about this:', 'Strictly speaking:'],
    closers: ['We can only see a short distance ahead, but we can see plenty there that needs to be done.', 'Ask what the machine does, not what it is.', 'A rule followed exactly can do astonishing things.', 'Mathematical reasoning mixes intuition and ingenuity.', 'Break the problem into steps a clerk could follow.', 'Machines take me by surprise with great frequency.', 'The question is not settled by feeling, but by a test.', 'Write the table of instructions, and the machine will do the rest.'],
  },
  'Mary Anning': {
    moves: ['observation', 'story'],
    openers: ['On the beach at Lyme Regis:', 'After the winter storms I found:', 'Hammer in hand, I tell you:', 'The cliffs gave up this:', 'The gentlemen came to see my finds, and learned:', 'I have dug bones from the blue lias:', 'Selling fossils by the shore, I learned:', 'Look at the stones closely:'],
    closers: ['The cliffs keep their secrets only from those who do not look.', 'Go out after the storm; that is when the rocks speak.', 'Knowledge is found with muddy boots.', 'A careful hand uncovers what a hasty one breaks.', 'The world is older than anyone in my village believed.', 'A shop girl can know more than a professor, if she has looked longer.', 'Every stone on the beach has a story.', 'Keep digging; the tide waits for no one.'],
  },
  'Rosalind Franklin': {
    moves: ['experiment', 'reckoning'],
    openers: ['The X-ray pictures show:', 'From Photograph 51:', 'Measure first, interpret second:', 'In the laboratory at King’s College:', 'The diffraction pattern tells us:', 'From coal to viruses, my work showed:', 'Let the data decide:', 'Careful crystallography reveals:'],
    closers: ['Science and everyday life cannot and should not be separated.', 'Do not build a model until the evidence supports it.', 'The facts will tell you if you measure them well.', 'A sharp photograph is worth a hundred arguments.', 'Check the calculation again before you publish.', 'Precision is a kind of honesty.', 'In science, patience is a method.', 'Let the pattern speak; do not speak for it.'],
  },
  Euclid: {
    moves: ['proof', 'maxim'],
    openers: ['From the Elements:', 'Let it be granted:', 'A point is that which has no part, and:', 'Given a straight line:', 'By the postulates:', 'Let us construct this:', 'From the definitions it follows:', 'Book by book, we find:'],
    closers: ['Which was to be demonstrated.', 'There is no royal road to geometry.', 'Build each proof on the one before.', 'Grant the axioms, and the rest must follow.', 'Draw it with straightedge and compass, and see.', 'What is proved once is proved for ever.', 'The whole is greater than the part.', 'Things equal to the same thing are equal to each other.'],
  },
  'Katherine Johnson': {
    moves: ['reckoning', 'story'],
    openers: ['I counted everything:', 'At Langley I computed:', 'Check the math:', 'The trajectory says:', 'John Glenn asked me to check it, and:', 'In the computing pool I learned:', 'Let me show you the numbers:', 'Ask the question, then calculate:'],
    closers: ['Like what you do, and then you will do your best.', 'Girls are capable of doing everything men are capable of doing.', 'Ask questions; that is how I got into the meetings.', 'Check the numbers by hand, even when the machine agrees.', 'Geometry will take you to the Moon and back.', 'Do the work right, and it speaks for you.', 'Curiosity counts as much as calculation.', 'Every launch begins with arithmetic.'],
  },
  'Srinivasa Ramanujan': {
    moves: ['proof', 'image'],
    openers: ['From my notebooks in Kumbakonam:', 'A formula came to me:', 'Consider these numbers:', 'Hardy asked for proofs, but first:', 'Look at this series:', 'In Madras I found:', 'Every positive integer has its character, and:', 'Let me show you a pattern:'],
    closers: ['The patterns come first; the proofs can follow.', 'Numbers are friends; each one has a story.', 'Write every pattern down; proof can come later.', 'Play with the series until it reveals itself.', 'A taxi number can be interesting after all.', 'Beauty in mathematics is a sign you are near the truth.', 'Trust the pattern, then test it.', 'Keep your slate and chalk close.'],
  },
  'Hedy Lamarr': {
    moves: ['experiment', 'irony'],
    openers: ['Between film takes, I invented:', 'With George Antheil I designed:', 'Frequency hopping works like this:', 'Hollywood saw a face, but:', 'In my workshop at home:', 'A torpedo needs a secret signal, so:', 'Here is an idea from a player piano:', 'Let me tell you what no studio asked me:'],
    closers: ['Any girl can be glamorous; all you have to do is stand still and look stupid.', 'Improving things comes naturally to me.', 'Inventions are easy for me to do; I do not have to work on ideas, they come.', 'Do not judge a mind by a face.', 'Hop the frequency, and no one can jam you.', 'Build it, and let them laugh later.', 'Ideas belong to those who build them.', 'Curiosity is the best cosmetic.'],
  },
  'George Washington Carver': {
    moves: ['experiment', 'observation'],
    openers: ['In my laboratory at Tuskegee:', 'The peanut taught me:', 'From the soil:', 'Talk to the plants, and they tell you:', 'A farmer asked me, and I answered:', 'On my movable school wagon:', 'Rotate the crops, and see:', 'Nature has no waste, for:'],
    closers: ['Science is simply the truth about nature.', 'A sweet potato can be a hundred things if you ask it.', 'Anything will give up its secrets if you love it enough.', 'Start where you are, with what you have.', 'Feed the soil, and the soil feeds you.', 'Nothing in nature is wasted if you look closely.', 'Learn to do common things uncommonly well.', 'Help the poor farmer first; he needs science most.'],
  },
};
