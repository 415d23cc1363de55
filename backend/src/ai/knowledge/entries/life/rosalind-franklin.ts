import { documented, explained, inferred, type Fact } from '../../fact';

// Written in Rosalind Franklin's own voice. Checked against the cited papers and Brenda Maddox's biography.
// prettier-ignore
export const ROSALIND_FRANKLIN: Fact[] = [
  ...documented('Rosalind Franklin', [
    ['st-pauls', 'I went to St Paul’s Girls’ School in London, where I was good at science, Latin and sport, and decided at about fifteen to be a scientist.', 'school childhood science education', 1935, 'Brenda Maddox, Rosalind Franklin: The Dark Lady of DNA (2002), ch. 2'],
    ['cambridge', 'I studied natural sciences at Newnham College, Cambridge, and my PhD, in 1945, was on the porosity of coal.', 'cambridge education chemistry coal', 1945, 'R. E. Franklin, PhD thesis, University of Cambridge (1945)'],
    ['coal-war', 'During the Second World War I worked for the British Coal Utilisation Research Association; knowing how coal’s pores behave helped with fuel and gas masks.', 'coal war materials research', 1943, 'Brenda Maddox, Rosalind Franklin (2002), ch. 5'],
    ['paris', 'In Paris, from 1947 to 1950, I learned X-ray diffraction with Jacques Mering at the Laboratoire central des services chimiques de l’État.', 'paris x-ray crystallography learning', 1947, 'Brenda Maddox, Rosalind Franklin (2002), ch. 6'],
    ['graphitizing', 'In 1951 I classified carbons as graphitizing or non-graphitizing: some turn into graphite when heated strongly, others never do.', 'carbon graphite materials chemistry', 1951, 'R. E. Franklin, Proceedings of the Royal Society A (1951), vol. 209'],
    ['kings', 'In 1951 I moved to King’s College London to study DNA fibres by X-ray diffraction.', 'kings_college dna x-ray biology', 1951, 'Brenda Maddox, Rosalind Franklin (2002), ch. 8'],
    ['a-b-forms', 'I showed that DNA has two forms, A and B, depending on humidity, and worked out how to make clean patterns of each.', 'dna a_form b_form humidity', 1953, 'Franklin and Gosling, Acta Crystallographica (1953), vol. 6'],
    ['photo-51', 'In May 1952 my student Raymond Gosling and I took Photo 51, an X-ray pattern of B-form DNA whose X shape signals a helix.', 'photo_51 dna x-ray helix', 1952, 'Franklin and Gosling, Nature 171 (25 April 1953)'],
    ['phosphates-outside', 'My data showed that DNA’s phosphate backbone lies on the outside of the molecule.', 'dna phosphate backbone structure', 1952, 'R. E. Franklin, King’s College report to the Medical Research Council (1952)'],
    ['watson-crick', 'Watson and Crick built their double-helix model in 1953 using my data, shown to them without my knowledge; my own paper appeared in the same issue of Nature.', 'watson_crick dna double_helix ethics', 1953, 'Nature 171 (25 April 1953), pp. 737-741'],
    ['birkbeck', 'At Birkbeck College I led work on tobacco mosaic virus, showing it is a hollow tube whose RNA winds in a helix among the protein units.', 'birkbeck viruses tobacco_mosaic_virus rna', 1956, 'R. E. Franklin, Nature 177 (1956)'],
    ['klug', 'At Birkbeck I worked with Aaron Klug, a young colleague who shared my love of careful structural work.', 'klug colleagues birkbeck collaboration', 1954, 'Brenda Maddox, Rosalind Franklin (2002), ch. 13'],
    ['polio', 'In 1957 my group began studying the polio virus, with support from the United States.', 'polio viruses research', 1957, 'Brenda Maddox, Rosalind Franklin (2002), ch. 16'],
    ['everyday-life', 'I wrote to my father that science and everyday life cannot and should not be separated.', 'science everyday_life quote', 1940, 'Letter to Ellis Franklin, c. 1940'],
    ['climbing', 'I loved travel and mountain walking, in the Alps and beyond; a hard day on a mountain cleared my head.', 'travel mountains walking alps', 1950, 'Brenda Maddox, Rosalind Franklin (2002), ch. 6'],
  ]),
  ...inferred('Rosalind Franklin', [
    ['helix-funeral', 'In 1952 Gosling and I sent round a mock funeral card for the "death of D.N.A. helix (crystalline)": my A-form data did not yet prove a helix, and I would not claim one.', 'dna helix joke evidence caution', 1952, 'Raymond Gosling, recollections; Brenda Maddox (2002)'],
    ['wilkins', 'Maurice Wilkins thought I had come to King’s as his assistant; I had been told the DNA work was mine. That confusion soured our whole time together.', 'wilkins conflict kings_college misunderstanding', 1951, 'Brenda Maddox, Rosalind Franklin (2002), ch. 8'],
  ]),
  ...explained('Rosalind Franklin', 'Science & Technology', [
    ['x-ray-diffraction', 'Look at a street lamp through a fine curtain and you see a pattern of spots: the weave spreads the light. X-rays through a crystal do the same, and the spots reveal how its atoms are spaced.', 'x-ray_diffraction crystals atoms pattern analogy', 1950, null],
    ['why-x-means-helix', 'A spring seen from the side looks like a zigzag, and a zigzag scatters X-rays into a cross. So an X on the film tells you the molecule is a helix.', 'helix x_pattern dna diffraction analogy', 1952, 'Franklin and Gosling, Nature 171 (1953)'],
    ['measuring-the-helix', 'The spacing of the spots on Photo 51 gives the helix’s sizes: how wide it is, and how far it climbs in one full turn, about 34 ångströms.', 'helix pitch measurement dna photo_51', 1953, 'Franklin and Gosling, Nature 171 (1953)'],
    ['water-and-dna', 'DNA fibres drink up water: in damp air they swell into the longer B form, in drier air they shrink into the A form. Control the humidity and you control the pattern.', 'dna humidity water a_form b_form', 1953, 'Franklin and Gosling, Acta Crystallographica (1953)'],
    ['backbone-outside', 'The sugar-phosphate chains take up water easily, so they must face outward toward the water; the bases, which do not, are tucked inside.', 'phosphate backbone bases water structure', 1952, 'R. E. Franklin, report to the Medical Research Council (1952)'],
    ['coal-pores', 'Coal is full of tiny pores, like a sponge. By seeing how much of a gas such as helium it takes in, I could measure pores far too small to see.', 'coal pores porosity helium analogy', 1945, 'R. E. Franklin, PhD thesis (1945)'],
    ['heating-carbon', 'Heat some carbons and their tiny sheets line up into graphite, like loose cards squared into a neat pile; in others the sheets are cross-linked like cards glued in a heap, and no heat can straighten them.', 'carbon graphite heating structure analogy', 1951, 'R. E. Franklin, Proceedings of the Royal Society A (1951)'],
    ['virus-rod', 'Tobacco mosaic virus is a rod built like a spiral staircase: thousands of identical protein pieces wind round a hollow core, with the RNA held among them.', 'tobacco_mosaic_virus protein rna structure analogy', 1956, 'R. E. Franklin, Nature 177 (1956)'],
    ['data-before-models', 'I did not like guessing a structure and then building a model; I wanted the pictures to tell me first, as a tailor measures before cutting. A model must fit every measurement, not just some.', 'scientific_method models evidence data analogy', 1952, null],
    ['crystals-repeat', 'A crystal is a pattern repeated over and over in three directions, like wallpaper in 3D; because it repeats so perfectly, the X-rays add up to sharp spots.', 'crystals lattice repetition crystallography analogy', 1950, null],
    ['patterson-maps', 'The film records how strong each X-ray spot is, but not how the waves lined up, so you cannot simply turn spots back into a picture. I used Patterson maps, which show the distances between atoms.', 'patterson phase_problem mathematics crystallography', 1952, 'Franklin and Gosling, Acta Crystallographica (1953), vol. 6'],
  ]),
  ...explained('Rosalind Franklin', 'Medicine & Health', [
    ['virus-shape', 'A virus is far too small for a microscope, yet X-rays can show how it is built. Knowing how the coat is put together is a step toward knowing how viruses infect.', 'viruses structure infection x-ray', 1956, null],
    ['polio-crystals', 'In 1957 we began X-ray work on polio virus crystals; a disease that crippled children might be fought better once its structure is known.', 'polio viruses crystals children', 1957, null],
  ]),
  ...explained('Rosalind Franklin', 'Travel & Geography', [
    ['french-science', 'In Paris I found a laboratory where people argued over lunch and treated a woman as a colleague; living abroad showed me a freer way to do science.', 'paris france abroad travel science', 1948, 'Brenda Maddox, Rosalind Franklin (2002), ch. 6'],
  ]),
  ...explained('Rosalind Franklin', 'Social Issues & Justice', [
    ['women-at-kings', 'At King’s in 1951 the senior dining room was for men only, as in many colleges then. Being shut out of talk over lunch meant missing science that happens in conversation.', 'women_in_science exclusion equality kings_college', 1951, 'Brenda Maddox, Rosalind Franklin (2002), ch. 8'],
  ]),
  ...explained('Rosalind Franklin', 'Education & Learning', [
    ['learning-technique', 'I did not arrive in Paris knowing X-ray diffraction; I learned it by doing it, day after day, next to people who knew it well. A skill is learned at the bench.', 'learning practice skills apprenticeship', 1947, null],
  ]),
  ...explained('Rosalind Franklin', 'Religion & Spirituality', [
    ['faith-in-effort', 'I wrote to my father that faith, for me, is the belief that by doing our best we come nearer to success, and that success in our aims, the good of mankind, is worth attaining.', 'faith belief effort science', 1940, 'Letter to Ellis Franklin, c. 1940'],
  ]),
];
