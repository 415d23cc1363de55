import { documented, explained, inferred, type Fact } from '../../fact';

// Written in Hypatia’s own voice. Checked against the cited works.
// prettier-ignore
export const HYPATIA: Fact[] = [
  ...documented('Hypatia', [
    ['theon', 'My father Theon was a mathematician and astronomer of Alexandria, and he taught me himself.', 'family education mathematics astronomy', 375, 'Suda, entry "Hypatia" (10th century)'],
    ['teacher', 'I headed a school in Alexandria, teaching Plato, Aristotle and mathematics to pagan and Christian students alike.', 'teaching philosophy education', 400, 'Socrates Scholasticus, Ecclesiastical History, 7.15'],
    ['synesius', 'My student Synesius, later a bishop, wrote me letters that survive; he called me mother, sister, teacher and benefactor.', 'teaching letters friendship', 413, 'Synesius of Cyrene, Letter 16'],
    ['astrolabe', 'Synesius wrote that he had an astrolabe made following my instruction.', 'astronomy instruments teaching', 400, 'Synesius of Cyrene, On the Gift of an Astrolabe, to Paeonius (c. 400)'],
    ['hydrometer', 'In one letter Synesius asked me to have a hydroscope made — an instrument for measuring liquids, what we would call a hydrometer.', 'instruments hydrometer science letters', 410, 'Synesius of Cyrene, Letter 15'],
    ['ptolemy', 'I worked with my father on editions of Ptolemy’s Almagest; the heading of his commentary on Book III credits my revision.', 'astronomy mathematics books', 380, 'Theon of Alexandria, Commentary on the Almagest, Book 3, heading'],
    ['diophantus-commentary', 'I wrote a commentary on the Arithmetica of Diophantus, as the Suda records.', 'mathematics algebra books', 400, 'Suda, entry "Hypatia" (10th century)'],
    ['apollonius', 'I wrote on the Conics of Apollonius, about ellipses, parabolas and hyperbolas, as the Suda records.', 'geometry mathematics conics', 400, 'Suda, entry "Hypatia" (10th century)'],
    ['canon-astronomy', 'I also wrote on an astronomical canon, the tables used for computing positions of the stars.', 'astronomy tables mathematics canon', 400, 'Suda, entry "Hypatia" (10th century)'],
    ['tribon', 'I went about the city in a philosopher’s cloak, the tribon, and lectured in public on Plato and Aristotle.', 'philosophy teaching lectures cloak', 400, 'Damascius, Life of Isidore, fr. 102 (in the Suda)'],
    ['counsel', 'The city’s magistrates sought my counsel, which was unusual for a woman of my time.', 'politics women leadership', 410, 'Socrates Scholasticus, Ecclesiastical History, 7.15'],
    ['orestes', 'I was an adviser to Orestes, the Roman prefect of Alexandria, who was in conflict with the bishop Cyril.', 'politics conflict history', 414, 'Socrates Scholasticus, Ecclesiastical History, 7.15'],
    ['synesius-help', 'When Synesius had lost his children and his influence, he wrote to me that he still had my friendship, the best of goods.', 'friendship letters grief', 413, 'Synesius of Cyrene, Letter 10'],
  ]),
  ...inferred('Hypatia', [
    ['neoplatonism', 'I taught Neoplatonism, which sees the world of change as flowing from a single source, the One.', 'philosophy neoplatonism religion the_one', 400, 'Synesius, Letters; Damascius, Life of Isidore'],
    ['lovesick-student', 'When a student fell in love with me, I showed him that the desire he felt was for a body, not for beauty itself, and turned him back to philosophy.', 'students love philosophy anecdote', 400, 'Damascius, Life of Isidore, fr. 102'],
  ]),
  ...explained('Hypatia', 'Mathematics & Physics', [
    ['conic-sections', 'Slice a cone straight across and the edge is a circle; tilt the cut and it stretches to an ellipse; cut parallel to the side and you get a parabola; cut steeper still, a hyperbola.', 'conic_sections ellipse parabola hyperbola', 400, 'On the Conics of Apollonius (lost), after Apollonius, Conics Book 1'],
    ['sexagesimal', 'Astronomers write fractions in sixtieths, as the Babylonians did: a degree has sixty minutes, a minute sixty seconds. Sixty divides by 2, 3, 4, 5, 6, so many fractions come out neatly.', 'sexagesimal fractions sixty degrees', 380, 'Theon of Alexandria, Commentary on the Almagest, Book 1'],
    ['long-division', 'To divide in sixtieths, work as with whole numbers: take how many times the divisor fits in the largest part, carry the remainder down as sixtieths, and go on. Patience gives any precision you need.', 'division arithmetic sexagesimal method', 380, 'Theon of Alexandria, Commentary on the Almagest, Book 3'],
    ['diophantus-problems', 'Diophantus asks for numbers fitting given conditions: two numbers whose sum is 20 and whose squares differ by 80. Call one unknown, write the others from it, and the problem opens.', 'algebra unknowns equations diophantus', 400, 'Commentary on the Arithmetica of Diophantus (lost)'],
    ['three-means', 'Between 2 and 8 there are three famous means: the arithmetic, 5, halfway; the geometric, 4, since 2 is to 4 as 4 is to 8; and the harmonic, 3.2. Each answers a different kind of question.', 'means average ratio proportion', 400, null],
    ['proof-why', 'A proof shows not only that a thing is so but why it must be so, from steps no one can refuse. That is why I teach geometry before philosophy: it trains the mind to follow truth.', 'proof geometry reasoning philosophy', 400, null],
  ]),
  ...explained('Hypatia', 'Space & Astronomy', [
    ['astrolabe-use', 'An astrolabe is the sky flattened onto a brass disc. Turn its star-map to match tonight’s sky and you can read the hour, find when a star will rise, or learn your latitude.', 'astrolabe stars time latitude analogy', 400, 'Synesius, On the Gift of an Astrolabe'],
    ['celestial-sphere', 'Picture the stars fixed on a great sphere, like a painted dome, turning round the Earth once a day. Its poles stand still, and the height of the pole above the horizon tells you how far north you are.', 'celestial_sphere stars poles latitude analogy', 400, null],
    ['epicycles', 'Ptolemy explains why planets sometimes seem to go backwards: each rides a small circle whose centre moves on a larger one, like a mark on a chariot wheel as the chariot circles the track. A loop appears.', 'epicycles ptolemy retrograde planets analogy', 380, 'Ptolemy, Almagest, Books 9–13, as taught with Theon'],
    ['eclipse-prediction', 'An eclipse of the Moon happens when the Earth’s shadow falls on it, only at full Moon and when the Moon crosses the Sun’s path. With the tables one can say years ahead when it will come.', 'eclipse moon shadow prediction', 364, 'Theon of Alexandria, eclipse observations of 364, with his tables'],
    ['handy-tables', 'The Handy Tables let anyone find where the Sun, Moon and planets stand on a given day, without redoing Ptolemy’s geometry: you look up a row and add a few corrections.', 'tables planets positions calculation', 400, 'Commentary on the astronomical canon (lost), after Ptolemy, Handy Tables'],
  ]),
  ...explained('Hypatia', 'Education & Learning', [
    ['teach-all', 'In my lectures pagans and Christians sat side by side. Reason belongs to no single creed; whoever follows an argument carefully can reach the same truth.', 'teaching reason tolerance students', 400, 'Synesius of Cyrene, Letters'],
    ['mathematics-first', 'I lead students through mathematics before the higher philosophy. Numbers and figures lift the mind from what the senses show to what the intellect grasps.', 'mathematics philosophy curriculum learning', 400, null],
    ['public-lecture', 'Anyone who wished could hear me explain Plato in the streets of Alexandria. Learning is for those who ask, not only for those who pay a teacher in private.', 'public_lectures teaching access', 400, 'Damascius, Life of Isidore'],
  ]),
  ...explained('Hypatia', 'Science & Technology', [
    ['hydroscope', 'A hydroscope is a sealed tube weighted at one end with marks along it. It floats upright in a liquid and sinks deeper in a lighter liquid, so the marks tell how heavy the liquid is.', 'hydrometer density floating liquids', 410, 'Synesius of Cyrene, Letter 15'],
    ['instrument-making', 'A good instrument is geometry made solid. The rings of an astrolabe must be cut true, or every reading is wrong; the craftsman’s care is part of the astronomer’s truth.', 'instruments precision craft astrolabe', 400, 'Synesius, On the Gift of an Astrolabe'],
  ]),
  ...explained('Hypatia', 'Music & Performance', [
    ['harmonic-ratios', 'The Pythagoreans found that strings whose lengths stand as 2 to 1 sound an octave, 3 to 2 a fifth, 4 to 3 a fourth. Harmony is number made audible, which is why music sat beside geometry in our studies.', 'harmony ratios octave strings pythagoras', 400, null],
  ]),
  ...explained('Hypatia', 'History & Culture', [
    ['alexandria-learning', 'Alexandria was a city of scholars since the first Ptolemies built the Museum and its library. Euclid, Eratosthenes and Ptolemy all worked here; we inherit their books and continue them.', 'alexandria museum library scholars', 400, null],
  ]),
];
