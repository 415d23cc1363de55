import type { EvalQuestion } from './questions';

/**
 * A second held-out set, written on 2026-11-24 before that session changed the engine. The first
 * held-out set (`held-out-questions.ts`) has since been read and some of its failures named in the
 * engine's comments, so it now works as a development set; this one is the honest measure. Many
 * questions are phrased the way a learner talks, without the field's own words ("new kinds of
 * animals" rather than "species"). Same format and scoring as `QUESTIONS`.
 */
// prettier-ignore
export const HELD_OUT_QUESTIONS_2: EvalQuestion[] = [
  { category: 'Science & Technology', question: 'Why does a compass needle always point north?', figures: ['Michael Faraday', 'James Clerk Maxwell', 'Nikola Tesla'], concepts: ['magnet', 'compass', 'north', 'pole', 'field', 'earth', 'iron'] },
  { category: 'Science & Technology', question: 'What is light actually made of?', figures: ['James Clerk Maxwell', 'Isaac Newton', 'Albert Einstein', 'Richard Feynman'], concepts: ['light', 'wave', 'particle', 'photon', 'colour', 'color', 'electromagnet', 'prism', 'spectrum'] },
  { category: 'Science & Technology', question: 'How did scientists take pictures of things too small to see?', figures: ['Rosalind Franklin', 'Marie Curie', 'Louis Pasteur'], concepts: ['x-ray', 'photograph', 'crystal', 'microscop', 'diffraction', 'image', 'small'] },
  { category: 'Mathematics & Physics', question: 'Why does everything fall at the same speed if you ignore the air?', figures: ['Galileo Galilei', 'Isaac Newton', 'Albert Einstein'], concepts: ['fall', 'gravit', 'speed', 'weight', 'accelerat', 'air', 'drop', 'pisa'] },
  { category: 'Mathematics & Physics', question: 'What is infinity and can you count to it?', figures: ['Srinivasa Ramanujan', 'Archimedes', 'Euclid', 'Alan Turing'], concepts: ['infinit', 'endless', 'number', 'count', 'series', 'prime', 'limit'] },
  { category: 'Mathematics & Physics', question: 'How did people calculate the paths of rockets before computers?', figures: ['Katherine Johnson', 'Isaac Newton', 'Johannes Kepler'], concepts: ['calculat', 'trajector', 'orbit', 'rocket', 'path', 'equation', 'launch', 'math'] },
  { category: 'Medicine & Health', question: 'Why do we get a fever when we are ill?', figures: ['Hippocrates', 'Avicenna', 'Louis Pasteur'], concepts: ['fever', 'heat', 'body', 'ill', 'disease', 'infect', 'germ', 'humour', 'humor'] },
  { category: 'Medicine & Health', question: 'What should I eat to stay healthy?', figures: ['Hippocrates', 'Avicenna', 'George Washington Carver'], concepts: ['food', 'diet', 'eat', 'health', 'nutri', 'meal', 'peanut', 'vegetable'] },
  { category: 'Philosophy & Ethics', question: 'Do we really have free will?', figures: ['Seneca', 'Marcus Aurelius', 'Aristotle', 'Socrates'], concepts: ['will', 'choice', 'choose', 'free', 'fate', 'control', 'power'] },
  { category: 'Philosophy & Ethics', question: 'Why should I tell the truth when a lie is easier?', figures: ['Socrates', 'Confucius', 'Aristotle'], concepts: ['truth', 'true', 'lie', 'honest', 'virtue', 'trust', 'sincer'] },
  { category: 'Art & Literature', question: 'Why do painters paint the same flower or field again and again?', figures: ['Vincent van Gogh', 'Frida Kahlo', 'Leonardo da Vinci'], concepts: ['paint', 'flower', 'sunflower', 'field', 'colour', 'color', 'canvas', 'light', 'study'] },
  { category: 'Art & Literature', question: 'How can a novel be funny and serious at the same time?', figures: ['Jane Austen', 'Mikhail Bulgakov', 'William Shakespeare'], concepts: ['novel', 'comic', 'comed', 'iron', 'satir', 'humour', 'humor', 'laugh', 'serious'] },
  { category: 'Music & Performance', question: 'What is harmony in music?', figures: ['Johann Sebastian Bach', 'Wolfgang Amadeus Mozart'], concepts: ['harmon', 'chord', 'voice', 'melod', 'note', 'counterpoint', 'key'] },
  { category: 'Music & Performance', question: 'How do you become good at playing an instrument?', figures: ['Wolfgang Amadeus Mozart', 'Johann Sebastian Bach'], concepts: ['practi', 'play', 'instrument', 'keyboard', 'organ', 'violin', 'lesson', 'harpsichord'] },
  { category: 'Engineering & Innovation', question: 'How did people build things that fly before aeroplanes?', figures: ['Leonardo da Vinci', 'Archimedes'], concepts: ['fly', 'flight', 'wing', 'bird', 'machine', 'air', 'glid'] },
  { category: 'Engineering & Innovation', question: 'Why do we use alternating current in our homes?', figures: ['Nikola Tesla', 'Michael Faraday'], concepts: ['alternating', 'current', 'electric', 'power', 'motor', 'ac', 'transform'] },
  { category: 'Psychology & Human Behavior', question: 'Why do I feel nervous before speaking to a crowd?', figures: ['Seneca', 'Maya Angelou', 'Marcus Aurelius'], concepts: ['fear', 'nerv', 'anxi', 'crowd', 'speak', 'courage', 'calm', 'voice'] },
  { category: 'Psychology & Human Behavior', question: 'How can I stop caring so much about what others think of me?', figures: ['Marcus Aurelius', 'Seneca', 'Laozi'], concepts: ['opinion', 'others', 'prais', 'blame', 'reputation', 'approv', 'mind', 'judg'] },
  { category: 'Economics & Politics', question: 'Why do countries trade with each other?', figures: ['Adam Smith', 'Ibn Khaldun', 'Ibn Battuta'], concepts: ['trade', 'market', 'export', 'import', 'exchange', 'merchant', 'goods', 'nation'] },
  { category: 'Economics & Politics', question: 'What makes a leader someone people want to follow?', figures: ['Confucius', 'Marcus Aurelius', 'Cleopatra', 'Sun Tzu'], concepts: ['leader', 'rule', 'virtue', 'example', 'general', 'people', 'follow', 'govern'] },
  { category: 'History & Culture', question: 'Why do historians argue about what really happened in the past?', figures: ['Edward Gibbon', 'Ibn Khaldun'], concepts: ['histor', 'source', 'evidence', 'past', 'record', 'cause', 'chronicle'] },
  { category: 'Environment & Nature', question: 'How do chimpanzees use tools?', figures: ['Jane Goodall', 'Charles Darwin'], concepts: ['chimpanzee', 'tool', 'termite', 'stick', 'grass', 'ape'] },
  { category: 'Environment & Nature', question: 'What killed the giant reptiles whose bones we find in cliffs?', figures: ['Mary Anning', 'Charles Darwin'], concepts: ['fossil', 'extinct', 'reptile', 'ichthyosaur', 'plesiosaur', 'bone', 'cliff', 'species'] },
  { category: 'Space & Astronomy', question: 'Is the Sun really at the centre of everything?', figures: ['Nicolaus Copernicus', 'Galileo Galilei', 'Johannes Kepler'], concepts: ['sun', 'centre', 'center', 'earth', 'orbit', 'heliocentr', 'planet'] },
  { category: 'Space & Astronomy', question: 'What does it feel like to float in space?', figures: ['Sally Ride'], concepts: ['space', 'weightless', 'float', 'orbit', 'shuttle', 'astronaut', 'gravit'] },
  { category: 'Sports & Athletics', question: 'Is winning the most important thing in sport?', figures: ['Pierre de Coubertin', 'Seneca'], concepts: ['win', 'olympi', 'sport', 'struggle', 'compet', 'victor', 'effort', 'take part'] },
  { category: 'Food & Cooking', question: 'How do great chefs organise a busy kitchen?', figures: ['Auguste Escoffier'], concepts: ['kitchen', 'brigade', 'chef', 'cook', 'station', 'order', 'menu'] },
  { category: 'Food & Cooking', question: 'How can one plant feed a whole region?', figures: ['George Washington Carver', 'Gregor Mendel'], concepts: ['peanut', 'sweet potato', 'crop', 'plant', 'soil', 'farm', 'pea', 'harvest'] },
  { category: 'Travel & Geography', question: 'What was it like to travel for years without going home?', figures: ['Ibn Battuta', 'Charles Darwin'], concepts: ['travel', 'journey', 'year', 'home', 'voyage', 'beagle', 'road', 'pilgrim'] },
  { category: 'Languages & Communication', question: 'How do you crack a secret code?', figures: ['Alan Turing', 'Jean-François Champollion', 'Hedy Lamarr'], concepts: ['code', 'cipher', 'decipher', 'enigma', 'secret', 'crack', 'hieroglyph', 'signal'] },
  { category: 'Business & Entrepreneurship', question: 'Is it better to save money or spend it to grow?', figures: ['Benjamin Franklin', 'Adam Smith'], concepts: ['save', 'saving', 'spend', 'money', 'penny', 'capital', 'thrift', 'invest', 'frugal'] },
  { category: 'Education & Learning', question: 'Why do some children learn better by doing than by listening?', figures: ['Maria Montessori', 'Temple Grandin', 'Confucius'], concepts: ['child', 'hand', 'learn', 'doing', 'material', 'visual', 'practi', 'sense'] },
  { category: 'Social Issues & Justice', question: 'How did people escape from slavery?', figures: ['Harriet Tubman'], concepts: ['slave', 'escape', 'freedom', 'underground railroad', 'north', 'free'] },
  { category: 'Religion & Spirituality', question: 'How do I find meaning when life feels empty?', figures: ['Rumi', 'Marcus Aurelius', 'Seneca', 'Laozi'], concepts: ['meaning', 'life', 'soul', 'purpose', 'heart', 'love', 'empt', 'way'] },
];
