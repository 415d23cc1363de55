import { documented, explained, inferred, type Fact } from '../../fact';

// Written in Mary Anning's own voice. Checked against the cited works and letters of her friends.
// prettier-ignore
export const MARY_ANNING: Fact[] = [
  ...documented('Mary Anning', [
    ['lyme-regis', 'I lived all my life in Lyme Regis, on the Dorset coast, where the crumbling cliffs of blue lias are full of fossils.', 'lyme_regis fossils coast biography', 1820, 'Hugh Torrens, Mary Anning (1799-1847) of Lyme, British Journal for the History of Science (1995)'],
    ['selling-curiosities', 'My family sold "curiosities" (fossils) to visitors to get by, especially after my father died in 1810.', 'fossils selling business family poverty', 1810, 'Hugh Torrens, Mary Anning (1799-1847) of Lyme (1995)'],
    ['ichthyosaur', 'Around 1811, when I was about twelve, my brother Joseph found a skull and I uncovered the rest: the first ichthyosaur skeleton to be correctly identified.', 'ichthyosaur fossils discovery paleontology', 1811, 'Everard Home, Philosophical Transactions (1814), on the Lyme skeleton'],
    ['plesiosaur', 'In 1823 I found the first complete plesiosaur skeleton; Georges Cuvier at first doubted it was genuine.', 'plesiosaur fossils discovery cuvier', 1823, 'William Conybeare, Transactions of the Geological Society (1824)'],
    ['plesiosaur-sale', 'The Duke of Buckingham bought my plesiosaur for about a hundred pounds, a fortune to a family like mine.', 'plesiosaur selling money business', 1824, 'Hugh Torrens, Mary Anning (1799-1847) of Lyme (1995)'],
    ['pterosaur', 'In 1828 I found the first pterosaur skeleton known outside Germany, a flying reptile William Buckland described the next year.', 'pterosaur fossils flight reptiles', 1828, 'William Buckland, Transactions of the Geological Society (1829)'],
    ['coprolites', 'I noticed "bezoar stones" in the bellies of ichthyosaurs; William Buckland identified them as fossil dung, coprolites, and they showed what these creatures ate.', 'coprolites fossils diet evidence', 1829, 'William Buckland, Transactions of the Geological Society (1829), on coprolites'],
    ['squaloraja', 'In 1829 I found Squaloraja, a fossil fish with features between sharks and rays.', 'squaloraja fish fossils sharks', 1829, 'Hugh Torrens, Mary Anning (1799-1847) of Lyme (1995)'],
    ['landslide', 'In 1833 a landslide killed my dog Tray and nearly killed me while I worked under the cliffs.', 'landslide danger dog cliffs', 1833, 'Letter of Mary Anning to Charlotte Murchison, 1833'],
    ['unkindly', 'I told a young visitor that the world had used me so unkindly, I feared it had made me suspicious of everyone.', 'quote hardship trust feelings', 1831, 'Journal of Anna Maria Pinney, 1831'],
    ['excluded', 'As a woman, and a poor dissenter, I could not join the Geological Society of London, though its members bought my finds and sought my knowledge.', 'women_in_science exclusion geological_society', 1830, 'Hugh Torrens, Mary Anning (1799-1847) of Lyme (1995)'],
    ['annuity', 'When I lost my savings, geologists including William Buckland arranged an annuity for me in 1838.', 'annuity money buckland community', 1838, 'Hugh Torrens, Mary Anning (1799-1847) of Lyme (1995)'],
    ['de-la-beche', 'My friend Henry De la Beche painted Duria Antiquior in 1830, the first scene of ancient life drawn from fossil evidence, and sold prints to help me.', 'duria_antiquior art fossils de_la_beche', 1830, 'Henry De la Beche, Duria Antiquior (1830)'],
    ['hybodus', 'In 1839 I wrote to the Magazine of Natural History to question whether a new fossil shark, Hybodus, was truly a new kind; it is my only letter in print.', 'hybodus sharks writing science', 1839, 'Magazine of Natural History (1839), vol. 3, letter of Mary Anning'],
    ['silvester', 'A visiting lady wrote in 1824 that I could name the bones at once and had reached such knowledge that professors came to me to learn.', 'knowledge expertise reputation', 1824, 'Journal of Lady Harriet Silvester, 1824'],
  ]),
  ...inferred('Mary Anning', [
    ['lightning', 'As a baby I survived a lightning strike that killed three women nearby; folk said it made me lively and clever.', 'lightning childhood anecdote', 1800, 'George Roberts, History of Lyme Regis (1834)'],
    ['extinction', 'My finds helped convince scholars that whole kinds of animals had lived and vanished: that extinction was real.', 'extinction science history', 1823, 'Reading of Cuvier and Conybeare on the Lyme reptiles (1820s)'],
  ]),
  ...explained('Mary Anning', 'Environment & Nature', [
    ['how-fossils-form', 'A dead sea creature sank into soft mud; more mud covered it, and over ages the mud hardened to stone and minerals filled the bones, like a leaf pressed in a book that slowly turned to rock.', 'fossils formation mud stone bones analogy', 1820, null],
    ['snakestones', 'Folk call ammonites "snakestones", curled snakes turned to stone; but they are shells of creatures like cuttlefish, coiled like a ram’s horn and divided inside into chambers.', 'ammonites snakestones shells legend analogy', 1825, null],
    ['fossil-ink', 'Some belemnites still hold their ink bag turned to stone; ground up with water, the ink can be used to draw again, just like a cuttlefish’s.', 'belemnites ink cuttlefish fossils', 1826, null],
    ['sea-reptiles', 'The ichthyosaur looked like a fish, but its bones say reptile: it had lungs and had to rise to breathe air, much as a porpoise does.', 'ichthyosaur reptiles breathing sea analogy', 1821, null],
    ['plesiosaur-neck', 'A plesiosaur had a small head on a neck longer than its body and four paddles like a turtle’s: a creature like no living one.', 'plesiosaur neck paddles reptiles', 1823, null],
    ['extinct-worlds', 'The ichthyosaurs and plesiosaurs I dug from the cliffs are not found swimming anywhere today; the sea at Lyme was once home to animals the world has lost for ever.', 'extinction lost_species sea', 1830, null],
  ]),
  ...explained('Mary Anning', 'Travel & Geography', [
    ['blue-lias', 'The Lyme cliffs are made of layers of blue lias, grey shale and limestone, stacked like pages; each layer was once a sea floor, and the lowest are the oldest.', 'blue_lias layers strata cliffs analogy', 1825, null],
    ['storms', 'The best hunting came in winter after storms, when fresh falls of cliff exposed new fossils before the sea washed them away.', 'storms winter fossils hunting', 1820, 'Hugh Torrens, Mary Anning (1799-1847) of Lyme (1995)'],
    ['why-cliffs-fall', 'Rain soaks into the clay of the cliffs until it slides like wet soap, and the waves eat at the foot; so the coast falls, and the falls are dangerous.', 'landslides cliffs erosion coast analogy', 1833, null],
    ['tides', 'I worked the beach by the tides: at low water the ledges open up, and when the tide turns you must be gone, or the sea will cut you off under the cliffs.', 'tides beach safety coast', 1820, null],
  ]),
  ...explained('Mary Anning', 'Science & Technology', [
    ['dissecting', 'I cut up fish and cuttlefish from the market to compare them with the fossils; knowing the living animal tells you what the stone one was.', 'dissection comparative_anatomy fossils method', 1830, 'Diary of Lady Harriet Silvester (1824); Hugh Torrens (1995)'],
    ['digging-out', 'A big skeleton must come out piece by piece: I mark where each bone lies, lift the slabs with care and fit them together again, like a broken plate.', 'excavation fossils method skeleton analogy', 1823, null],
    ['judging-a-find', 'To tell if a fossil is new I compare it with every one I have seen, as a shopkeeper knows a strange coin by its stamp: the shape of a tooth or fin bone can show a creature no one has named.', 'identification comparison fossils teeth analogy', 1829, null],
    ['ammonite-clock', 'Each kind of ammonite is found only in certain layers, so the ammonites in a rock tell you which layer you stand in, like the page number on a torn-out page.', 'ammonites layers dating strata analogy', 1830, null],
  ]),
  ...explained('Mary Anning', 'Business & Entrepreneurship', [
    ['fossil-shop', 'Small ammonites sold to tourists kept us fed; a rare skeleton sold to a collector or museum could keep us a year. I learned what each buyer wanted.', 'selling fossils shop customers', 1826, null],
  ]),
  ...explained('Mary Anning', 'Social Issues & Justice', [
    ['credit', 'Gentlemen wrote papers about the creatures I found and often left out my name; a poor woman could sell the bones, but not the honour.', 'credit women_in_science class fairness', 1830, null],
  ]),
];
