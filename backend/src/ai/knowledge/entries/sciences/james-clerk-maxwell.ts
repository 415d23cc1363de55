import { documented, explained, inferred, type Fact } from '../../fact';

// Written in James Clerk Maxwell's own voice. Checked against the cited works.
// prettier-ignore
export const JAMES_CLERK_MAXWELL: Fact[] = [
  ...documented('James Clerk Maxwell', [
    ['edinburgh', 'I was born at 14 India Street, Edinburgh, in 1831, and spent my childhood at Glenlair, our family estate in Galloway.', 'biography scotland childhood', 1831, 'Lewis Campbell and William Garnett, The Life of James Clerk Maxwell (1882)'],
    ['what-the-go', 'As a small boy I kept asking "What’s the go o’ that?", and if the answer did not satisfy me, "But what’s the particular go of it?"', 'curiosity childhood questions', 1834, 'Campbell and Garnett, The Life of James Clerk Maxwell (1882)'],
    ['dafty', 'At the Edinburgh Academy my home-made clothes and country ways earned me the nickname "Dafty".', 'school childhood nickname', 1841, 'Campbell and Garnett, The Life of James Clerk Maxwell (1882)'],
    ['ovals', 'At fourteen I wrote a paper on drawing oval curves with pins and string, read for me to the Royal Society of Edinburgh.', 'geometry ovals first_paper', 1846, 'On the Description of Oval Curves, Proc. Royal Society of Edinburgh 2 (1846)'],
    ['cambridge', 'I studied at Trinity College, Cambridge, and came out Second Wrangler in 1854.', 'cambridge mathematics education', 1854, 'Campbell and Garnett, The Life of James Clerk Maxwell (1882)'],
    ['aberdeen', 'In 1856 I became professor of natural philosophy at Marischal College, Aberdeen, and married Katherine Mary Dewar there in 1858.', 'aberdeen professor marriage', 1858, 'Campbell and Garnett, The Life of James Clerk Maxwell (1882)'],
    ['saturn-prize', 'I won the Adams Prize for an essay showing that Saturn’s rings cannot be solid or liquid, but must be made of a swarm of separate bodies.', 'saturn rings prize essay', 1857, 'On the Stability of the Motion of Saturn’s Rings (1859)'],
    ['colour-photo', 'In 1861 at the Royal Institution I showed the first colour photograph, of a tartan ribbon, made from three pictures taken through red, green and blue filters.', 'colour_photography tartan three_colours', 1861, 'On the Theory of Three Primary Colours, Royal Institution lecture, 17 May 1861'],
    ['light-em', 'In 1862 I wrote that we can scarcely avoid the inference that light consists in waves of the same medium which is the cause of electric and magnetic phenomena.', 'light electromagnetism quote', 1862, 'On Physical Lines of Force, Part 3, Philosophical Magazine (1862)'],
    ['dynamical-theory', 'In 1865 I set out the whole theory of the electromagnetic field in one paper, with the equations that join electricity, magnetism and light.', 'electromagnetic_field equations theory', 1865, 'A Dynamical Theory of the Electromagnetic Field, Phil. Trans. 155 (1865)'],
    ['treatise', 'In 1873 I published my Treatise on Electricity and Magnetism, in two volumes.', 'treatise books electromagnetism', 1873, 'A Treatise on Electricity and Magnetism (1873)'],
    ['cavendish', 'In 1871 I became the first Cavendish Professor of Experimental Physics at Cambridge and planned the new Cavendish Laboratory, opened in 1874.', 'cavendish laboratory professor cambridge', 1874, 'Campbell and Garnett, The Life of James Clerk Maxwell (1882)'],
    ['poems', 'I wrote comic verse all my life, including a parody of Burns about colliding bodies, "Rigid Body Sings".', 'poetry humour verse', 1874, 'Campbell and Garnett, The Life of James Clerk Maxwell (1882)'],
    ['cavendish-papers', 'My last great labour was editing the unpublished electrical researches of Henry Cavendish, which showed how far ahead of his time he had been.', 'cavendish editing history', 1879, 'The Electrical Researches of the Honourable Henry Cavendish (1879)'],
  ]),
  ...inferred('James Clerk Maxwell', [
    ['faraday-meeting', 'I admired Faraday above all experimenters; my first electrical paper set out to put his lines of force into mathematical language, and he wrote to thank me.', 'faraday admiration lines_of_force', 1857, 'Letter from Faraday to Maxwell, 25 March 1857'],
  ]),
  ...explained('James Clerk Maxwell', 'Mathematics & Physics', [
    ['field-idea', 'Faraday taught me to look not at the magnet or the charge alone but at the space around them. That space is full of stress and energy: the field is where the action happens.', 'field electromagnetic_field energy space', 1865, 'A Dynamical Theory of the Electromagnetic Field (1865)'],
    ['light-is-em', 'A changing electric field makes a magnetic one, and a changing magnetic field makes an electric one. Each passes the wave to the other like runners with a baton, and the pair runs off through space: that wave is light.', 'electromagnetic_waves light fields analogy', 1865, 'A Dynamical Theory of the Electromagnetic Field (1865)'],
    ['speed-from-lab', 'From coils and condensers on a laboratory bench you can measure two electrical constants. Put them into my equations and out comes a wave speed almost exactly the measured speed of light.', 'speed_of_light electrical_constants prediction', 1862, 'On Physical Lines of Force, Part 3 (1862)'],
    ['displacement-current', 'Current flows round a circuit even through a gap in a condenser, where no charge crosses. I said the changing electric field in the gap acts as a current too; without it my equations would not hang together.', 'displacement_current capacitor field', 1861, 'On Physical Lines of Force, Part 3 (1862)'],
    ['gas-pressure', 'A gas is a crowd of tiny molecules flying about and bouncing off the walls. Their countless small blows add up to the steady push we call pressure, like hail drumming on a roof.', 'kinetic_theory gas pressure molecules analogy', 1860, 'Illustrations of the Dynamical Theory of Gases (1860)'],
    ['speed-distribution', 'The molecules of a gas do not all move at the same speed, just as people in a crowd are not all one height. A few crawl, a few race, most are near the middle, and I found the law that tells how many have each speed.', 'molecular_speeds distribution statistics analogy', 1860, 'Illustrations of the Dynamical Theory of Gases (1860)'],
    ['demon', 'Imagine a tiny doorman between two boxes of gas, letting fast molecules one way and slow ones the other. Without work one side would grow hot and the other cold; only our ignorance of each molecule stops us.', 'maxwells_demon second_law heat thought_experiment analogy', 1871, 'Theory of Heat (1871), ch. 22'],
    ['viscosity', 'My theory said a gas’s stickiness should not depend on its pressure, which seemed absurd. With my wife I swung discs in air at many pressures and found it was true.', 'viscosity gases experiment prediction', 1866, 'On the Viscosity or Internal Friction of Air and Other Gases, Phil. Trans. 156 (1866)'],
  ]),
  ...explained('James Clerk Maxwell', 'Space & Astronomy', [
    ['saturn-rings', 'A solid ring round Saturn would be torn apart or fall in, and a liquid one would break into waves. A ring of countless small bodies, each in its own orbit, can last.', 'saturn rings stability particles', 1857, 'On the Stability of the Motion of Saturn’s Rings (1859)'],
    ['light-pressure', 'Light carries momentum, so sunlight pressing on a surface pushes it, very gently. On a square metre the push of bright sunlight is far less than the weight of a grain of sand.', 'radiation_pressure sunlight momentum', 1873, 'A Treatise on Electricity and Magnetism (1873), vol. 2, §792'],
    ['invisible-light', 'If light is an electromagnetic wave, there may be waves too long or too short for the eye to see, travelling across space at the same speed. Heat rays beyond the red are already known.', 'spectrum invisible_light waves infrared', 1865, 'A Dynamical Theory of the Electromagnetic Field (1865)'],
  ]),
  ...explained('James Clerk Maxwell', 'Science & Technology', [
    ['terrestrial-magnetism', 'The Earth is itself a great magnet. A compass needle, a small magnet free to turn, lines up with its field and points to magnetic north, which is not quite true north and drifts over the years.', 'compass magnetism earth terrestrial_magnetism north needle', 1873, 'A Treatise on Electricity and Magnetism (1873), vol. 2, part III, ch. 8: Terrestrial Magnetism'],
    ['three-colours', 'The eye has three kinds of sensation, for red, green and blue light, as Thomas Young guessed. Mix those three lights in the right amounts and you can match almost any colour we see.', 'colour_vision three_colours eye rgb', 1855, 'Experiments on Colour, as Perceived by the Eye (1855)'],
    ['colour-top', 'Paint sectors of a spinning top in red, green and blue; spin it, and the colours blend in the eye. By changing the sizes of the sectors I measured how colours mix.', 'colour_top mixing spinning experiment', 1855, 'Experiments on Colour, as Perceived by the Eye (1855)'],
    ['colour-blindness', 'Most colour-blind people lack one of the three sensations, usually the red one. Their colours can all be matched with just two lights, which my colour box showed.', 'colour_blindness vision eye', 1855, 'On the Theory of Colours in Relation to Colour-Blindness (1855)'],
  ]),
  ...explained('James Clerk Maxwell', 'Engineering & Innovation', [
    ['governor', 'A steam engine’s governor has spinning balls that fly outward when it runs fast and close the steam valve. If it corrects too hard or too late, like a nervous steersman, the engine hunts up and down instead of settling.', 'governor feedback control stability analogy', 1868, 'On Governors, Proc. Royal Society 16 (1868)'],
    ['feedback', 'Any machine that watches its own output and corrects itself is a feedback loop: the governor, a thermostat, a steersman. Mathematics can tell in advance whether it will steady or oscillate.', 'feedback control loop stability', 1868, 'On Governors (1868)'],
  ]),
  ...explained('James Clerk Maxwell', 'Sports & Athletics', [
    ['spinning-top', 'A spinning top stands up while a still one falls over. Its spin resists any change in the direction of its axis, so gravity only makes it swing slowly round; spin a ball and it keeps its axis too.', 'spin top gyroscope stability', 1857, 'On a Dynamical Top (1857)'],
    ['cat-landing', 'Trinity tradition says I studied how a dropped cat lands on its feet. It twists its front and back halves against each other, and so turns over with nothing to push on, as a diver or gymnast can.', 'cats falling twist rotation gymnastics', 1870, 'Letter to Katherine Maxwell, 1870'],
  ]),
  ...explained('James Clerk Maxwell', 'Education & Learning', [
    ['physical-analogies', 'To understand a new field, borrow a familiar picture: I imagined lines of force as tubes of flowing fluid. The analogy is a ladder for the mind; climb it, then check it by mathematics.', 'analogies models understanding learning', 1856, 'On Faraday’s Lines of Force (1856)'],
  ]),
];
