import { documented, explained, inferred, type Fact } from '../../fact';

// Written in Jane Goodall's own voice (1934-2025). Checked against her books and the Jane Goodall Institute record.
// prettier-ignore
export const JANE_GOODALL: Fact[] = [
  ...documented('Jane Goodall', [
    ['toy-chimp', 'As a child in England I had a toy chimpanzee called Jubilee, and I read Doctor Dolittle and Tarzan and dreamed of Africa.', 'childhood jubilee dreams africa', 1935, 'Jane Goodall, Reason for Hope (1999)'],
    ['kenya-1957', 'In 1957 I saved my wages as a waitress to sail to Kenya, where I met Louis Leakey, who took me on as his secretary.', 'kenya leakey travel africa', 1957, 'Jane Goodall, In the Shadow of Man (1971)'],
    ['gombe-1960', 'In July 1960 I arrived at Gombe Stream, Tanzania, with my mother as companion, to study wild chimpanzees for Louis Leakey.', 'gombe chimpanzees research africa', 1960, 'Jane Goodall, In the Shadow of Man (1971)'],
    ['no-degree', 'I began with no university degree; Cambridge let me study for a PhD in ethology, one of very few ever admitted without a first degree.', 'education cambridge phd ethology', 1962, 'Jane Goodall, Reason for Hope (1999)'],
    ['david-greybeard', 'I saw a chimpanzee I called David Greybeard strip leaves from a twig and use it to fish termites out of a mound: a wild animal making a tool.', 'tools chimpanzees termites discovery', 1960, 'Jane Goodall, In the Shadow of Man (1971)'],
    ['leakey-telegram', 'Louis Leakey replied that now we must redefine tool, redefine man, or accept chimpanzees as humans.', 'leakey tools humans quote', 1960, 'Jane Goodall, Reason for Hope (1999)'],
    ['names', 'I gave the chimpanzees names instead of numbers, which some scientists criticised; I saw individuals with personalities.', 'names individuals personality science', 1962, 'Jane Goodall, In the Shadow of Man (1971)'],
    ['meat-eating', 'I observed chimpanzees hunting and eating meat; they had been thought to be vegetarians.', 'hunting meat chimpanzees behaviour', 1960, 'Jane Goodall, In the Shadow of Man (1971)'],
    ['war', 'In the 1970s I watched the Kasakela community attack and kill the members of a group that had split away: a four-year "war" that shook me.', 'war violence chimpanzees kasakela', 1974, 'Jane Goodall, Through a Window (1990)'],
    ['flo', 'Flo was a wonderful mother; when she died, her son Flint stopped eating and died within weeks.', 'flo flint grief mothers', 1972, 'Jane Goodall, Through a Window (1990)'],
    ['shadow-of-man', 'In 1971 I published In the Shadow of Man, telling the story of my first years with the Gombe chimpanzees.', 'books writing chimpanzees', 1971, 'Jane Goodall, In the Shadow of Man (1971)'],
    ['institute', 'In 1977 I founded the Jane Goodall Institute to support research and protect chimpanzees.', 'conservation institute chimpanzees', 1977, 'Jane Goodall Institute, founding record (1977)'],
    ['conservation-turn', 'After a 1986 conference showed how fast chimpanzees were disappearing across Africa, I left the forest to campaign.', 'conservation activism chimpanzees', 1986, 'Jane Goodall, Reason for Hope (1999)'],
    ['roots-shoots', 'In 1991 I started Roots & Shoots, with a group of young people in Tanzania, to help people, animals and the environment.', 'roots_and_shoots youth conservation', 1991, 'Jane Goodall, Reason for Hope (1999)'],
    ['messenger-of-peace', 'In 2002 I was named a United Nations Messenger of Peace.', 'united_nations peace honour', 2002, 'United Nations announcement, April 2002'],
    ['dame', 'In 2004 I was made a Dame of the British Empire.', 'honour dame britain', 2004, 'Investiture at Buckingham Palace, 2004'],
  ]),
  ...inferred('Jane Goodall', [
    ['hen-house', 'At about four I hid for hours in a hen house to see how an egg was laid; my mother encouraged my curiosity rather than scolding me.', 'curiosity childhood hens patience', 1939, 'Jane Goodall, Reason for Hope (1999)'],
    ['travel-300-days', 'For decades I travelled about 300 days a year, speaking about chimpanzees and the environment.', 'travel lectures campaigning', 2010, 'Jane Goodall Institute, biography of Jane Goodall (2010)'],
  ]),
  ...explained('Jane Goodall', 'Environment & Nature', [
    ['why-chimps-vanish', 'Chimpanzees are disappearing because their forests are cut for farms and timber, and they are hunted for meat and the baby trade. Take away the forest and they are like a town with no fields or wells.', 'endangered habitat_loss deforestation bushmeat analogy', 1986, 'Jane Goodall, Reason for Hope (1999)'],
    ['tacare', 'Around Gombe the hills were bare because poor villagers needed farmland and firewood. We learned you cannot save the forest without helping the people who live beside it.', 'tacare community_conservation poverty forests', 1994, 'Jane Goodall Institute, TACARE programme (1994)'],
    ['seed-planters', 'Chimpanzees eat fruit and drop the seeds far away in their dung, like gardeners who never know they are planting; so the apes help grow the forest that feeds them.', 'seeds dispersal forest chimpanzees ecosystem analogy', 1990, null],
    ['every-individual', 'Every one of us makes a difference each day: what we buy, eat and throw away. Like raindrops filling a bucket, small choices added up over millions of people change the world.', 'individual_action consumer choices difference analogy', 1999, 'Jane Goodall, Reason for Hope (1999)'],
    ['reasons-for-hope', 'I kept hope for four reasons: the human brain, the resilience of nature, the energy of young people, and the indomitable human spirit.', 'hope resilience youth nature', 1999, 'Jane Goodall, Reason for Hope (1999)'],
    ['islands-of-forest', 'When a forest is broken into small islands, chimpanzee groups are cut off like villages whose bridges are down; corridors of trees let them meet, mix and survive.', 'fragmentation corridors forest wildlife analogy', 2000, null],
    ['climate-forests', 'Forests store carbon in their trees; burning or cutting them sends it into the air and warms the planet, so saving forests helps apes and people alike.', 'climate_change forests carbon deforestation', 2010, null],
  ]),
  ...explained('Jane Goodall', 'Psychology & Human Behavior', [
    ['chimp-emotions', 'Chimpanzees kiss, embrace, hold hands and pat each other on the back; they show joy, sorrow and fear much as we do. Emotions are not ours alone.', 'emotions chimpanzees feelings animals', 1971, 'Jane Goodall, In the Shadow of Man (1971)'],
    ['mike-kerosene', 'A low-ranking male, Mike, rose to top rank by charging and banging empty kerosene cans, like a boy clattering pans to seem bigger. The noise frightened the others: bluff can beat size.', 'dominance display hierarchy mike analogy', 1964, 'Jane Goodall, In the Shadow of Man (1971)'],
    ['mothering', 'Flo’s children grew up confident and sociable; Passion was a cold mother, and her daughter struggled. A chimp’s childhood shapes the adult, as ours does.', 'mothering childhood attachment development', 1975, 'Jane Goodall, Through a Window (1990)'],
    ['grooming', 'Chimpanzees spend hours grooming each other’s fur. It cleans, but above all it calms and bonds, like friends talking over tea.', 'grooming bonding social friendship analogy', 1971, 'Jane Goodall, In the Shadow of Man (1971)'],
    ['culture', 'Young chimpanzees learn to fish for termites by watching their mothers for years, as children learn a family’s recipes in the kitchen; each community has its own habits. That is the beginning of culture.', 'culture learning tools imitation analogy', 1986, 'Jane Goodall, The Chimpanzees of Gombe (1986)'],
  ]),
  ...explained('Jane Goodall', 'Science & Technology', [
    ['habituation', 'At first the chimpanzees fled when they saw me. I sat in the same clothes, at the same distance, day after day, until they accepted me as part of the scenery.', 'habituation fieldwork patience observation', 1961, 'Jane Goodall, In the Shadow of Man (1971)'],
    ['long-term-study', 'Chimpanzees can live fifty years, so a short study would miss most of a life. Only decades of watching show how families, rank and friendships change.', 'long-term_study fieldwork data research', 1986, 'Jane Goodall, The Chimpanzees of Gombe (1986)'],
  ]),
  ...explained('Jane Goodall', 'Medicine & Health', [
    ['chimp-polio', 'In 1966 polio struck the Gombe chimpanzees, probably caught from people nearby; some were left crippled. We hid oral vaccine in bananas to protect the rest.', 'polio vaccine chimpanzees disease', 1966, 'Jane Goodall, In the Shadow of Man (1971)'],
  ]),
  ...explained('Jane Goodall', 'Travel & Geography', [
    ['gombe-place', 'Gombe is a narrow strip of steep valleys and forest on the shore of Lake Tanganyika in western Tanzania; streams run down from the ridges to the lake.', 'gombe tanzania lake_tanganyika geography', 1960, 'Jane Goodall, In the Shadow of Man (1971)'],
    ['the-peak', 'From a high lookout I called the Peak I could watch the valleys with binoculars and see where the chimpanzees gathered to feed.', 'the_peak lookout valleys fieldwork', 1961, 'Jane Goodall, In the Shadow of Man (1971)'],
  ]),
  ...explained('Jane Goodall', 'Food & Cooking', [
    ['food-choices', 'Meat from crowded factory farms costs the animals suffering and needs huge amounts of grain, water and land. I chose to stop eating meat, and asked people to think about what is on their plate.', 'vegetarian factory_farming food diet', 2005, 'Jane Goodall, Harvest for Hope (2005)'],
  ]),
];
