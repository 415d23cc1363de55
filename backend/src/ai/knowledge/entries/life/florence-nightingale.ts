import { documented, explained, inferred, type Fact } from '../../fact';

// Written in Florence Nightingale's own voice (1820-1910). She held to sanitary (bad-air) ideas of disease
// long after germ theory appeared; entries say so rather than credit her with it.
// prettier-ignore
export const FLORENCE_NIGHTINGALE: Fact[] = [
  ...documented('Florence Nightingale', [
    ['born-florence', 'I was born on 12 May 1820 in Florence, Italy, and named after the city; my sister Parthenope was named after Naples.', 'birth florence italy family', 1820, 'Cecil Woodham-Smith, Florence Nightingale (1950), ch. 1'],
    ['father-teacher', 'My father taught me himself: Greek, Latin, history, philosophy and mathematics, far more than most girls of my class were given.', 'education father mathematics girls', 1832, 'Cecil Woodham-Smith, Florence Nightingale (1950), ch. 1'],
    ['calling', 'On 7 February 1837 I wrote that God spoke to me and called me to His service; it took me years to learn what that service was.', 'calling faith vocation', 1837, 'Private note of Florence Nightingale, 7 February 1837'],
    ['family-opposed', 'My family was horrified that I wished to nurse, which was then work for servants of low repute; I fought them for years, and refused a proposal of marriage to keep my freedom.', 'family opposition marriage independence', 1849, 'Cecil Woodham-Smith, Florence Nightingale (1950), ch. 4'],
    ['kaiserswerth', 'In 1851 I trained for three months with the deaconesses at Kaiserswerth, in Germany, the only nursing training I could find.', 'kaiserswerth training germany nursing', 1851, 'Florence Nightingale, The Institution of Kaiserswerth on the Rhine (1851)'],
    ['harley-street', 'In 1853 I became superintendent of a small hospital for gentlewomen in Harley Street, London.', 'harley_street superintendent hospital', 1853, 'Cecil Woodham-Smith, Florence Nightingale (1950), ch. 6'],
    ['scutari', 'In November 1854, asked by Sidney Herbert, I led 38 nurses to the British army hospital at Scutari, across the Bosphorus from Constantinople.', 'scutari crimean_war nurses herbert', 1854, 'Letter of Sidney Herbert to Florence Nightingale, 15 October 1854'],
    ['lamp', 'A Times correspondent wrote that after the doctors had gone, I could be seen alone, with a little lamp in my hand, making my rounds of the wards.', 'lady_with_the_lamp times night_rounds', 1855, 'The Times, 8 February 1855'],
    ['crimean-fever', 'In May 1855, visiting Balaclava, I fell gravely ill with Crimean fever, and I was never fully strong again.', 'crimean_fever illness balaclava', 1855, 'Cecil Woodham-Smith, Florence Nightingale (1950), ch. 11'],
    ['nightingale-fund', 'The public raised some £45,000 for the Nightingale Fund to train nurses while I was still at the war.', 'nightingale_fund money public', 1856, 'Cecil Woodham-Smith, Florence Nightingale (1950), ch. 12'],
    ['royal-statistical', 'In 1858 I became the first woman elected to the Statistical Society of London.', 'statistics royal_statistical_society women first', 1858, 'Journal of the Statistical Society of London (1858)'],
    ['notes-on-nursing', 'I wrote Notes on Nursing: What It Is, and What It Is Not (1859) for every woman who has charge of another’s health, not only for nurses.', 'notes_on_nursing books home_care', 1859, 'Notes on Nursing (1859), Preface'],
    ['nightingale-school', 'In 1860 the Nightingale Training School for nurses opened at St Thomas’ Hospital in London.', 'nursing_school st_thomas training', 1860, 'Lynn McDonald, Collected Works of Florence Nightingale, vol. 12'],
    ['from-bed', 'After the war I was mostly confined to my room, yet I worked there for decades: writing reports, advising ministers and receiving visitors.', 'invalid work reports persistence', 1860, 'Cecil Woodham-Smith, Florence Nightingale (1950), ch. 15'],
    ['india', 'I never went to India, but through the Royal Commission of 1859 to 1863 I studied the health of the army there, and then of the people.', 'india sanitation army commission', 1863, 'Report of the Royal Commission on the Sanitary State of the Army in India (1863)'],
    ['order-of-merit', 'In 1907 I became the first woman to receive the Order of Merit.', 'order_of_merit honour first_woman', 1907, 'Cecil Woodham-Smith, Florence Nightingale (1950), last chapter (1907)'],
  ]),
  ...inferred('Florence Nightingale', [
    ['longfellow', 'In 1857 Longfellow wrote a poem, Santa Filomena, about a lady with a lamp; it spread the picture of me as a gentle ministering angel.', 'longfellow poem lady_with_the_lamp fame', 1857, 'H. W. Longfellow, Santa Filomena, Atlantic Monthly (November 1857)'],
  ]),
  ...explained('Florence Nightingale', 'Medicine & Health', [
    ['fresh-air', 'Keep the air a patient breathes as pure as the air outside, without chilling him. You would not give the sick water others had washed in; why make them breathe air others have breathed?', 'fresh_air ventilation nursing analogy', 1859, 'Notes on Nursing (1859), ch. 1'],
    ['light', 'Next to fresh air, the sick need light, and direct sunlight most of all; patients turn their faces to the window as plants turn to the sun.', 'sunlight light recovery analogy', 1859, 'Notes on Nursing (1859), ch. 9, Light'],
    ['wash-hands', 'Every nurse ought to be careful to wash her hands very frequently during the day; dirt carried from bed to bed spreads sickness.', 'hand_washing hygiene cleanliness', 1859, 'Notes on Nursing (1859), ch. 11, Personal Cleanliness'],
    ['noise', 'Unnecessary noise, and above all whispering or sudden noise near a patient, harms the sick more than loud steady noise; it keeps them waiting and startled.', 'noise rest patients care', 1859, 'Notes on Nursing (1859), ch. 4'],
    ['observation', 'The most important lesson for a nurse is what to observe and how: whether the patient ate, slept, changed. Without observation, care is guesswork.', 'observation nursing records care', 1859, 'Notes on Nursing (1859), ch. 13'],
    ['dusting', 'Dusting with a dry cloth only flaps the dust from one place to another, like sweeping leaves in the wind; wipe with a damp cloth, and the dirt is truly taken away.', 'dust cleaning sickroom hygiene analogy', 1859, 'Notes on Nursing (1859), ch. 10, Cleanliness of Rooms and Walls'],
    ['hospital-no-harm', 'It may seem strange, but the very first requirement in a hospital is that it should do the sick no harm. Crowded, airless wards kill more than they cure.', 'hospitals harm overcrowding design', 1863, 'Notes on Hospitals (3rd ed., 1863), Preface'],
    ['pavilion-wards', 'Build hospitals in separate pavilions: long wards with windows on both sides, few beds, and air passing straight through, instead of one great airless block.', 'pavilion_hospital design ventilation architecture', 1859, 'Notes on Hospitals (1859)'],
    ['disease-not-wounds', 'At Scutari far more soldiers died of diseases like cholera, typhus and dysentery than of wounds; drains, water and crowding were the killers, and cleaning them saved lives.', 'scutari sanitation mortality disease', 1858, 'Notes on Matters Affecting the Health of the British Army (1858)'],
    ['bad-air-belief', 'I long held that disease arose from foul air and filth rather than from specific germs; the cleanliness it taught saved lives, though the cause was not as I thought.', 'miasma theory sanitation history', 1859, 'Notes on Nursing (1859), ch. 1'],
  ]),
  ...explained('Florence Nightingale', 'Science & Technology', [
    ['rose-diagram', 'My rose diagram shows each month of the war as a wedge, like a slice of a pie, sized by how many died and coloured by cause. At a glance anyone sees disease dwarfing wounds.', 'rose_diagram coxcomb statistics graphics analogy', 1858, 'Notes on Matters Affecting the Health of the British Army (1858), diagrams'],
    ['hospital-statistics', 'Every hospital counted its sick and dead differently, like towns using different weights and measures, so none could be compared. In 1860 I proposed one standard form for all.', 'statistics standard_forms data comparison analogy', 1860, 'Proposal to the International Statistical Congress, London (1860)'],
  ]),
  ...explained('Florence Nightingale', 'Food & Cooking', [
    ['taking-food', 'A sick person often cannot eat a large meal; a spoonful every hour may be taken when a plate at fixed times is refused. Timing matters as much as the food.', 'feeding sick appetite timing', 1859, 'Notes on Nursing (1859), ch. 6, Taking Food'],
    ['beef-tea', 'Beef tea is thought a great restorative, but a pint of it holds little real nourishment; watch what the patient’s stomach actually takes and keeps.', 'beef_tea nourishment invalid_food', 1859, 'Notes on Nursing (1859), ch. 7, What Food?'],
    ['milk-and-cream', 'Milk and what is made from it are among the most valuable foods for the sick; in many long illnesses cream can scarcely be replaced. But sour or stale milk does harm.', 'milk cream invalid_food nourishment', 1859, 'Notes on Nursing (1859), ch. 7, What Food?'],
  ]),
  ...explained('Florence Nightingale', 'Psychology & Human Behavior', [
    ['variety', 'Patients stuck staring at the same wall suffer in their nerves; a few bright flowers, a change of view, a new face help them recover. The mind affects the body.', 'variety boredom recovery mind_body', 1859, 'Notes on Nursing (1859), ch. 5, Variety'],
  ]),
  ...explained('Florence Nightingale', 'Social Issues & Justice', [
    ['cassandra', 'Why have women passion, intellect and moral activity, and a place in society where none of the three can be used? I wrote that in anger at the idle lives expected of us.', 'women work cassandra equality', 1852, 'Cassandra (written 1852), in Suggestions for Thought'],
    ['workhouse-infirmaries', 'The sick poor in workhouses were nursed by other paupers; I pressed for trained nurses there, for the poor are as sick as the rich and deserve as good care.', 'workhouses poor nursing reform', 1865, 'Letters on workhouse nursing (1865-1867); Agnes Jones at Liverpool'],
    ['india-famine', 'In India I came to see that soldiers’ health could not be mended apart from the people’s: famine, bad water and debt kill far more than any battle.', 'india famine poverty public_health', 1874, 'Life or Death in India (1874)'],
  ]),
  ...explained('Florence Nightingale', 'Education & Learning', [
    ['training-nurses', 'A good nurse is made, not born: she needs training in a hospital, under a trained matron, with lessons, practice and a record of her progress.', 'nurse_training education profession', 1860, 'Notes on Nursing (1859), Conclusion; Nightingale School regulations (1860)'],
  ]),
];
