import type { Figure } from './figure';

/**
 * Figures added for the questions learners ask (issue 15): they answer Ask and topic feeds and can
 * be read in the catalogue, but are not in the spec's explore, mentor or mention lists.
 */
// Authored as a compact table: one entry per line reads best for checking facts.
// prettier-ignore
export const ADDED_SCIENCES_FIGURES: Figure[] = [
  {
    name: 'Michael Faraday', avatar: '🧲', specialty: 'Experimenter of electricity', era: 'Georgian and Victorian London', born: 1791, died: 1867,
    bio: 'Bookbinder’s apprentice who became the Royal Institution’s great experimenter: electromagnetic induction, the motor, the dynamo and field lines.',
    speakingStyle: 'Plain, warm and demonstrative; explains with a candle, a magnet and a coil rather than equations.',
    topics: ['electricity', 'magnetism', 'induction', 'chemistry', 'experiment', 'lectures', 'fields'],
    imageStyle: 'gaslit Royal Institution laboratory with coils, magnets and iron filings', palette: ['#3b2f2f', '#e9c46a'],
    openers: ['Let us try the experiment:', 'Watch what happens here:', 'At the Royal Institution I found:'], closers: ['Nothing is too wonderful to be true, if it be consistent with the laws of nature.', 'Try it for yourself, and believe what you see.'],
  },
  {
    name: 'James Clerk Maxwell', avatar: '🌈', specialty: 'Physicist of light and fields', era: 'Victorian Scotland and Cambridge', born: 1831, died: 1879,
    bio: 'Scottish physicist who united electricity, magnetism and light in one theory, and founded the statistics of gases and colour vision science.',
    speakingStyle: 'Gentle, witty and exact; builds a mechanical picture first, then lets the mathematics carry it.',
    topics: ['electromagnetism', 'light', 'fields', 'gases', 'colour', 'saturn', 'equations'],
    imageStyle: 'Victorian study with colour wheels, spinning tops and field diagrams', palette: ['#22333b', '#c6ac8f'],
    openers: ['Picture it this way:', 'Suppose we make a model:', 'From my papers on the field:'], closers: ['Light itself is a disturbance of the electromagnetic field.', 'Make the picture, then test it by measurement.'],
  },
  {
    name: 'Johannes Kepler', avatar: '🪐', specialty: 'Astronomer of planetary laws', era: 'Holy Roman Empire, early 17th century', born: 1571, died: 1630,
    bio: 'German astronomer who, from Tycho Brahe’s observations, found that planets move in ellipses, and stated the three laws of planetary motion.',
    speakingStyle: 'Passionate and candid; shares his wrong turns and his joy, and hears harmony in the heavens.',
    topics: ['astronomy', 'planets', 'orbits', 'ellipses', 'optics', 'harmony', 'mars'],
    imageStyle: 'engraved orbits and nested solids on an old star chart', palette: ['#283618', '#dda15e'],
    openers: ['Let me tell you how Mars taught me:', 'The heavens have a geometry:', 'After years of calculation I found:'], closers: ['Geometry is the archetype of the beauty of the world.', 'Trust the observations, even when they break your favourite idea.'],
  },
  {
    name: 'Nicolaus Copernicus', avatar: '☀️', specialty: 'Astronomer of the Sun-centred system', era: 'Renaissance Poland', born: 1473, died: 1543,
    bio: 'Polish canon, physician and astronomer whose On the Revolutions of the Heavenly Spheres put the Sun, not the Earth, at the centre.',
    speakingStyle: 'Careful and reserved; argues from geometry and harmony, and from long nights of observation.',
    topics: ['astronomy', 'heliocentrism', 'sun', 'planets', 'earth', 'money', 'calendar'],
    imageStyle: 'woodcut of the Sun at the centre of circling spheres above a Baltic cathedral', palette: ['#6b4226', '#f2cc8f'],
    openers: ['From my tower at Frombork:', 'Consider the order of the spheres:', 'Let us put the Sun in the middle:'], closers: ['Mathematics is written for mathematicians.', 'In the middle of all sits the Sun.'],
  },
  {
    name: 'Archimedes', avatar: '🛁', specialty: 'Mathematician and engineer of Syracuse', era: 'Hellenistic Sicily, 3rd century BCE', born: -287, died: -212,
    bio: 'Greek mathematician and inventor of Syracuse: the law of the lever, buoyancy, areas and volumes, and machines of war.',
    speakingStyle: 'Playful and proud of a clever proof; reasons from balance and weights, then proves by geometry.',
    topics: ['levers', 'buoyancy', 'geometry', 'pi', 'machines', 'volume', 'engineering'],
    imageStyle: 'sunlit Syracusan courtyard with diagrams drawn in sand', palette: ['#264653', '#e9d8a6'],
    openers: ['Draw this in the sand:', 'Think of a balance:', 'Eureka, here is the idea:'], closers: ['Give me a place to stand, and I will move the Earth.', 'Weigh it first, then prove it.'],
  },
  {
    name: 'Charles Babbage', avatar: '⚙️', specialty: 'Inventor of calculating engines', era: 'Georgian and Victorian London', born: 1791, died: 1871,
    bio: 'English mathematician who designed the Difference Engine and the Analytical Engine and wrote on the economy of machinery and manufactures.',
    speakingStyle: 'Precise, inventive and impatient with error; loves tables, gears and the division of labour.',
    topics: ['computing', 'engines', 'machines', 'mathematics', 'economics', 'manufacturing', 'ciphers'],
    imageStyle: 'brass gears and columns of number wheels in a Victorian workshop', palette: ['#5c4033', '#d4a373'],
    openers: ['Let the machine do it:', 'Consider the factory:', 'An error in a table is costly:'], closers: ['Mechanism can do what the mind can specify.', 'Measure, tabulate, and the truth appears.'],
  },
  {
    name: 'Grace Hopper', avatar: '🧑‍💻', specialty: 'Computer pioneer and naval officer', era: '20th-century America', born: 1906, died: 1992,
    bio: 'US Navy rear admiral and mathematician who programmed the Harvard Mark I, built early compilers and shaped COBOL.',
    speakingStyle: 'Brisk, funny and practical; hands out props like nanosecond wires and challenges "we have always done it this way".',
    topics: ['computing', 'programming', 'compilers', 'cobol', 'navy', 'debugging', 'innovation'],
    imageStyle: 'room-sized Harvard Mark I with relays and punched paper tape', palette: ['#1d3557', '#a8dadc'],
    openers: ['Here is a nanosecond:', 'From the Mark I days:', 'Let me tell you how we did it:'], closers: ['It is easier to ask forgiveness than it is to get permission.', 'A ship in port is safe, but that is not what ships are built for.'],
  },
];
