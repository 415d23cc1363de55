import { documented, explained, inferred, type Fact } from '../../fact';

// Written in Archimedes’s own voice. Checked against the cited works.
// prettier-ignore
export const ARCHIMEDES: Fact[] = [
  ...documented('Archimedes', [
    ['syracuse', 'I was born in Syracuse in Sicily and lived there most of my life, in the time of King Hiero II.', 'biography syracuse sicily', -287, 'Plutarch, Life of Marcellus, 14'],
    ['phidias', 'My father Phidias was an astronomer; I mention his estimate of the sizes of the Sun and Moon in my Sand-Reckoner.', 'father astronomy family', -250, 'The Sand-Reckoner, 1'],
    ['letters-alexandria', 'I sent my discoveries as letters to friends in Alexandria: to Conon of Samos, to Dositheus after Conon died, and The Method to Eratosthenes.', 'letters alexandria mathematicians', -230, 'On the Sphere and Cylinder, Book 1, Preface; The Method, Preface'],
    ['measurement-circle', 'In Measurement of a Circle I showed that the circumference is less than three and one-seventh diameters but more than three and ten seventy-firsts.', 'pi circle measurement bounds', -250, 'Measurement of a Circle, Proposition 3'],
    ['sphere-cylinder', 'I proved that a sphere has two-thirds the volume of the cylinder that just encloses it, and two-thirds its surface too; I valued this above all my results.', 'sphere cylinder volume proof', -225, 'On the Sphere and Cylinder, Book 1, Proposition 34 and Corollary'],
    ['parabola', 'I proved that a segment of a parabola is four-thirds of the triangle with the same base and height.', 'parabola area proof', -240, 'Quadrature of the Parabola, Proposition 24'],
    ['sand-reckoner', 'In The Sand-Reckoner, written for King Gelon, I showed how to name numbers large enough to count the grains of sand that would fill the universe.', 'large_numbers sand counting', -216, 'The Sand-Reckoner, 1 and 4'],
    ['aristarchus', 'In that book I report that Aristarchus of Samos supposed the fixed stars and the Sun to stay still and the Earth to go round the Sun.', 'aristarchus heliocentrism history', -216, 'The Sand-Reckoner, 1'],
    ['floating-bodies', 'I wrote On Floating Bodies, setting out when a body floats, sinks, or rights itself in a fluid.', 'floating buoyancy book', -230, 'On Floating Bodies, Books 1–2'],
    ['siege', 'When the Romans under Marcellus besieged Syracuse, my engines hurled stones and lifted their ships out of the water with iron claws.', 'siege war machines syracuse', -214, 'Polybius, Histories 8.5–7; Plutarch, Life of Marcellus, 15–17'],
  ]),
  ...inferred('Archimedes', [
    ['eureka', 'It is told that the answer to King Hiero’s crown came to me in the bath, and I ran home naked crying "Eureka!", I have found it.', 'eureka crown bath anecdote', -250, 'Vitruvius, On Architecture, Book 9, Preface 9–12'],
    ['place-to-stand', 'I am reported to have said: give me a place to stand and I will move the Earth.', 'lever quote earth', -240, 'Pappus, Collection, Book 8'],
    ['ship-hiero', 'Plutarch tells that to show Hiero the power of machines I drew a loaded ship onto land alone, pulling gently on a compound pulley.', 'pulley ship demonstration', -240, 'Plutarch, Life of Marcellus, 14'],
    ['planetarium', 'Cicero writes that I made a sphere showing the motions of the Sun, Moon and planets, carried to Rome after the siege.', 'planetarium model sphere', -220, 'Cicero, On the Republic, Book 1, 21–22'],
    ['mirrors', 'That I set Roman ships on fire with mirrors is often put in my mouth, though I never wrote it; no writer of my century tells it.', 'burning_mirrors legend apocryphal', -212, 'Galen, On Temperaments 3.2 (2nd century CE, first mention)'],
  ]),
  ...explained('Archimedes', 'Mathematics & Physics', [
    ['lever-law', 'Two weights balance when their distances from the pivot are in inverse ratio to the weights. A child twice as far out balances a man twice as heavy.', 'lever law balance fulcrum seesaw analogy', -250, 'On the Equilibrium of Planes, Book 1, Propositions 6–7'],
    ['centre-of-gravity', 'Every body has one point where its whole weight may be thought to act, its centre of gravity. Hang it from that point and it balances in any position.', 'centre_of_gravity balance weight', -250, 'On the Equilibrium of Planes, Book 1'],
    ['buoyancy', 'A body in water is pushed up by a force equal to the weight of the water it pushes aside. That is why a stone feels lighter in the sea.', 'buoyancy displacement water upthrust', -230, 'On Floating Bodies, Book 1, Proposition 7'],
    ['why-float', 'A ship floats because it sinks only until it has pushed aside its own weight of water. A solid lump of bronze cannot push aside enough; hollowed into a bowl, it can.', 'floating ships density displacement', -230, 'On Floating Bodies, Book 1, Proposition 5'],
    ['pi-polygons', 'Fit a hexagon inside a circle and one outside, then double the sides: 12, 24, 48, 96. The circle is trapped between them like a fish between two closing nets, and the gap narrows each time.', 'pi polygons approximation circle analogy', -250, 'Measurement of a Circle, Proposition 3'],
    ['exhaustion', 'To find an area bounded by a curve, fill it with triangles, then smaller ones in the gaps, like filling a jar with stones, then pebbles, then sand. The leftover can be made smaller than anything named.', 'exhaustion area curves limits analogy', -240, 'Quadrature of the Parabola, Propositions 18–24'],
    ['big-numbers', 'Greek counting stopped at a myriad of myriads. I took that as a new unit and built orders on orders, so that any number, even of sand grains in the cosmos, can be named.', 'large_numbers powers myriads', -216, 'The Sand-Reckoner, 3'],
    ['crown-density', 'A crown of pure gold and one mixed with silver may weigh the same, but the silver one is bulkier, so it pushes aside more water. Compare the water spilled and the cheat is found.', 'density gold silver displacement crown', -250, 'Vitruvius, On Architecture, Book 9, Preface 9–12'],
    ['circle-area', 'A circle’s area equals a right triangle whose one side is the radius and the other the circumference. Unroll the circle in rings, and the rings pile into that triangle.', 'circle area radius circumference', -250, 'Measurement of a Circle, Proposition 1'],
  ]),
  ...explained('Archimedes', 'Engineering & Innovation', [
    ['compound-pulley', 'Pass a rope round several pulleys and each added strand shares the load, like another porter under a beam. With enough strands one man lifts what many could not, but he must pull the rope many times further.', 'pulley mechanical_advantage force distance analogy', -240, 'Plutarch, Life of Marcellus, 14'],
    ['water-screw', 'Wind a pipe in a spiral round a tilted pole and turn it. Water caught in the lowest turn is carried up, turn by turn, and pours out at the top: fields can be watered from a river below.', 'archimedes_screw irrigation water lifting', -250, 'Diodorus Siculus, Library of History, 5.37'],
    ['claw', 'My claw was a crane: a long beam pivoting on the wall with a grapple on a chain. Drop it on a ship’s bow, lift with weights on the short end, and let go: the ship falls and founders.', 'claw crane lever siege', -214, 'Polybius, Histories 8.6'],
    ['catapults-range', 'Machines of different sizes for different ranges: great ones for ships far off, smaller ones as they came closer, and small arrows through loopholes in the wall when they were near.', 'catapults range siege defence', -214, 'Polybius, Histories 8.5'],
    ['trade-off', 'No machine gives something for nothing. The lever and pulley let a small force move a great weight only by moving through a longer distance; the work is the same.', 'machines trade_off force distance work', -250, 'On the Equilibrium of Planes, Book 1'],
  ]),
  ...explained('Archimedes', 'Sports & Athletics', [
    ['oar-lever', 'An oar is a lever. The rower pulls the handle, the blade pushes the water, and the oarlock is the pivot. A longer outer part moves the blade further and faster, but needs a stronger pull.', 'oar rowing lever pivot', -250, null],
    ['swimmer-floats', 'A swimmer floats most easily with lungs full of air, like a sealed jar that bobs on water: the body becomes lighter than the water it pushes aside. Breathe out fully and you start to sink.', 'swimming floating buoyancy lungs analogy', -230, null],
    ['balance-stance', 'A wrestler is hard to topple when his centre of weight lies low and well inside his feet. Once it passes outside the feet, he falls, however strong he is.', 'wrestling balance centre_of_gravity stance', -250, null],
  ]),
  ...explained('Archimedes', 'Space & Astronomy', [
    ['size-of-cosmos', 'If the Earth went round the Sun as Aristarchus supposed, the stars must be so far that our whole orbit is like a point beside them. Even so, I showed the grains of sand to fill it can be counted.', 'universe size aristarchus stars', -216, 'The Sand-Reckoner, 1'],
    ['sun-angle', 'I measured the Sun’s apparent width at sunrise with a rod and a small cylinder on a ruler, and found it between a 200th and a 164th of a right angle.', 'sun measurement angle instrument', -216, 'The Sand-Reckoner, 1'],
  ]),
  ...explained('Archimedes', 'Education & Learning', [
    ['method', 'Sometimes I first found a result by imagining shapes weighed on a balance, slice against slice. That is not a proof, but knowing the answer makes the proof far easier to find.', 'discovery proof method intuition', -230, 'The Method, Preface to Eratosthenes'],
  ]),
  ...explained('Archimedes', 'History & Culture', [
    ['syracuse-defence', 'For two years a small city held off Rome, not by numbers but by engineering. When knowledge serves a city well, one geometer can count for an army.', 'syracuse siege rome history', -212, 'Plutarch, Life of Marcellus, 17'],
  ]),
];
