import { documented, explained, type Fact } from '../../fact';

// Written in Ibn Khaldun's own voice. Checked against the Muqaddimah (Rosenthal's translation,
// chapter.section) and his autobiography, the Ta‘rif.
// prettier-ignore
export const IBN_KHALDUN: Fact[] = [
  ...documented('Ibn Khaldun', [
    ['tunis', 'I was born in Tunis in 1332 to a family that had come from Seville in al-Andalus; the Black Death took my parents and many of my teachers when I was seventeen.', 'biography plague black_death tunis', 1349, 'Ta‘rif, his autobiography (c. 1395–1405)'],
    ['teachers', 'In Tunis I studied the Quran, law, Arabic and, above all, the rational sciences with al-Abili, who taught me to seek causes.', 'education teachers logic', 1347, 'Ta‘rif, his autobiography (c. 1395–1405)'],
    ['prison', 'In Fez the sultan Abu ‘Inan suspected me of plotting and kept me in prison for nearly two years.', 'prison politics fez', 1357, 'Ta‘rif, his autobiography (c. 1395–1405)'],
    ['politics-career', 'I served the sultans of Fez, Granada, Bougie and Tlemcen, and lived among the Arab tribes of the desert, as secretary, minister and envoy.', 'politics career biography', 1365, 'Ta‘rif, his autobiography (c. 1395–1405)'],
    ['granada', 'From Granada I went as envoy to King Pedro of Castile in Seville, who offered to return my ancestors’ lands if I would stay in his service. I declined.', 'diplomacy travel history castile', 1364, 'Ta‘rif, his autobiography (c. 1395–1405)'],
    ['muqaddimah', 'I wrote the Muqaddimah, the introduction to my universal history, in about five months of 1377, living quietly in the castle of Qal‘at Ibn Salama.', 'history books sociology muqaddimah', 1377, 'Ta‘rif, his autobiography (c. 1395–1405); Muqaddimah, final note'],
    ['judge', 'In Cairo the sultan made me chief Maliki judge in 1384; I was dismissed and reappointed several times, for I would not bend rulings for the powerful.', 'law justice judge cairo', 1384, 'Ta‘rif, his autobiography (c. 1395–1405)'],
    ['shipwreck', 'My wife and children drowned when their ship sank off Alexandria on the way to join me in Egypt.', 'grief family shipwreck', 1384, 'Ta‘rif, his autobiography (c. 1395–1405)'],
    ['hajj', 'In 1387 I made the pilgrimage to Mecca.', 'pilgrimage hajj mecca', 1387, 'Ta‘rif, his autobiography (c. 1395–1405)'],
    ['timur', 'In 1401, during the siege of Damascus, I was let down from the city wall by ropes to meet the conqueror Timur, and spent weeks in his camp.', 'timur damascus diplomacy', 1401, 'Ta‘rif, his autobiography (c. 1395–1405)'],
    ['timur-maghrib', 'Timur asked me to write him a description of the Maghrib, its lands, rivers, towns and peoples, and I did.', 'timur geography maghrib writing', 1401, 'Ta‘rif, his autobiography (c. 1395–1405)'],
  ]),
  ...explained('Ibn Khaldun', 'Economics & Politics', [
    ['asabiyyah', '‘Asabiyyah is group feeling: the loyalty that binds kin and allies so they fight and defend as one. A people with strong ‘asabiyyah can conquer and found a dynasty; when it fades, they fall.', 'asabiyyah solidarity group_feeling power', 1377, 'Muqaddimah, ch. 2'],
    ['taxation', 'At the start of a dynasty, tax rates are low but revenue is large; at the end, rates are high but revenue small. Like an overloaded pack animal, an overtaxed people carries less: they stop working and trading.', 'taxation revenue tax_rate incentives laffer analogy', 1377, 'Muqaddimah 3.36'],
    ['division-of-labour', 'One person cannot even make his own bread: it needs a miller, a smith for tools, a carpenter, a farmer. Working together, people produce far more than they need each alone.', 'division_of_labour cooperation bread society analogy', 1377, 'Muqaddimah, ch. 1, first prefatory discussion'],
    ['state-trade', 'When the ruler himself buys and sells, he harms his subjects: he can buy cheap and force prices, so merchants and farmers lose heart, and in the end his own tax revenue falls.', 'state government trade monopoly competition', 1377, 'Muqaddimah 3.37'],
    ['injustice-ruin', 'Seizing people’s property destroys civilisation. When people see that what they earn will be taken, they stop working for gain, markets empty, and the state itself decays.', 'property_rights injustice incentives confiscation', 1377, 'Muqaddimah, ch. 3, on injustice and the ruin of civilisation'],
    ['luxury-spending', 'As a dynasty grows used to luxury, its spending rises faster than its income. So it adds taxes and duties on markets, which choke trade and weaken the state still more.', 'luxury spending debt taxes decline', 1377, 'Muqaddimah, ch. 3'],
    ['city-prices', 'In a great city, food is cheap and luxuries dear: so many people work that staples are plentiful, but many rich buyers compete for fine things, and labour is costly.', 'prices cities demand supply labour', 1377, 'Muqaddimah 4.12'],
    ['gold-silver', 'God made gold and silver the measure of value for all goods, like a yardstick for cloth. People store wealth in them; other goods rise and fall in the market, but these are what we measure by.', 'money gold silver value measure analogy', 1377, 'Muqaddimah 5.1'],
    ['royal-authority', 'Royal authority needs ‘asabiyyah behind it. A religious cause can multiply that strength, uniting hearts and ending rivalry, as it did for the Arabs in early Islam.', 'kingship religion power unity', 1377, 'Muqaddimah 3.4–3.5'],
  ]),
  ...explained('Ibn Khaldun', 'Business & Entrepreneurship', [
    ['labour-value', 'Profit is the value realised from human labour. Even what looks like a gift of nature, like a well’s water or a mine’s gold, is worth nothing until someone works to bring it out.', 'labour value profit work', 1377, 'Muqaddimah 5.1'],
    ['commerce', 'Commerce is buying goods cheaply and selling them dearly, either by waiting for prices to rise or by carrying goods where they are in demand. The difference is the profit.', 'commerce trade profit buy_low sell_high', 1377, 'Muqaddimah 5.9'],
    ['distant-trade', 'The trader who carries goods far, across the desert to the Sudan or east to distant lands, earns most, for the goods are rare there and the danger keeps rivals few.', 'long_distance_trade caravans profit risk', 1377, 'Muqaddimah, ch. 5'],
    ['hoarding', 'A trader who hoards grain, waiting for famine to raise prices, usually loses: people resent him, and the profit he hopes for comes too late or not at all.', 'hoarding grain prices speculation', 1377, 'Muqaddimah, ch. 5'],
    ['crafts-cities', 'Crafts grow with civilisation. A village needs only carpenters and smiths; a great city supports goldsmiths, bookbinders, perfumers and singers, for its wealth creates demand for fine work.', 'crafts skills cities demand', 1377, 'Muqaddimah, ch. 5'],
    ['trader-manners', 'Trade needs a sharp tongue for haggling and disputes. The man of honour who cannot argue does better to keep out of it, or to work through an agent.', 'merchants negotiation haggling character', 1377, 'Muqaddimah, ch. 5'],
  ]),
  ...explained('Ibn Khaldun', 'History & Culture', [
    ['three-generations', 'A dynasty has a life span, like a person, usually three generations: the founders are tough; their sons keep what they saw built; the grandsons, raised in luxury, lose the group feeling and fall.', 'dynasty generations rise_and_fall decline analogy', 1377, 'Muqaddimah 3.14'],
    ['bedouin-urban', 'Desert people are hardy, brave and united; city people are rich, soft and divided. The desert conquers the city, settles in it, grows soft, and is conquered in its turn.', 'nomads cities civilisation cycle', 1377, 'Muqaddimah, ch. 2'],
    ['critique-reports', 'Historians copy reports without testing them. A report must be checked against the nature of society: is it possible? Only by knowing how civilisation works can we sift true from false.', 'historical_method sources criticism evidence', 1377, 'Muqaddimah, Introduction'],
    ['exaggerated-numbers', 'Al-Mas‘udi says Moses counted over 600,000 Israelites of fighting age. Could such a host fit, march and fight in so small a land? Numbers that strain nature must be doubted.', 'numbers exaggeration evidence history', 1377, 'Muqaddimah, Introduction'],
    ['dynasty-stages', 'A dynasty passes through stages: conquest; one-man rule; leisure and building; contentment and copying the founders; then waste and squandering, when it grows senile.', 'dynasty stages cycle history analogy', 1377, 'Muqaddimah, ch. 3'],
  ]),
  ...explained('Ibn Khaldun', 'Travel & Geography', [
    ['climate-zones', 'Geographers divide the inhabited north of the earth into seven zones from the equator to the cold north. The middle zones, neither too hot nor too cold, have the most civilisation.', 'climate_zones geography earth climate', 1377, 'Muqaddimah 1, second and third prefatory discussions'],
    ['skin-colour', 'Some say Black Africans are dark because of a curse on Ham. That is wrong: their colour comes from the hot sun of their zone, and people in the north grow pale from the cold.', 'skin_colour climate race geography', 1377, 'Muqaddimah 1, fourth prefatory discussion'],
    ['world-map', 'The earth is a globe, and water covers most of it. The inhabited part is about a quarter, north of the equator; al-Idrisi’s map, made for King Roger of Sicily, shows it zone by zone.', 'earth globe map idrisi ocean', 1377, 'Muqaddimah 1, second prefatory discussion'],
  ]),
  ...explained('Ibn Khaldun', 'Education & Learning', [
    ['gradual-teaching', 'Teach a science in three passes: first its main headings, simply; then again with more detail and the differences of opinion; then the hardest points. It is like climbing a stair, not leaping a wall.', 'teaching learning method steps analogy', 1377, 'Muqaddimah, ch. 6, on the right method of instruction'],
    ['harsh-teachers', 'Severity toward students does them harm. A child treated harshly grows lazy and deceitful, lying to escape punishment, and loses the spirit that makes a person strive.', 'teaching discipline punishment children', 1377, 'Muqaddimah, ch. 6, on severity to students'],
  ]),
];
