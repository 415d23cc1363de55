import { documented, explained, inferred, type Fact } from '../../fact';

// Written in Gregor Mendel's own voice (1822-1884): "factors" and "elements", never genes, chromosomes or DNA.
// prettier-ignore
export const GREGOR_MENDEL: Fact[] = [
  ...documented('Gregor Mendel', [
    ['heinzendorf', 'I was born Johann Mendel on 20 July 1822 in Heinzendorf, in Austrian Silesia, the son of farmers; as a boy I helped graft fruit trees in my father’s orchard.', 'birth childhood farm orchard', 1822, 'Hugo Iltis, Life of Mendel (1924, trans. 1932)'],
    ['poverty', 'My family could barely pay for my schooling; I tutored to support myself and fell ill from the strain more than once.', 'poverty education illness perseverance', 1840, 'Mendel’s autobiographical sketch (1850), in Iltis, Life of Mendel'],
    ['abbey', 'In 1843 I entered the Augustinian Abbey of St Thomas in Brünn and took the name Gregor; the abbey freed me from worry about my bread.', 'abbey brunn monk augustinian', 1843, 'Mendel’s autobiographical sketch (1850)'],
    ['exam', 'I failed the examination to become a certified teacher, in 1850 and again in 1856, yet I taught physics and natural history at the Brünn school for years as a substitute.', 'exam failure teaching perseverance', 1856, 'Hugo Iltis, Life of Mendel (1932)'],
    ['vienna', 'From 1851 to 1853 the abbey sent me to the University of Vienna, where I studied physics under Christian Doppler and plant science under Franz Unger.', 'vienna university doppler unger', 1851, 'Hugo Iltis, Life of Mendel (1932)'],
    ['pea-garden', 'From 1856 to 1863 I grew thousands of pea plants in the monastery garden, crossing them by hand and counting their offspring.', 'peas garden experiments crossing', 1856, 'Versuche über Pflanzen-Hybriden (1866)'],
    ['seven-traits', 'I followed seven traits of the pea: seed shape, seed colour, seed-coat colour, pod shape, pod colour, flower position and stem length.', 'seven_traits peas characters', 1865, 'Versuche über Pflanzen-Hybriden (1866), Division and Arrangement of the Experiments'],
    ['lectures-1865', 'I read my results to the Natural History Society of Brünn on 8 February and 8 March 1865.', 'lecture natural_history_society brunn', 1865, 'Proceedings of the Natural History Society of Brünn (1866), vol. 4'],
    ['paper-1866', 'My paper, Experiments on Plant Hybrids, was printed in the Society’s proceedings in 1866, and I sent reprints to scientists abroad.', 'paper publication plant_hybrids', 1866, 'Versuche über Pflanzen-Hybriden, Verhandlungen des naturforschenden Vereines in Brünn (1866)'],
    ['nageli', 'I wrote to the botanist Carl Nägeli about my peas; he urged me to try hawkweed, which gave confusing results.', 'nageli letters hawkweed', 1866, 'Letters of Mendel to Carl Nägeli (1866-1873)'],
    ['abbot', 'In 1868 I was elected abbot of the monastery; the duties left me little time for experiments.', 'abbot election duties', 1868, 'Hugo Iltis, Life of Mendel (1932)'],
    ['tax-dispute', 'From 1874 I refused to pay a new state tax on monasteries, which I thought unjust, and fought it for the rest of my days.', 'tax dispute government principle', 1874, 'Hugo Iltis, Life of Mendel (1932)'],
    ['tornado', 'On 13 October 1870 a whirlwind passed over Brünn; I watched it and described it for the Natural History Society.', 'tornado whirlwind weather observation', 1870, 'Die Windhose vom 13. October 1870, Verhandlungen des naturforschenden Vereines in Brünn (1871)'],
    ['weather-records', 'For years I recorded the weather at Brünn each day and wrote reports on the meteorology of the region.', 'meteorology weather records data', 1863, 'Mendel’s meteorological reports, Verhandlungen des naturforschenden Vereines in Brünn (1863-1869)'],
    ['bees', 'I kept bees in the monastery garden and tried to breed and cross different kinds of bee.', 'bees beekeeping breeding', 1871, 'Hugo Iltis, Life of Mendel (1932)'],
  ]),
  ...inferred('Gregor Mendel', [
    ['my-time-will-come', 'Friends remembered me saying, when my work was ignored: my time will come.', 'quote hope recognition', 1880, 'Recalled by Gustav von Niessl; Hugo Iltis, Life of Mendel (1932)'],
    ['why-peas', 'I chose peas because they have clear, separate traits, are easy to grow, and normally pollinate themselves, so no stray pollen spoils a cross if I cover the flowers.', 'peas choice method self-pollination', 1856, 'Versuche über Pflanzen-Hybriden (1866), Selection of the Experimental Plants'],
  ]),
  ...explained('Gregor Mendel', 'Science & Technology', [
    ['dominant-recessive', 'Cross a round-seeded pea with a wrinkled one and all the hybrids are round. Round is dominant, wrinkled recessive: the wrinkled trait is hidden, like a quiet voice drowned by a loud one, not lost.', 'dominant recessive traits hybrids analogy', 1865, 'Versuche über Pflanzen-Hybriden (1866), The Forms of the Hybrids'],
    ['three-to-one', 'Cross round peas with wrinkled ones and the hybrids are all round; let the hybrids pollinate themselves and wrinkled seeds come back: 5,474 round to 1,850 wrinkled, about three to one.', 'three_to_one ratio counting second_generation', 1865, 'Versuche über Pflanzen-Hybriden (1866), The First Generation from the Hybrids'],
    ['two-factors', 'Each plant carries two factors for a trait, one from each parent; each pollen grain or egg gets only one. A hybrid holds one round and one wrinkled factor.', 'factors inheritance pairs pollen eggs', 1865, 'Versuche über Pflanzen-Hybriden (1866), The Reproductive Cells of the Hybrids'],
    ['coin-toss', 'Why do hybrids give three round seeds to one wrinkled? Each parent passes round or wrinkled by chance, like a coin: the seed is wrinkled only when both do, one time in four.', 'probability ratio chance inheritance analogy', 1865, 'Versuche über Pflanzen-Hybriden (1866), The Reproductive Cells of the Hybrids'],
    ['hidden-carriers', 'Among round peas of the second generation, one in three breeds true; the other two are like sealed letters holding a wrinkled factor, and throw wrinkled offspring again.', 'carriers hybrids breeding_true third_generation analogy', 1865, 'Versuche über Pflanzen-Hybriden (1866), The Second Generation from the Hybrids'],
    ['independent-traits', 'Seed colour and seed shape are inherited separately, like two decks of cards shuffled apart: yellow can go with round or wrinkled, in all combinations, roughly 9 to 3 to 3 to 1.', 'independent_assortment combinations ratios analogy', 1865, 'Versuche über Pflanzen-Hybriden (1866), The Offspring of Hybrids with Several Differing Characters'],
    ['counting-matters', 'One plant tells you little; chance scatters the results. Only by counting thousands of seeds do the true ratios show, as only many coin tosses show a half.', 'large_numbers statistics counting analogy', 1865, 'Versuche über Pflanzen-Hybriden (1866), Division and Arrangement of the Experiments'],
    ['no-blending', 'Many believe a child’s traits are a blend of its parents’, like mixing paints. My peas show otherwise: the factors stay separate and whole, and come apart again.', 'blending inheritance myth factors analogy', 1866, 'Versuche über Pflanzen-Hybriden (1866), Concluding Remarks'],
    ['test-cross', 'To learn what a round pea hides, cross it with a wrinkled one: if any offspring are wrinkled, the round parent secretly carried a wrinkled factor.', 'test_cross hidden_factors method', 1865, 'Versuche über Pflanzen-Hybriden (1866), The Reproductive Cells of the Hybrids'],
    ['hawkweed', 'Hawkweed would not obey the pea rules: its hybrids bred true at once. I did not know that hawkweed often makes seed without true fertilisation.', 'hawkweed exceptions failure', 1869, 'Über einige aus künstlicher Befruchtung gewonnenen Hieracium-Bastarde (1869)'],
  ]),
  ...explained('Gregor Mendel', 'Environment & Nature', [
    ['for-breeders', 'My paper begins with gardeners who crossed flowers for new colours and saw the same hybrid forms return again and again. I sought the law behind it: a law that tells a breeder what a cross will give.', 'breeding crops hybrids gardeners plants farming', 1865, 'Experiments on Plant Hybrids (1866), Introductory Remarks'],
    ['cross-pollinating', 'To cross peas I open the bud before it ripens, remove its stamens with tweezers, dust its stigma with pollen from the other plant, and cover it so no insect interferes.', 'pollination crossing method flowers', 1856, 'Versuche über Pflanzen-Hybriden (1866), Division and Arrangement of the Experiments'],
    ['whirlwind', 'A whirlwind forms where warm air rises fast and the air rushing in begins to spin, like water swirling into a drain; the funnel tears up what lies in its path.', 'tornado whirlwind weather air analogy', 1870, null],
    ['weather-averages', 'One day’s weather tells little; measure rain, heat and pressure every day for years and the averages reveal the climate of a place.', 'climate averages measurement meteorology', 1863, 'Mendel’s meteorological reports (1863-1869)'],
    ['bees-breeding', 'Bees are hard to breed as one wishes: the queen mates in flight, far from the hive, with drones you cannot choose. Control of the parents is everything in breeding.', 'bees queens breeding control', 1871, null],
  ]),
  ...explained('Gregor Mendel', 'Education & Learning', [
    ['teaching-physics', 'As a teacher I liked to show, not only tell: a simple experiment in front of the class makes a law of physics stick better than a page of the book.', 'teaching demonstration physics students', 1860, null],
  ]),
  ...explained('Gregor Mendel', 'Religion & Spirituality', [
    ['monk-and-scientist', 'I saw no quarrel between my vows and my peas: the abbey gave me time, a garden and learned brothers, and studying nature’s order was part of our work.', 'monastery faith science harmony', 1860, null],
  ]),
];
