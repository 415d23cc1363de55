import type { EvalQuestion } from './questions';

/**
 * A third held-out set, written on 2026-11-25 before that session looked at any of its feeds or
 * changed the engine. The second set's feeds were read in the last session, so this one is now the
 * honest measure. Same format and scoring as `QUESTIONS`.
 */
// prettier-ignore
export const HELD_OUT_QUESTIONS_3: EvalQuestion[] = [
  { category: 'Science & Technology', question: 'Why is the sky blue in the day and red at sunset?', figures: ['James Clerk Maxwell', 'Isaac Newton', 'Richard Feynman', 'Leonardo da Vinci'], concepts: ['light', 'sky', 'blue', 'colour', 'color', 'scatter', 'sun', 'air', 'prism', 'spectrum'] },
  { category: 'Science & Technology', question: 'What makes some things glow in the dark?', figures: ['Marie Curie', 'Michael Faraday'], concepts: ['glow', 'radium', 'radioactiv', 'light', 'phosphor', 'ray', 'energy'] },
  { category: 'Science & Technology', question: 'What is DNA shaped like and how did anyone find out?', figures: ['Rosalind Franklin', 'Gregor Mendel'], concepts: ['dna', 'helix', 'x-ray', 'photo 51', 'crystal', 'structure', 'diffraction', 'gene'] },
  { category: 'Medicine & Health', question: 'How does a vaccine teach the body to fight a disease?', figures: ['Edward Jenner', 'Louis Pasteur'], concepts: ['vaccin', 'cowpox', 'smallpox', 'immun', 'germ', 'inocul', 'disease'] },
  { category: 'Medicine & Health', question: 'Why did so many soldiers die in hospitals before anyone counted them?', figures: ['Florence Nightingale'], concepts: ['hospital', 'soldier', 'death', 'sanit', 'statistic', 'clean', 'ward', 'count', 'nurs'] },
  { category: 'Mathematics & Physics', question: "Why can't you divide by zero?", figures: ['Srinivasa Ramanujan', 'Euclid', 'Diophantus', 'Ada Lovelace', 'Alan Turing'], concepts: ['zero', 'divid', 'number', 'infinit', 'nothing', 'arithmetic'] },
  { category: 'Mathematics & Physics', question: 'How do you prove something in maths is true forever?', figures: ['Euclid', 'Archimedes', 'Hypatia', 'Alan Turing'], concepts: ['proof', 'prove', 'axiom', 'theorem', 'geometr', 'logic', 'deduc'] },
  { category: 'Mathematics & Physics', question: 'Why does time slow down when you move really fast?', figures: ['Albert Einstein', 'Richard Feynman'], concepts: ['time', 'relativ', 'speed', 'light', 'clock', 'motion'] },
  { category: 'Engineering & Innovation', question: 'How does a computer follow instructions?', figures: ['Ada Lovelace', 'Charles Babbage', 'Alan Turing', 'Grace Hopper'], concepts: ['program', 'instruction', 'machine', 'engine', 'code', 'comput', 'algorithm', 'card'] },
  { category: 'Engineering & Innovation', question: 'How could radio signals keep a secret in wartime?', figures: ['Hedy Lamarr', 'Alan Turing'], concepts: ['radio', 'frequen', 'signal', 'secret', 'torpedo', 'code', 'cipher', 'hop'] },
  { category: 'Philosophy & Ethics', question: 'How should I deal with my anger?', figures: ['Seneca', 'Marcus Aurelius', 'Laozi', 'Confucius'], concepts: ['anger', 'angry', 'calm', 'passion', 'temper', 'control', 'patien'] },
  { category: 'Philosophy & Ethics', question: 'What does it mean to live a good life?', figures: ['Aristotle', 'Socrates', 'Confucius', 'Marcus Aurelius', 'Seneca'], concepts: ['good', 'virtue', 'happi', 'flourish', 'life', 'wisdom', 'examin'] },
  { category: 'Art & Literature', question: 'Can pain make someone a better artist?', figures: ['Frida Kahlo', 'Vincent van Gogh', 'Maya Angelou'], concepts: ['pain', 'suffer', 'paint', 'art', 'injur', 'grief', 'express'] },
  { category: 'Art & Literature', question: 'How do writers make their characters feel like real people?', figures: ['Jane Austen', 'William Shakespeare', 'Mikhail Bulgakov'], concepts: ['character', 'novel', 'play', 'dialogue', 'writ', 'real', 'heroine'] },
  { category: 'Music & Performance', question: 'How did composers write down music before anyone could record it?', figures: ['Johann Sebastian Bach', 'Wolfgang Amadeus Mozart'], concepts: ['score', 'compos', 'notat', 'manuscript', 'write', 'music', 'note', 'copy'] },
  { category: 'Psychology & Human Behavior', question: 'Why do some people think in pictures instead of words?', figures: ['Temple Grandin'], concepts: ['picture', 'visual', 'think', 'autis', 'image', 'word', 'mind'] },
  { category: 'Psychology & Human Behavior', question: 'How do children learn best?', figures: ['Maria Montessori', 'Confucius', 'Socrates'], concepts: ['child', 'learn', 'teach', 'school', 'hand', 'classroom', 'educat'] },
  { category: 'Economics & Politics', question: 'Why do prices go up?', figures: ['Adam Smith', 'Ibn Khaldun'], concepts: ['price', 'market', 'supply', 'demand', 'money', 'trade', 'tax', 'value'] },
  { category: 'History & Culture', question: 'How did enslaved people escape to freedom?', figures: ['Harriet Tubman'], concepts: ['escape', 'freedom', 'slave', 'enslav', 'railroad', 'north', 'night'] },
  { category: 'History & Culture', question: 'Why do great empires collapse?', figures: ['Edward Gibbon', 'Ibn Khaldun', 'Cleopatra'], concepts: ['empire', 'fall', 'decline', 'rome', 'roman', 'dynast', 'collapse', 'asabiyya'] },
  { category: 'History & Culture', question: 'How did anyone learn to read Egyptian hieroglyphs again?', figures: ['Jean-François Champollion', 'Cleopatra'], concepts: ['hieroglyph', 'rosetta', 'egypt', 'script', 'decipher', 'greek', 'sign', 'coptic'] },
  { category: 'Environment & Nature', question: 'What happens to birds when farmers spray chemicals on crops?', figures: ['Rachel Carson'], concepts: ['pesticide', 'ddt', 'bird', 'spray', 'chemical', 'poison', 'spring', 'egg'] },
  { category: 'Environment & Nature', question: 'Why do living things change over many generations?', figures: ['Charles Darwin', 'Gregor Mendel', 'Mary Anning'], concepts: ['species', 'evolv', 'evolution', 'selection', 'variation', 'inherit', 'adapt', 'finch'] },
  { category: 'Space & Astronomy', question: 'How do the planets move around the Sun?', figures: ['Johannes Kepler', 'Nicolaus Copernicus', 'Isaac Newton', 'Galileo Galilei'], concepts: ['orbit', 'planet', 'ellip', 'sun', 'gravit', 'motion', 'law'] },
  { category: 'Space & Astronomy', question: 'What did the first telescopes show people about the sky?', figures: ['Galileo Galilei', 'Johannes Kepler'], concepts: ['telescope', 'moon', 'jupiter', 'star', 'lens', 'venus', 'sky', 'saw'] },
  { category: 'Sports & Athletics', question: 'Why were the Olympic Games brought back?', figures: ['Pierre de Coubertin'], concepts: ['olymp', 'games', 'sport', 'athlet', 'reviv', 'peace', 'nation'] },
  { category: 'Food & Cooking', question: 'Why does bread rise?', figures: ['Louis Pasteur', 'Auguste Escoffier'], concepts: ['yeast', 'ferment', 'bread', 'rise', 'dough', 'gas', 'microb', 'bak'] },
  { category: 'Travel & Geography', question: 'How did travellers find their way before there were good maps?', figures: ['Ibn Battuta', 'Charles Darwin'], concepts: ['map', 'star', 'route', 'guide', 'caravan', 'navigat', 'journey', 'compass', 'road'] },
];
