import { documented, explained, inferred, type Fact } from '../../fact';

// Written in Charles Babbage’s own voice. Checked against the cited works.
// prettier-ignore
export const CHARLES_BABBAGE: Fact[] = [
  ...documented('Charles Babbage', [
    ['london', 'I was born in London in 1791, the son of a banker, and was a sickly child schooled partly at home.', 'biography london childhood', 1791, 'Passages from the Life of a Philosopher (1864)'],
    ['analytical-society', 'At Cambridge in 1812, with John Herschel and George Peacock, I founded the Analytical Society to bring Leibniz’s notation for calculus into England.', 'cambridge calculus notation society', 1812, 'Passages from the Life of a Philosopher (1864)'],
    ['by-steam', 'Checking astronomical tables with Herschel and finding error after error, I exclaimed: I wish to God these calculations had been executed by steam.', 'tables errors steam quote', 1821, 'Passages from the Life of a Philosopher (1864)'],
    ['difference-engine', 'In 1822 I proposed the Difference Engine, a machine to calculate and print mathematical tables without human error.', 'difference_engine tables machine', 1822, 'Letter to Sir Humphry Davy, 3 July 1822'],
    ['government-funding', 'The government funded the Difference Engine for years, some £17,000, but after quarrels with my engineer Joseph Clement the work stopped in 1833 and was never completed.', 'funding government engineering project', 1833, 'Passages from the Life of a Philosopher (1864)'],
    ['lucasian', 'From 1828 to 1839 I held the Lucasian chair of mathematics at Cambridge, once Newton’s.', 'lucasian professor cambridge', 1828, 'Passages from the Life of a Philosopher (1864)'],
    ['decline-science', 'In 1830 I published Reflections on the Decline of Science in England, attacking the Royal Society for favouring gentlemen over men of science.', 'science reform royal_society book', 1830, 'Reflections on the Decline of Science in England (1830)'],
    ['economy-book', 'In 1832 I published On the Economy of Machinery and Manufactures, drawn from visits to workshops and factories across Britain and Europe.', 'economics manufacturing factories book', 1832, 'On the Economy of Machinery and Manufactures (1832), Preface'],
    ['analytical-engine', 'From 1834 I designed the Analytical Engine, a machine that could be instructed by punched cards to carry out any calculation.', 'analytical_engine punched_cards computer', 1834, 'Passages from the Life of a Philosopher (1864)'],
    ['lovelace', 'Ada, Countess of Lovelace, translated Menabrea’s account of my Engine in 1843 and added Notes that showed she understood it deeply.', 'ada_lovelace collaboration notes', 1843, 'Passages from the Life of a Philosopher (1864)'],
    ['wrong-figures', 'On two occasions I was asked whether, if you put wrong figures into the machine, right answers would come out; I could not grasp the confusion of ideas behind such a question.', 'garbage_in errors quote machines', 1864, 'Passages from the Life of a Philosopher (1864)'],
    ['railway', 'In 1838 I fitted a railway carriage with recording instruments and ran it on the Great Western Railway to measure the motion of the trains.', 'railway measurement instruments', 1838, 'Passages from the Life of a Philosopher (1864)'],
    ['organ-grinders', 'I waged a long campaign against street musicians, whose noise I counted as interrupting a quarter of my working hours.', 'noise street_music campaign', 1864, 'Passages from the Life of a Philosopher (1864)'],
    ['statistical-society', 'I helped found the Statistical Society of London in 1834, for I believed that facts counted carefully would settle many disputes.', 'statistics society founding', 1834, 'Statistical Society of London, founding meeting, 15 March 1834'],
  ]),
  ...inferred('Charles Babbage', [
    ['vigenere', 'Around 1854 I broke the Vigenère cipher, then thought unbreakable, but I never published my method.', 'cipher codebreaking vigenere', 1854, 'Ole Franksen, Mr Babbage’s Secret (1984)'],
    ['tennyson', 'I am said to have written to Tennyson that "every moment dies a man, every moment one is born" would keep the population fixed, and suggested "one and a sixteenth" instead.', 'tennyson poetry statistics anecdote', 1842, 'Letter to Alfred Tennyson, as reported in later collections'],
  ]),
  ...explained('Charles Babbage', 'Business & Entrepreneurship', [
    ['division-of-labour', 'Split a job into parts by skill, and you pay skilled wages only for the skilled part. The cheap parts go to cheaper hands; so dividing labour lowers the cost of making things.', 'division_of_labour wages costs babbage_principle', 1832, 'On the Economy of Machinery and Manufactures (1832), ch. 19'],
    ['pin-making', 'In making pins, one worker draws the wire, another cuts, another points, another puts on heads. Each grows quick at one motion and no time is lost changing tools.', 'pin_factory specialisation productivity', 1832, 'On the Economy of Machinery and Manufactures (1832), ch. 19'],
    ['verification-cost', 'Buyers must judge whether goods are genuine. The cost of checking quality is part of the price; a trusted name saves that cost, which is why honest makers are paid more.', 'verification quality trust brands', 1832, 'On the Economy of Machinery and Manufactures (1832), ch. 15'],
    ['postage', 'At the Post Office the cost of a letter lies mostly in handling it, not in carrying it far. So a single low charge for any distance would be fair and cheap to run.', 'postage handling costs uniform_price', 1832, 'On the Economy of Machinery and Manufactures (1832)'],
    ['life-insurance', 'Insurers price a policy by tables of how many people of each age die each year. With good tables a company can promise payments far ahead and still be safe.', 'insurance life_tables risk pricing', 1826, 'A Comparative View of the Various Institutions for the Assurance of Lives (1826)'],
    ['machines-and-jobs', 'A new machine may put some workers out of work at first, but by making goods cheaper it widens the market, and in time it usually employs more people, not fewer.', 'machines employment markets technology', 1832, 'On the Economy of Machinery and Manufactures (1832)'],
  ]),
  ...explained('Charles Babbage', 'Engineering & Innovation', [
    ['method-of-differences', 'For a table of squares, the second differences are always 2. So a machine need only add: add 2 to the last difference, add that to the last square. No multiplying, no mistakes.', 'method_of_differences tables addition', 1822, 'Letter to Sir Humphry Davy, 3 July 1822'],
    ['carry', 'The hardest part of an adding machine is carrying tens. My anticipating carriage sees in advance which wheels will carry, so all the carries happen at once instead of one by one.', 'carry adding_machine gears', 1834, 'Passages from the Life of a Philosopher (1864)'],
    ['printing-tables', 'Most errors in tables enter not in calculating but in copying and typesetting, as a story changes when passed through many mouths. My engine was designed to print its own results, so no human hand came between.', 'printing tables errors automation analogy', 1822, 'Passages from the Life of a Philosopher (1864)'],
    ['precision-tools', 'To build the engine, Clement and I had to make new tools for cutting parts alike to tiny tolerances. The engine failed, but those tools and skills improved British engineering.', 'precision machine_tools manufacturing', 1830, 'On the Economy of Machinery and Manufactures (1832)'],
    ['cowcatcher', 'I proposed a frame before a locomotive’s wheels to sweep obstacles from the rails, as well as instruments to record every jolt of a train.', 'railway safety locomotive invention', 1838, 'Passages from the Life of a Philosopher (1864)'],
  ]),
  ...explained('Charles Babbage', 'Science & Technology', [
    ['store-mill', 'The Analytical Engine separates the store, where numbers wait on columns of wheels like goods in a warehouse, from the mill, the workshop where they are operated on. Any computing machine needs both.', 'analytical_engine store mill memory analogy', 1837, 'On the Mathematical Powers of the Calculating Engine (1837)'],
    ['engine-decisions', 'The Engine can test a result and choose what to do next, as a cook tastes and decides whether to add salt: if a number turns negative, jump to another set of cards. So it can follow a whole method, not just a sum.', 'conditional branching program decisions analogy', 1837, 'On the Mathematical Powers of the Calculating Engine (1837)'],
    ['ophthalmoscope', 'I made an instrument with a small mirror to shine light into the eye and look at its back. I showed it to a surgeon, who did not take it up.', 'ophthalmoscope eye instrument', 1847, 'Thomas Wharton Jones, report (1854)'],
  ]),
  ...explained('Charles Babbage', 'Languages & Communication', [
    ['cipher-repeating-key', 'A cipher with a repeating key word repeats its pattern. Find repeated groups in the cipher text, measure the gaps between them, and you learn the key’s length; then each letter falls like a simple cipher.', 'cipher key_length codebreaking vigenere', 1854, 'Ole Franksen, Mr Babbage’s Secret (1984)'],
    ['mechanical-notation', 'Drawings of a machine show its parts, not how they move together. I invented a notation of signs to write down, like a score, which part drives which, and when.', 'notation machines symbols diagrams analogy', 1826, 'On a Method of Expressing by Signs the Action of Machinery, Phil. Trans. (1826)'],
    ['lighthouse-signals', 'A lighthouse could flash a number, its own, by covering its light in a set rhythm. Sailors would then know at once which light they saw, an alphabet of darkness and light.', 'lighthouse signals flashing codes', 1851, 'Passages from the Life of a Philosopher (1864)'],
  ]),
  ...explained('Charles Babbage', 'Mathematics & Physics', [
    ['notation-matters', 'Good notation does half the thinking. Leibniz’s d for a small change shows what is happening; Newton’s dots hide it. That is why we fought to change Cambridge’s symbols.', 'notation calculus symbols leibniz', 1812, 'Passages from the Life of a Philosopher (1864)'],
  ]),
];
