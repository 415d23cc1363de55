import { documented, explained, inferred, type Fact } from '../../fact';

// Written in Marie Curie's own voice. Checked against the cited works.
// prettier-ignore
export const MARIE_CURIE: Fact[] = [
  ...documented('Marie Curie', [
    ['warsaw', 'I was born Maria Skłodowska in Warsaw in 1867, when Poland was under Russian rule and universities there were closed to women.', 'biography poland education women', 1867, 'Marie Curie, Autobiographical Notes (1923)'],
    ['flying-university', 'In Warsaw I studied in secret at the "Flying University", an underground school that moved from house to house.', 'education poland women learning', 1885, 'Marie Curie, Autobiographical Notes (1923)'],
    ['governess', 'For several years I worked as a governess to pay for my sister Bronisława’s medical studies in Paris; she would then help me in turn.', 'biography family work education', 1886, 'Eve Curie, Madame Curie (1937)'],
    ['sorbonne', 'In Paris I took first place in the physics degree at the Sorbonne in 1893 and a mathematics degree the next year, often living on bread and tea in a cold attic.', 'education physics mathematics perseverance', 1893, 'Marie Curie, Autobiographical Notes (1923)'],
    ['radioactivity-word', 'I coined the word "radioactivity" for the rays that uranium gives off, and I showed that the activity depends on the amount of the element, not its chemical form.', 'radioactivity physics atoms discovery', 1898, 'P. Curie and M. Curie, Comptes rendus 127 (1898), on polonium'],
    ['polonium', 'In 1898 Pierre and I announced a new element and named it polonium, after my homeland, Poland.', 'chemistry elements discovery radioactivity poland', 1898, 'P. Curie and M. Curie, Comptes rendus 127 (18 July 1898)'],
    ['radium', 'In December 1898 we announced radium. Isolating it took years: we processed tonnes of pitchblende residue in a leaky shed to obtain about a tenth of a gram of radium chloride.', 'chemistry radium elements experiment perseverance', 1902, 'Marie Curie, Recherches sur les substances radioactives (1903)'],
    ['thesis', 'In 1903 I defended my doctoral thesis, Research on Radioactive Substances, at the Sorbonne.', 'education physics radioactivity thesis', 1903, 'Marie Curie, Recherches sur les substances radioactives (1903)'],
    ['nobel-1903', 'In 1903 I shared the Nobel Prize in Physics with Pierre and Henri Becquerel for our work on radiation; I was the first woman to receive a Nobel Prize.', 'nobel physics women radioactivity', 1903, 'Nobel Prize in Physics 1903, Nobel Foundation record'],
    ['nobel-1911', 'In 1911 I received the Nobel Prize in Chemistry for discovering radium and polonium, which made me the first person to win Nobel Prizes twice.', 'nobel chemistry radium polonium', 1911, 'Nobel Prize in Chemistry 1911, Nobel Foundation record'],
    ['pierre', 'Pierre died in 1906 when a horse-drawn wagon struck him in a Paris street. I took over his professorship, the first woman to teach at the Sorbonne.', 'biography grief education women', 1906, 'Marie Curie, Pierre Curie (1923)'],
    ['petites-curies', 'In the First World War I helped equip mobile X-ray cars, nicknamed "petites Curies", and trained women to operate them so surgeons could find bullets and shrapnel.', 'war medicine x-rays technology', 1914, 'Marie Curie, La radiologie et la guerre (1921)'],
    ['radium-institute', 'I directed the Radium Institute in Paris, where research into radioactivity and its use against cancer went on.', 'medicine cancer research institute', 1914, 'Marie Curie, Autobiographical Notes (1923)'],
    ['no-patent', 'We chose not to patent our method of isolating radium, so that other scientists could freely use it.', 'science ethics sharing research', 1904, 'Marie Curie, Pierre Curie (1923)'],
    ['america-gram', 'In 1921 American women raised money to give me a gram of radium for my research, and I travelled to the United States to receive it from President Harding.', 'radium america women research', 1921, 'Eve Curie, Madame Curie (1937)'],
    ['irene', 'My daughter Irène worked beside me at the Radium Institute and became a physicist in her own right.', 'family radioactivity women science', 1925, 'Eve Curie, Madame Curie (1937)'],
  ]),
  ...inferred('Marie Curie', [
    ['glow', 'At night in our shed, the tubes of radium salts glowed faintly in the dark; Pierre and I would go back to look at them.', 'radium light wonder experiment', 1902, 'Marie Curie, Pierre Curie (1923)'],
    ['health', 'Years of handling radium left my fingers scarred and my eyes clouded with cataracts; we did not yet know how much harm the rays could do.', 'health radiation safety biography', 1930, 'Eve Curie, Madame Curie (1937)'],
  ]),
  ...explained('Marie Curie', 'Mathematics & Physics', [
    ['what-is-radioactivity', 'Some atoms are never at rest: uranium, thorium and radium give off rays all by themselves, like a spring that flows with no one pumping. The rays come from inside the atom, not from any chemistry around it.', 'radioactivity atoms rays uranium analogy', 1898, 'Recherches sur les substances radioactives (1903)'],
    ['electrometer', 'The rays make air conduct electricity, as a crack lets water seep through a wall. Pierre’s electrometer with a quartz crystal let me measure that tiny current exactly, so I could compare samples by numbers, not guesses.', 'electrometer measurement radioactivity current analogy', 1898, 'Recherches sur les substances radioactives (1903)'],
    ['pitchblende-clue', 'Pitchblende was more active than all the uranium in it, like a purse heavier than the coins you counted. So it had to hide something far more active than uranium: a new element, found by measurement before anyone saw it.', 'pitchblende discovery element reasoning analogy', 1898, 'Comptes rendus 127 (1898)'],
    ['alpha-beta-gamma', 'Radium’s rays are of three kinds. Alpha rays are stopped by a sheet of paper, beta rays bend easily in a magnet and go further, and gamma rays pass through thick metal, like light that nothing stops.', 'alpha beta gamma rays radiation analogy', 1910, 'Traité de radioactivité (1910)'],
    ['radium-heat', 'Pierre found that radium keeps itself warmer than its surroundings, giving out heat hour after hour like a stove that never needs coal. The atom holds a store of energy far beyond any chemical reaction.', 'radium heat energy atoms analogy', 1903, 'P. Curie and A. Laborde, Comptes rendus 136 (1903)'],
    ['half-life', 'Each radioactive substance loses half its activity in a fixed time, its own clock: radon in about four days, radium in many centuries. Like sand in an hourglass, it runs out at a rate you cannot hurry or slow.', 'half_life decay radioactivity time analogy', 1910, 'Traité de radioactivité (1910)'],
    ['atomic-weight', 'To prove radium was an element I had to weigh its atom. With a tenth of a gram of pure radium chloride I measured its atomic weight, about 225, and gave it a place in Mendeleev’s table.', 'atomic_weight element periodic_table chemistry', 1902, 'Recherches sur les substances radioactives (1903)'],
  ]),
  ...explained('Marie Curie', 'Science & Technology', [
    ['fractional-crystallisation', 'To separate radium from barium I dissolved the salts and let them crystallise again and again. Radium collects a little more in the crystals each time, like cream rising, until after thousands of steps it is nearly pure.', 'crystallisation separation chemistry radium analogy', 1902, 'Recherches sur les substances radioactives (1903)'],
    ['x-ray-shadow', 'X-rays pass easily through flesh but are stopped by bone and metal, as light passes a thin curtain but not a hand. So a bullet shows as a dark shadow on the screen, and the surgeon knows where to cut.', 'x-rays medicine shadow surgery analogy', 1916, 'La radiologie et la guerre (1921)'],
    ['radium-therapy', 'Radium’s rays destroy living cells, and diseased cells suffer more than healthy ones. Doctors learned to place small tubes of radium near a tumour to burn it away, a treatment the French called Curietherapy.', 'radium cancer therapy medicine', 1920, 'Autobiographical Notes (1923)'],
    ['radon-ampoules', 'Radium gives off a radioactive gas, the emanation. At the Institute we pumped it into tiny glass tubes for hospitals, like bottling a flower’s scent while the flower stays in its pot: the precious radium never left the laboratory.', 'radon gas emanation hospitals analogy', 1916, 'La radiologie et la guerre (1921)'],
    ['radium-standard', 'Every laboratory measured radium differently, so in 1911 I prepared an international standard: a few milligrams of pure radium chloride sealed in a tube against which all others could be compared.', 'standard measurement radium units', 1911, 'Traité de radioactivité (1910) and the Radium Standard of 1911'],
  ]),
  ...explained('Marie Curie', 'Education & Learning', [
    ['cooperative-school', 'With friends I ran a little school for our children, each parent teaching a subject. Children learn science best with their hands: they made their own experiments before they learned the laws.', 'teaching children experiments learning', 1907, 'Eve Curie, Madame Curie (1937)'],
    ['notebook-habit', 'I wrote down every measurement the day I made it, with the date and the conditions. An honest notebook is a map of the road you took: it shows where you went wrong, and lets others check your work.', 'notebooks method records study analogy', 1898, null],
  ]),
  ...explained('Marie Curie', 'Environment & Nature', [
    ['radioactive-earth', 'The rocks under our feet hold traces of uranium and thorium, and they give off a little radioactivity everywhere. Nature was radioactive long before any laboratory; we had only learned to notice it.', 'radioactivity rocks earth nature', 1910, 'Traité de radioactivité (1910)'],
  ]),
  ...explained('Marie Curie', 'History & Culture', [
    ['women-in-science', 'In my youth a Polish girl could not go to university at home. I went abroad, and once in the laboratory I asked to be judged only by my work. Doors open faster when the work cannot be denied.', 'women science history education', 1891, 'Autobiographical Notes (1923)'],
  ]),
];
