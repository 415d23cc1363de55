import { documented, explained, inferred, type Fact } from '../../fact';

// Written in Louis Pasteur's own voice (1822-1895): germs and weakened vaccines, nothing of later virology or antibiotics.
// prettier-ignore
export const LOUIS_PASTEUR: Fact[] = [
  ...documented('Louis Pasteur', [
    ['dole', 'I was born in Dole, in the Jura, on 27 December 1822, the son of a tanner who had served in Napoleon’s army; we moved to Arbois when I was small.', 'birth dole arbois family childhood', 1822, 'René Vallery-Radot, The Life of Pasteur (1900), ch. 1'],
    ['pastels', 'As a boy I was known more for my pastel portraits of family and neighbours than for my schoolwork.', 'art pastels childhood portraits', 1836, 'René Vallery-Radot, The Life of Pasteur (1900), ch. 1'],
    ['ecole-normale', 'I entered the École normale supérieure in Paris in 1843 to study chemistry and physics.', 'ecole_normale education chemistry paris', 1843, 'René Vallery-Radot, The Life of Pasteur (1900), ch. 2'],
    ['tartrates', 'In 1848 I found that crystals of a certain tartrate come in two mirror-image shapes; I sorted them by hand with tweezers under a lens.', 'crystals tartaric_acid chirality discovery', 1848, 'Pasteur, Comptes rendus de l’Académie des sciences (1848), vol. 26'],
    ['marie', 'In 1849 I married Marie Laurent; she wrote out my notes, took dictation and shared my work all her life.', 'marriage marie_laurent family', 1849, 'René Vallery-Radot, The Life of Pasteur (1900), ch. 3'],
    ['prepared-mind', 'At Lille in 1854 I told my students: in the fields of observation, chance favours only the prepared mind.', 'chance prepared_mind quote lille', 1854, 'Inaugural lecture, Faculty of Sciences, Lille, 7 December 1854'],
    ['lille-beet', 'In 1856 a Lille manufacturer, Monsieur Bigo, asked me why his beet-juice alcohol vats were going sour; that question led me into fermentation.', 'lille fermentation beet alcohol industry', 1856, 'René Vallery-Radot, The Life of Pasteur (1900), ch. 4'],
    ['daughters', 'I lost three of my daughters: Jeanne and Cécile to typhoid fever, in 1859 and 1866, and little Camille, not yet two, in 1865.', 'grief daughters typhoid family', 1866, 'Patrice Debré, Louis Pasteur (1994)'],
    ['sorbonne-1864', 'At the Sorbonne in 1864 I said the doctrine of spontaneous generation would never recover from the mortal blow of this simple experiment.', 'spontaneous_generation sorbonne lecture quote', 1864, 'Lecture at the Sorbonne Scientific Soirées, 7 April 1864'],
    ['silkworms', 'From 1865 I spent five seasons at Alès studying the diseases killing the silkworms of the south of France, though I had never touched a silkworm before.', 'silkworms disease ales industry', 1865, 'Pasteur, Études sur la maladie des vers à soie (1870)'],
    ['stroke', 'In 1868, at 45, a stroke left my left side partly paralysed; I went on working, with others’ hands doing what mine could not.', 'stroke paralysis perseverance illness', 1868, 'René Vallery-Radot, The Life of Pasteur (1900), ch. 7'],
    ['bonn-diploma', 'After the war of 1870 I sent back my honorary degree from the University of Bonn in protest at the bombardment of Paris.', 'war bonn protest patriotism', 1871, 'Letter to the Dean of the Faculty of Medicine, Bonn, 18 January 1871'],
    ['pouilly-le-fort', 'In May 1881 at Pouilly-le-Fort I vaccinated sheep against anthrax before a crowd; in June the vaccinated lived and the unvaccinated died.', 'anthrax vaccine sheep public_trial', 1881, 'Pasteur, Chamberland and Roux, Comptes rendus (13 June 1881)'],
    ['naming-vaccine', 'In 1881 I proposed widening the word vaccination to all such protections, in homage to the merit and great services of Edward Jenner.', 'vaccine word jenner homage', 1881, 'Address to the International Medical Congress, London, August 1881'],
    ['joseph-meister', 'On 6 July 1885 nine-year-old Joseph Meister, badly bitten by a mad dog, was brought to me; after a course of injections he never developed rabies.', 'rabies joseph_meister vaccine treatment', 1885, 'Pasteur, Comptes rendus (26 October 1885)'],
    ['jupille', 'In October 1885 a shepherd boy, Jean-Baptiste Jupille, was bitten while saving younger children from a rabid dog; we treated him too, and he lived.', 'rabies jupille shepherd courage', 1885, 'Pasteur, Comptes rendus (26 October 1885)'],
    ['institute', 'The Pasteur Institute in Paris, built with gifts from people all over the world, opened on 14 November 1888.', 'pasteur_institute paris research', 1888, 'Inauguration address, Institut Pasteur, 14 November 1888'],
  ]),
  ...inferred('Louis Pasteur', [
    ['jubilee', 'At my jubilee at the Sorbonne in 1892 Joseph Lister came to honour me, and we embraced before the hall.', 'jubilee lister honour sorbonne', 1892, 'René Vallery-Radot, The Life of Pasteur (1900), ch. 15'],
  ]),
  ...explained('Louis Pasteur', 'Food & Cooking', [
    ['fermentation-is-life', 'Wine, beer and bread ferment because of yeast, a tiny living thing that eats sugar and gives off alcohol and gas, like a minute baker at work. Fermentation is the work of life, not mere chemistry.', 'fermentation yeast alcohol bread sugar analogy', 1860, 'Pasteur, Mémoire sur la fermentation alcoolique (1860)'],
    ['souring-milk', 'Milk sours because a tiny organism, the lactic ferment, grows in it and turns its sugar into lactic acid, as weeds overrun a garden left untended. No ferment, no souring.', 'souring_milk lactic_acid bacteria analogy', 1857, 'Pasteur, Mémoire sur la fermentation appelée lactique (1857)'],
    ['wine-diseases', 'Sour, bitter or oily wine is sick: unwanted little organisms have grown in it. As a doctor knows an illness by its signs, under the microscope I could tell each wine disease by its own germ.', 'wine spoilage microbes microscope analogy', 1866, 'Pasteur, Études sur le vin (1866)'],
    ['heating-wine', 'Heat bottled wine gently, to about 55 or 60 degrees, for a short time: the spoiling germs die, but the wine keeps its taste. That is how to make wine travel and last.', 'pasteurisation heating wine preservation', 1865, 'French patent of 11 April 1865; Études sur le vin (1866)'],
    ['beer', 'Bad beer comes from stray germs in the air, water or yeast. Keep the wort away from them and use a pure yeast, and beer stays sound much longer.', 'beer brewing yeast contamination', 1876, 'Pasteur, Études sur la bière (1876)'],
    ['vinegar', 'Vinegar is made by a film of tiny plants, the mycoderma, growing on the wine’s surface and taking oxygen from the air to turn alcohol into acetic acid.', 'vinegar mycoderma acetic_acid oxygen', 1868, 'Pasteur, Études sur le vinaigre (1868)'],
    ['why-food-spoils', 'Food left open rots because germs fall into it from the air and multiply, like seeds landing on ploughed earth; boil a broth and seal it, and it can keep for years without change.', 'food_spoilage germs boiling sealing analogy', 1862, 'Pasteur, Mémoire sur les corpuscules organisés qui existent dans l’atmosphère (1862)'],
  ]),
  ...explained('Louis Pasteur', 'Science & Technology', [
    ['swan-neck-flask', 'I boiled broth in a flask whose neck curved like a swan’s: air could enter, but dust and germs settled in the bend. The broth stayed clear; break the neck, and it swarmed with life.', 'swan_neck_flask spontaneous_generation experiment', 1862, 'Pasteur, Mémoire sur les corpuscules organisés (1862)'],
    ['mirror-molecules', 'Some molecules are like left and right hands: made of the same parts, but mirror images that cannot be laid on one another. Living things make only one hand.', 'chirality molecules mirror_images analogy', 1848, 'Pasteur, Leçons sur la dissymétrie moléculaire (1860)'],
    ['life-without-air', 'I found that some ferments live without free air; for the butyric ferment, air is even a poison. Life is possible without oxygen.', 'anaerobic oxygen butyric_ferment microbes', 1861, 'Pasteur, Comptes rendus (1861), Animalcules infusoires vivant sans gaz oxygène libre'],
  ]),
  ...explained('Louis Pasteur', 'Medicine & Health', [
    ['germ-theory', 'Many diseases are caused by tiny living germs that enter the body and multiply, as a ferment multiplies in sugar. Find the germ, and you can fight the disease.', 'germ_theory microbes disease infection analogy', 1878, 'Pasteur, Joubert and Chamberland, La théorie des germes (1878)'],
    ['chicken-cholera', 'A culture of chicken cholera left for weeks over a summer had grown weak; hens given it fell only slightly ill, and then resisted fresh, deadly cultures.', 'chicken_cholera attenuation vaccine accident', 1880, 'Pasteur, Comptes rendus (1880), Sur le choléra des poules'],
    ['attenuation', 'A germ can be weakened by age, by heat, or by passing it through other animals. Like a sparring partner who pulls his punches, it gives a mild illness, and that protects against the severe one.', 'attenuation weakened_germs vaccine immunity analogy', 1881, 'Pasteur, Comptes rendus (1881)'],
    ['anthrax-vaccine', 'By growing the anthrax germ at 42 to 43 degrees it loses its strength; sheep given this weakened germ no longer die of anthrax.', 'anthrax vaccine temperature sheep', 1881, 'Pasteur, Chamberland and Roux, Comptes rendus (1881)'],
    ['rabies-cords', 'I could not see the rabies germ with any microscope, yet I could weaken it: spinal cords of infected rabbits, dried for days, grow less and less dangerous.', 'rabies spinal_cord drying attenuation', 1885, 'Pasteur, Comptes rendus (26 October 1885)'],
    ['race-the-disease', 'Rabies takes weeks to travel from a bite to the brain. Vaccinating after the bite works because the body learns its defence before the disease arrives.', 'rabies incubation treatment timing', 1885, 'Pasteur, Comptes rendus (26 October 1885)'],
    ['clean-surgery', 'If I were a surgeon I would use only instruments, water and dressings made perfectly clean by heat, and wash my hands with care; the germs on them kill patients.', 'hygiene surgery sterilisation hands', 1878, 'Address to the Académie de Médecine, 30 April 1878'],
    ['childbed-fever', 'At the Academy in 1879 I drew on the blackboard the little chains of beads I find in women dying of childbed fever: the germ is carried to them by the hands and tools of those who attend them.', 'childbed_fever streptococcus hygiene germs', 1879, 'Address to the Académie de Médecine, March 1879'],
    ['silkworm-eggs', 'Pébrine passes from moth to egg. Crush each female moth after she lays, look for the germ under a microscope, and keep only the eggs of healthy mothers.', 'silkworms pebrine microscope heredity', 1867, 'Pasteur, Études sur la maladie des vers à soie (1870)'],
  ]),
  ...explained('Louis Pasteur', 'Environment & Nature', [
    ['germs-in-air', 'I opened sealed flasks of broth in a Paris street, in the Jura hills and on a glacier near Mont Blanc: the higher and cleaner the air, the fewer flasks spoiled. Germs ride on dust.', 'airborne_germs dust glacier experiment', 1860, 'Pasteur, Comptes rendus (1860); Mémoire sur les corpuscules organisés (1862)'],
  ]),
];
