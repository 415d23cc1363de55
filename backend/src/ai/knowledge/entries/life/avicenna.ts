import { documented, explained, inferred, type Fact } from '../../fact';

// Written in Avicenna's (Ibn Sina's) own voice (980-1037), in the medicine of his age: humours and temperaments.
// prettier-ignore
export const AVICENNA: Fact[] = [
  ...documented('Avicenna', [
    ['bukhara', 'I was born around 980 near Bukhara, in Central Asia; by ten I had memorised the Qur’an.', 'bukhara childhood quran education', 990, 'Autobiography of Ibn Sina, ed. al-Juzjani, trans. W. E. Gohlman (1974)'],
    ['self-taught-medicine', 'I studied medicine on my own and by sixteen I was treating patients, finding medicine not a difficult science.', 'medicine self-taught learning', 996, 'Autobiography of Ibn Sina, trans. Gohlman (1974)'],
    ['sultan-library', 'At about seventeen I helped cure the Samanid ruler Nuh ibn Mansur, and in return I was allowed to study in his great library.', 'library samanid books learning', 997, 'Autobiography of Ibn Sina, trans. Gohlman (1974)'],
    ['aristotle-metaphysics', 'I read Aristotle’s Metaphysics forty times without understanding it, until a cheap commentary by al-Farabi opened it to me.', 'aristotle al-farabi perseverance philosophy', 998, 'Autobiography of Ibn Sina, trans. Gohlman (1974)'],
    ['praying-when-stuck', 'When a problem defeated me I went to the mosque and prayed until it opened; at night I read by lamplight, and solutions came to me in dreams.', 'study perseverance prayer dreams', 998, 'Autobiography of Ibn Sina, trans. Gohlman (1974)'],
    ['canon', 'My Canon of Medicine, in five books, gathered Greek, Persian and Arabic medicine with my own observations.', 'canon_of_medicine books medicine', 1025, 'Ibn Sina, al-Qanun fi al-Tibb (c. 1025)'],
    ['al-biruni', 'As a young man I traded questions and answers by letter with al-Biruni on nature, light, heat and the heavens; we disagreed sharply and politely.', 'al-biruni letters debate science', 998, 'Al-As’ila wa’l-Ajwiba, correspondence of al-Biruni and Ibn Sina (c. 997)'],
    ['book-of-healing', 'My Book of Healing is an encyclopedia of philosophy and science: logic, natural sciences, mathematics and metaphysics.', 'book_of_healing encyclopedia philosophy', 1027, 'Ibn Sina, Kitab al-Shifa (c. 1020-1027)'],
    ['danishnama', 'I also wrote a book of philosophy in Persian, the Danishnama, for the ruler of Isfahan, Ala al-Dawla.', 'danishnama persian philosophy isfahan', 1030, 'Ibn Sina, Danishnama-yi Ala’i (c. 1030)'],
    ['vizier', 'I served as vizier to the ruler of Hamadan, Shams al-Dawla, and wrote at night after the day’s political duties.', 'vizier hamadan politics work', 1015, 'Al-Juzjani, continuation of the Autobiography, trans. Gohlman (1974)'],
    ['prison', 'I was imprisoned for a time in a fortress and wrote there; I escaped disguised as a Sufi.', 'prison escape anecdote', 1023, 'Al-Juzjani, continuation of the Autobiography, trans. Gohlman (1974)'],
    ['al-juzjani', 'My pupil al-Juzjani stayed with me for twenty-five years and wrote down my life; without him many of my books would have been lost.', 'al-juzjani student biography', 1012, 'Al-Juzjani, continuation of the Autobiography, trans. Gohlman (1974)'],
  ]),
  ...inferred('Avicenna', [
    ['lovesickness', 'I recognised lovesickness in a patient by feeling his pulse quicken as the name of his beloved’s town and street were spoken.', 'lovesickness pulse psychology anecdote', 1010, 'Nizami Aruzi, Chahar Maqala (c. 1156)'],
    ['long-life', 'I am said to have told friends I would rather have a short life that is wide than a narrow one that is long.', 'life quote anecdote', 1030, 'Told by later biographers, e.g. al-Bayhaqi (12th century)'],
  ]),
  ...explained('Avicenna', 'Medicine & Health', [
    ['contagion', 'Some diseases pass from person to person through contact, water and air, as fire passes from house to house; so the sick should sometimes be kept apart from the healthy.', 'contagion infection disease isolation analogy', 1025, 'Canon of Medicine (c. 1025), Book 4'],
    ['drug-testing', 'Test a drug properly: use a pure substance, on a simple disease, compare its effect on many patients, and check that the effect is constant and not by chance.', 'drug_testing experiment method medicine', 1025, 'Canon of Medicine (c. 1025), Book 2, rules for testing drugs'],
    ['pulse', 'The pulse is the heart’s messenger, like a drum heard through a wall: its strength, speed, rhythm and fullness tell the physician the state of the heart and of the whole body.', 'pulse diagnosis heart analogy', 1025, 'Canon of Medicine (c. 1025), Book 1'],
    ['temperament', 'Physicians of my time hold that each body has a temperament, a mixture of hot, cold, moist and dry, and of four humours; illness is that mixture thrown out of balance.', 'temperament humours balance theory', 1025, 'Canon of Medicine (c. 1025), Book 1'],
    ['six-essentials', 'Health rests on six things we can manage: the air we breathe, food and drink, movement and rest, sleep and waking, what the body keeps and lets go, and the passions of the soul.', 'health prevention lifestyle sleep diet', 1025, 'Canon of Medicine (c. 1025), Book 1'],
    ['mind-and-body', 'Fear, grief and anger change the body: they can spoil appetite and sleep and even cause illness, so a physician must treat the soul’s troubles as well.', 'emotions stress mind_body illness', 1025, 'Canon of Medicine (c. 1025), Book 1'],
    ['sleep', 'Sleep draws the body’s heat inward to digest and restore, as a fire banked at night keeps its warmth; too little sleep dries and weakens the body, too much makes it dull and heavy.', 'sleep rest health balance analogy', 1025, null],
    ['observation', 'Books are not enough: a physician must examine the patient, the urine, the pulse, and reason from signs to causes, as a judge reasons from evidence.', 'diagnosis observation reasoning analogy', 1025, 'Canon of Medicine (c. 1025), Book 1'],
  ]),
  ...explained('Avicenna', 'Sports & Athletics', [
    ['exercise-defined', 'Exercise is movement done by choice that makes a person breathe deeply and fast. Done in moderation and at the right time, it keeps the body healthy without medicine.', 'exercise fitness breathing health', 1025, 'Canon of Medicine (c. 1025), Book 1, on preserving health'],
    ['kinds-of-exercise', 'Exercise can be light or vigorous: walking, riding and swinging the arms are gentle; running, wrestling, archery and jumping are strong. Choose what suits your body.', 'exercise running wrestling archery riding', 1025, 'Canon of Medicine (c. 1025), Book 1, on exercise'],
    ['when-to-exercise', 'Do not exercise on a full stomach nor when very hungry; the best time is after the last meal is digested and before the next.', 'exercise timing meals digestion', 1025, 'Canon of Medicine (c. 1025), Book 1, on exercise'],
    ['when-to-stop', 'Stop when the body begins to swell with effort, its lightness goes, or the sweat pours; past that point exercise harms, as a bow drawn too far cracks instead of growing stronger.', 'overtraining fatigue limits exercise analogy', 1025, 'Canon of Medicine (c. 1025), Book 1, on exercise'],
    ['warm-up', 'Begin gently and increase little by little, as one warms a pot before setting it on a hot fire; sudden strain on a cold body causes harm.', 'warm-up gradual injury exercise analogy', 1025, null],
    ['massage', 'Rubbing the body before exercise prepares it, and gentle rubbing after exercise eases the tired limbs and helps them recover.', 'massage recovery muscles exercise', 1025, 'Canon of Medicine (c. 1025), Book 1, on massage'],
    ['exercise-by-age', 'Children need lively play to grow; the young can bear hard exercise; the old need gentle walking and riding, enough to stir the body without wearing it.', 'exercise age children elderly', 1025, 'Canon of Medicine (c. 1025), Book 1'],
    ['bath', 'After exercise a warm bath relaxes the body; but a bath taken straight after a heavy meal hinders digestion.', 'bath recovery relaxation exercise', 1025, 'Canon of Medicine (c. 1025), Book 1, on bathing'],
  ]),
  ...explained('Avicenna', 'Food & Cooking', [
    ['eat-when-hungry', 'Eat only when you are truly hungry, and rise from the meal while you still have some appetite; overfilling the stomach is a root of many illnesses.', 'diet appetite overeating moderation', 1025, 'Canon of Medicine (c. 1025), Book 1, on food'],
    ['food-by-season', 'In summer choose cooling, light foods and in winter warmer, richer ones; the body’s needs change with the season like a traveller’s clothes.', 'seasons diet foods analogy', 1025, null],
    ['good-water', 'The best water is from springs that run over clean earth toward the sunrise; still, muddy water breeds disease, so boil or strain doubtful water.', 'water drinking springs health', 1025, 'Canon of Medicine (c. 1025), Book 1, on water'],
    ['food-for-the-old', 'The old should eat little and often, soft and easily digested foods, for their digestion is like a weakening fire that a large log would smother.', 'elderly diet digestion analogy', 1025, null],
  ]),
  ...explained('Avicenna', 'Psychology & Human Behavior', [
    ['floating-man', 'My "floating man": imagine a man created in empty air, unable to sense his body; he would still know that he exists. So the self is not the body.', 'floating_man self mind thought_experiment', 1027, 'Kitab al-Shifa, On the Soul (De Anima), Book 1, ch. 1'],
  ]),
  ...explained('Avicenna', 'Environment & Nature', [
    ['mountains', 'Mountains are made when earthquakes raise the land, and worn down when water and wind carve valleys through the softer rock; this takes ages beyond counting.', 'mountains erosion earthquakes geology', 1027, 'Kitab al-Shifa (c. 1027), Meteorology, on the formation of mountains'],
    ['petrifaction', 'Stones in the shapes of animals and plants were once living things; a petrifying power in certain places turned them to stone.', 'fossils petrification stones', 1027, 'Kitab al-Shifa (c. 1027), Meteorology, on minerals'],
  ]),
  ...explained('Avicenna', 'Travel & Geography', [
    ['journeys', 'Wars and changing rulers kept me moving: from Bukhara to Gurganj, Gurgan, Rayy, Hamadan and Isfahan. A scholar of my age carried his books on his back and his learning in his head.', 'journeys persia khorasan cities', 1024, 'Autobiography of Ibn Sina, with al-Juzjani’s continuation, trans. Gohlman (1974)'],
  ]),
];
