import { documented, explained, inferred, type Fact } from '../../fact';

// Written in Michael Faraday's own voice. Checked against the cited works.
// prettier-ignore
export const MICHAEL_FARADAY: Fact[] = [
  ...documented('Michael Faraday', [
    ['newington', 'I was born in 1791 at Newington Butts, near London, the son of a blacksmith; we were poor, and I had only the most ordinary schooling.', 'biography childhood poverty', 1791, 'Bence Jones, The Life and Letters of Faraday (1870), vol. 1, ch. 1'],
    ['bookbinder', 'At fourteen I was apprenticed to a London bookbinder, George Riebau, and I read the books I bound.', 'biography education reading', 1805, 'Bence Jones, The Life and Letters of Faraday (1870), vol. 1, ch. 1'],
    ['britannica-marcet', 'The article on electricity in the Encyclopaedia Britannica and Jane Marcet’s Conversations on Chemistry were my first teachers in science.', 'books self_education chemistry electricity', 1810, 'Letter to Auguste de la Rive, 1858'],
    ['davy-notes', 'In 1812 I was given tickets to Humphry Davy’s lectures; I wrote them up, bound them, and sent them to him asking for work in science.', 'davy lectures notes career', 1812, 'Letter to J. A. Paris, 23 December 1829'],
    ['assistant', 'In March 1813 I became assistant in the laboratory of the Royal Institution, where I worked for the rest of my life.', 'royal_institution career laboratory', 1813, 'Royal Institution Managers’ Minutes, 1 March 1813'],
    ['europe-tour', 'From 1813 to 1815 I toured Europe with Davy as his assistant and, unhappily, sometimes his valet, meeting Ampère and Volta.', 'travel davy europe scientists', 1814, 'Faraday’s Journal of the continental tour (1813–15)'],
    ['rotation-1821', 'In September 1821 I made a wire carrying a current turn continuously round a magnet: the first conversion of electricity into steady motion.', 'motor rotation electromagnetism discovery', 1821, 'On Some New Electro-Magnetical Motions, Quarterly Journal of Science 12 (1821)'],
    ['marriage', 'In 1821 I married Sarah Barnard, whose family belonged with mine to the small Sandemanian church.', 'marriage religion biography', 1821, 'Bence Jones, The Life and Letters of Faraday (1870), vol. 1'],
    ['chlorine', 'In 1823 I turned chlorine gas into a liquid by pressure and cold, and two years later I discovered benzene in oil gas.', 'chemistry chlorine benzene discovery', 1825, 'Philosophical Transactions 113 (1823) and 115 (1825)'],
    ['induction-1831', 'On 29 August 1831 I wound two coils on an iron ring and saw the needle kick when I connected the battery to one: electricity from magnetism at last.', 'induction discovery coils experiment', 1831, 'Faraday’s Diary, 29 August 1831'],
    ['electrolysis-words', 'With William Whewell’s help I named the electrode, anode, cathode, ion and electrolyte.', 'words electrolysis naming chemistry', 1834, 'Experimental Researches in Electricity, Seventh Series (1834)'],
    ['christmas-lectures', 'I began the Christmas Lectures for young people at the Royal Institution in 1825 and gave nineteen series of them myself.', 'lectures children teaching royal_institution', 1825, 'Frank A. J. L. James, Michael Faraday: A Very Short Introduction (2010)'],
    ['faraday-effect', 'In 1845 I found that a strong magnet turns the plane of polarised light passing through heavy glass: magnetism and light are connected.', 'light magnetism polarisation discovery', 1845, 'Experimental Researches in Electricity, Nineteenth Series (1845)'],
    ['candle-book', 'My Christmas lectures of 1860–61 were printed as The Chemical History of a Candle.', 'candle chemistry lectures book', 1861, 'The Chemical History of a Candle (1861)'],
    ['declined-honours', 'I declined a knighthood and twice declined to be President of the Royal Society; I wished to remain plain Michael Faraday.', 'honours modesty biography', 1857, 'John Tyndall, Faraday as a Discoverer (1868)'],
    ['wonderful', 'I wrote in my diary that nothing is too wonderful to be true, if it be consistent with the laws of nature, and that experiment is the test.', 'experiment nature quote', 1849, 'Faraday’s Diary, 19 March 1849'],
  ]),
  ...inferred('Michael Faraday', [
    ['tax-it', 'That I told a minister electricity would one day be taxed is often put in my mouth, though I never wrote it; the story appeared long after, without a source.', 'quote apocryphal gladstone electricity', 1850, 'Frank A. J. L. James, Michael Faraday: A Very Short Introduction (2010)'],
  ]),
  ...explained('Michael Faraday', 'Mathematics & Physics', [
    ['induction', 'Move a magnet through a coil of wire and a current flows while it moves; hold it still and the current stops, as a pump gives water only while its handle moves. Change is what drives it.', 'electricity magnetism induction current generator analogy', 1831, 'Experimental Researches in Electricity (1832), First Series'],
    ['one-electricity', 'Electricity is the same wherever it comes from: rubbed glass, a battery, a moving magnet, heat, an electric eel. I made each heat a wire, turn a needle, split water or spark. They differ only in how much they move and how hard they push.', 'electricity current static_electricity battery identity experiment', 1833, 'Experimental Researches in Electricity, Third Series (1833), Identity of Electricities derived from different sources'],
    ['lines-of-force', 'Sprinkle iron filings on paper over a magnet and they arrange themselves along curves from pole to pole. I call these lines of force; they fill the space around the magnet.', 'magnetic_field lines_of_force iron_filings', 1831, 'Experimental Researches in Electricity (1832), First and Second Series'],
    ['cutting-lines', 'A wire gets a current when it cuts across lines of force, like a knife through threads. The faster it cuts, or the more lines it cuts, the stronger the current.', 'induction lines_of_force current analogy', 1832, 'Experimental Researches in Electricity, Second Series (1832)'],
    ['electrolysis-law', 'Pass a current through water with a little acid and it splits into hydrogen and oxygen. The amount split follows the quantity of electricity exactly, as flour from a mill follows the water that turns it.', 'electrolysis water current law analogy', 1833, 'Experimental Researches in Electricity, Seventh Series (1834)'],
    ['cage', 'I built a cube twelve feet wide covered in metal and sat inside while sparks flew from its outside. The charge stays on the outer surface; inside my instruments showed nothing.', 'faraday_cage charge shielding', 1836, 'Experimental Researches in Electricity, Eleventh Series (1838)'],
    ['diamagnetism', 'Everything answers to a strong magnet. Iron is drawn in, but a bar of heavy glass, bismuth, even water, is pushed gently away. I called these diamagnetic.', 'diamagnetism magnets materials', 1845, 'Experimental Researches in Electricity, Twentieth Series (1846)'],
  ]),
  ...explained('Michael Faraday', 'Science & Technology', [
    ['candle-burns', 'The candle flame melts the wax into a little cup; the liquid climbs the wick as oil climbs a lamp wick, turns to vapour in the heat, and it is that vapour which burns.', 'candle combustion wick wax analogy', 1861, 'The Chemical History of a Candle (1861), Lecture 1'],
    ['flame-bright', 'Why does a candle flame shine? Tiny solid particles of carbon in it glow white-hot, like sparks from a grinding wheel, before they burn away. Hold a cold plate in the flame and the soot shows them.', 'flame light carbon soot analogy', 1861, 'The Chemical History of a Candle (1861), Lecture 5'],
    ['candle-water', 'A burning candle makes water. Hold a cold, dry glass over the flame and it mists with dew: the hydrogen in the wax joins the oxygen of the air.', 'combustion water hydrogen oxygen', 1861, 'The Chemical History of a Candle (1861), Lecture 3'],
    ['liquefy-gas', 'A gas is a vapour far from its liquid. Squeeze it and cool it together, and chlorine, ammonia, carbonic acid all become liquids, as steam becomes water on a cold window.', 'liquefaction gases pressure cold analogy', 1823, 'On Fluid Chlorine, Philosophical Transactions 113 (1823)'],
    ['electroplating', 'Hang a spoon in a silver solution and pass a current: the silver comes out of the liquid and lays itself evenly on the spoon. Electrolysis can coat one metal with another.', 'electroplating silver electrolysis coating', 1834, 'Experimental Researches in Electricity, Seventh Series (1834)'],
  ]),
  ...explained('Michael Faraday', 'Engineering & Innovation', [
    ['first-motor', 'Hang a wire so its end dips in mercury beside a magnet. Send a current through it and the wire circles the magnet for as long as the current flows: electricity making motion, a motor.', 'electric_motor rotation mercury magnet', 1821, 'On Some New Electro-Magnetical Motions (1821)'],
    ['disc-dynamo', 'Spin a copper disc between the poles of a magnet and touch wires to its axle and rim: a steady current flows. Turn motion into electricity, and you have a generator.', 'dynamo generator copper_disc', 1831, 'Experimental Researches in Electricity (1832), First Series'],
    ['ring-transformer', 'Two coils on one iron ring: start or stop a current in the first and a current jumps in the second, though no wire joins them. The iron carries the magnetic change across.', 'transformer coils iron_ring induction', 1831, 'Faraday’s Diary, 29 August 1831'],
    ['lighthouses', 'As adviser to Trinity House I worked on lighthouse lamps: getting their smoke and fumes out so the glass stayed clear and the keepers could breathe.', 'lighthouses ventilation lamps', 1843, 'Reports to Trinity House (1836–65)'],
  ]),
  ...explained('Michael Faraday', 'Education & Learning', [
    ['good-lecture', 'A lecturer should show, not only tell. Bring the experiment before the audience, speak slowly and plainly, and never let a point pass until the eye has seen it.', 'lectures teaching demonstration', 1813, 'Letters to Benjamin Abbott, June 1813'],
    ['note-taking', 'I improved my mind as Isaac Watts advised: take notes at lectures, write them out fairly afterwards, and discuss them with friends. Writing it again is learning it again.', 'note_taking study self_improvement', 1810, 'Letters to Benjamin Abbott (1812–13), after Watts, The Improvement of the Mind'],
    ['young-audience', 'Children are the best audience: they ask honest questions and want to see. I lectured to them as a juvenile myself, and let them watch the candle, the flame and the spark.', 'children curiosity lectures', 1860, 'The Chemical History of a Candle (1861), Lecture 1'],
  ]),
  ...explained('Michael Faraday', 'Environment & Nature', [
    ['atmospheric-magnetism', 'Oxygen is magnetic: a strong magnet draws it, weakly, and warmth weakens the pull. So I proposed that the air, warmed and cooled by the Sun, nudges the Earth’s magnetism, and the compass needle, each day.', 'oxygen magnetism atmosphere compass earth needle', 1851, 'Experimental Researches in Electricity, Twenty-sixth and Twenty-seventh Series: Atmospheric Magnetism (1851)'],
    ['thames', 'In 1855 I dropped white cards into the Thames from a steamboat; they vanished from sight before sinking an inch. The river had become a sewer, and neglect would cost lives.', 'thames pollution sewage river', 1855, 'Letter to The Times, 7 July 1855'],
  ]),
];
