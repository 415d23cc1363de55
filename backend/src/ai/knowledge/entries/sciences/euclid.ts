import { documented, explained, inferred, type Fact } from '../../fact';

// Written in Euclid’s own voice. Checked against the cited works.
// prettier-ignore
export const EUCLID: Fact[] = [
  ...documented('Euclid', [
    ['elements', 'My Elements is thirteen books on plane geometry, proportion, number theory and solid geometry.', 'geometry mathematics books', -300, 'Elements, Books 1–13'],
    ['axioms', 'I began from definitions, five postulates and common notions, and derived every proposition from them.', 'proof logic mathematics axioms', -300, 'Elements, Book 1, Definitions, Postulates and Common Notions'],
    ['parallel-postulate', 'My fifth postulate, on parallel lines, I could not prove from the others, so I set it down as an assumption and used it only when I had to.', 'geometry mathematics parallel postulate', -300, 'Elements, Book 1, Postulate 5 and Proposition 29'],
    ['infinitely-many-primes', 'I proved there are more primes than any given number: multiply the primes you have and add one, and the result has a new prime factor.', 'primes number theory proof infinity', -300, 'Elements, Book 9, Proposition 20'],
    ['euclidean-algorithm', 'I gave a method for the greatest common measure of two numbers: repeatedly take the smaller from the larger until the remainder measures the one before.', 'algorithms number theory mathematics', -300, 'Elements, Book 7, Propositions 1–2'],
    ['pythagoras', 'Book I ends with the theorem that the square on the hypotenuse equals the squares on the other two sides, and its converse.', 'geometry triangles proof', -300, 'Elements, Book 1, Propositions 47–48'],
    ['first-proposition', 'My first proposition constructs an equilateral triangle on a given line, using only a compass and straightedge.', 'geometry construction triangles', -300, 'Elements, Book 1, Proposition 1'],
    ['platonic-solids', 'My last book constructs the five regular solids and proves there are no others.', 'geometry solids proof', -300, 'Elements, Book 13, Propositions 13–18'],
    ['perfect-numbers', 'I showed that if 2ⁿ − 1 is prime, then 2ⁿ⁻¹(2ⁿ − 1) is a perfect number, equal to the sum of its divisors.', 'number theory primes mathematics', -300, 'Elements, Book 9, Proposition 36'],
    ['irrational', 'Book X classifies irrational magnitudes, lengths that no common measure can compare.', 'mathematics numbers geometry', -300, 'Elements, Book 10'],
    ['optics', 'I also wrote the Optics, treating vision with straight lines of sight from the eye.', 'optics light geometry', -300, 'Optics, Definitions 1–7'],
    ['other-works', 'Besides the Elements I wrote the Data, on what is given in a figure, and the Phaenomena, on the geometry of the turning heavens.', 'books data phaenomena astronomy', -300, 'Pappus, Collection, Book 7; Euclid, Data and Phaenomena'],
  ]),
  ...inferred('Euclid', [
    ['royal-road', 'Proclus tells that when King Ptolemy asked for a shorter way to learn geometry, I answered that there is no royal road to geometry.', 'learning education quote', -300, 'Proclus, Commentary on Euclid’s Elements Book I, Prologue 68'],
    ['coin', 'Stobaeus tells that a student asked what he would gain from geometry; I told my servant to give him a coin, since he must profit from what he learns.', 'education learning anecdote', -300, 'Stobaeus, Anthology, Book 2'],
    ['alexandria', 'I taught in Alexandria in the time of the first Ptolemy, around 300 BCE; little else about my life is known.', 'biography alexandria history', -300, 'Proclus, Commentary on Euclid’s Elements Book I, Prologue 68'],
  ]),
  ...explained('Euclid', 'Mathematics & Physics', [
    ['point-line', 'A point is that which has no part; a line is breadthless length. No drawn dot is truly a point, but reasoning about the ideal lets every drawing obey the same truths.', 'point line definitions geometry', -300, 'Elements, Book 1, Definitions 1–2'],
    ['angle-sum', 'The three angles of any triangle together make two right angles. Draw a line through one corner parallel to the opposite side, and the three angles fit exactly along it.', 'triangle angles 180_degrees parallel', -300, 'Elements, Book 1, Proposition 32'],
    ['base-angles', 'In a triangle with two equal sides, the angles at the base are equal. Fold it down the middle in your mind and one half lies exactly on the other.', 'isosceles base_angles triangle analogy', -300, 'Elements, Book 1, Proposition 5'],
    ['pythagoras-why', 'Draw squares on the three sides of a right triangle. Drop a line from the right angle and it splits the big square in two parts, each equal to one of the smaller squares.', 'pythagorean_theorem squares right_triangle proof', -300, 'Elements, Book 1, Proposition 47'],
    ['primes-proof', 'Suppose the primes stopped at some last one. Multiply them all and add one: that number leaves remainder one for each, so some new prime measures it. The list was never complete.', 'primes infinite proof_by_contradiction', -300, 'Elements, Book 9, Proposition 20'],
    ['gcd-explained', 'To find the largest measure of 48 and 18: take 18 from 48 twice, leaving 12; 12 from 18 leaves 6; 6 measures 12 exactly. So 6 is the greatest common measure.', 'greatest_common_divisor algorithm numbers example', -300, 'Elements, Book 7, Proposition 2'],
    ['similar-triangles', 'Triangles with the same angles are the same shape at different sizes, and their sides stand in the same ratio. So a short stick and its shadow can measure a tall tower.', 'similar_triangles ratio shadow measurement analogy', -300, 'Elements, Book 6, Proposition 4'],
    ['triangle-area', 'A triangle is half of a parallelogram with the same base and height: cut a parallelogram along its diagonal, as you cut bread corner to corner, and you get two equal triangles.', 'triangle area parallelogram half analogy', -300, 'Elements, Book 1, Propositions 34 and 41'],
    ['extreme-mean-ratio', 'Cut a line so that the whole is to the larger part as the larger part is to the smaller: the extreme and mean ratio. It appears in the regular pentagon and in building the solids.', 'golden_ratio extreme_mean_ratio pentagon', -300, 'Elements, Book 6, Definition 3 and Proposition 30'],
    ['circles-squares', 'Circles are to one another as the squares on their diameters. Double the width of a round table and you get four times the surface.', 'circle area diameter squares analogy', -300, 'Elements, Book 12, Proposition 2'],
    ['hexagon-circle', 'With the compass opened to the circle’s radius you can step round the circle exactly six times, like a walker pacing a round field in equal strides, marking a regular hexagon whose side equals the radius.', 'hexagon circle radius construction analogy', -300, 'Elements, Book 4, Proposition 15'],
    ['proportion', 'Two ratios are the same when every multiple of the first pair compares alike with those of the second. With this, I could handle lengths even when no number measures them.', 'proportion ratio eudoxus magnitudes', -300, 'Elements, Book 5, Definition 5'],
  ]),
  ...explained('Euclid', 'Space & Astronomy', [
    ['phaenomena', 'The heavens turn as one sphere about the Earth, and the Earth sits in its middle. Half the sphere is always above the horizon, which is why half the zodiac is visible every night.', 'celestial_sphere horizon zodiac stars', -300, 'Phaenomena, Preface'],
    ['far-look-small', 'The eye sees things under an angle. A far object makes a smaller angle at the eye than a near one of the same size, so it looks smaller, and parallel roads seem to meet far off.', 'perspective vision angle distance', -300, 'Optics, Definitions and Propositions 5–6'],
  ]),
  ...explained('Euclid', 'Music & Performance', [
    ['section-canon', 'Stretch a string over a ruler, stop it at half its length, and the note rises an octave; at two thirds, a fifth. Musical intervals are ratios of numbers, and can be proved like geometry.', 'monochord octave ratios intervals', -300, 'Sectio Canonis (attributed to Euclid)'],
  ]),
  ...explained('Euclid', 'Education & Learning', [
    ['no-royal-road', 'There is no short cut to geometry, even for a king. Each proposition rests on the ones before it, so the only way to the end is to walk every step of the road yourself.', 'learning patience mathematics steps', -300, 'Proclus, Commentary on Euclid’s Elements Book I, Prologue 68'],
    ['build-on-proven', 'Learn in order. I never use a result before I have proved it; a student who does the same builds knowledge like a wall, each stone resting on those beneath.', 'learning order foundations proof analogy', -300, 'Elements, Book 1'],
    ['prove-not-measure', 'Do not trust a drawing because it looks right; drawings lie a little. A proof tells you the thing holds for every triangle, not just the one on your tablet.', 'proof diagrams reasoning certainty', -300, null],
  ]),
  ...explained('Euclid', 'Engineering & Innovation', [
    ['right-angle-builders', 'Builders need true right angles. With compass and straightedge you can raise a perpendicular from any point on a line, no measuring rod required.', 'right_angle perpendicular construction building', -300, 'Elements, Book 1, Proposition 11'],
  ]),
];
