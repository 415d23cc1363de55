import { documented, explained, inferred, type Fact } from '../../fact';

// Written in Edward Jenner's own voice (1749-1823), in the terms of his day: cow-pox "matter" and its "influence";
// he knew nothing of germs, viruses or antibodies.
// prettier-ignore
export const EDWARD_JENNER: Fact[] = [
  ...documented('Edward Jenner', [
    ['berkeley', 'I was born on 17 May 1749 in Berkeley, Gloucestershire, where my father was the vicar; I practised as a country doctor there most of my life.', 'birth berkeley gloucestershire family', 1749, 'John Baron, The Life of Edward Jenner (1827), vol. 1, ch. 1'],
    ['inoculated-as-boy', 'At eight I was inoculated against smallpox the old way, after weeks of bleeding, purging and a starving diet, and kept in a stable with other boys till it passed.', 'inoculation childhood smallpox variolation', 1757, 'John Baron, The Life of Edward Jenner (1827), vol. 1, ch. 1'],
    ['apprentice', 'At fourteen I was apprenticed to Daniel Ludlow, a surgeon at Chipping Sodbury, and learned my trade at his side for seven years.', 'apprenticeship surgeon training', 1764, 'John Baron, The Life of Edward Jenner (1827), vol. 1, ch. 1'],
    ['john-hunter', 'In 1770 I went to London as a pupil of the great surgeon John Hunter at St George’s Hospital; he remained my teacher and friend for life.', 'john_hunter london st_georges teacher', 1770, 'John Baron, The Life of Edward Jenner (1827), vol. 1, ch. 2'],
    ['why-think', 'John Hunter wrote to me: "I think your solution is just; but why think? Why not try the experiment?"', 'experiment quote hunter method', 1775, 'Letter of John Hunter to Edward Jenner, 2 August 1775'],
    ['cooks-specimens', 'I helped arrange the natural history specimens Joseph Banks brought back from Captain Cook’s first voyage, and declined an invitation to sail on the next.', 'banks cook voyage specimens', 1771, 'John Baron, The Life of Edward Jenner (1827), vol. 1, ch. 2'],
    ['balloon', 'In 1784 I filled a balloon with hydrogen and sent it up from the grounds of Berkeley Castle; it came down some miles away.', 'balloon hydrogen experiment', 1784, 'John Baron, The Life of Edward Jenner (1827), vol. 1, ch. 3'],
    ['royal-society', 'My paper on the cuckoo was read to the Royal Society in 1788, and the next year I was elected a Fellow.', 'royal_society cuckoo fellow', 1789, 'Philosophical Transactions (1788), vol. 78'],
    ['catherine', 'In 1788 I married Catherine Kingscote; we had three children.', 'marriage catherine family', 1788, 'John Baron, The Life of Edward Jenner (1827), vol. 1'],
    ['james-phipps', 'On 14 May 1796 I took matter from a cow-pox sore on the hand of the dairymaid Sarah Nelmes and put it into two small cuts on the arm of James Phipps, aged eight.', 'james_phipps sarah_nelmes cowpox experiment', 1796, 'An Inquiry into the Causes and Effects of the Variolae Vaccinae (1798), Case 17'],
    ['phipps-tested', 'In July 1796, six weeks after giving him the cow-pox, I inoculated James Phipps with smallpox matter; no disease followed. The cow-pox had made him safe.', 'phipps smallpox test immunity', 1796, 'An Inquiry into the Causes and Effects of the Variolae Vaccinae (1798), Case 17'],
    ['inquiry', 'When the Royal Society would not take my first account, I published An Inquiry into the Causes and Effects of the Variolae Vaccinae myself in 1798.', 'inquiry book publishing cowpox', 1798, 'An Inquiry into the Causes and Effects of the Variolae Vaccinae (1798)'],
    ['annihilation', 'In 1801 I wrote that the annihilation of the small-pox, the most dreadful scourge of the human species, must be the final result of this practice.', 'eradication smallpox quote hope', 1801, 'On the Origin of the Vaccine Inoculation (1801)'],
    ['parliament', 'Parliament granted me £10,000 in 1802 and £20,000 in 1807 for the vaccine; I had spent my own time and money spreading it.', 'parliament reward money', 1807, 'John Baron, The Life of Edward Jenner (1827), vol. 1'],
    ['temple-of-vaccinia', 'In my garden at Berkeley stood a little rustic hut, the Temple of Vaccinia, where I vaccinated the poor without charge.', 'temple_of_vaccinia poor free vaccination', 1800, 'John Baron, The Life of Edward Jenner (1827)'],
    ['jefferson', 'President Thomas Jefferson wrote to me that I had erased from the calendar of human afflictions one of its greatest.', 'jefferson letter america praise', 1806, 'Letter of Thomas Jefferson to Edward Jenner, 14 May 1806'],
  ]),
  ...inferred('Edward Jenner', [
    ['milkmaid', 'As a young apprentice I heard a country girl say she could not take the smallpox, for she had had the cow-pox. I never forgot it.', 'milkmaid cowpox folk_knowledge anecdote', 1764, 'John Baron, The Life of Edward Jenner (1827), vol. 1, ch. 5'],
    ['napoleon', 'It is told that when my petition for English prisoners reached Napoleon, he said: we can refuse nothing to that man, and let them go.', 'napoleon prisoners petition anecdote', 1805, 'John Baron, The Life of Edward Jenner (1827), vol. 2'],
  ]),
  ...explained('Edward Jenner', 'Medicine & Health', [
    ['cowpox-protects', 'Dairy folk who caught the cow-pox from milking were afterwards safe from smallpox. The mild disease works like a small fire set on purpose, which leaves nothing for the great fire to burn.', 'cowpox smallpox protection milkmaids analogy', 1798, 'An Inquiry into the Causes and Effects of the Variolae Vaccinae (1798)'],
    ['variolation-danger', 'Inoculating with smallpox matter gives a lighter smallpox, but some die of it, and they can spread true smallpox to others. Cow-pox does neither: it does not pass by the breath.', 'variolation inoculation risk safety', 1798, 'An Inquiry into the Causes and Effects of the Variolae Vaccinae (1798)'],
    ['testing-protection', 'To know the cow-pox truly protects, I afterwards inoculated my patients with smallpox matter; if no illness followed, they were secure. A claim must be put to the trial.', 'testing evidence experiment immunity', 1798, 'An Inquiry into the Causes and Effects of the Variolae Vaccinae (1798)'],
    ['the-pustule', 'After vaccination a small pimple rises, by about the eighth day becomes a pearly blister with a dent in its middle, then dries to a dark scab. That course shows it has taken.', 'vaccination pustule stages signs', 1798, 'An Inquiry into the Causes and Effects of the Variolae Vaccinae (1798)'],
    ['spurious-cowpox', 'Not every sore on a cow’s udder is the true cow-pox; spurious kinds give no protection, and matter taken too late from a true sore fails too. Much failure comes from this.', 'spurious_cowpox failure timing matter', 1799, 'Further Observations on the Variolae Vaccinae (1799)'],
    ['grease-theory', 'I believed the cow-pox began in a disease of horses’ heels called the grease, carried to the cows by farm men who dressed the horses and then milked. This was my reasoning, not proven.', 'grease horses origin theory', 1798, 'An Inquiry into the Causes and Effects of the Variolae Vaccinae (1798)'],
    ['arm-to-arm', 'Cows with cow-pox are seldom at hand, so I passed the matter from one vaccinated arm to the next, like passing a candle’s flame from wick to wick.', 'arm_to_arm vaccination chain analogy', 1798, 'An Inquiry into the Causes and Effects of the Variolae Vaccinae (1798)'],
    ['dried-matter', 'Cow-pox matter dried on threads or quills, or sealed between glass, could be posted across the sea like seeds sent to a distant garden, so vaccination reached lands with no infected cows.', 'dried_lymph threads shipping distribution analogy', 1800, 'John Baron, The Life of Edward Jenner (1827)'],
    ['angina', 'Opening the bodies of men who had died of angina pectoris, I found the arteries of the heart hard, almost like bone. I suspected that was the cause of their chest pains.', 'angina coronary_arteries heart autopsy', 1786, 'Caleb Parry, Inquiry into the Symptoms and Causes of the Syncope Anginosa (1799), citing Jenner'],
    ['whole-nations', 'Where most people of a town are vaccinated, smallpox finds few to take hold of and cannot pass from one to the next, so even the unprotected are safer; like a fire with no more fuel, it dies out.', 'herd eradication public_health vaccination analogy', 1801, 'On the Origin of the Vaccine Inoculation (1801)'],
    ['smallpox-course', 'Smallpox begins with fever and pains in the back; then spots break out, fill with matter and crust. Many die, survivors are often scarred or blinded, but none takes it twice.', 'smallpox symptoms disease scars', 1798, null],
  ]),
  ...explained('Edward Jenner', 'Environment & Nature', [
    ['cuckoo', 'The cuckoo lays in other birds’ nests, and the newly hatched cuckoo, still blind, heaves its foster brothers and the eggs out on its back; it has a hollow there for the job.', 'cuckoo nest parasite chick behaviour', 1788, 'Observations on the Natural History of the Cuckoo, Philosophical Transactions (1788)'],
    ['hedgehogs', 'For John Hunter I measured the heat of hedgehogs in winter: asleep in their torpor they grow cold, near the warmth of the air around them, and yet they live.', 'hibernation hedgehogs temperature experiment', 1775, 'Letters of John Hunter to Edward Jenner (1775-1778)'],
    ['migration', 'Swallows and cuckoos do not sleep the winter in mud or under water, as many still believe; they fly away to warmer lands and return in spring, as their fat before leaving shows.', 'migration swallows birds winter', 1820, null],
  ]),
  ...explained('Edward Jenner', 'Science & Technology', [
    ['balloon-lift', 'Inflammable air (hydrogen) is far lighter than common air; a silk bag filled with it is pushed up by the heavier air around, as a cork is pushed up by water.', 'hydrogen balloon buoyancy analogy', 1784, null],
  ]),
  ...explained('Edward Jenner', 'Education & Learning', [
    ['try-the-experiment', 'My teacher Hunter taught me not to rest on opinion: if you wonder whether a thing is so, test it, patiently and exactly, and let the result teach you.', 'experiment method learning hunter', 1775, 'Letter of John Hunter to Edward Jenner, 2 August 1775'],
  ]),
];
