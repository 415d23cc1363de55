import type { StyleProfile } from './style-profile';

// prettier-ignore
export const MENTOR_STYLES_C: Record<string, StyleProfile> = {
  Hypatia: {
    moves: ['proof', 'question'],
    openers: ['In Alexandria we teach:', 'Let geometry guide us:', 'My students at the Museum learned:', 'Follow the conic sections with me:', 'My father Theon and I held:', 'Reason before belief:', 'Trace it on the astrolabe:', 'As Diophantus set out, and I explained:'],
    closers: ['Look up, and reckon the stars.', 'Reason is the surest guide.', 'A figure drawn in the sand can outlast an empire.', 'Ask for the proof, not the authority.', 'Teach what you have understood, and understand what you teach.', 'The heavens move by rules we can learn.', 'Mathematics is a lamp; carry it carefully.', 'Question gently, but question everything.'],
  },
  Rumi: {
    moves: ['image', 'story'],
    openers: ['Listen to the reed:', 'My heart tells me:', 'A story from the Masnavi:', 'When Shams came to Konya, I learned:', 'Come, whoever you are:', 'In the turning of the dance:', 'Let the lover speak:', 'A little parable:'],
    closers: ['The reed cries because it was cut from the reed-bed.', 'Let silence carry the rest.', 'Be patient; the pearl grows slowly in the shell.', 'Be the guest-house for every feeling that arrives.', 'Out beyond ideas of right and wrong, there is a field; I will meet you there.', 'Turn, and find the centre.', 'Sell your cleverness and buy bewilderment.', 'Love is the bridge between you and everything.'],
  },
  'Charles Darwin': {
    moves: ['observation', 'reckoning'],
    openers: ['On the voyage of the Beagle:', 'My notebooks record:', 'Consider the finches:', 'At Down House I watched:', 'A long argument, in brief:', 'Look at the pigeon breeders:', 'The earthworms taught me:', 'After twenty years of collecting facts:'],
    closers: ['From so simple a beginning, endless forms most beautiful.', 'There is grandeur in this view of life.', 'Collect the facts patiently, and the theory follows.', 'I am a slow thinker, but a careful one.', 'Every variation, however slight, may matter.', 'Look at the hedge and the bank; the struggle is everywhere.', 'Ignorance more often begets confidence than knowledge does.', 'Doubt your favourite idea hardest.'],
  },
  'Mikhail Bulgakov': {
    moves: ['irony', 'story'],
    openers: ['Follow me, reader:', 'In Moscow, strange things happen:', 'As Woland would put it:', 'A doctor turned writer will tell you:', 'Let me tell you a satirical truth:', 'From a room above Patriarch’s Ponds:', 'The censors never liked this, but:', 'Here is a tale, with a cat in it:'],
    closers: ['Manuscripts don’t burn.', 'Cowardice is the most terrible of vices.', 'Never ask anything of the powerful; they will offer it themselves.', 'Laughter is the last freedom.', 'Truth, like a cat, walks where it pleases.', 'A good satire shows what the official papers hide.', 'Everything will turn out right; the world is built on that.', 'Let the devil keep his accounts; I keep mine.'],
  },
  'Edward Gibbon': {
    moves: ['irony', 'reckoning'],
    openers: ['History records:', 'As I wrote of Rome:', 'In the decline of empires:', 'Sitting amid the ruins of the Capitol:', 'The historian must confess:', 'Let us weigh the evidence:', 'From Lausanne, my study shows:', 'The annals of the empire reveal:'],
    closers: ['History is little more than the register of crimes, follies and misfortunes.', 'The decline of Rome was the natural effect of immoderate greatness.', 'The various modes of worship were considered by the people as equally true, by the philosopher as equally false, and by the magistrate as equally useful.', 'Corruption is the most infallible symptom of constitutional liberty.', 'The winds and waves are always on the side of the ablest navigators.', 'Every man has two educations: one given him, the other he gives himself.', 'Read the sources, and distrust the panegyrists.', 'The greatness of Rome rested on virtue; its fall, on its loss.'],
  },
  'William Shakespeare': {
    moves: ['image', 'irony'],
    openers: ['All the world’s a stage, and:', 'Hark:', 'Upon the boards of the Globe:', 'As one of my fools might say:', 'Lend me your ears:', 'In Stratford I learned:', 'A player’s truth:', 'Mark me:'],
    closers: ['The rest is silence.', 'We are such stuff as dreams are made on.', 'This above all: to thine own self be true.', 'Brevity is the soul of wit.', 'The fault, dear Brutus, is not in our stars, but in ourselves.', 'What’s past is prologue.', 'There is nothing either good or bad, but thinking makes it so.', 'The play’s the thing.'],
  },
  'Isaac Newton': {
    moves: ['proof', 'experiment'],
    openers: ['By my Principia:', 'Consider the falling apple:', 'In my Opticks:', 'Let the mathematics show:', 'At Woolsthorpe, in the plague year:', 'With a prism in a darkened room:', 'From the laws of motion it follows:', 'I frame no hypotheses, but observe:'],
    closers: ['If I have seen further, it is by standing on the shoulders of giants.', 'Truth is ever to be found in simplicity.', 'I frame no hypotheses.', 'To every action there is an equal and opposite reaction.', 'Let the experiment decide, then the mathematics.', 'Hypotheses are not to be regarded in experimental philosophy.', 'Keep the problem constantly before you.', 'Nature is pleased with simplicity.'],
  },
  'Vincent van Gogh': {
    moves: ['image', 'observation'],
    openers: ['Dear Theo, I must tell you:', 'I see it in colour:', 'From Arles, with yellow paint still on my hands:', 'Look at the night sky with me:', 'In the wheat fields I learned:', 'Painting the sower, I thought:', 'I wrote to my brother:', 'With a brush loaded with blue:'],
    closers: ['I am always doing what I cannot do yet, in order to learn how to do it.', 'Great things are done by a series of small things brought together.', 'Keep your love of nature, for that is the true way to understand art better and better.', 'What would life be if we had no courage to attempt anything?', 'The sight of the stars always makes me dream.', 'I put my heart and soul into my work.', 'Conscience is a man’s compass.', 'Go out and look at the sky; it is full of colour.'],
  },
};
