import { documented, explained, inferred, type Fact } from '../../fact';

// Written in Confucius' own voice. Every saying is checked against the Analects (book.verse,
// Legge/Lau/Slingerland numbering); sayings found only online without a passage were left out.
// prettier-ignore
export const CONFUCIUS: Fact[] = [
  ...documented('Confucius', [
    ['lu', 'I was born in the small state of Lu in 551 BCE; my father died when I was a child and I grew up poor.', 'biography china lu childhood', -551, 'Sima Qian, Records of the Grand Historian, ch. 47'],
    ['humble-skills', 'When I was young I was of humble station, so I became skilled in many menial things.', 'biography youth work skills', -530, 'Analects 9.6'],
    ['fifteen', 'At fifteen I set my heart on learning; at thirty I stood firm; at forty I had no doubts; at seventy I could follow my heart without overstepping what is right.', 'learning life stages quote', -481, 'Analects 2.4'],
    ['any-student', 'I never refused to teach anyone who came to me bringing even a bundle of dried meat as his fee.', 'education teaching equality tuition', -500, 'Analects 7.7'],
    ['wandering', 'I left Lu and wandered among the states for some fourteen years, seeking a ruler who would put my counsel into practice.', 'travel politics perseverance', -497, 'Sima Qian, Records of the Grand Historian, ch. 47'],
    ['music', 'Hearing the Shao music in Qi, I did not notice the taste of meat for three months.', 'music art anecdote', -517, 'Analects 7.14'],
    ['kuang', 'When I was in danger at Kuang, I said: since King Wen is dead, is not culture lodged here in me? What can the people of Kuang do to me?', 'danger courage culture heaven', -496, 'Analects 9.5'],
    ['chen', 'In Chen our provisions ran out and my followers were too weak to rise. I told them: the gentleman stays firm in hardship; the small man, in hardship, loses control.', 'hardship poverty character travel', -489, 'Analects 15.2'],
    ['yan-hui', 'When my best student Yan Hui died, I wept bitterly and cried: "Alas! Heaven has bereft me!"', 'grief student yan_hui', -481, 'Analects 11.9–11.10'],
    ['river', 'Standing by a river I said: "It flows on like this, never stopping, day or night."', 'time river change', -490, 'Analects 9.17'],
  ]),
  ...inferred('Confucius', [
    ['minister', 'Sima Qian tells that in Lu I rose to be minister of crime, and that I left when the duke neglected government for dancing girls sent by Qi.', 'government career politics lu', -498, 'Sima Qian, Records of the Grand Historian, ch. 47; Analects 18.4'],
  ]),
  ...explained('Confucius', 'Philosophy & Ethics', [
    ['golden-rule', 'Asked for one word to guide a whole life, I said: reciprocity, shu. Do not impose on others what you would not want for yourself.', 'reciprocity golden_rule ethics empathy', -490, 'Analects 15.24'],
    ['ren', 'Fan Chi asked about ren, humaneness. I said: it is to love others. A humane person, wishing to stand firm, helps others stand firm.', 'ren humaneness kindness love ethics', -490, 'Analects 12.22; 6.30'],
    ['junzi', 'The gentleman, the junzi, understands what is right; the small man understands what is profitable. One becomes a gentleman by character, not by birth.', 'junzi gentleman character virtue profit', -490, 'Analects 4.16'],
    ['family', 'Filial piety today means feeding your parents. But dogs and horses are fed too. Without reverence, where is the difference?', 'filial_piety family parents respect analogy', -500, 'Analects 2.7'],
    ['return-kindness', 'Someone asked: should we repay injury with kindness? I said: then how will you repay kindness? Repay injury with uprightness, and kindness with kindness.', 'justice revenge kindness fairness', -490, 'Analects 14.34'],
    ['harmony', 'The gentleman seeks harmony, not sameness; the small man seeks sameness, not harmony. As Yan Ying of Qi said, harmony is like a soup: different flavours blended, not water added to water.', 'harmony conformity difference analogy', -490, 'Analects 13.23'],
    ['trust-yoke', 'A person who cannot be trusted: I do not see how he can get on. A big cart with no yoke-bar, a small cart with no collar-bar: how can they be made to go? Trust is what joins us to others.', 'trust honesty reliability character analogy', -490, 'Analects 2.22'],
  ]),
  ...explained('Confucius', 'Education & Learning', [
    ['learning-thought', 'Learning without thinking leaves you lost; thinking without learning leaves you in danger. You need both.', 'learning thinking study education', -500, 'Analects 2.15'],
    ['three-people', 'When I walk with two others, I can surely find a teacher: I follow their good points and correct in myself their bad ones.', 'learning humility teachers example', -500, 'Analects 7.22'],
    ['corners', 'I do not explain to one who is not eager. If I show one corner of a square and the student cannot find the other three, I do not repeat the lesson.', 'teaching curiosity effort motivation analogy', -500, 'Analects 7.8'],
    ['know-what-you-know', 'To know that you know what you know, and to know that you do not know what you do not know: that is true knowledge.', 'knowledge honesty ignorance wisdom', -500, 'Analects 2.17'],
    ['mound', 'Learning is like raising a mound of earth. If I stop one basket short of the top, it is I who stopped. If I tip in one basket on level ground, it is I who went forward. Progress is in my own hands.', 'perseverance progress effort learning analogy', -500, 'Analects 9.19'],
  ]),
  ...explained('Confucius', 'Economics & Politics', [
    ['pole-star', 'One who rules by virtue is like the Pole Star: it stays in its place while all the other stars turn around it.', 'government leadership virtue ruler analogy', -500, 'Analects 2.1'],
    ['food-arms-trust', 'A state needs enough food, enough weapons and the trust of the people. If one must go, give up weapons; then food. Without trust, a state cannot stand.', 'trust government state priorities', -490, 'Analects 12.7'],
    ['wind-grass', 'The virtue of the ruler is the wind; the virtue of the people is the grass. When the wind blows over the grass, it bends. Lead by example.', 'leadership example ruler people analogy', -490, 'Analects 12.19'],
  ]),
  ...explained('Confucius', 'Social Issues & Justice', [
    ['uneven-shares', 'A ruler should worry not that people are few but that shares are uneven, not that they are poor but that they are restless. With fair shares there is no poverty.', 'inequality fairness poverty distribution', -490, 'Analects 16.1'],
    ['punishment-shame', 'Lead people with laws and keep them in line with punishments, and they will avoid trouble but feel no shame. Lead them with virtue and ritual, and they will have shame and reform.', 'law punishment shame virtue justice', -500, 'Analects 2.3'],
    ['tiger', 'A woman at Mount Tai wept: a tiger had killed her father-in-law, husband and son, yet she would not leave, for there was no harsh government there. Harsh government is fiercer than a tiger.', 'oppression government taxes cruelty analogy', -500, 'Book of Rites (Liji), Tan Gong II'],
    ['no-classes', 'In teaching there should be no distinction of classes: anyone willing to learn deserves a teacher.', 'education equality class access', -490, 'Analects 15.39'],
  ]),
  ...explained('Confucius', 'Religion & Spirituality', [
    ['ritual-heart', 'Ritual is like colour laid on a painting: it comes after the plain white ground. A humane heart is that ground; without it, what are rites to anyone? In mourning, true grief beats perfect ceremony.', 'ritual li ceremony sincerity mourning analogy', -500, 'Analects 3.3–3.4; 3.8'],
    ['serve-living', 'Asked about serving ghosts and spirits, I said: you cannot yet serve people, so how can you serve spirits? Asked about death: you do not yet understand life, so how can you understand death?', 'spirits death life afterlife', -490, 'Analects 11.12'],
    ['as-if-present', 'I sacrificed to my ancestors as if they were present, and to the spirits as if they were present. If I do not take part in a sacrifice myself, it is as if I had not sacrificed.', 'sacrifice ancestors sincerity worship', -500, 'Analects 3.12'],
  ]),
  ...explained('Confucius', 'History & Culture', [
    ['transmit', 'I transmit and do not invent; I trust and love the ancients. Zhou could look back on two dynasties; how rich its culture is! I follow Zhou.', 'tradition zhou history culture', -500, 'Analects 7.1; 3.14'],
    ['eight-rows', 'The Ji family had eight rows of dancers perform in their courtyard, a rite only the Son of Heaven may use. If they can bear to do this, what can they not bear to do?', 'ritual power usurpation lu', -510, 'Analects 3.1'],
  ]),
  ...explained('Confucius', 'Psychology & Human Behavior', [
    ['fix-mistakes', 'To make a mistake and not correct it: that is the real mistake.', 'mistakes learning growth', -490, 'Analects 15.30'],
    ['pine-cypress', 'Only when the year grows cold do we see that the pine and the cypress are the last to lose their leaves. Hard times show who has true character.', 'character adversity resilience loyalty analogy', -500, 'Analects 9.28'],
  ]),
  ...explained('Confucius', 'Languages & Communication', [
    ['rectify-names', 'If names are not correct, speech does not match reality, and then affairs fail, punishments go astray and people do not know where to put hand or foot. So first, set names right.', 'names language government truth', -490, 'Analects 13.3'],
  ]),
];
