import { documented, explained, type Fact } from '../../fact';

// Written in Benjamin Franklin's own voice. Checked against his Autobiography, Poor Richard's
// Almanack, The Way to Wealth (1758), his pamphlets and letters (The Papers of Benjamin Franklin).
// "An investment in knowledge pays the best interest" and "Tell me and I forget…" are not his
// and are left out.
// prettier-ignore
export const BENJAMIN_FRANKLIN: Fact[] = [
  ...documented('Benjamin Franklin', [
    ['boston', 'I was born in Boston in 1706, the youngest son among the seventeen children of Josiah Franklin, a soap and candle maker.', 'biography boston family childhood', 1706, 'Autobiography, Part 1'],
    ['apprentice', 'At twelve I was bound apprentice to my brother James, a printer, and learned the trade in his shop.', 'apprenticeship printing brother', 1718, 'Autobiography, Part 1'],
    ['silence-dogood', 'At sixteen I slipped essays under the door of my brother’s newspaper, signed "Silence Dogood", a made-up widow; they were printed before anyone guessed they were mine.', 'writing newspaper pseudonym humour', 1722, 'Autobiography, Part 1; New-England Courant (1722)'],
    ['puffy-rolls', 'I ran away to Philadelphia at seventeen, arriving with a Dutch dollar and a shilling in copper; I bought three great puffy rolls and walked up Market Street eating one.', 'philadelphia runaway youth anecdote', 1723, 'Autobiography, Part 1'],
    ['library', 'In 1731 I set on foot the Library Company of Philadelphia: members paid a small sum each year to buy books they could all borrow.', 'library books community', 1731, 'Autobiography, Part 2'],
    ['poor-richard', 'From 1732 I published Poor Richard’s Almanack, full of weather, tides and proverbs; it sold nearly ten thousand copies a year.', 'almanac proverbs publishing poor_richard', 1732, 'Autobiography, Part 3'],
    ['fire-company', 'In 1736 we formed the Union Fire Company, neighbours who promised to bring leather buckets and bags to each other’s fires; I had written that an ounce of prevention is worth a pound of cure.', 'fire prevention community volunteers', 1736, 'Pennsylvania Gazette, 4 February 1735; Autobiography, Part 3'],
    ['retired', 'In 1748 I left the running of my printing house to my partner David Hall, to have leisure for experiments and public affairs.', 'retirement business partner science', 1748, 'Autobiography, Part 3'],
    ['kite', 'In June 1752 I flew a silk kite in a thunderstorm, with a key on the wet string, and drew sparks from the key: lightning is electricity.', 'kite lightning electricity experiment', 1752, 'Pennsylvania Gazette, 19 October 1752'],
    ['dry-fog', 'In the summer of 1783 a dry fog lay over Europe; a burning glass would scarce kindle paper in the sun. I guessed it was smoke from Hekla and a new volcano off Iceland, and that it brought the hard winter after.', 'volcano eruption fog weather winter iceland', 1784, 'Meteorological Imaginations and Conjectures (1784)'],
    ['declaration', 'In 1776 I served on the committee that drafted the Declaration of Independence, and signed it.', 'declaration_of_independence 1776 revolution', 1776, 'Journals of the Continental Congress, 11 June 1776'],
    ['france', 'As the American envoy in Paris I signed the treaty of alliance with France in 1778, and in 1783 the peace with Britain.', 'diplomacy france treaty revolution', 1778, 'Treaty of Alliance, 6 February 1778; Treaty of Paris, 3 September 1783'],
    ['bifocals', 'Tired of changing spectacles, I had the glasses of two pairs cut and joined in one frame: the upper half for seeing far, the lower for reading.', 'bifocals spectacles invention eyesight', 1785, 'Letter to George Whatley, 23 May 1785'],
    ['rising-sun', 'At the close of the Convention of 1787 I said I had often wondered whether the sun carved on the president’s chair was rising or setting; now I knew it was a rising sun.', 'constitution convention optimism quote', 1787, 'Madison, Notes of Debates, 17 September 1787'],
    ['death-and-taxes', 'I wrote to a friend in 1789 that our new Constitution seemed likely to last, but in this world nothing can be said to be certain, except death and taxes.', 'taxes constitution quote humour', 1789, 'Letter to Jean-Baptiste Le Roy, 13 November 1789'],
  ]),
  ...explained('Benjamin Franklin', 'Business & Entrepreneurship', [
    ['fireplace-pamphlet', 'To win people to my new fireplace I printed a pamphlet with drawings of how it was built, why it warmed a room with less wood and smoke, and answers to every objection. People trust what they understand.', 'invention marketing trust pamphlet fireplace persuasion', 1744, 'An Account of the New Invented Pennsylvanian Fire-Places (1744)'],
    ['time-is-money', 'Remember that time is money. He that can earn ten shillings a day by his labour, and goes abroad or sits idle half the day, has not only spent what he pays out: he has thrown away five shillings besides.', 'time_is_money opportunity_cost idleness analogy', 1748, 'Advice to a Young Tradesman (1748)'],
    ['credit', 'Credit is money. The sound of your hammer at five in the morning or eight at night, heard by a creditor, makes him easy six months longer; seen at the billiard table, he wants his money tomorrow.', 'credit trust reputation debt analogy', 1748, 'Advice to a Young Tradesman (1748)'],
    ['money-begets', 'Money breeds money. Five shillings turned over in trade become six, turned again seven, and so on. Kill one breeding sow and you destroy all her offspring to the thousandth generation.', 'compound_interest investment growth analogy', 1748, 'Advice to a Young Tradesman (1748)'],
    ['partners', 'I set up my best journeymen as printers in other colonies, in Carolina and elsewhere: I supplied the press and type, they ran the shop, and we shared the profits by a written agreement.', 'partnership franchise expansion contracts', 1731, 'Autobiography, Part 3'],
    ['wheelbarrow', 'To gain credit as a young printer, I took care not only to be industrious but to seem so: I dressed plainly, was seen at no idle diversions, and wheeled my paper home through the streets myself.', 'reputation hard_work image small_business', 1729, 'Autobiography, Part 2'],
    ['almanac-business', 'An almanac is in every house, so I filled the spaces between the dates with proverbs. A cheap book that people buy every year brought me steady income and spread good sense besides.', 'publishing product customers almanac', 1733, 'Autobiography, Part 3'],
    ['penny-saved', 'As Poor Richard said, a penny saved is twopence clear. Spending less is as sure a road to wealth as earning more, and it is the road every person can take today.', 'saving thrift money proverb', 1737, 'Poor Richard’s Almanack (1737)'],
    ['idleness-tax', 'The taxes the government lays on us are heavy, but we are taxed twice as much by our idleness, three times as much by our pride, and four times as much by our folly.', 'idleness pride spending waste analogy', 1758, 'The Way to Wealth (1758)'],
    ['small-leak', 'Beware of little expenses: a small leak will sink a great ship. Many a fortune is lost not by one big spending but by a thousand small ones that seemed too little to notice.', 'spending budget expenses analogy', 1758, 'The Way to Wealth (1758)'],
    ['no-patent', 'I was offered a patent for my Pennsylvania fireplace and refused it: as we enjoy great advantages from the inventions of others, we should be glad to serve others freely by any invention of ours.', 'patents invention stove sharing', 1744, 'Autobiography, Part 3'],
    ['matching-grant', 'For the new hospital I got the Assembly to promise two thousand pounds if private donors first raised as much. Each donor now saw his gift doubled, and both sums were soon raised.', 'fundraising matching_grant hospital', 1751, 'Autobiography, Part 3'],
    ['print-shop', 'In a printing house you set each letter by hand in a composing stick, lock the pages in a frame, ink the type with leather balls and pull the press. Government jobs, like printing money and laws, pay best.', 'printing press type trade', 1730, 'Autobiography, Part 2'],
  ]),
  ...explained('Benjamin Franklin', 'Economics & Politics', [
    ['paper-currency', 'When money is scarce, interest runs high, trade slows and land is cheap. In 1729 I argued that Pennsylvania should print more paper money, backed by land, so trade could flow.', 'paper_money currency interest trade', 1729, 'A Modest Enquiry into the Nature and Necessity of a Paper-Currency (1729)'],
    ['labour-value', 'Trade is nothing but the exchange of labour for labour, so the value of all things is best measured by labour: what a bushel of corn is worth depends on the work it took to grow it.', 'labour value trade measure', 1729, 'A Modest Enquiry into the Nature and Necessity of a Paper-Currency (1729)'],
    ['population', 'In America land is cheap, so people marry young and have large families; our numbers double about every twenty years. In crowded Europe, where a living is hard to find, people marry late.', 'population growth land marriage', 1751, 'Observations Concerning the Increase of Mankind (1751)'],
    ['stamp-act', 'Before the House of Commons in 1766 I explained that Americans would never submit to the Stamp Act: Parliament, where we have no members, has no right to tax us at home.', 'stamp_act taxation representation colonies', 1766, 'The Examination of Doctor Benjamin Franklin before the House of Commons (1766)'],
    ['join-or-die', 'At Albany in 1754 I proposed a union of the colonies for common defence, and printed a snake cut into pieces with the words "Join, or Die". Separate, we were weak.', 'union albany_plan colonies cooperation analogy', 1754, 'Pennsylvania Gazette, 9 May 1754'],
    ['three-ways', 'A nation can grow rich in three ways: by war, as the Romans did, which is robbery; by commerce, which is generally cheating; or by agriculture, the only honest way.', 'wealth nations agriculture commerce', 1769, 'Positions to be Examined, Concerning National Wealth (1769)'],
  ]),
  ...explained('Benjamin Franklin', 'Travel & Geography', [
    ['gulf-stream', 'Mail ships from England took two weeks longer to reach New York than Rhode Island merchantmen. Nantucket whalers told me why: the packets sailed against a river in the sea, the Gulf Stream, like a boat rowed upstream.', 'gulf_stream ocean_currents chart sailing analogy', 1768, 'Sundry Maritime Observations (1785)'],
    ['sea-thermometer', 'On my voyages I dipped a thermometer into the sea several times a day. The Gulf Stream water is warmer than the sea around it, so a captain can tell when he is in it.', 'thermometer ocean temperature navigation', 1775, 'Sundry Maritime Observations (1785)'],
    ['storms-move', 'A northeast storm travels from the southwest. Picture a long canal: open the gate at one end and the water nearest it moves first, then the water further back. Air warmed and rising in the south draws the air the same way.', 'storms weather wind forecasting analogy', 1750, 'Letter to Jared Eliot, 13 February 1750'],
  ]),
  ...explained('Benjamin Franklin', 'Social Issues & Justice', [
    ['owned-slaves', 'I owned enslaved people myself for many years, and my newspaper printed advertisements for their sale. I came late to see slavery’s evil, and I say so plainly.', 'slavery complicity change conscience', 1750, 'Pennsylvania Gazette advertisements; Will of 1757'],
    ['black-school', 'After visiting a school for Black children in Philadelphia I wrote that I had a higher opinion of the natural abilities of the Black race than I had ever had; their minds were as quick as any.', 'race education equality prejudice', 1763, 'Letter to John Waring, 17 December 1763'],
    ['abolition', 'In 1787 I became president of the Pennsylvania society for the abolition of slavery, and in 1790 signed its petition asking Congress to end the slave trade and give liberty to all without distinction of colour.', 'abolition slavery petition congress', 1790, 'Memorial of the Pennsylvania Society for Promoting the Abolition of Slavery (1790)'],
    ['paxton', 'In 1763 a mob from Paxton murdered peaceful Conestoga Indians, women and children among them. I wrote that if an Indian injures me, that gives me no right to punish all Indians.', 'massacre indigenous injustice collective_punishment', 1764, 'A Narrative of the Late Massacres in Lancaster County (1764)'],
    ['poor-relief', 'I am for doing good to the poor, but I think the best way is not making them easy in poverty, but leading or driving them out of it, by work and skills.', 'poverty welfare work charity', 1766, 'On the Price of Corn, and Management of the Poor (1766)'],
  ]),
  ...explained('Benjamin Franklin', 'Psychology & Human Behavior', [
    ['virtues-chart', 'I drew a chart with thirteen virtues down the side and seven days across, and marked a black spot for each fault. I worked on one virtue a week, so the whole course took thirteen weeks.', 'habits self-improvement virtues tracking', 1728, 'Autobiography, Part 2'],
    ['lend-a-book', 'To win over a rival in the Assembly, I asked to borrow a rare book of his. He lent it, and after that was my friend: one who has done you a kindness is readier to do another.', 'persuasion favours friendship franklin_effect', 1736, 'Autobiography, Part 3'],
    ['prudential-algebra', 'For a hard choice, draw a line down a page: reasons for on one side, against on the other. Over a few days, strike out reasons that balance each other, and see where the rest lies.', 'decision_making pros_and_cons choice analogy', 1772, 'Letter to Joseph Priestley, 19 September 1772'],
    ['pride', 'No passion is so hard to subdue as pride. Beat it down as you will, it peeps out; even if I thought I had overcome it, I would probably be proud of my humility.', 'pride humility ego self-knowledge', 1784, 'Autobiography, Part 2'],
  ]),
  ...explained('Benjamin Franklin', 'Education & Learning', [
    ['junto', 'I formed a club of tradesmen, the Junto, for mutual improvement. Each Friday we took turns to bring questions on morals, politics or science, and argued them without heat.', 'club discussion self-education learning', 1727, 'Autobiography, Part 2'],
    ['book-money', 'At sixteen I ate no meat, living on bread, raisins and rice, partly to save half my board money to buy books, and partly for the quicker head it gave me at study.', 'self-education reading books thrift', 1722, 'Autobiography, Part 1'],
    ['useful-ornamental', 'It would be good to teach the young everything useful and everything ornamental; but art is long and their time is short. So teach those things most useful and most ornamental.', 'education curriculum school academy', 1749, 'Proposals Relating to the Education of Youth in Pensilvania (1749)'],
  ]),
  ...explained('Benjamin Franklin', 'Languages & Communication', [
    ['spectator-method', 'I taught myself to write from The Spectator: I made short notes of an essay, set them aside, then rewrote it in my own words and compared. I even turned essays into verse and back to widen my vocabulary.', 'writing style practice imitation', 1722, 'Autobiography, Part 1'],
  ]),
  ...explained('Benjamin Franklin', 'Sports & Athletics', [
    ['swimming', 'I loved swimming and taught myself from a book. In London I once swam from near Chelsea to Blackfriars, some three miles, doing tricks in the water along the way.', 'swimming exercise london thames', 1726, 'Autobiography, Part 1'],
    ['kite-swim', 'As a boy I lay on my back in a pond holding the string of a kite, and let it tow me across the water without any effort of my own.', 'swimming kite boyhood invention', 1718, 'Letter to Jacques Barbeu-Dubourg (1773)'],
  ]),
  ...explained('Benjamin Franklin', 'Science & Technology', [
    ['plus-minus', 'Electricity is one fluid. A body with more than its share is charged plus, or positive; one with less is minus, or negative. A spark is the fluid rushing to even things out.', 'electricity charge positive negative', 1747, 'Letter to Peter Collinson, 11 July 1747'],
    ['lightning-rod', 'Lightning is electricity, and a pointed iron rod on a roof, run down into the ground, draws it off quietly, so the bolt passes by the rod and not through the house.', 'lightning_rod electricity safety invention', 1753, 'Poor Richard’s Almanack (1753)'],
  ]),
  ...explained('Benjamin Franklin', 'Psychology & Human Behavior', [
    ['do-it-today', 'My rule of Industry was: lose no time, be always employed in something useful. And as Poor Richard says, one today is worth two tomorrows; have you something to do tomorrow? Do it today.', 'procrastination tomorrow industry time habit', 1758, 'The Way to Wealth (1758); Autobiography, Part 2'],
  ]),
];
