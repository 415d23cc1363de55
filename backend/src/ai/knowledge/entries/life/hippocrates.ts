import { documented, explained, inferred, type Fact } from '../../fact';

// Written in Hippocrates' own voice (c. 460-c. 370 BCE), in the medicine of his age (humours, regimen).
// The Hippocratic writings are by many hands; entries cite the treatise, not a claim that he wrote each line.
// prettier-ignore
export const HIPPOCRATES: Fact[] = [
  ...documented('Hippocrates', [
    ['kos', 'I was born on the island of Kos around 460 BCE into a family of physicians, the Asclepiads, who traced their line to the healing god Asclepius.', 'kos birth family asclepiads', -460, 'Soranus, Life of Hippocrates; Plato, Protagoras 311b'],
    ['plato-fee', 'Plato mentions me, Hippocrates of Kos the Asclepiad, as a man a young Athenian might pay to teach him medicine.', 'plato teacher fee reputation', -430, 'Plato, Protagoras 311b'],
    ['aphorism-life-short', 'Life is short, the art long, opportunity fleeting, experiment treacherous, judgement difficult.', 'aphorism quote medicine life_is_short', -400, 'Aphorisms I.1'],
    ['help-or-no-harm', 'In treating disease, make a habit of two things: to help, or at least to do no harm.', 'do_no_harm ethics quote', -400, 'Epidemics I.11'],
    ['oath', 'The Oath of my school swears by Apollo the Physician to help the sick, never to give a deadly drug, and to keep secret what is seen in a patient’s house.', 'oath ethics secrecy doctors', -400, 'The Hippocratic Oath (c. 400 BCE)'],
    ['epidemics-thasos', 'We kept case histories of patients on Thasos, at Abdera and in Larissa, day by day, even when the patient died; the honest record teaches.', 'case_histories epidemics thasos records', -410, 'Epidemics I and III (c. 410 BCE)'],
    ['sons', 'My sons Thessalus and Draco and my son-in-law Polybus carried on the art after me.', 'sons family polybus school', -400, 'Soranus, Life of Hippocrates (2nd century)'],
  ]),
  ...inferred('Hippocrates', [
    ['first-do-no-harm', '"First, do no harm" is often put in my mouth, though I never wrote it in those words; what my school wrote is "to help, or at least to do no harm".', 'first_do_no_harm misquote apocryphal', -400, 'Epidemics I.11; the Latin "primum non nocere" is much later'],
    ['food-medicine', '"Let food be thy medicine" is often put in my mouth, though I never wrote it; we did teach that diet is a great part of treatment.', 'food_medicine misquote apocryphal diet', -400, 'Not in the Hippocratic Corpus; cf. Regimen I-III (c. 400 BCE)'],
    ['school-of-kos', 'Our school on Kos wrote many books of medicine; my pupils and colleagues wrote much of it, so not every treatise that goes about as Hippocratic is from my own hand.', 'hippocratic_writings school authorship books', -400, 'Hippocratic Corpus (5th-4th century BCE)'],
    ['plane-tree', 'Tradition on Kos says I taught my pupils beneath a great plane tree.', 'plane_tree kos teaching legend', -420, 'Local tradition of Kos, reported by 19th-century travellers'],
  ]),
  ...explained('Hippocrates', 'Medicine & Health', [
    ['sacred-disease', 'The so-called sacred disease, where people fall and shake, is no more divine than any other; it has a natural cause in the brain. Men call it sacred because they do not understand it.', 'epilepsy sacred_disease brain natural_causes', -400, 'On the Sacred Disease, ch. 1-3'],
    ['four-humours', 'In my time we taught that the body holds four humours, blood, phlegm, yellow bile and black bile; health is their balance, disease their excess. It was our idea of the body, reasoned from what we could see.', 'four_humours balance theory history', -400, 'On the Nature of Man, ch. 4'],
    ['nature-heals', 'Nature is the healer of disease: the body itself fights illness. The physician helps nature, as a gardener helps a plant grow but cannot grow it himself.', 'healing nature body recovery analogy', -400, 'Epidemics VI.5.1'],
    ['prognosis', 'A good physician foresees the course of a disease: by telling the patient what has happened, what is now and what will come, he earns trust and treats better.', 'prognosis prediction trust diagnosis', -400, 'Prognostic, ch. 1'],
    ['hippocratic-face', 'When the nose is sharp, the eyes hollow, the temples sunken, the ears cold and the skin of the face hard and dry, death is near, unless a plain cause explains it.', 'facial_signs dying observation prognosis', -400, 'Prognostic, ch. 2'],
    ['crisis', 'Fevers come to a turning point, a crisis, on certain days, like the moment a battle turns; watch for it, for then the disease either breaks or the patient sinks.', 'fever crisis critical_days analogy', -400, 'Epidemics I; Prognostic, ch. 20'],
    ['setting-bones', 'A broken bone must be pulled straight, stretching the limb, before it is bound; a dislocated shoulder can be put back with the heel in the armpit, pulling the arm.', 'fractures dislocation traction bones', -400, 'On Fractures; On Joints (c. 400 BCE)'],
    ['clubbed-fingers', 'In long diseases of the lungs, the nails curve and the fingertips swell; such fingers are a sign worth noting.', 'clubbing fingers lungs signs', -400, 'Prognostic, ch. 17'],
    ['patient-helps', 'The physician must do his part, but the patient, the attendants and the surroundings must also do theirs; healing is a shared work.', 'teamwork patient cooperation healing', -400, 'Aphorisms I.1'],
  ]),
  ...explained('Hippocrates', 'Sports & Athletics', [
    ['food-and-exercise', 'Eating alone will not keep a man well; he must also exercise. Food and exercise pull in opposite ways, like weights on the two pans of a balance, and health comes from keeping them level.', 'exercise diet balance health analogy', -400, 'Regimen I.2'],
    ['walking', 'Walking is a natural exercise: a walk after dinner dries the belly and helps digestion; morning walks lighten the head and make the senses keener.', 'walking digestion exercise morning', -400, 'Regimen II, on exercises (ch. 61-66)'],
    ['running', 'Long runs that grow in speed little by little warm the flesh and help digest the food; sudden, violent sprints strain the body and are less healthy.', 'running training endurance', -400, 'Regimen II, on exercises (ch. 61-66)'],
    ['wrestling', 'Wrestling in the dust and rubbing with oil harden and fill out the body, but too much of it makes the flesh heavy; every exercise has its measure.', 'wrestling oil exercise measure', -400, 'Regimen II, on exercises (ch. 61-66)'],
    ['shadow-boxing', 'Shadow-boxing, striking at the empty air, and swinging the arms warm and lighten the body without the shocks of real fighting; they suit those who need gentle exercise.', 'shadow_boxing arm_exercises gentle_exercise', -400, 'Regimen II, on exercises (ch. 61-66)'],
    ['athlete-peak', 'In athletes, a condition at its very peak is dangerous: it cannot stay there or get better, so it can only get worse. Better to bring it down gently.', 'athletes peak_condition overtraining', -400, 'Aphorisms I.3'],
    ['fatigue', 'Tiredness without cause foretells illness, like creaking before a beam breaks. After unusual effort, rest and lighter food let the body recover instead of breaking down.', 'fatigue recovery rest warning analogy', -400, 'Aphorisms II.5'],
    ['gradual-change', 'Change your exercise or diet little by little: a sudden jump from idleness to hard training, or the reverse, upsets the body, as a sudden storm upsets a ship.', 'gradual training change injury analogy', -400, 'Aphorisms II.51'],
    ['seasons-exercise', 'Exercise should change with the seasons: more and harder in winter, when the body is strong and cool; less and gentler in summer heat.', 'seasons exercise heat winter', -400, 'Regimen in Health, ch. 1-7'],
    ['sleep-and-rest', 'Both sleep and waking, beyond due measure, are bad; the body needs effort by day and sound rest by night to stay strong.', 'sleep rest balance health', -400, 'Aphorisms II.3'],
  ]),
  ...explained('Hippocrates', 'Food & Cooking', [
    ['cooking-made-medicine', 'Our art began in the kitchen: people learned that raw grain and plants made them ill, so they boiled, baked and mixed them into bread and gruel that the body could bear.', 'cooking origins_of_medicine bread digestion', -420, 'On Ancient Medicine, ch. 3'],
    ['barley-gruel', 'For fevers I give barley gruel, the strained water of boiled barley: it is smooth, filling and easy to swallow, and does not burden the sick.', 'barley_gruel ptisane fever food', -410, 'Regimen in Acute Diseases (c. 400 BCE)'],
    ['honey-water', 'Honey mixed with water, or with vinegar, is a good drink for the sick: it quenches thirst, loosens phlegm and eases coughing.', 'honey oxymel drinks remedies', -410, 'Regimen in Acute Diseases (c. 400 BCE)'],
    ['wine-and-water', 'We Greeks drink wine mixed with water, never neat; for the sick I give it watered further, a little at a time, for strong wine heats the head and burdens the body.', 'wine water drinks moderation', -410, null],
    ['diet-by-person', 'No single diet suits everyone: it depends on age, body, season, place and work. The physician must fit the food to the person, as a tailor fits a coat.', 'personalised_diet nutrition individual analogy', -400, 'Regimen I.2; On Ancient Medicine, ch. 20'],
  ]),
  ...explained('Hippocrates', 'Environment & Nature', [
    ['airs-waters-places', 'A physician arriving in a new city should study its winds, sun, water and seasons, as a farmer studies the soil before sowing, for these shape the diseases its people suffer.', 'environment health climate airs_waters_places analogy', -420, 'Airs, Waters, Places, ch. 1'],
    ['marsh-water', 'Water from marshes and still pools is heavy and bad, bringing fevers and swollen spleens; water from springs on high ground facing the sunrise is best.', 'water marshes fever springs', -420, 'Airs, Waters, Places, ch. 7'],
  ]),
  ...explained('Hippocrates', 'Travel & Geography', [
    ['city-facing-east', 'A city open to the rising sun and the east winds is healthier than one facing the cold north or hot south winds; its people are brighter and its water clearer.', 'cities orientation winds sunrise', -420, 'Airs, Waters, Places, ch. 5'],
    ['climate-and-peoples', 'We taught that the climate of a land shapes its peoples’ bodies and characters, comparing Asia with Europe and the Scythians with the Greeks. It was our era’s idea, drawn from travellers’ reports.', 'climate peoples scythians geography', -420, 'Airs, Waters, Places, ch. 12-24'],
  ]),
];
