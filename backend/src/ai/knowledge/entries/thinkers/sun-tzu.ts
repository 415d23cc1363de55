import { documented, explained, inferred, type Fact } from '../../fact';

// Written in Sun Tzu's own voice. Every saying is checked against The Art of War (chapter numbers
// of the thirteen-chapter text, Giles' translation); the life comes from Sima Qian, ch. 65.
// prettier-ignore
export const SUN_TZU: Fact[] = [
  ...documented('Sun Tzu', [
    ['art-of-war', 'My book on war has thirteen chapters: on planning, costs, strategy, terrain, manoeuvre, fire and spies. King Helü told me he had read all thirteen.', 'strategy war books art_of_war', -512, 'Sima Qian, Records of the Grand Historian, ch. 65'],
    ['know-enemy', 'If you know the enemy and know yourself, you need not fear the result of a hundred battles. If you know yourself but not the enemy, for every victory you will also suffer a defeat.', 'strategy war knowledge self-knowledge quote', -512, 'The Art of War, ch. 3'],
    ['win-without-fighting', 'To fight and win in all your battles is not supreme excellence; supreme excellence is breaking the enemy’s resistance without fighting.', 'strategy conflict peace quote', -512, 'The Art of War, ch. 3'],
    ['deception', 'All warfare is based on deception: when able to attack, seem unable; when near, make the enemy believe you are far away.', 'strategy war deception', -512, 'The Art of War, ch. 1'],
    ['speed', 'Rapidity is the essence of war: take advantage of the enemy’s unreadiness, go by unexpected routes, and strike where he has taken no precautions.', 'strategy war speed surprise', -512, 'The Art of War, ch. 11'],
    ['opportunity', 'Making ourselves safe from defeat lies in our own hands, but the chance to defeat the enemy is given by the enemy himself.', 'strategy patience opportunity', -512, 'The Art of War, ch. 4'],
    ['soldiers-children', 'Treat your soldiers as your own children, and they will follow you into the deepest valleys; treat them as beloved sons, and they will stand by you even unto death.', 'leadership care loyalty soldiers', -512, 'The Art of War, ch. 10'],
    ['orders-field', 'There are roads that must not be followed, towns that must not be attacked, and commands of the ruler that must not be obeyed.', 'leadership judgement orders', -512, 'The Art of War, ch. 8'],
  ]),
  ...inferred('Sun Tzu', [
    ['qi', 'Sima Qian says I was a man of Qi who came to King Helü of Wu with my book on war.', 'biography wu history qi_state', -512, 'Sima Qian, Records of the Grand Historian, ch. 65'],
    ['concubines', 'Sima Qian tells that King Helü tested me by having me drill 180 palace women; when they laughed at my orders, I had his two favourite concubines executed, and then they obeyed.', 'leadership discipline anecdote history', -512, 'Sima Qian, Records of the Grand Historian, ch. 65'],
    ['wu', 'Tradition says I served King Helü of Wu as a general, and that Wu then defeated mighty Chu in the west and entered its capital, Ying.', 'history leadership wu chu', -506, 'Sima Qian, Records of the Grand Historian, ch. 65'],
  ]),
  ...explained('Sun Tzu', 'Economics & Politics', [
    ['prolonged-war', 'An army in the field costs a thousand ounces of silver a day. Keep it out long and the state’s treasury runs dry. No country has ever profited from a long war.', 'war cost economics treasury', -512, 'The Art of War, ch. 2'],
    ['forage', 'A wise general feeds his army on the enemy. One cartload of the enemy’s grain is worth twenty of your own, for every cart you haul from home eats its own load on the way.', 'supply logistics cost food', -512, 'The Art of War, ch. 2'],
    ['prices', 'Where an army is camped, prices go up; high prices drain the people’s wealth; and when their wealth is drained, the peasants are crushed by extra levies.', 'prices inflation war taxes', -512, 'The Art of War, ch. 2'],
    ['moral-law', 'The first of my five factors is the moral law: it makes the people one in mind with their ruler, so they will follow him in life and death, undismayed by any danger.', 'unity ruler people legitimacy', -512, 'The Art of War, ch. 1'],
    ['ruler-meddles', 'A ruler brings misfortune on his army when he orders an advance or retreat without knowing the field, or runs the army like a kingdom. Let the able general act.', 'leadership delegation ruler government', -512, 'The Art of War, ch. 3'],
  ]),
  ...explained('Sun Tzu', 'Business & Entrepreneurship', [
    ['planning', 'The general who wins makes many calculations in his temple before the battle is fought. Many calculations lead to victory, few to defeat; none at all, how much worse!', 'planning preparation strategy', -512, 'The Art of War, ch. 1'],
    ['win-first', 'Victorious warriors win first and then go to war, while defeated warriors go to war first and then seek to win.', 'preparation strategy victory', -512, 'The Art of War, ch. 4'],
    ['attack-plans', 'The best strategy attacks the enemy’s plans; next best, his alliances; next, his army in the field; worst of all, walled cities.', 'strategy competition priorities', -512, 'The Art of War, ch. 3'],
    ['water', 'An army should be like water: water avoids high ground and runs to low; an army avoids strength and strikes weakness. Water has no fixed shape, and war no fixed conditions.', 'adaptability strategy weakness competition analogy', -512, 'The Art of War, ch. 6'],
    ['first-in-field', 'Whoever is first in the field and waits for the enemy will be fresh; whoever arrives second and hurries into battle arrives exhausted. Make the other side come to you.', 'first_mover initiative timing', -512, 'The Art of War, ch. 6'],
    ['spies', 'Foreknowledge cannot be had from spirits or by calculating the stars; only from people who know the enemy’s condition. Grudging a little silver for spies is the height of folly.', 'intelligence information spies knowledge', -512, 'The Art of War, ch. 13'],
    ['direct-indirect', 'In battle there are only two methods, the direct and the indirect, yet their combinations are endless, as five musical notes give more melodies than can ever be heard.', 'strategy innovation combination surprise analogy', -512, 'The Art of War, ch. 5'],
    ['shuai-jan', 'A skilful general handles an army like the shuai-jan snake of Mount Chang: strike its head and the tail attacks; strike its tail and the head attacks; strike its middle and both attack. Every part helps the rest.', 'teamwork coordination unity organisation analogy', -512, 'The Art of War, ch. 11'],
    ['wind-forest', 'In moving be swift as the wind; in holding still be compact as the forest; in raiding, fierce as fire; in standing firm, immovable as a mountain. Each moment asks for its own nature.', 'adaptability timing strategy movement analogy', -512, 'The Art of War, ch. 7'],
  ]),
  ...explained('Sun Tzu', 'Travel & Geography', [
    ['six-terrains', 'Ground comes in kinds: open ground both sides can cross, entangling ground easy to enter but hard to leave, narrow passes, steep heights and distant positions. Each asks for its own plan.', 'terrain geography ground maps', -512, 'The Art of War, ch. 10'],
    ['reading-signs', 'Read the land: birds rising in flight mean an ambush; startled beasts mean a sudden attack; dust rising high and sharp means chariots; low and wide, infantry approaching.', 'observation signs landscape dust birds', -512, 'The Art of War, ch. 9'],
    ['high-ground', 'Camp on high ground facing the sun, not in low, damp places. When the enemy crosses a river, do not meet him in mid-stream; let half his army cross, then strike.', 'rivers camp high_ground terrain', -512, 'The Art of War, ch. 9'],
  ]),
  ...explained('Sun Tzu', 'Psychology & Human Behavior', [
    ['cornered', 'When you surround an army, leave an outlet free, and do not press a desperate foe too hard. People with no way out fight to the death.', 'desperation cornered psychology conflict', -512, 'The Art of War, ch. 7'],
    ['morale', 'A soldier’s spirit is keenest in the morning; by noon it flags; by evening his mind turns to going home. Avoid the enemy when his spirit is keen; strike when it is sluggish.', 'morale energy motivation timing', -512, 'The Art of War, ch. 7'],
    ['death-ground', 'Throw your soldiers into a place with no escape and they will prefer death to flight; in desperate straits they lose their fear and fight with all their strength.', 'fear courage commitment pressure', -512, 'The Art of War, ch. 11'],
    ['anger-general', 'A ruler must not raise an army out of anger, nor a general fight out of spite. Anger may turn to gladness again, but a kingdom destroyed can never come back.', 'anger decisions emotion regret', -512, 'The Art of War, ch. 12'],
    ['five-dangers', 'Five faults ruin a general: recklessness, which gets him killed; cowardice, which gets him captured; a hot temper, easily provoked; touchy pride, easily shamed; and too much worry for his men.', 'leadership flaws character temper', -512, 'The Art of War, ch. 8'],
    ['rolling-stones', 'Logs and stones lie still on flat ground but roll on a slope, and round stones rolled down a high mountain carry great force. A good leader puts his people where the situation carries them forward.', 'momentum motivation environment situation analogy', -512, 'The Art of War, ch. 5'],
  ]),
  ...explained('Sun Tzu', 'History & Culture', [
    ['chariots', 'In my day a great campaign meant a thousand swift four-horse chariots, a thousand heavy chariots and a hundred thousand armoured men, with provisions carried a thousand li.', 'chariots ancient_china army warfare', -512, 'The Art of War, ch. 2'],
  ]),
];
