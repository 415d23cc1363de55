import type { EvalQuestion } from './questions';

/**
 * A held-out set (issue 15), written before the engine was tuned against `questions.ts` and never
 * tuned against itself: if tuning only fits the main set, these numbers show it. Same format and
 * scoring as `QUESTIONS`.
 */
// prettier-ignore
export const HELD_OUT_QUESTIONS: EvalQuestion[] = [
  { category: 'Science & Technology', question: 'What is radioactivity and is it dangerous?', figures: ['Marie Curie', 'Albert Einstein', 'Richard Feynman'], concepts: ['radio', 'radium', 'polonium', 'uranium', 'ray', 'atom', 'decay', 'element'] },
  { category: 'Science & Technology', question: 'How do magnets attract each other?', figures: ['Michael Faraday', 'James Clerk Maxwell', 'Nikola Tesla'], concepts: ['magnet', 'field', 'line of force', 'lines of force', 'pole', 'attract', 'iron'] },
  { category: 'Mathematics & Physics', question: 'How did people prove the Pythagorean theorem?', figures: ['Euclid', 'Hypatia', 'Archimedes'], concepts: ['triangle', 'square', 'proof', 'prove', 'geometr', 'angle', 'theorem', 'pythagor'] },
  { category: 'Mathematics & Physics', question: 'Why do some things float in water and others sink?', figures: ['Archimedes', 'Galileo Galilei'], concepts: ['float', 'sink', 'water', 'buoyan', 'displace', 'density', 'weight', 'bath'] },
  { category: 'Medicine & Health', question: 'Why was smallpox so deadly and how was it beaten?', figures: ['Edward Jenner', 'Louis Pasteur'], concepts: ['smallpox', 'vaccin', 'cowpox', 'inocul', 'immun', 'disease', 'infect'] },
  { category: 'Medicine & Health', question: 'How do nurses keep hospital patients alive?', figures: ['Florence Nightingale', 'Hippocrates'], concepts: ['nurs', 'hospital', 'patient', 'ward', 'clean', 'air', 'care', 'sanit'] },
  { category: 'Philosophy & Ethics', question: 'Is it ever right to break the law?', figures: ['Socrates', 'Harriet Tubman', 'Confucius', 'Aristotle'], concepts: ['law', 'just', 'unjust', 'obey', 'conscience', 'right', 'wrong', 'duty'] },
  { category: 'Philosophy & Ethics', question: 'What does it mean to be a true friend?', figures: ['Aristotle', 'Seneca', 'Confucius', 'Rumi'], concepts: ['friend', 'love', 'loyal', 'trust', 'companion'] },
  { category: 'Art & Literature', question: 'How can a self-portrait show what someone feels inside?', figures: ['Frida Kahlo', 'Vincent van Gogh', 'Leonardo da Vinci'], concepts: ['portrait', 'self-portrait', 'paint', 'face', 'pain', 'colour', 'color', 'emotion', 'feel'] },
  { category: 'Music & Performance', question: 'How do actors bring a character to life on stage?', figures: ['William Shakespeare', 'Maya Angelou'], concepts: ['actor', 'stage', 'play', 'theatre', 'theater', 'character', 'perform', 'audience'] },
  { category: 'Engineering & Innovation', question: 'How does wireless communication send a signal through the air?', figures: ['Nikola Tesla', 'Hedy Lamarr', 'James Clerk Maxwell'], concepts: ['wireless', 'radio', 'signal', 'wave', 'frequenc', 'transmit', 'electromagnet'] },
  { category: 'Engineering & Innovation', question: 'Why do computer programs have bugs and how do you fix them?', figures: ['Grace Hopper', 'Ada Lovelace', 'Alan Turing', 'Charles Babbage'], concepts: ['bug', 'program', 'error', 'debug', 'code', 'comput', 'mistake', 'machine'] },
  { category: 'Psychology & Human Behavior', question: 'How can I deal with anger?', figures: ['Seneca', 'Marcus Aurelius', 'Confucius'], concepts: ['anger', 'angry', 'rage', 'calm', 'temper', 'passion', 'emotion'] },
  { category: 'Psychology & Human Behavior', question: 'How do autistic people experience the world differently?', figures: ['Temple Grandin'], concepts: ['autis', 'picture', 'visual', 'sensory', 'think', 'mind', 'brain'] },
  { category: 'Economics & Politics', question: 'What makes prices go up and down?', figures: ['Adam Smith', 'Ibn Khaldun', 'Benjamin Franklin'], concepts: ['price', 'supply', 'demand', 'market', 'scarc', 'cost', 'value'] },
  { category: 'Economics & Politics', question: 'How do you win a war without fighting?', figures: ['Sun Tzu', 'Cleopatra', 'Marcus Aurelius'], concepts: ['war', 'fight', 'enemy', 'strateg', 'battle', 'army', 'victor'] },
  { category: 'History & Culture', question: 'What was life like in ancient Egypt?', figures: ['Cleopatra', 'Jean-François Champollion', 'Hypatia'], concepts: ['egypt', 'nile', 'pharaoh', 'alexandria', 'temple', 'pyramid', 'hieroglyph'] },
  { category: 'Environment & Nature', question: 'How do pesticides harm birds and insects?', figures: ['Rachel Carson', 'Jane Goodall'], concepts: ['pesticid', 'ddt', 'bird', 'insect', 'poison', 'spray', 'chemical'] },
  { category: 'Environment & Nature', question: 'How do new kinds of plants and animals appear?', figures: ['Charles Darwin', 'Gregor Mendel', 'Mary Anning'], concepts: ['species', 'evolut', 'selection', 'variation', 'inherit', 'heredit', 'hybrid', 'descent'] },
  { category: 'Space & Astronomy', question: 'What did the first telescopes show about the sky?', figures: ['Galileo Galilei', 'Johannes Kepler', 'Isaac Newton'], concepts: ['telescope', 'moon', 'jupiter', 'star', 'lens', 'venus', 'satellite', 'sunspot'] },
  { category: 'Space & Astronomy', question: 'How does the Moon cause the tides?', figures: ['Isaac Newton', 'Johannes Kepler', 'Galileo Galilei'], concepts: ['tide', 'moon', 'gravit', 'sea', 'ocean', 'attract', 'pull'] },
  { category: 'Sports & Athletics', question: 'How should athletes train for a big competition?', figures: ['Pierre de Coubertin', 'Hippocrates', 'Seneca'], concepts: ['train', 'athlet', 'exercis', 'competit', 'practi', 'body', 'sport'] },
  { category: 'Food & Cooking', question: 'Why does milk go sour and how do we stop it?', figures: ['Louis Pasteur', 'Auguste Escoffier'], concepts: ['milk', 'sour', 'microb', 'bacteri', 'pasteuri', 'heat', 'ferment', 'spoil', 'germ'] },
  { category: 'Travel & Geography', question: 'What did travellers learn on long journeys across Africa and Asia?', figures: ['Ibn Battuta', 'Ibn Khaldun'], concepts: ['travel', 'journey', 'africa', 'asia', 'mali', 'india', 'china', 'caravan', 'pilgrim'] },
  { category: 'Languages & Communication', question: 'How was writing invented and why does it matter?', figures: ['Jean-François Champollion', 'Confucius', 'Socrates'], concepts: ['writing', 'write', 'script', 'letter', 'sign', 'alphabet', 'hieroglyph', 'book', 'read'] },
  { category: 'Business & Entrepreneurship', question: 'How do you get people to trust a new product?', figures: ['Benjamin Franklin', 'Nikola Tesla', 'Auguste Escoffier', 'George Washington Carver'], concepts: ['trust', 'product', 'customer', 'sell', 'reputation', 'advertis', 'market', 'public'] },
  { category: 'Education & Learning', question: 'Why is asking questions the best way to learn?', figures: ['Socrates', 'Richard Feynman', 'Confucius', 'Maria Montessori'], concepts: ['question', 'ask', 'learn', 'curio', 'understand', 'know', 'wonder'] },
  { category: 'Social Issues & Justice', question: 'How did nurses and doctors help soldiers in war?', figures: ['Florence Nightingale', 'Marie Curie'], concepts: ['soldier', 'wound', 'war', 'hospital', 'nurs', 'x-ray', 'crimea', 'army'] },
  { category: 'Social Issues & Justice', question: 'Why did women have to fight to work in science?', figures: ['Marie Curie', 'Rosalind Franklin', 'Ada Lovelace', 'Hypatia', 'Katherine Johnson'], concepts: ['women', 'woman', 'female', 'equal', 'science', 'universit', 'prize', 'barrier'] },
  { category: 'Religion & Spirituality', question: 'What does love have to do with God?', figures: ['Rumi', 'Laozi'], concepts: ['love', 'god', 'divine', 'beloved', 'soul', 'heart', 'spirit'] },
  { category: 'Religion & Spirituality', question: 'How should we face death?', figures: ['Seneca', 'Marcus Aurelius', 'Socrates', 'Laozi'], concepts: ['death', 'die', 'dying', 'mortal', 'fear', 'soul', 'life'] },
];
