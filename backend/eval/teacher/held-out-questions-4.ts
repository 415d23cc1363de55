import type { EvalQuestion } from './questions';

/**
 * A fourth held-out set, written on 2026-11-25 (second session of the day) before that session
 * looked at any of its feeds or changed the engine. The third set's numbers were read after a
 * change, so this one is now the honest measure. Same format and scoring as `QUESTIONS`.
 */
// prettier-ignore
export const HELD_OUT_QUESTIONS_4: EvalQuestion[] = [
  { category: 'Science & Technology', question: 'What is lightning made of?', figures: ['Benjamin Franklin', 'Michael Faraday', 'Nikola Tesla'], concepts: ['lightning', 'electric', 'spark', 'charge', 'kite', 'storm', 'current'] },
  { category: 'Science & Technology', question: 'How does a magnet make electricity?', figures: ['Michael Faraday', 'James Clerk Maxwell', 'Nikola Tesla'], concepts: ['magnet', 'electric', 'current', 'coil', 'wire', 'induct', 'field', 'dynamo'] },
  { category: 'Science & Technology', question: 'Why do scientists repeat each other\'s experiments?', figures: ['Marie Curie', 'Louis Pasteur', 'Richard Feynman', 'Galileo Galilei'], concepts: ['experiment', 'test', 'evidence', 'measur', 'repeat', 'result', 'proof', 'observ'] },
  { category: 'Medicine & Health', question: 'What did old doctors think made people sick?', figures: ['Hippocrates', 'Avicenna', 'Louis Pasteur'], concepts: ['humour', 'humor', 'disease', 'sick', 'illness', 'germ', 'air', 'physician', 'medicin'] },
  { category: 'Medicine & Health', question: 'Why should you wash your hands before surgery?', figures: ['Louis Pasteur', 'Florence Nightingale'], concepts: ['germ', 'wash', 'clean', 'infect', 'microb', 'hand', 'sanit', 'surg'] },
  { category: 'Mathematics & Physics', question: 'How did mathematicians get people safely to the Moon and back?', figures: ['Katherine Johnson', 'Sally Ride'], concepts: ['orbit', 'trajector', 'calculat', 'moon', 'launch', 'math', 'reentry', 'nasa'] },
  { category: 'Mathematics & Physics', question: 'Why does a heavy ship float but a small stone sinks?', figures: ['Archimedes'], concepts: ['float', 'water', 'displac', 'buoyan', 'weight', 'sink', 'volume'] },
  { category: 'Mathematics & Physics', question: 'What is so special about prime numbers?', figures: ['Euclid', 'Srinivasa Ramanujan', 'Diophantus'], concepts: ['prime', 'number', 'divis', 'infinit', 'factor', 'integer'] },
  { category: 'Mathematics & Physics', question: 'Why does an apple fall down and not up?', figures: ['Isaac Newton', 'Albert Einstein', 'Galileo Galilei'], concepts: ['gravit', 'fall', 'force', 'mass', 'attract', 'apple', 'weight'] },
  { category: 'Engineering & Innovation', question: 'Who built the first machine that could do sums by itself?', figures: ['Charles Babbage', 'Ada Lovelace'], concepts: ['engine', 'machine', 'calculat', 'difference', 'analytical', 'gear', 'comput'] },
  { category: 'Engineering & Innovation', question: 'What is a bug in a computer program?', figures: ['Grace Hopper', 'Alan Turing', 'Ada Lovelace'], concepts: ['bug', 'program', 'error', 'comput', 'code', 'moth', 'debug', 'mistake'] },
  { category: 'Engineering & Innovation', question: 'How did people design flying machines before airplanes existed?', figures: ['Leonardo da Vinci'], concepts: ['fly', 'flight', 'wing', 'bird', 'machine', 'sketch', 'air'] },
  { category: 'Philosophy & Ethics', question: 'Is it better to win without fighting?', figures: ['Sun Tzu', 'Laozi'], concepts: ['war', 'fight', 'battle', 'enemy', 'strateg', 'win', 'victory'] },
  { category: 'Philosophy & Ethics', question: 'How can I stop worrying about things I cannot change?', figures: ['Marcus Aurelius', 'Seneca', 'Laozi'], concepts: ['control', 'worry', 'fear', 'accept', 'mind', 'calm', 'fate', 'power'] },
  { category: 'Philosophy & Ethics', question: 'Why did Socrates ask so many questions?', figures: ['Socrates'], concepts: ['question', 'ask', 'know', 'wisdom', 'ignoran', 'dialogue', 'examin'] },
  { category: 'Art & Literature', question: 'Why do poets write about love and loss?', figures: ['Rumi', 'Maya Angelou', 'William Shakespeare'], concepts: ['love', 'poem', 'poet', 'loss', 'grief', 'heart', 'longing', 'verse'] },
  { category: 'Art & Literature', question: 'Why did artists paint the same thing again and again?', figures: ['Vincent van Gogh', 'Frida Kahlo', 'Leonardo da Vinci'], concepts: ['paint', 'sunflower', 'self-portrait', 'portrait', 'study', 'colour', 'color', 'canvas'] },
  { category: 'Music & Performance', question: 'Was Mozart really a child genius?', figures: ['Wolfgang Amadeus Mozart'], concepts: ['child', 'prodig', 'young', 'compos', 'father', 'tour', 'music'] },
  { category: 'Psychology & Human Behavior', question: 'How do animals feel fear?', figures: ['Temple Grandin', 'Jane Goodall'], concepts: ['animal', 'fear', 'cattle', 'calm', 'feel', 'emotion', 'chimp'] },
  { category: 'Economics & Politics', question: 'Why do countries trade with each other?', figures: ['Adam Smith', 'Ibn Khaldun', 'Ibn Battuta'], concepts: ['trade', 'market', 'nation', 'goods', 'exchange', 'wealth', 'specializ', 'labour', 'labor'] },
  { category: 'History & Culture', question: 'What was it like to rule Egypt as a queen?', figures: ['Cleopatra'], concepts: ['egypt', 'queen', 'rule', 'rome', 'alexandria', 'ptolem', 'throne'] },
  { category: 'History & Culture', question: 'Why did the library of Alexandria matter so much?', figures: ['Hypatia', 'Cleopatra', 'Euclid'], concepts: ['library', 'alexandria', 'scroll', 'book', 'scholar', 'knowledge', 'learn'] },
  { category: 'Environment & Nature', question: 'Can peanuts really make soil better?', figures: ['George Washington Carver'], concepts: ['peanut', 'soil', 'crop', 'nitrogen', 'cotton', 'farm', 'rotat'] },
  { category: 'Environment & Nature', question: 'How do we know dinosaurs existed?', figures: ['Mary Anning', 'Charles Darwin'], concepts: ['fossil', 'dinosaur', 'bone', 'cliff', 'ichthyosaur', 'extinct', 'rock', 'skeleton'] },
  { category: 'Space & Astronomy', question: 'What does it feel like to go to space?', figures: ['Sally Ride'], concepts: ['space', 'astronaut', 'orbit', 'shuttle', 'earth', 'weightless', 'launch'] },
  { category: 'Space & Astronomy', question: 'Does the Earth go around the Sun or the other way round?', figures: ['Nicolaus Copernicus', 'Galileo Galilei', 'Johannes Kepler'], concepts: ['sun', 'earth', 'orbit', 'heliocentr', 'planet', 'centre', 'center', 'revolv'] },
  { category: 'Food & Cooking', question: 'Why do chefs organise their kitchens like an army?', figures: ['Auguste Escoffier'], concepts: ['kitchen', 'brigade', 'chef', 'cook', 'station', 'order', 'restaurant'] },
  { category: 'Travel & Geography', question: 'What did people learn from travelling across the whole world?', figures: ['Ibn Battuta', 'Charles Darwin'], concepts: ['travel', 'journey', 'voyage', 'world', 'countr', 'island', 'people', 'custom'] },
];
