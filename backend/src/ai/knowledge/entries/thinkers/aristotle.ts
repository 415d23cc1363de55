import { documented, explained, inferred, type Fact } from '../../fact';

// Written in Aristotle's own voice. Checked against his works (Bekker-cited where useful) and
// Diogenes Laertius, Lives of the Eminent Philosophers, book 5.
// prettier-ignore
export const ARISTOTLE: Fact[] = [
  ...documented('Aristotle', [
    ['stagira', 'I was born in Stagira in northern Greece; my father Nicomachus was physician to King Amyntas of Macedon.', 'biography family medicine macedon', -384, 'Diogenes Laertius, Lives 5.1'],
    ['plato', 'I came to Plato’s Academy in Athens at seventeen and stayed about twenty years, until Plato died.', 'education philosophy athens academy', -367, 'Diogenes Laertius, Lives 5.9'],
    ['alexander', 'Philip of Macedon invited me to tutor his son Alexander, then about thirteen, at Mieza.', 'teaching leadership history alexander', -343, 'Plutarch, Life of Alexander 7'],
    ['lyceum', 'Back in Athens I taught at the Lyceum; we were called Peripatetics, after the covered walk, the peripatos, where we talked as we strolled.', 'education philosophy teaching lyceum', -335, 'Diogenes Laertius, Lives 5.2'],
    ['lesbos', 'On the island of Lesbos I studied the creatures of the lagoon at Pyrrha, and described hundreds of kinds of animals.', 'biology animals observation lesbos', -345, 'History of Animals 5.15; 9.37'],
    ['octopus', 'I described how the male octopus uses one special arm to mate with the female.', 'biology animals octopus observation', -344, 'History of Animals 5.6'],
    ['constitutions', 'My school gathered the constitutions of 158 Greek cities, so we could compare how cities are governed.', 'politics history research constitutions', -328, 'Diogenes Laertius, Lives 5.27'],
    ['wonder', 'I wrote that it is owing to wonder that people first began to philosophise, puzzling over the moon, the sun and the stars.', 'philosophy curiosity wonder quote', -340, 'Metaphysics 1.2, 982b'],
    ['heavy-falls-faster', 'I taught that a heavier body falls faster than a lighter one, in proportion to its weight, and faster through air than through water.', 'physics falling gravity motion', -340, 'On the Heavens 1.6; Physics 4.8'],
  ]),
  ...inferred('Aristotle', [
    ['exile', 'When Alexander died and Athens turned against Macedonians, I left for Chalcis; it is told that I said I would not let Athens sin twice against philosophy.', 'biography politics anecdote exile', -323, 'Aelian, Varia Historia 3.36'],
  ]),
  ...explained('Aristotle', 'Philosophy & Ethics', [
    ['truthful', 'The truthful person owns to what he is, no more and no less. Falsehood is in itself base, truth noble; and whoever is truthful where nothing is at stake will be so all the more where something is.', 'truth honesty lying virtue character', -335, 'Nicomachean Ethics 4.7, 1127a–b'],
    ['logic', 'A syllogism joins two premises to force a conclusion: if every animal is mortal, and every human is an animal, then every human must be mortal. Grant the premises and you must grant the end.', 'logic syllogism reasoning deduction', -350, 'Prior Analytics 1.4'],
    ['golden-mean', 'Virtue is a mean, as health lies between too much and too little food or exercise: courage sits between cowardice and rashness, generosity between meanness and waste. The mean is relative to us.', 'virtue golden_mean ethics moderation analogy', -330, 'Nicomachean Ethics 2.6–7'],
    ['eudaimonia', 'A flute player’s good lies in playing the flute well; a human being’s good lies in doing well what humans do best: living by reason and virtue. That activity, over a whole life, is eudaimonia.', 'happiness eudaimonia flourishing ethics analogy', -330, 'Nicomachean Ethics 1.7'],
    ['one-swallow', 'One swallow does not make a spring, nor one fine day; and one day or a short time does not make a person blessed and happy.', 'happiness time habit analogy', -330, 'Nicomachean Ethics 1.7, 1098a'],
    ['four-causes', 'To explain a bronze statue, give four causes: its matter (bronze), its form (the shape), its maker (the sculptor) and its purpose (what it is for). Knowledge means knowing causes.', 'causes explanation science philosophy analogy', -340, 'Physics 2.3'],
    ['friendship-kinds', 'There are three kinds of friendship: for use, for pleasure, and for goodness. The first two end when the use or pleasure ends; the friendship of good people lasts.', 'friendship relationships ethics', -330, 'Nicomachean Ethics 8.3'],
    ['contemplation', 'The most complete happiness is a life of study and contemplation, for reason is the best thing in us, and thinking can go on longer than any other activity.', 'contemplation reason study happiness', -330, 'Nicomachean Ethics 10.7'],
  ]),
  ...explained('Aristotle', 'Economics & Politics', [
    ['political-animal', 'A human being is by nature a political animal, made to live in a city. Whoever can live alone, needing nothing, is either a beast or a god.', 'politics society city community', -330, 'Politics 1.2, 1253a'],
    ['money-exchange', 'How many shoes equal one house? Money makes such different goods comparable: it measures them all, and it is a pledge that we can exchange later what we do not need now.', 'money exchange trade measure value analogy', -330, 'Nicomachean Ethics 5.5'],
    ['use-exchange', 'A shoe can be worn or traded: both are uses of the shoe, but only wearing is its proper use. Household management seeks enough; money-making for its own sake has no limit.', 'wealth value exchange use household analogy', -330, 'Politics 1.9'],
    ['usury', 'Lending at interest is the most unnatural way to get wealth, for money was made for exchange, not to breed. The Greek word for interest, tokos, means offspring: money born of money.', 'interest usury lending money analogy', -330, 'Politics 1.10'],
    ['six-constitutions', 'Rule can be by one, few or many. When rulers serve the common good we get kingship, aristocracy and polity; when they serve themselves, tyranny, oligarchy and democracy.', 'government constitution democracy tyranny oligarchy', -330, 'Politics 3.7'],
    ['middle-class', 'The best city has a large middle class: the very rich grow arrogant and the very poor grow envious, but those in the middle are readiest to obey reason.', 'middle_class stability inequality politics', -330, 'Politics 4.11'],
    ['shared-feast', 'Many ordinary people together may judge better than a few experts, just as a feast to which many contribute is better than a dinner paid for by one man. Each brings some part of wisdom.', 'democracy crowds judgement collective analogy', -330, 'Politics 3.11'],
  ]),
  ...explained('Aristotle', 'Business & Entrepreneurship', [
    ['thales-presses', 'People mocked Thales for being poor. Reading the stars, he foresaw a big olive harvest, hired all the olive presses cheaply in winter, then let them out at his own price: a monopoly.', 'monopoly business thales olives profit', -330, 'Politics 1.11'],
  ]),
  ...explained('Aristotle', 'Psychology & Human Behavior', [
    ['habit-virtue', 'We become builders by building and harp players by playing the harp; so too we become just by doing just acts and brave by doing brave acts. Character is made by habit.', 'habit character virtue practice analogy', -330, 'Nicomachean Ethics 2.1'],
    ['anger-right', 'Anyone can become angry; that is easy. But to be angry with the right person, to the right degree, at the right time, for the right reason and in the right way: that is not easy.', 'anger emotion self-control', -330, 'Nicomachean Ethics 2.9; 4.5'],
    ['akrasia', 'The weak-willed person knows what is best, yet acts against it, carried off by desire, like a drunk who can recite verses without grasping them. Knowing is not yet doing.', 'willpower temptation akrasia self-control analogy', -330, 'Nicomachean Ethics 7.3'],
  ]),
  ...explained('Aristotle', 'Travel & Geography', [
    ['round-earth', 'The Earth is a sphere: in an eclipse of the moon its shadow is always curved, and travelling north or south you see different stars rise and set.', 'earth sphere shape eclipse stars', -350, 'On the Heavens 2.14'],
    ['climate-zones', 'The inhabited world is a band between two zones: near the tropics it is too hot to live, and under the Bear too cold. People live in the temperate zone between.', 'climate zones geography world', -340, 'Meteorology 2.5'],
    ['elephants', 'Some say the land near the Pillars of Heracles joins on to India, with only the sea between, for elephants are found at both ends. So the Earth cannot be very large.', 'geography earth size india elephants', -350, 'On the Heavens 2.14, 298a'],
  ]),
  ...explained('Aristotle', 'Social Issues & Justice', [
    ['justice-proportion', 'Justice is a kind of equality: equals should get equal shares, and unequals unequal ones, in proportion to merit. Quarrels arise when equals get unequal shares or unequals equal ones.', 'justice equality fairness distribution', -330, 'Nicomachean Ethics 5.3'],
    ['rule-of-law', 'It is better that the law rule than any one citizen. The law is reason without desire; a man, however good, has passions that can twist his judgement.', 'rule_of_law law justice government', -330, 'Politics 3.16'],
  ]),
  ...explained('Aristotle', 'Education & Learning', [
    ['public-education', 'Since the whole city has one end, education should be one and the same for all, and public, not left to each parent to teach privately as he likes.', 'education public school citizens', -330, 'Politics 8.1'],
    ['curriculum', 'The usual subjects for children are four: reading and writing, gymnastics, music and, some add, drawing. Some are useful, but music is for the noble use of leisure.', 'curriculum children school music', -330, 'Politics 8.3'],
  ]),
  ...explained('Aristotle', 'Languages & Communication', [
    ['rhetoric', 'A speaker persuades in three ways: by his character, which makes us trust him (ethos); by stirring the hearers’ emotions (pathos); and by the argument itself (logos).', 'rhetoric persuasion ethos pathos logos speech', -335, 'Rhetoric 1.2'],
  ]),
  ...explained('Aristotle', 'Sports & Athletics', [
    ['milo', 'The right amount is relative to the person: if ten pounds of food is too much and two too little, the trainer will not prescribe six for everyone; for Milo the wrestler six is little.', 'training diet athletes mean analogy', -330, 'Nicomachean Ethics 2.6'],
    ['boy-athletes', 'Harsh training too young stunts growth: among Olympic victors only two or three have won both as boys and as men, for heavy exercise in youth robs them of strength.', 'training youth athletes olympics', -330, 'Politics 8.4'],
  ]),
  ...explained('Aristotle', 'History & Culture', [
    ['solon', 'In Athens the poor had been enslaved for debt, pledged on their own bodies. Solon cancelled the debts and forbade loans on the person: the "shaking off of burdens".', 'solon athens debt reform history', -328, 'Constitution of the Athenians 6'],
  ]),
  ...explained('Aristotle', 'Art & Literature', [
    ['catharsis', 'A tragedy imitates a serious action, and by arousing pity and fear it brings about a catharsis, a cleansing of such emotions.', 'tragedy catharsis drama emotion', -335, 'Poetics 6'],
  ]),
  ...explained('Aristotle', 'Psychology & Human Behavior', [
    ['dreams', 'A dream is what is left of the senses. As a thrown stone keeps moving after it leaves the hand, what our senses took in goes on moving in us after the things are gone; in sleep, with judgement at rest, we take these traces for real sights.', 'dreams sleep senses imagination mind', -335, 'On Dreams 2–3, 459a–461a'],
    ['habit-nature', 'Good habits do not grow in us by nature, nor against it: nature gives us the capacity, and practice completes it. So it makes no small difference how we are trained from youth; it makes all the difference.', 'habit practice training virtue nature youth', -330, 'Nicomachean Ethics 2.1, 1103a–b'],
    ['habit-pleasure', 'You can tell a habit has formed by the pleasure or pain that follows the act. Whoever gives up too much food and enjoys it has the habit of moderation; whoever finds it a burden is still building it.', 'habit pleasure practice virtue sign', -330, 'Nicomachean Ethics 2.3, 1104b'],
  ]),
  ...explained('Aristotle', 'Mathematics & Physics', [
    ['potential-infinite', 'The infinite exists only potentially: you can always count one number more or divide a line once more, but you never hold an infinite collection complete. Infinite is that beyond which there is always something more.', 'infinity infinite number counting division', -335, 'Physics 3.6, 206a–207a'],
  ]),
];
