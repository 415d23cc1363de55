import { documented, explained, inferred, type Fact } from '../../fact';

// Written in Harriet Tubman's own voice. She could not write; her words are checked against Sarah
// Bradford's Scenes in the Life of Harriet Tubman (1869) and the record gathered by Kate Clifford
// Larson, Bound for the Promised Land (2004). Explanations without a citation are role-play.
// prettier-ignore
export const HARRIET_TUBMAN: Fact[] = [
  ...documented('Harriet Tubman', [
    ['araminta', 'I was born Araminta Ross, enslaved in Dorchester County, on Maryland’s Eastern Shore; I took the name Harriet later.', 'slavery biography maryland', 1822, 'Larson, Bound for the Promised Land (2004), ch. 1'],
    ['head-injury', 'As a girl I was struck on the head by a heavy weight an overseer threw at another slave; all my life after I had sudden sleeping spells and visions.', 'slavery health injury visions', 1835, 'Bradford, Scenes in the Life of Harriet Tubman (1869)'],
    ['married', 'Around 1844 I married John Tubman, a free Black man; after the war, in 1869, I married Nelson Davis, a soldier.', 'marriage family biography', 1844, 'Larson, Bound for the Promised Land (2004), ch. 4 and 11'],
    ['escape-1849', 'In 1849, afraid of being sold, I escaped alone and made my way to Philadelphia and freedom.', 'freedom escape abolition courage', 1849, 'Bradford, Scenes in the Life of Harriet Tubman (1869)'],
    ['freedom-feeling', 'When I crossed the line into freedom, I looked at my hands to see if I was the same person; there was such a glory over everything.', 'freedom emotion quote', 1849, 'Bradford, Scenes in the Life of Harriet Tubman (1869)'],
    ['thirteen-trips', 'I went back into Maryland about thirteen times and brought away some seventy people, family and friends among them, and told dozens more how to make their own way.', 'abolition underground_railroad courage rescue', 1860, 'Larson, Bound for the Promised Land (2004), appendix'],
    ['family-rescue', 'At Christmas 1854 I led three of my brothers away, and in 1857 I brought my old parents north.', 'family rescue parents brothers', 1857, 'Larson, Bound for the Promised Land (2004), ch. 6–7'],
    ['canada', 'After the Fugitive Slave Act of 1850, I guided people all the way to St. Catharines in Canada West, where I lived for some years.', 'canada freedom law travel', 1851, 'Larson, Bound for the Promised Land (2004), ch. 6'],
    ['moses', 'People called me Moses, for leading my people out of bondage.', 'faith leadership abolition moses', 1860, 'Bradford, Scenes in the Life of Harriet Tubman (1869)'],
    ['john-brown', 'John Brown met me in Canada in 1858 and called me "General Tubman"; he asked my help in finding men for his plan against slavery.', 'abolition john_brown history', 1858, 'John Brown, letter to John Brown Jr., 8 April 1858'],
    ['scout-spy', 'In the Civil War I served the Union army in South Carolina as a nurse, a scout and a spy.', 'civil_war nursing spy scout', 1862, 'Bradford, Scenes in the Life of Harriet Tubman (1869)'],
    ['combahee', 'In June 1863 I helped guide the Union raid up the Combahee River in South Carolina, which freed more than 700 enslaved people.', 'civil_war combahee raid freedom', 1863, 'The Commonwealth (Boston), 10 July 1863'],
    ['train-assault', 'In 1865, going home from the war, a train conductor in New Jersey refused my pass and he and other men threw me into the smoking car, hurting my arm badly.', 'discrimination racism train injustice', 1865, 'Larson, Bound for the Promised Land (2004), ch. 11'],
    ['pension', 'For some thirty years I asked the government to pay me for my war service; in 1899 Congress granted me twenty dollars a month.', 'pension justice veterans women', 1899, 'Larson, Bound for the Promised Land (2004), ch. 12'],
    ['suffrage', 'In my later years I spoke at meetings for women’s right to vote, in Rochester, Boston and Washington.', 'women suffrage vote equality', 1896, 'Larson, Bound for the Promised Land (2004), ch. 12'],
    ['auburn', 'I settled in Auburn, New York, and in 1908 opened a home there for aged and poor African Americans.', 'charity community elderly auburn', 1908, 'Larson, Bound for the Promised Land (2004), ch. 12'],
  ]),
  ...inferred('Harriet Tubman', [
    ['never-lost', 'It is reported that I said: I was a conductor on the Underground Railroad, and I never ran my train off the track and I never lost a passenger.', 'underground_railroad quote leadership', 1896, 'Reported speech, 1896; Larson, Bound for the Promised Land (2004)'],
  ]),
  ...explained('Harriet Tubman', 'Social Issues & Justice', [
    ['slavery-system', 'Under slavery a person was property. Your master could whip you, hire you out, or sell you like a horse, and no court would hear you. That is what we ran from.', 'slavery property injustice law analogy', 1849, null],
    ['sold-south', 'The worst fear was being sold South, to the cotton and rice fields of the Deep South. Two of my sisters were sold away in chains, and we never saw them again.', 'slave_trade family separation sold', 1849, 'Bradford, Scenes in the Life of Harriet Tubman (1869)'],
    ['hired-out', 'As a child I was hired out to other people: I checked muskrat traps in cold water and minded a baby all night. My owner kept the pay; I got the whipping.', 'child_labour hired_out slavery work', 1828, 'Bradford, Scenes in the Life of Harriet Tubman (1869)'],
    ['liberty-or-death', 'I had reasoned it out: there were two things I had a right to, liberty or death. If I could not have one, I would have the other, for no man should take me alive.', 'liberty freedom rights courage', 1849, 'Bradford, Scenes in the Life of Harriet Tubman (1869)'],
    ['they-should-be-free', 'When I reached freedom I was a stranger in a strange land. My father, mother, brothers and sisters were down in Maryland. I was free, and they should be free too.', 'freedom family duty rescue', 1849, 'Bradford, Scenes in the Life of Harriet Tubman (1869)'],
    ['underground-railroad', 'The Underground Railroad was no railroad: it was people. Homes where we could hide were stations; guides were conductors; friends like Thomas Garrett in Wilmington and William Still in Philadelphia passed us on.', 'underground_railroad network safe_houses analogy', 1855, null],
    ['fugitive-slave-act', 'The law of 1850 made Northern officials help catch runaways and punished anyone who hid us. It was like reaching home and finding the hunters there waiting. So I took my people on to Canada.', 'fugitive_slave_act law canada injustice analogy', 1851, null],
    ['literacy', 'Enslaved people were kept from reading, for a reading slave could write a pass or read a newspaper. I never learned to read or write; I carried my maps in my head.', 'literacy education slavery reading', 1850, null],
    ['women-vote', 'Asked once whether women ought to vote, I said I had suffered enough to believe it. Women nursed, scouted and fought in that war; they should have a say in the country.', 'suffrage women vote equality', 1897, null],
    ['emancipation', 'Lincoln’s Proclamation of 1863 freed slaves in the rebel states, but not in Maryland; my own state ended slavery in 1864 with a new constitution, and the whole nation in 1865.', 'emancipation abolition lincoln thirteenth_amendment', 1865, null],
    ['pies-pay', 'In the war I drew almost no pay. At night I baked pies and gingerbread and brewed root beer, and the men sold them in camp, so I could keep myself.', 'work pay fairness war nurse', 1863, 'Bradford, Scenes in the Life of Harriet Tubman (1869)'],
    ['home-for-aged', 'Old people who had worked all their lives in slavery had nothing when they grew weak. So I took them into my house in Auburn and worked to build a proper home for them.', 'charity elderly poverty community', 1908, null],
  ]),
  ...explained('Harriet Tubman', 'Travel & Geography', [
    ['north-star', 'By night I steered by the North Star: find the Big Dipper, follow the two stars at the end of its cup, and they point to the star that stays still while the sky turns. Walk toward it.', 'north_star navigation stars night analogy', 1850, null],
    ['saturday-escape', 'We started on Saturday nights. Masters would not miss us on Sunday, and notices for runaways could not be printed in the papers until Monday, so we gained a day or two.', 'escape timing planning newspapers', 1855, null],
    ['night-water', 'We moved by night and hid by day, in swamps, barns and potato holes. Wading up a stream breaks the scent, so the dogs lose the trail.', 'hiding rivers dogs escape night', 1855, null],
    ['route', 'From the Eastern Shore we went north up the peninsula to Wilmington, then to Philadelphia and New York, and on through the state to the bridge at Niagara Falls and into Canada.', 'route geography canada niagara', 1856, null],
  ]),
  ...explained('Harriet Tubman', 'Religion & Spirituality', [
    ['hold-steady', 'I always told God: I am going to hold steady on to you, and you have got to see me through. I went only where I felt He sent me.', 'faith god prayer trust', 1855, 'Bradford, Scenes in the Life of Harriet Tubman (1869)'],
    ['visions', 'In my spells I dreamed I was flying over fields and rivers, and saw the line where the land of freedom began. I took such dreams as warnings and guidance from God.', 'dreams visions faith guidance', 1849, 'Bradford, Scenes in the Life of Harriet Tubman (1869)'],
    ['song-signals', 'I used hymns as signals. Singing a certain song near the hiding place told people it was safe to come out; another told them to lie still.', 'hymns songs signals spirituals', 1855, 'Bradford, Scenes in the Life of Harriet Tubman (1869)'],
    ['prayed-for-master', 'I prayed all one winter that God would change my master’s heart. When I heard he would sell us, I prayed the Lord take him; he died soon after, and I was sorry I had prayed it.', 'prayer conscience regret faith', 1849, 'Bradford, Scenes in the Life of Harriet Tubman (1869)'],
  ]),
  ...explained('Harriet Tubman', 'History & Culture', [
    ['combahee-how', 'For the Combahee raid our scouts learned where the Rebels had sunk mines in the river. The gunboats steamed up at night, burned the plantations, and the people ran down to the boats by hundreds.', 'combahee raid civil_war gunboats', 1863, null],
    ['fort-wagner', 'Fort Wagner in July 1863, when the 54th Massachusetts stormed it, was like a storm: the lightning was the guns, the thunder the big guns, the rain was blood; and when we came to get in the crops, it was dead men we reaped.', 'fort_wagner 54th_massachusetts black_soldiers civil_war analogy', 1863, null],
  ]),
  ...explained('Harriet Tubman', 'Psychology & Human Behavior', [
    ['no-turning-back', 'On the road some grew afraid and wanted to go back. I could not allow it: one who went back could be made to tell where we hid. A party is a chain, only as strong as its weakest link.', 'fear courage group danger analogy', 1856, 'Bradford, Scenes in the Life of Harriet Tubman (1869)'],
  ]),
];
