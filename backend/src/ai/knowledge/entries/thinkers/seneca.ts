import { documented, explained, inferred, type Fact } from '../../fact';

// Written in Seneca's own voice. Checked against the Letters to Lucilius, the dialogues (On Anger,
// On the Shortness of Life, On the Happy Life, On Providence), Tacitus' Annals and Cassius Dio.
// prettier-ignore
export const SENECA: Fact[] = [
  ...documented('Seneca', [
    ['corduba', 'I was born in Corduba in Spain; my father, also called Seneca, was a famous teacher of rhetoric, and my nephew Lucan became a poet.', 'biography spain family rhetoric', -4, 'Martial, Epigrams 1.61'],
    ['corsica', 'In 41 the emperor Claudius exiled me to Corsica on a charge of adultery with the princess Julia Livilla; I spent eight years there.', 'exile corsica claudius biography', 41, 'Cassius Dio, Roman History 60.8'],
    ['helvia', 'From exile I wrote to comfort my mother Helvia, telling her that a wise man is at home anywhere and that my exile was only a change of place.', 'exile consolation mother letters', 42, 'Consolation to Helvia 6–8'],
    ['nero-tutor', 'In 49 Agrippina had me recalled from exile to teach her son, the young Nero.', 'nero teaching education biography', 49, 'Tacitus, Annals 12.8'],
    ['nero-speeches', 'When Nero became emperor in 54, I wrote his first speeches, and with the prefect Burrus I guided his early government.', 'nero politics speechwriting leadership', 54, 'Tacitus, Annals 13.2–3'],
    ['clemency', 'I wrote On Clemency for Nero, urging that a ruler who spares is stronger than one who is feared.', 'mercy ruler politics nero', 55, 'On Clemency, Book 1'],
    ['suillius', 'My enemy Suillius accused me of piling up 300 million sesterces in four years of the emperor’s friendship.', 'wealth money hypocrisy biography', 58, 'Tacitus, Annals 13.42'],
    ['retire', 'In 62 I asked Nero to take back the wealth he had given me and let me retire; he refused, and I withdrew from public life anyway.', 'retirement wealth nero politics', 62, 'Tacitus, Annals 14.53–56'],
    ['letters', 'In my last years I wrote a long series of letters to my friend Lucilius, each teaching a piece of philosophy through daily life.', 'letters lucilius writing stoicism', 64, 'Letters to Lucilius 1–124'],
    ['earthquake', 'I wrote about the earthquake that shook Pompeii and Campania, asking what causes the earth to tremble.', 'earthquake science nature pompeii', 62, 'Natural Questions 6.1'],
    ['etna', 'When Lucilius was in Sicily I asked him to climb Etna and see whether the mountain was wasting away. I thought not: the fire does not feed on the mountain, it only finds a road through it from deep below.', 'volcano etna fire mountain sicily', 64, 'Letters to Lucilius 79'],
    ['asthma', 'I suffered all my life from a breathing illness; the doctors called its attacks a rehearsal for dying, and I learned to face them calmly.', 'health asthma illness courage', 64, 'Letters to Lucilius 54'],
    ['tragedies', 'I also wrote tragedies for reading aloud, among them Medea, Phaedra and Thyestes.', 'tragedy drama plays literature', 50, 'Seneca, Medea; Phaedra; Thyestes (c. 50–62)'],
  ]),
  ...inferred('Seneca', [
    ['pumpkinification', 'A mocking satire on Claudius becoming a god, the "Pumpkinification", is said by Cassius Dio to be mine.', 'satire claudius humour writing', 54, 'Cassius Dio, Roman History 60.35'],
  ]),
  ...explained('Seneca', 'Philosophy & Ethics', [
    ['short-life', 'Life is not short; we make it short by wasting it. A great fortune in a bad owner’s hands is gone in a moment, while a small one wisely used grows. So it is with our years.', 'time life wasting shortness analogy', 49, 'On the Shortness of Life 1'],
    ['time-ours', 'Nothing is truly ours except time. People feel they owe nothing when given time, yet it is the one thing even a grateful man can never repay.', 'time value stoicism', 64, 'Letters to Lucilius 1'],
    ['fortune-loans', 'Everything fortune gives us, wealth, honours, even the people we love, is lent, not given. Hold them as a borrower does, ready to return them without complaint.', 'fortune loss stoicism possessions analogy', 40, 'Consolation to Marcia 10'],
    ['friendship', 'Think long before you make someone your friend; but once you have, trust them as you trust yourself.', 'friendship trust loyalty', 64, 'Letters to Lucilius 3'],
    ['giving-ball', 'Giving a favour is like a game of catch: the thrower must throw so the catcher can take it. Give in a way that suits the receiver, or the gift falls to the ground.', 'gratitude giving benefits kindness analogy', 60, 'On Benefits 2.17'],
    ['happy-life', 'The happy life is the life that agrees with its own nature, and that needs a sound mind. Pleasure is a by-product; virtue is the foundation.', 'happiness virtue stoicism nature', 58, 'On the Happy Life 3'],
    ['die-daily', 'We do not fall into death all at once; we move toward it day by day. The last drop does not empty the water-clock; all that flowed out before did. We are dying a little every day.', 'death time mortality stoicism analogy', 64, 'Letters to Lucilius 24.20'],
    ['premeditation', 'When the city of Lugdunum burned in a single night, I saw that nothing is safe from sudden loss. So rehearse misfortune in your mind; what is expected strikes more softly.', 'misfortune preparation premeditation stoicism', 64, 'Letters to Lucilius 91'],
  ]),
  ...explained('Seneca', 'Psychology & Human Behavior', [
    ['blushing-speakers', 'Some of the steadiest men sweat, tremble or blush when they must speak before a crowd. Wisdom does not remove this: it belongs to the body, not to a weak character, and it comes upon the strong too.', 'nerves public_speaking fear blushing body', 63, 'Letters to Lucilius 11.1–7'],
    ['imagination', 'We are more often frightened than hurt; we suffer more in imagination than in reality. Ask whether the danger is real before you let it rule you.', 'fear anxiety worry imagination', 64, 'Letters to Lucilius 13.4'],
    ['anger-delay', 'The greatest remedy for anger is delay. Its first blow is the strongest; like a fire given no new fuel, it dies down if you wait, and then you can judge the matter clearly.', 'anger delay self-control emotion analogy', 45, 'On Anger 2.29'],
    ['anger-madness', 'Anger is a brief madness: it does not master itself, forgets decency, and is deaf to reason. Look at an angry face and you see it.', 'anger madness emotion', 45, 'On Anger 1.1'],
    ['evening-review', 'Each night, when the lamp is out and my wife has fallen silent, I review my whole day: what did I do badly, where was I too harsh? Then I sleep soundly.', 'reflection habit journaling self-examination sleep', 45, 'On Anger 3.36'],
    ['practise-poverty', 'Set aside a few days to live on the scantest food and roughest clothes, and ask: "Is this what I feared?" Practised hardship loses its terror.', 'fear poverty practice resilience', 64, 'Letters to Lucilius 18.5–7'],
  ]),
  ...explained('Seneca', 'Social Issues & Justice', [
    ['slaves-human', 'People say, "They are slaves." No: they are human beings, housemates, humble friends. Treat those below you as you would wish those above you to treat you.', 'slavery equality dignity golden_rule', 64, 'Letters to Lucilius 47'],
    ['same-seed', 'The man you call your slave sprang from the same seed, enjoys the same sky, and breathes, lives and dies just as you do.', 'slavery equality humanity', 64, 'Letters to Lucilius 47.10'],
    ['arena-crowd', 'I went to the midday show at the arena hoping for wit and found plain killing. A crowd makes us crueller; I came home more greedy and more inhuman for having been among people.', 'crowd cruelty gladiators violence', 64, 'Letters to Lucilius 7'],
  ]),
  ...explained('Seneca', 'Business & Entrepreneurship', [
    ['wealth-servant', 'A wise man may own wealth, but he keeps it as a servant, not a master. Riches in his house are guests; in a fool’s house they are tyrants.', 'wealth money riches stoicism analogy', 58, 'On the Happy Life 22–26'],
    ['craving-poor', 'It is not the man who has too little who is poor, but the one who craves more.', 'wealth greed poverty desire', 64, 'Letters to Lucilius 2.6'],
  ]),
  ...explained('Seneca', 'Religion & Spirituality', [
    ['god-within', 'You need not lift your hands to the sky or beg the temple keeper to let you near an idol’s ear. God is near you, with you, within you: a holy spirit dwells in us.', 'god spirit prayer divine', 64, 'Letters to Lucilius 41.1–2'],
    ['providence-training', 'Why do good people suffer? God treats them like a strict father, not a soft mother. A wrestler kept from strong opponents loses strength; hardship is training.', 'suffering providence hardship god analogy', 64, 'On Providence 2'],
  ]),
  ...explained('Seneca', 'Travel & Geography', [
    ['travel-soul', 'You wonder why long journeys do not cure your gloom. You take yourself along! You need a change of soul, not a change of climate.', 'travel restlessness mind happiness', 64, 'Letters to Lucilius 28'],
  ]),
  ...explained('Seneca', 'Sports & Athletics', [
    ['exercise', 'Exercise the body, but briefly: running, lifting weights, jumping. Then go back to the mind, which grows with less effort and needs exercise day and night.', 'exercise body fitness training', 64, 'Letters to Lucilius 15'],
  ]),
  ...explained('Seneca', 'Education & Learning', [
    ['read-deeply', 'Stay with a few great authors. Food that is thrown up as soon as eaten does not nourish, and a plant often moved never grows. To be everywhere is to be nowhere.', 'reading study focus learning analogy', 64, 'Letters to Lucilius 2'],
    ['teach-to-learn', 'Keep company with those who will make you better and whom you can make better. People learn while they teach.', 'teaching learning friends', 64, 'Letters to Lucilius 7.8'],
    ['bees-reading', 'Read like a bee: it gathers from many flowers, then turns what it gathered into honey of its own. Blend what you read and digest it, or it stays in your memory, not in your mind.', 'reading study digest learning analogy', 64, 'Letters to Lucilius 84'],
  ]),
  ...explained('Seneca', 'Psychology & Human Behavior', [
    ['postponing', 'While we put things off, life speeds past. Nothing is truly ours except time, yet we let anyone steal it. Hold every hour in your grasp: lean on today, and you will hang less on tomorrow.', 'procrastination delay time postpone tomorrow', 64, 'Letters to Lucilius 1.1–3'],
    ['expectancy', 'The greatest obstacle to living is expectancy: it hangs on tomorrow and loses today. You plan what lies in Fortune’s hands and let slip what lies in yours. Begin to live at once.', 'procrastination tomorrow time delay living', 49, 'On the Shortness of Life 9.1'],
  ]),
];
