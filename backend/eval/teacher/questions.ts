import type { TopicCategory } from '@agora/contracts';

/**
 * Questions a learner might ask the Ask feed, written before the engine was tuned (issue 15). Each
 * names the figures who could truly answer it from their own life and work, and the key concepts an
 * answer must be about. Concepts match at the start of a word ("orbit" matches "orbits", "orbital");
 * a concept with a space matches as a phrase ("black hole").
 */
export interface EvalQuestion {
  category: TopicCategory;
  question: string;
  figures: string[];
  concepts: string[];
}

// prettier-ignore
export const QUESTIONS: EvalQuestion[] = [
  // Science & Technology
  { category: 'Science & Technology', question: 'How does electricity flow through a wire?', figures: ['Michael Faraday', 'Nikola Tesla', 'James Clerk Maxwell', 'Benjamin Franklin'], concepts: ['electric', 'current', 'wire', 'charge', 'circuit', 'conduct', 'voltage', 'battery'] },
  { category: 'Science & Technology', question: 'What is DNA and how did we find out its shape?', figures: ['Rosalind Franklin', 'Gregor Mendel', 'Charles Darwin'], concepts: ['dna', 'gene', 'helix', 'heredit', 'x-ray', 'inherit', 'chromosom', 'photograph 51'] },
  { category: 'Science & Technology', question: 'How does the scientific method work?', figures: ['Galileo Galilei', 'Isaac Newton', 'Richard Feynman', 'Marie Curie', 'Louis Pasteur', 'Aristotle'], concepts: ['experiment', 'hypothes', 'observ', 'test', 'evidence', 'measur', 'method', 'prove'] },
  // Mathematics & Physics
  { category: 'Mathematics & Physics', question: "Why does an apple fall to the ground but the Moon doesn't?", figures: ['Isaac Newton', 'Galileo Galilei', 'Albert Einstein', 'Johannes Kepler'], concepts: ['gravit', 'fall', 'orbit', 'moon', 'force', 'mass', 'weight', 'apple'] },
  { category: 'Mathematics & Physics', question: 'Why can nothing travel faster than light?', figures: ['Albert Einstein', 'James Clerk Maxwell', 'Richard Feynman'], concepts: ['light', 'speed', 'relativ', 'faster', 'velocit', 'spacetime', 'space-time'] },
  { category: 'Mathematics & Physics', question: 'How does a lever let you lift something heavy?', figures: ['Archimedes', 'Leonardo da Vinci', 'Galileo Galilei'], concepts: ['lever', 'fulcrum', 'force', 'weight', 'lift', 'pulley', 'move the earth'] },
  { category: 'Mathematics & Physics', question: 'What is a prime number and why do mathematicians care about them?', figures: ['Euclid', 'Srinivasa Ramanujan', 'Diophantus', 'Hypatia'], concepts: ['prime', 'divis', 'factor', 'infinit', 'number theory', 'partition'] },
  // Medicine & Health
  { category: 'Medicine & Health', question: 'How does a vaccine train the body to fight a disease?', figures: ['Edward Jenner', 'Louis Pasteur', 'Avicenna'], concepts: ['vaccin', 'immun', 'smallpox', 'inocul', 'cowpox', 'infect', 'rabies', 'germ'] },
  { category: 'Medicine & Health', question: 'Why do we need to wash our hands to stop infections spreading?', figures: ['Florence Nightingale', 'Louis Pasteur', 'Hippocrates'], concepts: ['germ', 'hygien', 'clean', 'infect', 'wash', 'sanit', 'microb', 'contagi'] },
  { category: 'Medicine & Health', question: 'How did doctors in the past diagnose an illness?', figures: ['Hippocrates', 'Avicenna', 'Florence Nightingale'], concepts: ['diagnos', 'symptom', 'pulse', 'physician', 'patient', 'illness', 'disease', 'observ', 'medic'] },
  // Philosophy & Ethics
  { category: 'Philosophy & Ethics', question: 'How should I live a good life?', figures: ['Socrates', 'Aristotle', 'Marcus Aurelius', 'Confucius', 'Seneca', 'Laozi'], concepts: ['virtue', 'good life', 'happiness', 'eudaimon', 'wisdom', 'examined life', 'live well', 'character'] },
  { category: 'Philosophy & Ethics', question: 'How can I stay calm when things go wrong?', figures: ['Marcus Aurelius', 'Seneca', 'Laozi'], concepts: ['calm', 'control', 'stoic', 'anger', 'adversit', 'fortune', 'patien', 'disturb', 'tranquil'] },
  { category: 'Philosophy & Ethics', question: 'What is justice?', figures: ['Socrates', 'Aristotle', 'Confucius'], concepts: ['justice', 'just', 'fair', 'law', 'injustice'] },
  // Art & Literature
  { category: 'Art & Literature', question: 'How do painters create the illusion of depth on a flat canvas?', figures: ['Leonardo da Vinci', 'Vincent van Gogh', 'Frida Kahlo'], concepts: ['perspective', 'depth', 'shadow', 'sfumato', 'vanishing', 'colour', 'color', 'distance', 'light and shade'] },
  { category: 'Art & Literature', question: 'What makes a story worth reading?', figures: ['Jane Austen', 'William Shakespeare', 'Mikhail Bulgakov', 'Maya Angelou'], concepts: ['story', 'novel', 'character', 'plot', 'reader', 'play', 'narrat', 'fiction'] },
  { category: 'Art & Literature', question: 'How do you write a poem?', figures: ['Maya Angelou', 'Rumi', 'William Shakespeare'], concepts: ['poem', 'poet', 'verse', 'rhyme', 'sonnet', 'metaphor', 'rhythm', 'line'] },
  // Music & Performance
  { category: 'Music & Performance', question: 'How is a fugue built?', figures: ['Johann Sebastian Bach', 'Wolfgang Amadeus Mozart'], concepts: ['fugue', 'counterpoint', 'voice', 'subject', 'theme', 'melod', 'harmon', 'canon'] },
  { category: 'Music & Performance', question: 'How did Mozart compose music so quickly?', figures: ['Wolfgang Amadeus Mozart', 'Johann Sebastian Bach'], concepts: ['compos', 'melod', 'opera', 'symphon', 'score', 'note', 'music'] },
  { category: 'Music & Performance', question: 'Why does music make us feel emotions?', figures: ['Wolfgang Amadeus Mozart', 'Johann Sebastian Bach', 'Rumi', 'Aristotle', 'Maya Angelou'], concepts: ['music', 'emotion', 'harmon', 'song', 'melod', 'rhythm', 'sound', 'feel'] },
  // Engineering & Innovation
  { category: 'Engineering & Innovation', question: 'How does an electric motor or generator work?', figures: ['Michael Faraday', 'Nikola Tesla', 'James Clerk Maxwell'], concepts: ['motor', 'generat', 'induct', 'coil', 'magnet', 'current', 'dynamo', 'rotat', 'alternating'] },
  { category: 'Engineering & Innovation', question: 'How do engineers design a machine that can fly?', figures: ['Leonardo da Vinci', 'Ada Lovelace', 'Sally Ride'], concepts: ['fly', 'flight', 'flying', 'wing', 'bird', 'air', 'glider', 'ornithopter'] },
  { category: 'Engineering & Innovation', question: 'How was the first programmable computer invented?', figures: ['Charles Babbage', 'Ada Lovelace', 'Alan Turing', 'Grace Hopper'], concepts: ['comput', 'engine', 'program', 'calculat', 'machine', 'punched card', 'compiler'] },
  // Psychology & Human Behavior
  { category: 'Psychology & Human Behavior', question: 'Why do we procrastinate and how can we stop?', figures: ['Seneca', 'Marcus Aurelius', 'Benjamin Franklin'], concepts: ['procrastinat', 'delay', 'habit', 'postpone', 'tomorrow', 'put off', 'discipline', 'waste'] },
  { category: 'Psychology & Human Behavior', question: 'Do animals think and feel like we do?', figures: ['Jane Goodall', 'Temple Grandin', 'Charles Darwin'], concepts: ['animal', 'chimpanzee', 'emotion', 'feel', 'think', 'behavio', 'mind', 'cattle'] },
  { category: 'Psychology & Human Behavior', question: 'How do habits form and how can I build good ones?', figures: ['Benjamin Franklin', 'Aristotle', 'Marcus Aurelius', 'Maria Montessori'], concepts: ['habit', 'practice', 'repeat', 'virtue', 'routine', 'discipline'] },
  // Economics & Politics
  { category: 'Economics & Politics', question: 'Why do empires rise and then fall?', figures: ['Ibn Khaldun', 'Edward Gibbon', 'Marcus Aurelius'], concepts: ['empire', 'dynast', 'asabiyya', 'decline', 'rise', 'fall', 'cohesion', 'state'] },
  { category: 'Economics & Politics', question: 'What is the division of labour and why does it make a country rich?', figures: ['Adam Smith', 'Ibn Khaldun'], concepts: ['division of labour', 'division of labor', 'labour', 'labor', 'speciali', 'pin', 'worker', 'wealth', 'product'] },
  { category: 'Economics & Politics', question: 'How should a ruler govern a country well?', figures: ['Confucius', 'Marcus Aurelius', 'Aristotle', 'Sun Tzu', 'Cleopatra'], concepts: ['rule', 'govern', 'leader', 'virtue', 'law', 'state', 'emperor', 'people'] },
  // History & Culture
  { category: 'History & Culture', question: 'Why did the Roman Empire fall?', figures: ['Edward Gibbon', 'Marcus Aurelius', 'Ibn Khaldun'], concepts: ['rome', 'roman', 'empire', 'decline', 'fall', 'barbarian'] },
  { category: 'History & Culture', question: 'What was the Renaissance and why did it start in Italy?', figures: ['Leonardo da Vinci', 'Galileo Galilei', 'Nicolaus Copernicus'], concepts: ['renaissance', 'florence', 'italy', 'patron', 'medici', 'milan', 'rebirth'] },
  { category: 'History & Culture', question: 'What happened to the great Library of Alexandria?', figures: ['Hypatia', 'Euclid', 'Cleopatra', 'Archimedes'], concepts: ['alexandria', 'library', 'scroll', 'scholar', 'museum', 'book'] },
  // Environment & Nature
  { category: 'Environment & Nature', question: 'How does natural selection work?', figures: ['Charles Darwin', 'Gregor Mendel', 'Jane Goodall', 'Mary Anning'], concepts: ['selection', 'evolut', 'species', 'adapt', 'surviv', 'variation', 'offspring', 'finch'] },
  { category: 'Environment & Nature', question: 'Why should we protect forests and wild animals?', figures: ['Jane Goodall', 'Rachel Carson', 'George Washington Carver', 'Charles Darwin'], concepts: ['forest', 'conserv', 'habitat', 'wildlife', 'nature', 'environment', 'protect', 'species', 'pesticid'] },
  { category: 'Environment & Nature', question: 'How do fossils form and what do they tell us?', figures: ['Mary Anning', 'Charles Darwin', 'Leonardo da Vinci'], concepts: ['fossil', 'bone', 'extinct', 'rock', 'layer', 'ichthyosaur', 'strata', 'shell'] },
  // Space & Astronomy
  { category: 'Space & Astronomy', question: 'Why do we have seasons?', figures: ['Johannes Kepler', 'Nicolaus Copernicus', 'Galileo Galilei', 'Isaac Newton'], concepts: ['season', 'tilt', 'axis', 'summer', 'winter', 'orbit', 'sun'] },
  { category: 'Space & Astronomy', question: 'How do the planets move around the Sun?', figures: ['Johannes Kepler', 'Nicolaus Copernicus', 'Isaac Newton', 'Galileo Galilei'], concepts: ['planet', 'orbit', 'ellip', 'heliocentr', 'gravit', 'sun'] },
  { category: 'Space & Astronomy', question: 'What is a black hole?', figures: ['Albert Einstein', 'Richard Feynman', 'Isaac Newton'], concepts: ['black hole', 'gravit', 'spacetime', 'space-time', 'relativ', 'collapse', 'escape'] },
  { category: 'Space & Astronomy', question: 'How do astronauts get into orbit?', figures: ['Katherine Johnson', 'Sally Ride', 'Isaac Newton'], concepts: ['orbit', 'rocket', 'trajector', 'launch', 'astronaut', 'shuttle', 'spacecraft'] },
  // Sports & Athletics
  { category: 'Sports & Athletics', question: 'How does exercise keep the body healthy?', figures: ['Hippocrates', 'Avicenna', 'Pierre de Coubertin'], concepts: ['exercis', 'sport', 'body', 'health', 'muscle', 'train', 'fitness', 'walk'] },
  { category: 'Sports & Athletics', question: 'Why were the Olympic Games revived?', figures: ['Pierre de Coubertin', 'Aristotle'], concepts: ['olympi', 'games', 'athlet', 'sport', 'revive', 'competit'] },
  { category: 'Sports & Athletics', question: 'What can sport teach us about character?', figures: ['Pierre de Coubertin', 'Marcus Aurelius', 'Seneca', 'Confucius'], concepts: ['sport', 'character', 'competit', 'fair', 'discipline', 'train', 'game', 'archery', 'wrestl'] },
  // Food & Cooking
  { category: 'Food & Cooking', question: 'Why does a sauce thicken when you cook it?', figures: ['Auguste Escoffier'], concepts: ['sauce', 'thick', 'roux', 'starch', 'reduc', 'flour', 'stock'] },
  { category: 'Food & Cooking', question: 'How does fermentation turn grape juice into wine?', figures: ['Louis Pasteur', 'Auguste Escoffier'], concepts: ['ferment', 'yeast', 'microb', 'wine', 'beer', 'sugar', 'bacteri'] },
  { category: 'Food & Cooking', question: 'How can farmers grow better crops?', figures: ['George Washington Carver', 'Gregor Mendel'], concepts: ['crop', 'soil', 'farm', 'peanut', 'rotation', 'plant', 'harvest', 'seed'] },
  // Travel & Geography
  { category: 'Travel & Geography', question: 'How did travellers cross the world before there were good maps?', figures: ['Ibn Battuta', 'Ibn Khaldun'], concepts: ['travel', 'journey', 'map', 'route', 'caravan', 'voyage', 'ship', 'pilgrim', 'explor'] },
  { category: 'Travel & Geography', question: 'How do we know the Earth is round?', figures: ['Aristotle', 'Nicolaus Copernicus', 'Galileo Galilei', 'Hypatia', 'Sally Ride'], concepts: ['earth', 'round', 'sphere', 'globe', 'shadow', 'eclipse', 'shape', 'curve'] },
  { category: 'Travel & Geography', question: 'How do you navigate by the stars?', figures: ['Hypatia', 'Katherine Johnson', 'Galileo Galilei', 'Nicolaus Copernicus'], concepts: ['navigat', 'star', 'astrolabe', 'latitude', 'longitude', 'compass', 'sky'] },
  // Languages & Communication
  { category: 'Languages & Communication', question: 'How do you read Egyptian hieroglyphs?', figures: ['Jean-François Champollion', 'Cleopatra'], concepts: ['hieroglyph', 'rosetta', 'sign', 'script', 'egypt', 'alphabet', 'coptic', 'scribe'] },
  { category: 'Languages & Communication', question: 'What is the best way to learn a new language?', figures: ['Jean-François Champollion', 'Maria Montessori', 'Cleopatra', 'Ibn Battuta'], concepts: ['language', 'word', 'grammar', 'speak', 'vocabular', 'practi', 'translat', 'tongue'] },
  { category: 'Languages & Communication', question: 'How can I speak persuasively in public?', figures: ['Aristotle', 'Socrates', 'Seneca', 'Maya Angelou'], concepts: ['rhetoric', 'persua', 'speech', 'audience', 'speak', 'ethos', 'pathos', 'argument', 'orat'] },
  // Business & Entrepreneurship
  { category: 'Business & Entrepreneurship', question: 'How do I turn an invention into a business?', figures: ['Nikola Tesla', 'Benjamin Franklin', 'Hedy Lamarr', 'George Washington Carver'], concepts: ['invent', 'patent', 'business', 'sell', 'company', 'money', 'investor', 'market', 'profit'] },
  { category: 'Business & Entrepreneurship', question: 'Why do markets need competition?', figures: ['Adam Smith', 'Benjamin Franklin'], concepts: ['competit', 'market', 'price', 'monopol', 'trade', 'merchant'] },
  { category: 'Business & Entrepreneurship', question: 'How should I handle money and save it?', figures: ['Benjamin Franklin', 'Seneca', 'Adam Smith'], concepts: ['money', 'save', 'saving', 'thrift', 'wealth', 'debt', 'frugal', 'spend', 'penny'] },
  // Education & Learning
  { category: 'Education & Learning', question: 'How do children learn best?', figures: ['Maria Montessori', 'Confucius', 'Socrates', 'Aristotle'], concepts: ['child', 'learn', 'teach', 'school', 'educat', 'student', 'curiosity', 'pupil'] },
  { category: 'Education & Learning', question: 'How can I study better for my exams?', figures: ['Benjamin Franklin', 'Confucius', 'Seneca', 'Richard Feynman', 'Maria Montessori'], concepts: ['study', 'learn', 'practi', 'memor', 'exam', 'understand', 'explain', 'read'] },
  { category: 'Education & Learning', question: 'What makes a good teacher?', figures: ['Socrates', 'Confucius', 'Hypatia', 'Maria Montessori', 'Richard Feynman'], concepts: ['teach', 'student', 'question', 'learn', 'lesson', 'educat', 'pupil', 'school'] },
  // Social Issues & Justice
  { category: 'Social Issues & Justice', question: 'How did people fight to end slavery?', figures: ['Harriet Tubman', 'George Washington Carver', 'Maya Angelou'], concepts: ['slave', 'abolition', 'freedom', 'underground railroad', 'escape', 'liberty', 'emancipat', 'enslaved'] },
  { category: 'Social Issues & Justice', question: 'How can ordinary people stand up to injustice?', figures: ['Harriet Tubman', 'Maya Angelou', 'Socrates', 'Florence Nightingale'], concepts: ['justice', 'injustice', 'right', 'equal', 'courage', 'protest', 'freedom', 'civil'] },
  { category: 'Social Issues & Justice', question: 'Why should girls get the same education as boys?', figures: ['Maria Montessori', 'Hypatia', 'Marie Curie', 'Ada Lovelace', 'Florence Nightingale', 'Jane Austen'], concepts: ['women', 'woman', 'girl', 'educat', 'equal', 'school', 'universit', 'daughter'] },
  // Religion & Spirituality
  { category: 'Religion & Spirituality', question: 'What is the path to inner peace?', figures: ['Rumi', 'Laozi', 'Marcus Aurelius', 'Confucius', 'Seneca'], concepts: ['peace', 'soul', 'calm', 'tao', 'inner', 'heart', 'still', 'silence', 'tranquil'] },
  { category: 'Religion & Spirituality', question: 'What is the Tao?', figures: ['Laozi', 'Confucius'], concepts: ['tao', 'dao', 'way', 'wu wei', 'virtue', 'nature'] },
  { category: 'Religion & Spirituality', question: 'Can science and faith live together?', figures: ['Galileo Galilei', 'Isaac Newton', 'Johannes Kepler', 'Gregor Mendel', 'Avicenna', 'Nicolaus Copernicus'], concepts: ['god', 'faith', 'scripture', 'church', 'religio', 'creat', 'divine', 'theolog', 'bible'] },
];
