import { documented, explained, inferred, type Fact } from '../../fact';

// Written in Charles Darwin's own voice. Checked against the cited works; nothing of genes, which came after him.
// prettier-ignore
export const CHARLES_DARWIN: Fact[] = [
  ...documented('Charles Darwin', [
    ['beagle', 'I sailed on HMS Beagle from 1831 to 1836, a voyage round the world that I joined at 22 as a gentleman naturalist.', 'beagle voyage travel exploration biography', 1831, 'Autobiography of Charles Darwin (1887 ed. F. Darwin), Voyage of the Beagle'],
    ['edinburgh', 'I was sent to Edinburgh to study medicine, but I could not bear to watch operations done without chloroform, and I left without a degree.', 'medicine education surgery biography', 1827, 'Autobiography of Charles Darwin (1887 ed. F. Darwin), Edinburgh'],
    ['henslow', 'At Cambridge the botanist John Stevens Henslow took me on long walks; it was he who recommended me for the place on the Beagle.', 'cambridge mentors botany education', 1831, 'Autobiography of Charles Darwin (1887 ed. F. Darwin), Cambridge 1828-1831'],
    ['seasick', 'I was seasick for much of the five years at sea, so I spent every chance I had on land, riding and collecting.', 'seasickness voyage beagle travel', 1832, 'Letter to his father, 8 February 1832'],
    ['galapagos', 'In the Galápagos I learned that locals could tell which island a giant tortoise came from by the shape of its shell.', 'galapagos tortoises islands evolution', 1835, 'Journal of Researches (1845 ed.), ch. 17'],
    ['finches-mockingbirds', 'The Galápagos mockingbirds differed from island to island, and that set me wondering whether species could change.', 'evolution species mockingbirds galapagos', 1836, 'Ornithological Notes (1836), on the Galápagos mockingbirds'],
    ['malthus', 'In 1838 reading Malthus on population gave me the key: in the struggle for existence, favourable variations would tend to be preserved.', 'malthus population evolution ideas', 1838, 'Autobiography of Charles Darwin (1887 ed. F. Darwin), Religious Belief to Origin'],
    ['down-house', 'In 1842 we moved to Down House in Kent; my study, greenhouse and the Sandwalk, where I walked each day to think, were my whole workplace.', 'down_house home routine thinking walking', 1842, 'Francis Darwin, Life and Letters of Charles Darwin (1887), vol. 1, ch. 3'],
    ['origin', 'On the Origin of Species was published on 24 November 1859; the first printing sold out to the booksellers on the day.', 'origin_of_species books evolution history', 1859, 'Francis Darwin, Life and Letters of Charles Darwin (1887), vol. 2'],
    ['wallace', 'In 1858 Alfred Russel Wallace sent me an essay with the same idea; our papers were read together at the Linnean Society that July.', 'wallace evolution linnean_society history', 1858, 'Journal of the Proceedings of the Linnean Society (1858), read 1 July 1858'],
    ['twenty-years', 'I worked on my theory for about twenty years before publishing, gathering evidence from pigeons, barnacles and plants.', 'patience evidence evolution research', 1859, 'Autobiography of Charles Darwin (1887 ed. F. Darwin)'],
    ['pigeons', 'I bred fancy pigeons at Down House to show how much variation breeders can select within one species.', 'pigeons breeding variation experiment', 1856, 'The Variation of Animals and Plants under Domestication (1868), ch. 5-6'],
    ['barnacles', 'I spent about eight years, from 1846 to 1854, studying barnacles, living and fossil, and wrote four volumes on them.', 'barnacles classification patience biology', 1854, 'A Monograph on the Sub-class Cirripedia (1851-1854)'],
    ['earthworms', 'My last book, published in 1881, was about earthworms, which I had watched and measured on and off for some forty years.', 'earthworms soil books nature', 1881, 'The Formation of Vegetable Mould through the Action of Worms (1881)'],
    ['descent-of-man', 'In The Descent of Man (1871) I argued that humans share common ancestry with other animals and discussed sexual selection.', 'descent_of_man humans evolution ancestry', 1871, 'The Descent of Man (1871), Introduction'],
    ['endless-forms', 'I ended the Origin: from so simple a beginning endless forms most beautiful and most wonderful have been, and are being, evolved.', 'evolution quote wonder nature', 1859, 'On the Origin of Species (1859), ch. 14, last sentence'],
    ['marriage-list', 'Before proposing to my cousin Emma Wedgwood I wrote a list headed Marry and Not Marry; "Marry" won.', 'marriage love family emma', 1838, 'Notes on marriage (1838), Darwin Correspondence Project'],
    ['annie', 'The death of my daughter Annie in 1851, aged ten, was the great grief of my life.', 'grief annie family biography', 1851, 'Memorial of Anne Elizabeth Darwin, 30 April 1851'],
  ]),
  ...inferred('Charles Darwin', [
    ['barnacle-children', 'My children grew up thinking every father studied barnacles; one of them asked a friend where his father did his barnacles.', 'barnacles children family anecdote', 1850, 'Darwin family story, retold in Janet Browne, Charles Darwin: Voyaging (1995)'],
  ]),
  ...explained('Charles Darwin', 'Science & Technology', [
    ['natural-selection', 'Natural selection: individuals vary, more are born than can survive, and those with variations suited to their conditions leave more offspring, so useful traits spread.', 'natural_selection evolution adaptation survival', 1859, 'On the Origin of Species (1859), ch. 4'],
    ['artificial-selection', 'A pigeon breeder keeps the birds he likes and breeds from them; in a few generations the breed changes. Nature does the same choosing, slowly, by which creatures survive to breed.', 'artificial_selection breeding evolution pigeons analogy', 1859, 'On the Origin of Species (1859), ch. 1'],
    ['tree-of-life', 'Think of all living things as one great tree: living species are the green twigs, extinct ones the dead branches, and any two twigs meet if you trace them back far enough.', 'tree_of_life common_descent ancestry evolution analogy', 1859, 'On the Origin of Species (1859), ch. 4'],
    ['rudimentary-organs', 'Useless leftover organs, like the wings of some flightless beetles, are like letters kept in the spelling of a word but no longer spoken: clues to where it came from.', 'vestigial rudimentary_organs evidence evolution analogy', 1859, 'On the Origin of Species (1859), ch. 13'],
    ['fossil-record', 'The rocks are a history of the world badly kept: only a few pages of a few volumes survive, so we should not expect every in-between form to be found.', 'fossils geological_record gaps evolution analogy', 1859, 'On the Origin of Species (1859), ch. 9'],
    ['plant-movement', 'A seedling bends toward light because its tip senses the light and sends some influence down to the part that bends; cover the tip and it stops bending.', 'plants phototropism light seedlings experiment', 1880, 'The Power of Movement in Plants (1880)'],
  ]),
  ...explained('Charles Darwin', 'Environment & Nature', [
    ['struggle-for-existence', 'Even the slow-breeding elephant, left unchecked, would fill the world: one pair could have about 19 million descendants in some 750 years. Most young must die, and small differences decide which.', 'struggle_for_existence population elephants survival', 1859, 'On the Origin of Species (1859), ch. 3'],
    ['sexual-selection', 'A peacock’s huge tail does not help it survive; it helps it win mates, like a gaudy costume that wins the prize but slows the wearer. When females choose the showiest males, showy traits spread.', 'sexual_selection peacock mates display analogy', 1871, 'The Descent of Man (1871), part 2'],
    ['worms-soil', 'Earthworms swallow soil and cast it out on the surface, so every field is slowly ploughed by them, like a tireless army of tiny farmers; stones sink, and old ruins are buried over the centuries.', 'earthworms soil fertility ploughing analogy', 1881, 'The Formation of Vegetable Mould through the Action of Worms (1881)'],
    ['orchids', 'Orchid flowers are traps and guides for insects: their shapes make a visiting insect carry pollen to the next flower, so flower and insect are fitted to each other.', 'orchids pollination insects flowers coevolution', 1862, 'On the Various Contrivances by which Orchids are Fertilised by Insects (1862)'],
    ['seeds-salt-water', 'To learn how plants reach ocean islands I soaked seeds in salt water for weeks; many still sprouted, so seeds could float across the sea on currents.', 'seeds dispersal islands experiment', 1855, 'On the Origin of Species (1859), ch. 12'],
    ['entangled-bank', 'Look at a tangled bank of plants, birds, insects and worms: all these forms, so different and so dependent on each other, were produced by laws acting around us.', 'ecology web_of_life nature interdependence', 1859, 'On the Origin of Species (1859), ch. 14'],
  ]),
  ...explained('Charles Darwin', 'Travel & Geography', [
    ['coral-reefs', 'An atoll forms as an island slowly sinks: the coral round it keeps building upward toward the light, like a wall raised course by course as the flood rises, until only the ring is left.', 'coral_reefs atolls islands subsidence analogy', 1842, 'The Structure and Distribution of Coral Reefs (1842)'],
    ['andes-shells', 'High in the Andes I found fossil sea shells, and in Chile I saw an earthquake raise the coast by several feet. Mountains are lifted little by little.', 'andes earthquake geology mountains chile', 1835, 'Journal of Researches (1845 ed.), ch. 14-15'],
    ['island-species', 'Each Galápagos island had its own kinds of tortoise, mockingbird and plant, close to South American ones yet different, as cousins who settle in different towns slowly grow different accents.', 'galapagos islands species geography analogy', 1845, 'Journal of Researches (1845 ed.), ch. 17'],
    ['no-frogs-on-islands', 'Ocean islands far from land have no frogs or toads, though they would thrive there: salt water kills their spawn, so they could never cross the sea.', 'islands frogs dispersal geography', 1859, 'On the Origin of Species (1859), ch. 12'],
    ['tierra-del-fuego', 'At Tierra del Fuego the Fuegians lived almost naked in cold rain; I learned how much people can adapt to a hard climate.', 'tierra_del_fuego climate people voyage', 1832, 'Journal of Researches (1845 ed.), ch. 10'],
  ]),
  ...explained('Charles Darwin', 'Psychology & Human Behavior', [
    ['expression-emotions', 'People everywhere show anger, fear and joy with much the same faces; I asked missionaries and travellers on every continent, and they agreed. Our expressions are inherited.', 'emotions facial_expression universal psychology', 1872, 'The Expression of the Emotions in Man and Animals (1872), Introduction'],
    ['blushing', 'Blushing is the most peculiar and most human of all expressions: it comes from thinking about what others think of us, and no monkey does it.', 'blushing shame self-consciousness emotions', 1872, 'The Expression of the Emotions in Man and Animals (1872), ch. 13'],
    ['infant-diary', 'I kept a diary of my baby son: when he first smiled, showed fear or anger. Watching a child grow shows how feelings and reasoning appear step by step.', 'child_development infants observation emotions', 1877, 'A Biographical Sketch of an Infant, Mind (1877)'],
  ]),
];
