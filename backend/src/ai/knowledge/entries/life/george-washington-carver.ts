import { documented, explained, inferred, type Fact } from '../../fact';

// Written in George Washington Carver's own voice (c. 1864-1943). Checked against his Tuskegee bulletins and Linda McMurry's biography.
// prettier-ignore
export const GEORGE_WASHINGTON_CARVER: Fact[] = [
  ...documented('George Washington Carver', [
    ['born-enslaved', 'I was born enslaved in Missouri near the end of the Civil War; as a baby I was kidnapped with my mother by raiders, and only I was recovered.', 'slavery childhood missouri kidnapping', 1864, 'Linda O. McMurry, George Washington Carver: Scientist and Symbol (1981), ch. 1'],
    ['plant-doctor', 'As a boy I nursed sick plants so well that neighbours called me "the plant doctor".', 'plants childhood plant_doctor', 1875, 'Linda O. McMurry, George Washington Carver (1981), ch. 1'],
    ['simpson-art', 'I first studied art and piano at Simpson College in Iowa; my art teacher, seeing my plant paintings, urged me to study agriculture.', 'art simpson_college education', 1890, 'Linda O. McMurry, George Washington Carver (1981), ch. 2'],
    ['iowa-state', 'At Iowa State I was the first Black student; I took my bachelor’s degree in 1894 and a master’s in agriculture in 1896.', 'iowa_state education agriculture equality', 1896, 'Linda O. McMurry, George Washington Carver (1981), ch. 2'],
    ['tuskegee', 'In 1896 Booker T. Washington invited me to lead agricultural work at Tuskegee Institute in Alabama, where I stayed for 47 years.', 'tuskegee booker_t_washington careers', 1896, 'Letter of Booker T. Washington to Carver, 1896; McMurry (1981), ch. 3'],
    ['jesup-wagon', 'In 1906 I designed the Jesup Wagon, a school on wheels that carried demonstrations to farmers in the countryside.', 'jesup_wagon education outreach', 1906, 'Linda O. McMurry, George Washington Carver (1981), ch. 5'],
    ['bulletins', 'I wrote simple bulletins for farmers, with recipes and methods, so the knowledge reached people who needed it.', 'bulletins farmers education recipes', 1916, 'Tuskegee Experiment Station Bulletins (1898-1943)'],
    ['peanut-uses', 'I developed about 300 products from peanuts and many from sweet potatoes, but I did not invent peanut butter.', 'peanuts products invention', 1930, 'Linda O. McMurry, George Washington Carver (1981), ch. 9'],
    ['congress-1921', 'In 1921 I spoke to a Congressional committee for the peanut growers; given ten minutes, I was asked to continue and spoke for nearly two hours.', 'congress peanuts tariff testimony', 1921, 'House Ways and Means Committee, tariff hearings (January 1921)'],
    ['patents', 'I took only three patents; I believed my discoveries were gifts to share.', 'patents sharing ethics', 1927, 'U.S. Patents 1,522,176 (1925), 1,541,478 (1925), 1,632,365 (1927)'],
    ['spingarn', 'In 1923 I received the NAACP’s Spingarn Medal.', 'spingarn_medal naacp honour', 1923, 'NAACP Spingarn Medal record (1923)'],
    ['royal-society-arts', 'In 1916 I was made a Fellow of the Royal Society of Arts in London.', 'honour royal_society_of_arts london', 1916, 'Linda O. McMurry, George Washington Carver (1981), ch. 8'],
    ['painter', 'I was a painter too; one of my paintings was exhibited at the 1893 World’s Columbian Exposition in Chicago.', 'painting art exposition', 1893, 'Linda O. McMurry, George Washington Carver (1981), ch. 2'],
    ['henry-ford', 'Henry Ford became my friend; we shared an interest in making useful products from farm crops, and he visited me at Tuskegee.', 'henry_ford friendship chemurgy', 1938, 'Linda O. McMurry, George Washington Carver (1981), ch. 13'],
    ['museum', 'In 1940 I gave my life savings to found the George Washington Carver Foundation for research at Tuskegee, and in 1941 a museum of my work opened there.', 'museum foundation research tuskegee', 1941, 'Linda O. McMurry, George Washington Carver (1981), ch. 13'],
  ]),
  ...inferred('George Washington Carver', [
    ['boll-weevil', 'When the boll weevil ravaged cotton, crops I promoted gave farmers something else to grow and sell.', 'boll_weevil cotton crops economics', 1915, 'Linda O. McMurry, George Washington Carver (1981), ch. 8'],
  ]),
  ...explained('George Washington Carver', 'Environment & Nature', [
    ['crop-rotation', 'Cotton year after year wears out the soil, as a horse worked every day wears out. Rotate it with peanuts, cowpeas or velvet beans, and the next cotton crop grows better on the same field.', 'crop_rotation soil cotton legumes analogy', 1905, 'Tuskegee Bulletin No. 6, How to Build Up Worn Out Soils (1905)'],
    ['nitrogen', 'Peas, beans and peanuts carry little lumps on their roots that take nitrogen from the air and leave it in the soil: they feed the land while you feed yourself.', 'nitrogen legumes roots soil fertility analogy', 1905, 'Tuskegee Bulletin No. 6, How to Build Up Worn Out Soils (1905)'],
    ['compost', 'Do not burn leaves or waste swamp muck: pile them, let them rot, and spread them on the fields. A compost heap is a savings bank for the soil, and it costs nothing to open.', 'compost muck fertilizer soil analogy', 1905, 'Tuskegee Bulletin No. 6, How to Build Up Worn Out Soils (1905)'],
    ['erosion', 'Bare land on a slope loses its topsoil with every hard rain, like sugar washed off a tilted plate. Plant a cover crop and plough across the slope, and the soil stays where it belongs.', 'erosion cover_crops hillsides soil analogy', 1936, 'How to Build Up and Maintain the Virgin Fertility of Our Soils, Tuskegee Bulletin (1936)'],
    ['clay-paints', 'The clays of Alabama come in many colours; washed and ground, they make paints, so a poor family can brighten its cabin from the hillside.', 'clay paint pigments natural_resources', 1911, 'Linda O. McMurry, George Washington Carver (1981), ch. 9'],
    ['nothing-wasted', 'In nature nothing is wasted: the leaf that falls feeds the soil that grows the next leaf. A farm should work the same way.', 'waste recycling cycles nature farm', 1920, null],
  ]),
  ...explained('George Washington Carver', 'Food & Cooking', [
    ['peanut-food', 'The peanut is rich in protein and oil: roasted, boiled, ground into a paste, pressed for oil or baked into bread, it can stand in for meat on a poor man’s table.', 'peanuts protein nutrition recipes', 1916, 'Tuskegee Bulletin No. 31, How to Grow the Peanut and 105 Ways of Preparing It for Human Consumption (1916)'],
    ['sweet-potato', 'Sweet potatoes spoil if stored badly, so I showed farmers how to cure them in warm, dry rooms, and to dry and grind them into flour for bread.', 'sweet_potato storage flour curing', 1918, 'How to Make Sweet Potato Flour, Starch, Sugar, Bread and Mock Cocoanut, Tuskegee Bulletin (1918)'],
    ['cowpeas', 'Cowpeas are cheap to grow, enrich the soil, and make a good meal: dried, they keep all winter, and cooked well they give the strength of meat.', 'cowpeas beans protein cheap_food', 1910, 'Tuskegee Experiment Station Bulletins (1910s)'],
    ['preserving', 'Drying and canning save the summer’s plenty for winter: heat kills what spoils food, and a sealed jar, like a locked door, keeps anything new from getting in.', 'canning preserving drying winter analogy', 1917, 'Tuskegee Experiment Station Bulletins (1910s), on canning and preserving'],
    ['wild-greens', 'Many so-called weeds, like dandelion, lamb’s quarters and poke, are good food; a family that knows the wild plants need never go hungry for greens.', 'foraging wild_plants weeds greens', 1942, 'Nature’s Garden for Victory and Peace, Tuskegee Bulletin (1942)'],
    ['balanced-meals', 'A farm family living on fat pork, cornmeal and molasses goes short of what the body needs; add greens, peas, milk and fruit from your own land, and health improves.', 'balanced_diet nutrition vegetables health', 1916, 'Three Delicious Meals Every Day for the Farmer, Tuskegee Bulletin (1916)'],
    ['tomatoes', 'Many farmers thought tomatoes hardly worth growing; I showed how easy they are to raise and how many ways they can be cooked and kept.', 'tomatoes vegetables gardening recipes', 1918, 'Tuskegee Experiment Station Bulletins (1918), on tomatoes'],
    ['acorns', 'Acorns that fall free in the woods can fatten hogs and save bought feed; what nature gives for nothing should not be left to rot.', 'acorns hogs feed thrift', 1898, 'Tuskegee Bulletin No. 1, Feeding Acorns (1898)'],
    ['peanut-milk', 'Grind peanuts fine, soak them in water and strain: you get a rich milk to drink or cook with, useful where cows are few and milk is dear.', 'peanut_milk dairy_substitute recipes', 1919, 'Linda O. McMurry, George Washington Carver (1981)'],
  ]),
  ...explained('George Washington Carver', 'Science & Technology', [
    ['chemurgy', 'A chemist can use every part of a crop, as a good farmer uses every part of a hog: from peanuts and sweet potatoes I made dyes, paints, oils and glues, giving the farmer new buyers.', 'chemurgy products chemistry crops analogy', 1935, 'Linda O. McMurry, George Washington Carver (1981), ch. 12'],
    ['fungi', 'Many plant diseases are caused by tiny fungi; I collected and studied them so farmers could know the enemy that spots and rots their crops.', 'fungi plant_disease mycology crops', 1901, 'Linda O. McMurry, George Washington Carver (1981), ch. 4'],
  ]),
  ...explained('George Washington Carver', 'Social Issues & Justice', [
    ['self-reliance', 'Poor Black farmers bought food and fertilizer on credit and fell deeper in debt. I taught them to grow their own food and feed their soil, so they could stand on their own.', 'sharecropping debt poverty self-reliance', 1906, 'Linda O. McMurry, George Washington Carver (1981), ch. 5'],
    ['education-opens-doors', 'I was refused by a college that learned I was Black, yet I kept going; education was the door I would not let anyone close.', 'education racism perseverance', 1885, 'Linda O. McMurry, George Washington Carver (1981), ch. 2'],
  ]),
  ...explained('George Washington Carver', 'Education & Learning', [
    ['learn-by-doing', 'Farmers learn best by seeing: show a man two plots, one worn out and one manured, and he believes what no lecture could make him believe.', 'demonstration learning_by_doing teaching farmers', 1906, 'Linda O. McMurry, George Washington Carver (1981), ch. 5'],
  ]),
];
