import { documented, explained, inferred, type Fact } from '../../fact';

// Written in Galileo Galilei's own voice. Checked against the cited works.
// prettier-ignore
export const GALILEO_GALILEI: Fact[] = [
  ...documented('Galileo Galilei', [
    ['pisa', 'I was born in Pisa in 1564; my father Vincenzo was a lute player and a writer on music theory.', 'biography pisa music family', 1564, 'Vincenzo Viviani, Racconto istorico della vita di Galileo (1654)'],
    ['medicine', 'My father sent me to study medicine at the University of Pisa, but I left without a degree, drawn to mathematics.', 'education mathematics medicine', 1585, 'Vincenzo Viviani, Racconto istorico (1654)'],
    ['padua', 'From 1592 to 1610 I taught mathematics at the University of Padua, in the Republic of Venice; I called them the best eighteen years of my life.', 'teaching padua mathematics biography', 1592, 'Letter to Fortunio Liceti, 23 June 1640'],
    ['telescope', 'In 1609, hearing of a Dutch spyglass, I built my own telescopes and soon improved them to magnify about twenty times.', 'telescope invention astronomy optics', 1609, 'Sidereus Nuncius (1610)'],
    ['moons-jupiter', 'In January 1610 I saw four small stars that moved with Jupiter night after night: moons circling another world, which I named the Medicean stars.', 'astronomy jupiter moons planets discovery', 1610, 'Sidereus Nuncius (1610)'],
    ['sidereus-nuncius', 'I published my observations in 1610 in Sidereus Nuncius, the Starry Messenger, a short book that sold out quickly.', 'astronomy books science communication', 1610, 'Sidereus Nuncius (Venice, March 1610)'],
    ['moon-mountains', 'My telescope showed that the Moon is not a perfect sphere but has mountains and valleys; I estimated their heights from the shadows.', 'moon astronomy observation geometry', 1610, 'Sidereus Nuncius (1610)'],
    ['venus-phases', 'I observed that Venus shows a full set of phases like the Moon, which fits a Venus circling the Sun, not the Earth.', 'astronomy venus planets heliocentrism evidence', 1610, 'Letter to Giuliano de’ Medici, 1 January 1611'],
    ['milky-way', 'Through the telescope the Milky Way resolved into countless stars too faint to see with the naked eye.', 'astronomy stars galaxy observation', 1610, 'Sidereus Nuncius (1610)'],
    ['sunspots', 'I studied sunspots and argued they lie on the Sun itself, which rotates; so even the Sun is not unblemished.', 'sun astronomy observation', 1613, 'Letters on Sunspots (1613)'],
    ['pendulum', 'As a young man I noticed that a pendulum takes about the same time per swing whether it swings widely or narrowly, and I later thought of using this for clocks.', 'physics motion pendulum time clocks', 1602, 'Letter to Guidobaldo del Monte, 29 November 1602'],
    ['inclined-plane', 'By rolling balls down inclined planes and timing them, I found that the distance fallen grows with the square of the time.', 'physics motion experiment gravity mathematics', 1638, 'Two New Sciences (1638), Day 3'],
    ['book-of-nature', 'I wrote in The Assayer (1623) that the book of nature is written in the language of mathematics, in triangles, circles and other figures.', 'mathematics science nature quote', 1623, 'The Assayer (1623), §6'],
    ['dialogue', 'In 1632 I published the Dialogue Concerning the Two Chief World Systems, in which the character defending the Earth-centred view was named Simplicio.', 'books astronomy heliocentrism debate', 1632, 'Dialogue Concerning the Two Chief World Systems (1632)'],
    ['trial', 'In 1633 the Roman Inquisition found me "vehemently suspect of heresy"; I was made to recant and spent my last years under house arrest near Florence.', 'science and authority religion trial history', 1633, 'Sentence of the Holy Office, 22 June 1633'],
    ['two-new-sciences', 'Under house arrest I wrote Two New Sciences (1638), on the strength of materials and the laws of motion; it was printed in Leiden, beyond the Inquisition’s reach.', 'physics motion engineering books', 1638, 'Two New Sciences (Leiden: Elzevir, 1638)'],
    ['blindness', 'By 1638 I had gone blind, yet I kept working with the help of pupils such as Viviani and Torricelli.', 'biography perseverance health', 1638, 'Vincenzo Viviani, Racconto istorico (1654)'],
    ['letter-christina', 'I wrote to the Grand Duchess Christina that the Bible teaches how to go to heaven, not how the heavens go, quoting Cardinal Baronius.', 'religion science bible quote', 1615, 'Letter to the Grand Duchess Christina (1615)'],
  ]),
  ...inferred('Galileo Galilei', [
    ['falling-bodies', 'I argued that, apart from air resistance, heavy and light bodies fall at the same rate; the story that I dropped balls from the Leaning Tower comes from my pupil Viviani and may be legend.', 'physics gravity falling experiment', 1590, 'Vincenzo Viviani, Racconto istorico (1654)'],
    ['eppur-si-muove', '"And yet it moves", muttered after my recantation, is often put in my mouth, though I never said it in any record; the story was told more than a century later.', 'quote apocryphal earth trial', 1633, 'Giuseppe Baretti, The Italian Library (1757)'],
  ]),
  ...explained('Galileo Galilei', 'Mathematics & Physics', [
    ['inertia', 'A ball on a smooth level plane would roll for ever if nothing slowed it, as a boat on a calm sea glides on after the oars stop. Motion needs no push to continue; only a change of motion needs a cause.', 'inertia motion friction force analogy', 1632, 'Dialogue Concerning the Two Chief World Systems (1632), Day 2'],
    ['odd-numbers', 'A falling body covers distances in each equal moment that go as 1, 3, 5, 7: the odd numbers. Add them and you get 1, 4, 9, 16, the squares of the times.', 'acceleration falling odd_numbers squares', 1638, 'Two New Sciences (1638), Day 3'],
    ['ship-relativity', 'Shut yourself below deck in a smoothly sailing ship: flies fly, drops fall, fish swim just as on shore. You cannot tell you are moving, and that is why we do not feel the Earth move.', 'relativity motion ship earth analogy', 1632, 'Dialogue Concerning the Two Chief World Systems (1632), Day 2'],
    ['feather-air', 'A feather falls slower than a stone only because air hinders it. In denser water the difference grows; in thinner air it shrinks. In a void all would fall together.', 'falling air_resistance vacuum gravity', 1638, 'Two New Sciences (1638), Day 1'],
    ['pendulum-length', 'A pendulum’s swing time depends on its length, not its weight, as a long rope swing rocks slowly and a short one quickly. To make each swing take twice as long, make the string four times as long.', 'pendulum length period time analogy', 1638, 'Two New Sciences (1638), Day 1'],
    ['square-cube', 'Double a beam’s size and its weight grows eight times, but its strength only four. That is why a giant’s bones would break, and why large animals need thick legs.', 'scaling strength size bones analogy', 1638, 'Two New Sciences (1638), Day 2'],
  ]),
  ...explained('Galileo Galilei', 'Space & Astronomy', [
    ['how-telescope', 'My tube had a convex lens in front that gathers light and makes an image, and a concave lens at the eye that spreads it again, so distant things look near and upright.', 'telescope lenses optics magnification', 1610, 'Sidereus Nuncius (1610)'],
    ['moon-shadows', 'Near the Moon’s dividing line I saw bright points in the dark part, growing into the lit part: mountain peaks catching sunrise first, just as on Earth.', 'moon mountains shadows sunrise analogy', 1610, 'Sidereus Nuncius (1610)'],
    ['earthshine', 'The dark part of a young Moon glows faintly grey. That is sunlight bounced from the Earth onto the Moon: our world shines for the Moon as the Moon shines for us.', 'earthshine moon light earth analogy', 1610, 'Sidereus Nuncius (1610)'],
    ['jupiter-moons-proof', 'Some said if the Earth moved it would leave the Moon behind. Yet Jupiter moves and keeps four moons; so a moving planet can carry a moon with it.', 'jupiter moons orbit heliocentrism', 1610, 'Sidereus Nuncius (1610)'],
    ['venus-phases-proof', 'If Venus circled the Earth inside the Sun’s sphere, we would never see it full. I saw it go from small and full to large and crescent: it goes around the Sun.', 'venus phases sun orbit evidence', 1611, 'Letters on Sunspots (1613), third letter'],
    ['sunspot-rotation', 'Sunspots move across the Sun’s face in about two weeks, and they look squeezed near the edges, as marks on a turning ball do. So they lie on the Sun, and the Sun spins.', 'sunspots rotation sun observation analogy', 1613, 'Letters on Sunspots (1613)'],
    ['saturn-ears', 'Saturn looked to me like three bodies, a large one with two small companions touching it. Later the companions vanished and returned; my telescope was too weak to show what they were.', 'saturn rings telescope observation', 1612, 'Letters on Sunspots (1613), third letter'],
  ]),
  ...explained('Galileo Galilei', 'Sports & Athletics', [
    ['projectile-parabola', 'A thrown ball does two things at once: it moves forward steadily and falls faster and faster. Together they make a parabola, the same arc as a jet from a fountain, and aimed at half a right angle it flies furthest.', 'projectile parabola throwing 45_degrees analogy', 1638, 'Two New Sciences (1638), Day 4'],
    ['running-incline', 'A ball rolling down one side of a bowl gains speed, and that speed carries it up the other side to the height it started from. A runner or skater uses the same trade of height and speed.', 'slope speed height energy analogy', 1638, 'Two New Sciences (1638), Day 3'],
    ['swing-pumping', 'Push a swing by small taps, each at the right moment of its swing, and it goes higher and higher; pushes out of time undo each other.', 'swing resonance timing pendulum analogy', 1638, 'Two New Sciences (1638), Day 1'],
  ]),
  ...explained('Galileo Galilei', 'Music & Performance', [
    ['string-pitch', 'A string sounds higher if shorter, tighter or thinner. To raise it an octave, halve its length, or pull it four times as tight. The pitch is how often it shakes the air.', 'strings pitch frequency octave tension', 1638, 'Two New Sciences (1638), Day 1'],
    ['consonance', 'Two notes sound sweet together when their vibrations often arrive together, like the octave at 2 to 1 and the fifth at 3 to 2. Tangled ratios strike the ear at odd moments: dissonance.', 'consonance harmony ratio octave analogy', 1638, 'Two New Sciences (1638), Day 1'],
  ]),
  ...explained('Galileo Galilei', 'Education & Learning', [
    ['experiment-authority', 'In questions of nature, a thousand quoted authorities count for less than one sound experiment and a good argument. Test what you are told.', 'experiment authority evidence method', 1632, 'Dialogue Concerning the Two Chief World Systems (1632)'],
  ]),
  ...explained('Galileo Galilei', 'Space & Astronomy', [
    ['seasons-axis', 'Let the Earth go round the Sun with its axis always leaning the same way, like a top carried round a lamp, and the seasons follow: each half of the globe leans toward the Sun for its summer and away for its winter.', 'seasons axis tilt summer winter orbit analogy', 1632, 'Dialogue Concerning the Two Chief World Systems (1632), Day 3'],
  ]),
  ...explained('Galileo Galilei', 'Religion & Spirituality', [
    ['two-books', 'Scripture and nature both come from God, so two truths cannot contradict each other. The Bible speaks to ordinary people in their own words; in questions of nature we must begin from sense experience and demonstration.', 'science faith bible scripture god nature', 1615, 'Letter to the Grand Duchess Christina (1615)'],
  ]),
];
