import { documented, explained, inferred, type Fact } from '../../fact';

// Written in Marcus Aurelius' own voice. Checked against the Meditations (Hays, Long and Farquharson
// translations), Cassius Dio book 72 and the Historia Augusta.
// prettier-ignore
export const MARCUS_AURELIUS: Fact[] = [
  ...documented('Marcus Aurelius', [
    ['campaigns', 'Much of my notebook was written on campaign: I marked one book "among the Quadi, on the Granua" and another "at Carnuntum", by the Danube.', 'war rome leadership writing danube', 172, 'Meditations, end of Book 1 and heading of Book 2'],
    ['morning', 'I told myself each morning: today I will meet the meddling, the ungrateful, the arrogant; but none of them can harm me, for none can make me do wrong.', 'stoicism ethics self-discipline quote', 172, 'Meditations, Book 2.1'],
    ['impediment', 'I wrote that the impediment to action advances action; what stands in the way becomes the way.', 'stoicism resilience adversity quote obstacle', 175, 'Meditations, Book 5.20'],
    ['co-emperor', 'When I became emperor in 161, I insisted that my adoptive brother Lucius Verus rule alongside me as co-emperor.', 'rome leadership politics emperor', 161, 'Historia Augusta, Life of Marcus 7.5; Cassius Dio 72.1'],
    ['antoninus-plague', 'A great pestilence spread through the empire during my reign, carried back by the army returning from the war in the East.', 'rome medicine disease plague history', 166, 'Historia Augusta, Life of Verus 8.1–2'],
    ['stoic-teachers', 'I learned Stoicism from teachers like Junius Rusticus, who lent me his own copy of the discourses of Epictetus.', 'stoicism education philosophy epictetus', 145, 'Meditations, Book 1.7'],
    ['book-one', 'The first book of my notes is a list of thanks: what I learned from my grandfather, my mother, my teachers and my adoptive father Antoninus.', 'gratitude family education', 172, 'Meditations, Book 1'],
    ['commodus', 'In 177 I made my son Commodus co-emperor with me, though he was only fifteen.', 'rome family leadership succession', 177, 'Historia Augusta, Life of Commodus 2'],
    ['impermanence', 'I reminded myself that Alexander the Great and his mule driver were brought to the same state by death.', 'stoicism death philosophy equality', 175, 'Meditations, Book 6.24'],
    ['present', 'I wrote that each of us lives only this present moment; the rest is either lived already or uncertain.', 'stoicism mindfulness time present', 175, 'Meditations, Book 3.10'],
    ['philosophers-aid', 'In 176 I set up teachers in Athens for every school of philosophy, paid a yearly salary from public funds.', 'education philosophy athens', 176, 'Cassius Dio, Roman History 72.31'],
    ['adopted', 'Emperor Hadrian arranged in 138 that Antoninus Pius adopt me, so that I would one day rule; I was sixteen.', 'biography rome adoption succession', 138, 'Historia Augusta, Life of Marcus 5.1'],
  ]),
  ...inferred('Marcus Aurelius', [
    ['meditations', 'I wrote my notes in Greek as private reminders to myself; the manuscripts call them "To Himself", and I probably never meant anyone else to read them.', 'stoicism philosophy writing books journaling', 175, 'Meditations, manuscript title Ta eis heauton'],
    ['sold-palace-goods', 'The Historia Augusta says that to pay for the wars without new taxes, I auctioned imperial treasures, furniture and my wife’s silk garments in the Forum of Trajan.', 'economics leadership rome taxes', 169, 'Historia Augusta, Life of Marcus 17.4–5'],
  ]),
  ...explained('Marcus Aurelius', 'Philosophy & Ethics', [
    ['view-from-above', 'When a quarrel seems huge, I look at it from above: cities, armies, markets, weddings, all on a small ball of earth in endless time. From up there my anger shrinks to its true size.', 'perspective stoicism view_from_above anger analogy', 175, 'Meditations, Book 9.30'],
    ['social-animal', 'We are made to work together, like feet, hands, eyelids, or the upper and lower rows of teeth. To work against one another is against nature.', 'cooperation nature stoicism community analogy', 172, 'Meditations, Book 2.1'],
    ['bee-hive', 'What is not good for the hive is not good for the bee. A choice that harms the whole community cannot truly be good for me.', 'community common_good stoicism ethics analogy', 175, 'Meditations, Book 6.54'],
    ['river-of-time', 'Time is a river of passing events, and its current is strong: as soon as a thing is seen it is swept away, and another takes its place. So hold nothing too tightly.', 'time change impermanence stoicism analogy', 175, 'Meditations, Book 4.43'],
    ['retreat-within', 'People seek retreats in the country or by the sea. But you can withdraw into your own mind whenever you choose; no place is quieter. Go there often and renew yourself.', 'calm mind retreat stoicism peace analogy', 175, 'Meditations, Book 4.3'],
    ['best-revenge', 'The best way to take revenge on someone who wronged you is not to become like them.', 'revenge ethics stoicism forgiveness', 175, 'Meditations, Book 6.6'],
    ['emerald', 'Whatever anyone says or does, I must stay good, as an emerald says: whatever anyone does, I must be an emerald and keep my colour.', 'integrity character stoicism virtue analogy', 175, 'Meditations, Book 7.15'],
    ['be-good', 'Stop arguing about what a good person should be like. Be one. Philosophy that stays in talk is worth little.', 'virtue action ethics stoicism', 175, 'Meditations, Book 10.16'],
  ]),
  ...explained('Marcus Aurelius', 'Psychology & Human Behavior', [
    ['judgement-pain', 'If something outside you troubles you, the pain comes not from the thing but from your judgement of it, and you can wipe that judgement away. Change the opinion and the hurt changes.', 'judgement emotion stoicism mindset perception analogy', 175, 'Meditations, Book 8.47'],
    ['others-opinion', 'How strange: each of us loves himself more than anyone else, yet cares more for what others think of him than for what he thinks of himself.', 'self-esteem opinion approval others', 175, 'Meditations, Book 12.4'],
    ['cucumber', 'A cucumber is bitter? Throw it away. Briars in the path? Step around them. Do not add: "Why do such things exist?" Complaining only doubles the trouble.', 'complaining acceptance stoicism frustration analogy', 175, 'Meditations, Book 8.50'],
    ['strip-it-bare', 'To see things as they are, strip them bare: this fine dish is a dead fish; this purple robe is sheep’s wool dyed in shellfish blood. Looked at plainly, what we crave loses its false glamour.', 'desire glamour perception clarity analogy', 175, 'Meditations, Book 6.13'],
    ['anger-cost', 'Remember how much more harm our anger and grief do to us than the things that made us angry or grieved.', 'anger emotion stoicism self-control', 175, 'Meditations, Book 11.18'],
    ['anger-ignorance', 'When someone wrongs you, remember that people do wrong from not knowing good from bad, not by choice. No one errs willingly; so pity fits the case better than anger.', 'anger forgiveness wrongdoing ignorance stoicism', 175, 'Meditations, Book 11.18'],
    ['kindness-invincible', 'Kindness is invincible, if it is sincere and not a forced smile. What can the most insolent person do to you if you stay gentle and, when you get the chance, calmly set him right?', 'anger kindness gentleness insult stoicism', 175, 'Meditations, Book 11.18'],
    ['own-faults', 'When another’s fault makes you angry, turn at once to yourself and ask where you go wrong in the same way. Seeing it, you will soon forget your anger.', 'anger faults self-examination patience', 175, 'Meditations, Book 10.30'],
    ['getting-up', 'On mornings I could not leave my bed, I asked: was I made to lie under blankets? See the plants, sparrows, ants and bees doing their work. I was made to do a human’s work.', 'motivation procrastination morning habit analogy', 175, 'Meditations, Book 5.1'],
  ]),
  ...explained('Marcus Aurelius', 'Religion & Spirituality', [
    ['providence-or-atoms', 'Either the world is ordered by providence, or it is a jumble of atoms. I asked myself which, and saw that in both cases my duty is the same: act justly and calmly.', 'providence atoms gods stoicism universe', 175, 'Meditations, Book 4.3'],
    ['daimon-within', 'Each of us carries a guiding spirit within, a piece of the divine reason. To keep it clean of anger, greed and pretence is my kind of worship.', 'spirit divine reason stoicism soul', 175, 'Meditations, Book 2.13'],
    ['how-to-pray', 'One man prays, "Let me be rid of this trouble." Pray instead, "Let me not need to be rid of it." Ask the gods for a better mind, not a different world.', 'prayer gods stoicism desire', 175, 'Meditations, Book 9.40'],
  ]),
  ...explained('Marcus Aurelius', 'Social Issues & Justice', [
    ['teach-or-bear', 'People exist for the sake of one another. When someone does wrong, teach them better; if you cannot, bear with them.', 'tolerance justice community stoicism', 175, 'Meditations, Book 8.59'],
    ['citizen-of-world', 'As Antoninus, my city and country is Rome; as a human being, it is the world. What helps those cities is my only good.', 'cosmopolitan citizenship world humanity', 175, 'Meditations, Book 6.44'],
  ]),
  ...explained('Marcus Aurelius', 'Economics & Politics', [
    ['equal-law', 'From my brother Severus I learned the idea of a state with one law for all, equal rights and free speech, and a monarchy that respects above all the freedom of the governed.', 'government law equality freedom politics', 172, 'Meditations, Book 1.14'],
  ]),
  ...explained('Marcus Aurelius', 'History & Culture', [
    ['danube-frontier', 'Rome’s northern border was the Danube, a line of forts and camps, like a dyke against a flood. When the Marcomanni and Quadi broke across it and reached Italy, I spent years in camp pushing them back.', 'rome frontier danube war empire analogy', 170, null],
    ['empire-strain', 'Even the Roman Empire can be worn down. In my reign it was struck at once: plague emptied towns and army camps, Parthia attacked in the east, and tribes broke across the Danube. Defending so vast an empire never ends.', 'roman_empire empire decline plague frontier war', 170, null],
    ['adoption-succession', 'Emperors of my time often chose an heir by adoption, as a master craftsman picks his ablest apprentice: Nerva chose Trajan, Trajan Hadrian, Hadrian Antoninus, and Antoninus me.', 'succession rome adoption emperors politics analogy', 161, null],
  ]),
  ...explained('Marcus Aurelius', 'Sports & Athletics', [
    ['wrestling', 'The art of living is more like wrestling than dancing: you must stand ready and firm to meet blows that come suddenly and without warning.', 'wrestling resilience life stoicism analogy', 175, 'Meditations, Book 7.61'],
  ]),
  ...explained('Marcus Aurelius', 'Psychology & Human Behavior', [
    ['dyed-by-thoughts', 'Your mind will become like the thoughts you think most often, for the soul is dyed by its thoughts. So dye it with thoughts like these: where a man can live, he can also live well.', 'habit thoughts mind character practice', 170, 'Meditations, Book 5.16'],
  ]),
];
