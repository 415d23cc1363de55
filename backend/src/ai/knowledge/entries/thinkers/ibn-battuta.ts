import { documented, explained, type Fact } from '../../fact';

// Written in Ibn Battuta's own voice. Checked against the Rihla as written down by Ibn Juzayy in
// 1355 (Gibb's translation, The Travels of Ibn Battuta, and Dunn's study of the journeys).
// prettier-ignore
export const IBN_BATTUTA: Fact[] = [
  ...documented('Ibn Battuta', [
    ['tangier', 'I left my birthplace, Tangier, in June 1325, aged twenty-one, to make the pilgrimage to Mecca. I did not come home for twenty-four years.', 'biography tangier hajj journey', 1325, 'Rihla (1355), opening'],
    ['birds-nests', 'I set out alone, with no companion or caravan, driven by a longing to see the holy places; I left my dear ones as birds leave their nests.', 'departure homesickness courage quote', 1325, 'Rihla (1355), opening'],
    ['caravan-qadi', 'On the road east from Tunis, the pilgrims of the caravan made me their qadi, their judge, though I was still a young man.', 'judge caravan law career', 1325, 'Rihla (1355)'],
    ['first-hajj', 'In 1326 I reached Mecca with the caravan from Damascus and made my first pilgrimage; I would make it several times more.', 'hajj mecca pilgrimage', 1326, 'Rihla (1355)'],
    ['constantinople', 'I travelled to Constantinople in the company of a Byzantine princess, a wife of the Khan Uzbek, going home to visit her father, the emperor.', 'constantinople byzantium travel princess', 1332, 'Rihla (1355)'],
    ['delhi-judge', 'In Delhi the sultan Muhammad ibn Tughluq made me a qadi of the city, with a large salary and villages for my income; I served him for about seven years.', 'delhi india judge sultan', 1334, 'Rihla (1355)'],
    ['china-envoy', 'In 1341 the sultan sent me as his envoy to the emperor of China. At Calicut a storm wrecked the ships carrying the gifts, and I was left with nothing.', 'china envoy shipwreck calicut', 1341, 'Rihla (1355)'],
    ['maldives', 'In the Maldive Islands I served as qadi and married into leading families, but my strictness with the law made enemies, and I left.', 'maldives judge islands marriage', 1343, 'Rihla (1355)'],
    ['china', 'I did reach China at last, landing at the great port of Zaytun, and travelled by river and canal as far as Khansa and, I said, Khanbaliq.', 'china zaytun travel canal', 1346, 'Rihla (1355)'],
    ['plague-damascus', 'I was in Damascus in 1348 when the great plague struck: on one day 2,400 people died there.', 'black_death plague damascus', 1348, 'Rihla (1355)'],
    ['mother', 'On reaching Fez in 1349 I learned that my mother had died of the plague some months before.', 'grief mother plague homecoming', 1349, 'Rihla (1355)'],
    ['granada', 'From Morocco I crossed to al-Andalus and visited Granada, where Muslims still held out against the Christian kings.', 'granada andalus spain', 1350, 'Rihla (1355)'],
    ['mali', 'In 1352 I crossed the Sahara to the kingdom of Mali and stayed some eight months in the capital of Mansa Sulayman.', 'mali sahara africa kingdom', 1352, 'Rihla (1355)'],
    ['dictated', 'Sultan Abu ‘Inan of Fez ordered my travels written down; I told them to the scholar Ibn Juzayy, who finished the book in 1355.', 'rihla book writing dictation', 1355, 'Rihla (1355), Ibn Juzayy’s preface and colophon'],
  ]),
  ...explained('Ibn Battuta', 'Travel & Geography', [
    ['monsoon', 'Ships in the Indian Ocean sail by the seasonal winds, as a miller waits on his stream: half the year the wind blows from the southwest, half from the northeast. Miss it and you wait months in port.', 'monsoon winds sailing indian_ocean seasons analogy', 1342, 'Rihla (1355)'],
    ['caravan', 'Nobody crosses a desert alone. A caravan is a moving town: hundreds of camels, with guides, guards, a judge and water carriers. Safety comes from numbers and from knowing the wells.', 'caravan camels desert safety analogy', 1326, 'Rihla (1355)'],
    ['taghaza', 'At Taghaza in the Sahara the houses and the mosque are built of blocks of salt roofed with camel skins. There are no trees, only sand and a salt mine; food comes from far away.', 'taghaza salt sahara desert', 1352, 'Rihla (1355)'],
    ['takshif', 'Before the hardest stretch of desert, the caravan hires a takshif, a scout who rides ahead to Walata so the people there come out with water to meet us. If he dies on the way, so may we.', 'scout desert water planning', 1352, 'Rihla (1355)'],
    ['niger-nile', 'Near Mali I saw a great river and took it to be the Nile, flowing from there down to Egypt. The people said it ran past Timbuktu and Gao.', 'niger river mali geography', 1352, 'Rihla (1355)'],
    ['junks', 'Chinese junks are floating towns: up to twelve sails of bamboo matting, a thousand men aboard, cabins with locks, and herbs and ginger grown in wooden tubs.', 'junks ships china sailing analogy', 1342, 'Rihla (1355)'],
    ['china-safety', 'China is the safest land for a traveller. You may travel for months carrying wealth: every inn writes down its guests each night, like a master calling the roll, and checks them out in the morning.', 'china safety inns travel analogy', 1346, 'Rihla (1355)'],
    ['steppe-wagons', 'On the steppe of the Golden Horde people travel in houses on wheels: wagons drawn by horses or oxen, with felt tents on top, where you can eat, sleep and read while the wagon moves.', 'steppe wagons golden_horde nomads analogy', 1332, 'Rihla (1355)'],
    ['short-nights', 'At Bulghar on the Volga, in the month of fasting, the summer night was so short that we had barely broken the fast and prayed before dawn came again.', 'bulghar volga nights latitude', 1332, 'Rihla (1355)'],
    ['calicut', 'Calicut is one of the great ports of the world. Merchants from China, Java, Ceylon, Yemen and Persia meet there, and Chinese ships winter in its harbour.', 'calicut port india trade', 1342, 'Rihla (1355)'],
    ['never-twice', 'I made it my rule never to travel any road a second time, so far as I could. So I saw new lands each journey, even when it meant a longer way.', 'travel rule adventure curiosity', 1332, 'Rihla (1355)'],
    ['maldive-islands', 'The Maldive Islands are one of the wonders of the world: some two thousand islands in clusters, each cluster ringed like a circle with one opening, like a gate, where ships can enter.', 'maldives islands atolls geography', 1343, 'Rihla (1355)'],
    ['aden', 'Aden, at the mouth of the Red Sea, has no crops, no trees and no fresh water except what rain fills into great cisterns; yet it is rich, because Indian ships come to its harbour.', 'aden port red_sea water cisterns', 1331, 'Rihla (1355)'],
    ['sea-or-land', 'From Egypt to Mecca you can cross the desert to the Red Sea port of Aydhab and sail to Jeddah, or go the long land road through Syria; war at Aydhab once sent me back to Syria.', 'routes red_sea aydhab pilgrimage', 1326, 'Rihla (1355)'],
  ]),
  ...explained('Ibn Battuta', 'Business & Entrepreneurship', [
    ['cowries', 'In the Maldives money is cowrie shells. They are gathered from the sea, and traded by the shipload to Bengal and on to the lands of the Sudan, where people also buy and sell with them.', 'cowries shells money currency maldives', 1343, 'Rihla (1355)'],
    ['paper-money', 'In China people do not buy and sell with gold or silver coins but with pieces of paper, each as big as a hand and stamped with the emperor’s seal. A worn note can be changed for new.', 'paper_money currency china banknotes', 1346, 'Rihla (1355)'],
    ['coir', 'Maldive ships are sewn together with cord of coconut fibre, not nailed. The islanders sell this coir rope to India, China and Yemen, along with dried fish.', 'coir coconut ships exports', 1343, 'Rihla (1355)'],
    ['salt-gold', 'In the Sudan salt is used as money: a camel load of salt bought at Taghaza sells far dearer in Mali, where it is cut into pieces and traded like gold and silver.', 'salt gold trade currency sahara analogy', 1352, 'Rihla (1355)'],
    ['pepper', 'Along the Malabar coast pepper vines climb the coconut trees. The merchants dry the pepper in the sun, and ships carry it west to Yemen and east to China.', 'pepper spices malabar trade', 1342, 'Rihla (1355)'],
  ]),
  ...explained('Ibn Battuta', 'Religion & Spirituality', [
    ['hajj-rites', 'Pilgrims put on the ihram, two plain white cloths, so rich and poor look alike. We circle the Kaaba seven times, run between Safa and Marwa, and stand together on the plain of Arafat.', 'hajj ihram kaaba arafat pilgrimage', 1326, 'Rihla (1355)'],
    ['zawiyas', 'Across the lands of Islam, Sufi lodges called zawiyas take in travellers, like a chain of inns that asks no payment: a bed, food and company for a few nights. Without them I could not have gone so far.', 'sufi zawiya hospitality lodges analogy', 1326, 'Rihla (1355)'],
    ['plague-prayer', 'When plague struck Damascus, the people fasted three days and walked out barefoot to pray together: Muslims with their Qurans, Jews with their Torah, Christians with their Gospel.', 'plague prayer religions damascus', 1348, 'Rihla (1355)'],
    ['burhan-prophecy', 'In Alexandria the holy man Burhan al-Din told me I would travel to India, Sind and China and greet his brothers there. I did not intend it then; years later I met them all.', 'prophecy saint alexandria destiny', 1326, 'Rihla (1355)'],
    ['medina', 'In Medina I prayed at the Prophet’s mosque beside his tomb. To visit it is not part of the hajj itself, but few pilgrims who come so far would go home without it.', 'medina prophet mosque pilgrimage', 1326, 'Rihla (1355)'],
  ]),
  ...explained('Ibn Battuta', 'History & Culture', [
    ['tughluq', 'Sultan Muhammad ibn Tughluq of Delhi was the most generous of men, showering gold on strangers, and the most fearsome, quick to shed blood. At his gate there was always someone being enriched or killed.', 'delhi sultan tughluq india history', 1334, 'Rihla (1355)'],
    ['mansa-audience', 'When Mansa Sulayman of Mali holds court, he sits under a silk dome with armed guards; subjects approach in worn clothes and sprinkle dust on their heads to show humility.', 'mali mansa court ceremony', 1352, 'Rihla (1355)'],
    ['hagia-sophia', 'In Constantinople I saw the great church of Hagia Sophia from outside; no one may enter without bowing to the great cross at its gate, so I did not go in.', 'constantinople hagia_sophia church', 1332, 'Rihla (1355)'],
  ]),
  ...explained('Ibn Battuta', 'Social Issues & Justice', [
    ['mali-justice', 'Among the good things in Mali: there is little injustice, for the people hate it, and the sultan forgives no one who does it. A traveller is safe on the roads.', 'justice mali safety law', 1352, 'Rihla (1355)'],
    ['broken-dish', 'In Damascus there is an endowment for broken dishes: a servant boy who breaks his master’s plate can take the pieces to it and get money for a new one, and so escape a beating.', 'waqf charity endowment servants', 1326, 'Rihla (1355)'],
    ['walata-women', 'In Walata the women were treated with more respect than the men, went unveiled and had men friends; a man’s heir was his sister’s son. I disapproved, but I set down what I saw.', 'women customs culture mali', 1352, 'Rihla (1355)'],
  ]),
  ...explained('Ibn Battuta', 'Languages & Communication', [
    ['arabic-persian', 'Arabic, the language of the Quran, let me speak with scholars from Morocco to Java. In India and among the Muslims of China I also needed Persian, and elsewhere an interpreter.', 'arabic persian interpreters languages', 1334, 'Rihla (1355)'],
  ]),
];
