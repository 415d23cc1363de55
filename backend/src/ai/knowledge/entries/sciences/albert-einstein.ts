import { documented, explained, inferred, type Fact } from '../../fact';

// Written in Albert Einstein's own voice. Checked against the cited works; no apocryphal lines.
// prettier-ignore
export const ALBERT_EINSTEIN: Fact[] = [
  ...documented('Albert Einstein', [
    ['ulm', 'I was born in Ulm, in Württemberg, on 14 March 1879, and grew up in Munich, where my father and uncle ran an electrical business.', 'biography germany childhood', 1879, 'Einstein, Autobiographical Notes (1949)'],
    ['miracle-year', 'In 1905, while working at the patent office in Bern, I published papers on the photoelectric effect, Brownian motion, special relativity and the equivalence of mass and energy.', 'physics relativity energy light quantum', 1905, 'Annalen der Physik 17 and 18 (1905)'],
    ['patent-office', 'I was a "technical expert, third class" at the Swiss patent office in Bern; judging inventions trained me to think about how things really work.', 'work invention biography', 1902, 'Carl Seelig, Albert Einstein (1956), on the Bern years'],
    ['emc2', 'My short 1905 paper asked whether a body’s inertia depends on its energy content, and answered yes: mass and energy are equivalent, E = mc².', 'energy mass physics relativity equation', 1905, '"Does the Inertia of a Body Depend upon Its Energy Content?", Annalen der Physik 18 (1905)'],
    ['photoelectric', 'I explained the photoelectric effect by treating light as made of quanta of energy; this, not relativity, is what my 1921 Nobel Prize in Physics cited.', 'light quantum nobel physics', 1921, 'Nobel Prize in Physics 1921, Nobel Foundation record'],
    ['brownian', 'My 1905 paper on Brownian motion explained the jittering of small particles in water as bombardment by molecules, strong evidence that atoms are real.', 'atoms molecules physics evidence', 1905, 'Annalen der Physik 17 (1905), on suspended particles'],
    ['light-beam', 'At sixteen I wondered what I would see if I chased a beam of light; that thought experiment stayed with me until special relativity.', 'light imagination relativity curiosity', 1895, 'Einstein, Autobiographical Notes (1949)'],
    ['general-relativity', 'In November 1915 I completed general relativity: gravity is not a force pulling at a distance but the curvature of space and time by mass and energy.', 'gravity relativity space time physics', 1915, 'Sitzungsberichte der Preussischen Akademie, 25 November 1915'],
    ['mercury', 'General relativity explained the small extra turning of Mercury’s orbit that Newton’s theory could not, and I was beside myself with joy when the number came out right.', 'astronomy gravity planets relativity', 1915, 'Letter to Paul Ehrenfest, 17 January 1916'],
    ['eclipse-1919', 'In 1919 Eddington’s eclipse expeditions measured starlight bending around the Sun by the amount my theory predicted, and newspapers made me famous overnight.', 'astronomy light gravity evidence', 1919, 'The Times, 7 November 1919'],
    ['compass', 'When I was about five, my father showed me a compass; that the needle moved as if pushed by something invisible filled me with wonder.', 'magnetism curiosity childhood wonder', 1884, 'Einstein, Autobiographical Notes (1949)'],
    ['geometry-booklet', 'At twelve I was given a little book on Euclidean geometry, which I called my holy geometry booklet; its clear proofs made a deep impression on me.', 'geometry childhood learning mathematics', 1891, 'Einstein, Autobiographical Notes (1949)'],
    ['violin', 'I played the violin all my life and loved Mozart; music often helped me think.', 'music violin creativity', 1930, 'Carl Seelig, Albert Einstein (1956)'],
    ['imagination-quote', 'I said in a 1929 interview that imagination is more important than knowledge, for knowledge is limited while imagination encircles the world.', 'imagination creativity learning quote', 1929, 'G. S. Viereck, "What Life Means to Einstein", Saturday Evening Post, 26 October 1929'],
    ['roosevelt-letter', 'In 1939 I signed a letter to President Roosevelt warning that Germany might build an atomic bomb; I later regretted it and worked for disarmament.', 'war nuclear ethics politics', 1939, 'Letter to F. D. Roosevelt, 2 August 1939'],
    ['emigration', 'I left Germany when the Nazis came to power in 1933 and settled at the Institute for Advanced Study in Princeton.', 'history biography refugees', 1933, 'Albrecht Fölsing, Albert Einstein (1993)'],
    ['israel-presidency', 'In 1952 I was offered the presidency of Israel and declined, saying I lacked the aptitude for dealing with people.', 'politics biography', 1952, 'Letter to Abba Eban, 18 November 1952'],
    ['electrodynamics', 'My 1905 relativity paper was titled "On the Electrodynamics of Moving Bodies"; it starts from a puzzle about a magnet and a conductor moving relative to each other.', 'electricity magnetism relativity physics', 1905, '"On the Electrodynamics of Moving Bodies", Annalen der Physik 17 (1905)'],
    ['god-dice', 'I never accepted that quantum mechanics was the final word; I wrote to Max Born that He, the Old One, does not throw dice.', 'quantum physics debate philosophy', 1926, 'Letter to Max Born, 4 December 1926'],
  ]),
  ...inferred('Albert Einstein', [
    ['not-simpler', '"Everything should be as simple as possible, but not simpler" is often put in my mouth, though I never wrote it; my 1933 Oxford lecture said something longer in that spirit.', 'simplicity quote apocryphal theory', 1933, 'On the Method of Theoretical Physics, Herbert Spencer Lecture, Oxford, 10 June 1933'],
    ['insanity', 'The line that insanity is doing the same thing over and over and expecting different results is often put in my mouth, though I never wrote it.', 'quote apocryphal insanity', 1950, 'Alice Calaprice, The Ultimate Quotable Einstein (2010), misattributed'],
  ]),
  ...explained('Albert Einstein', 'Mathematics & Physics', [
    ['light-speed-same', 'Whether you run towards a light beam or away from it, you measure it passing at the same speed, about 300,000 km every second. I took that as a law, and it forces space and time to bend to keep it true.', 'light speed relativity constant', 1905, 'On the Electrodynamics of Moving Bodies (1905)'],
    ['time-dilation', 'Picture a clock made of light bouncing between two mirrors on a moving train. From the platform the light travels a longer zigzag path, so each tick takes longer: moving clocks run slow.', 'time_dilation clocks relativity analogy', 1905, 'On the Electrodynamics of Moving Bodies (1905)'],
    ['simultaneity', 'Lightning strikes both ends of a train at once, says the man on the platform. The woman in the middle of the moving train sees the front flash first. "At the same time" depends on how you move.', 'simultaneity time relativity analogy', 1916, 'Relativity: The Special and the General Theory (1916), ch. 9'],
    ['nothing-faster', 'The faster a body goes, the more energy it takes to speed it up further; near light speed its resistance grows without limit. So nothing with mass can ever reach the speed of light.', 'speed_of_light mass energy limit', 1905, 'On the Electrodynamics of Moving Bodies (1905)'],
    ['emc2-meaning', 'E = mc² says a little mass is a huge store of energy, because c² is so big. One gram of matter, fully turned to energy, equals burning thousands of tonnes of coal.', 'emc2 energy mass equation', 1905, 'Does the Inertia of a Body Depend upon Its Energy Content? (1905)'],
    ['elevator', 'Shut in a closed lift far out in space, pulled upward steadily, you would feel your weight exactly as on Earth. No experiment inside can tell which it is: gravity and acceleration are the same thing.', 'equivalence_principle gravity acceleration elevator analogy', 1907, 'Jahrbuch der Radioaktivität und Elektronik 4 (1907)'],
    ['curved-spacetime', 'Put a heavy ball on a stretched rubber sheet and a marble rolled nearby curves towards it. Mass curves space and time a little like that, and planets follow the straightest paths through the curve.', 'spacetime curvature gravity relativity analogy', 1915, 'The Foundation of the General Theory of Relativity (1916)'],
    ['photon', 'Light hitting metal knocks out electrons, but dim blue light does it while bright red light cannot. Light comes in packets, quanta, and only a packet with enough energy, high enough frequency, frees an electron.', 'photoelectric photon quantum light', 1905, 'On a Heuristic Point of View Concerning the Production and Transformation of Light (1905)'],
    ['brownian-explained', 'A pollen grain in water jiggles because invisible molecules hit it from all sides, a few more on one side by chance. From how far it wanders you can count molecules, like judging a crowd by a ball it jostles.', 'brownian_motion molecules atoms analogy', 1905, 'Annalen der Physik 17 (1905)'],
    ['laser-seed', 'Light passing an excited atom can make it give up its own light of the same colour and direction. I worked this out in 1916: stimulated emission, light making more light.', 'stimulated_emission light atoms quantum', 1916, 'On the Quantum Theory of Radiation (1916–17)'],
  ]),
  ...explained('Albert Einstein', 'Space & Astronomy', [
    ['light-bending', 'Starlight grazing the Sun follows the curve of space near it, so the star appears shifted outward. In a total eclipse you can photograph stars beside the dark Sun and measure the shift.', 'light_bending eclipse sun gravity', 1915, 'The Foundation of the General Theory of Relativity (1916)'],
    ['gravitational-redshift', 'A clock deep in a gravity well runs slower than one high above. Light climbing out of the Sun’s gravity therefore arrives a little redder, its vibrations stretched.', 'redshift gravity clocks light', 1911, 'On the Influence of Gravitation on the Propagation of Light (1911)'],
    ['cosmological-constant', 'In 1917 I added a term to my equations to keep the universe still. When Hubble’s galaxies showed it expanding, I dropped it; a static universe was not what nature had chosen.', 'universe expansion cosmology constant', 1931, 'Cosmological Considerations in the General Theory of Relativity (1917); Berlin Academy note (1931)'],
    ['gravitational-waves', 'In 1916 I showed that moving masses should send ripples through space and time at the speed of light. They are so weak that I doubted anyone could ever measure them.', 'gravitational_waves spacetime ripples', 1916, 'Approximative Integration of the Field Equations of Gravitation (1916)'],
  ]),
  ...explained('Albert Einstein', 'Music & Performance', [
    ['mozart-structure', 'Mozart’s music seems to me so pure that it was always there, waiting to be found. A good theory should have that same feeling of inner necessity, nothing arbitrary.', 'mozart music beauty theory', 1930, null],
    ['violin-thinking', 'When a problem stuck, I often played the violin, improvising. The hands are busy, the worry lets go, and the mind goes on working quietly underneath until an answer comes.', 'violin improvisation thinking creativity', 1930, null],
  ]),
  ...explained('Albert Einstein', 'Education & Learning', [
    ['curiosity-teaching', 'Schools that teach by drill and fear destroy the holy curiosity of inquiry. A child learns most when the joy of understanding leads, not the threat of a test.', 'curiosity school teaching learning', 1949, 'Autobiographical Notes (1949)'],
    ['thought-experiments', 'You do not always need a laboratory. Imagine a situation clearly, a lift, a train, a light beam, and follow the rules strictly in your head; contradictions show you where a theory breaks.', 'thought_experiment imagination reasoning method', 1916, 'Relativity: The Special and the General Theory (1916)'],
  ]),
  ...explained('Albert Einstein', 'Science & Technology', [
    ['gps-clocks', 'Clocks moving fast tick slower, and clocks high above the Earth tick faster than ours on the ground. Any machine that relies on very exact clocks in motion must correct for both effects.', 'clocks relativity time technology', 1911, 'On the Influence of Gravitation on the Propagation of Light (1911)'],
    ['refrigerator', 'With Leo Szilard I patented a refrigerator with no moving parts, using heat to drive gases and liquids around. A leaking pump had killed a family, and we wanted something that could not leak.', 'refrigerator invention patent safety', 1930, 'US Patent 1,781,541 (1930), Einstein and Szilard'],
  ]),
  ...explained('Albert Einstein', 'Sports & Athletics', [
    ['sailing', 'I loved to sail my little boat on the lakes. The wind pushes on the sail and the water pushes back on the keel; between the two the boat can even move against the wind.', 'sailing wind forces boats', 1930, 'Albrecht Fölsing, Albert Einstein (1993)'],
  ]),
];
