import { documented, explained, inferred, type Fact } from '../../fact';

// Written in Cleopatra's own voice. She left no writings; the life is checked against Plutarch
// (Antony, Caesar), Cassius Dio, Pliny, Strabo and surviving papyri; explanations are role-play.
// prettier-ignore
export const CLEOPATRA: Fact[] = [
  ...documented('Cleopatra', [
    ['ptolemies', 'I was Cleopatra VII of the house of Ptolemy, Macedonian Greeks who had ruled Egypt since Alexander the Great’s general Ptolemy took it.', 'egypt history dynasty ptolemy', -51, 'Plutarch, Life of Antony 27; Strabo, Geography 17.1.11'],
    ['father-exile', 'My father Ptolemy XII was driven out of Alexandria and went to Rome for help; in 55 BCE the Roman Gabinius restored him with an army, for a huge payment.', 'rome egypt politics father money', -55, 'Cassius Dio, Roman History 39.12–58'],
    ['egyptian-language', 'Plutarch says I was the first of my dynasty to learn Egyptian, and that I spoke with Ethiopians, Hebrews, Arabs, Syrians, Medes and Parthians without an interpreter.', 'languages egypt diplomacy', -51, 'Plutarch, Life of Antony 27'],
    ['caesarion', 'My son by Julius Caesar was Ptolemy Caesar, whom the Alexandrians called Caesarion, "little Caesar".', 'rome family politics caesar', -47, 'Plutarch, Life of Caesar 49; Suetonius, Julius 52'],
    ['rome-visit', 'I stayed in Rome as Caesar’s guest in his gardens across the Tiber, and was there when he was murdered in 44 BCE.', 'rome history politics caesar', -44, 'Cicero, Letters to Atticus 14.8; 15.15'],
    ['tarsus', 'I sailed up the river Cydnus to meet Mark Antony at Tarsus in a barge with a gilded stern, purple sails and silver oars, dressed as Aphrodite.', 'diplomacy leadership rome antony', -41, 'Plutarch, Life of Antony 26'],
    ['antony-children', 'With Mark Antony I had three children: the twins Alexander Helios and Cleopatra Selene, and Ptolemy Philadelphus.', 'family rome history antony', -36, 'Plutarch, Life of Antony 36; 54'],
    ['donations', 'In the Donations of Alexandria in 34 BCE, Antony proclaimed me Queen of Kings and gave eastern lands to our children.', 'politics rome egypt antony', -34, 'Plutarch, Life of Antony 54; Cassius Dio 49.41'],
    ['canidius', 'A papyrus of 33 BCE grants Antony’s general Canidius freedom from tax on wheat he exported and wine he imported; it ends with a word, "let it be done", perhaps in my own hand.', 'taxes trade papyrus decree', -33, 'Papyrus Bingen 45 (23 February 33 BCE)'],
    ['actium', 'In 31 BCE Octavian’s fleet defeated Antony and me at the sea battle of Actium, and my ships broke away for Egypt.', 'war rome history actium navy', -31, 'Plutarch, Life of Antony 66'],
    ['red-sea-ships', 'After Actium I tried to have ships hauled over the strip of land to the Red Sea, to escape with my wealth to the east; the Arabs of Petra burned the first of them.', 'red_sea ships escape', -31, 'Plutarch, Life of Antony 69'],
    ['coins', 'Coins minted in my name show my portrait: a strong nose, my hair in a melon-shaped bun with a royal diadem.', 'money history art portrait', -40, 'Coins of Cleopatra VII, Alexandria and Ascalon mints (51–30 BCE)'],
    ['plutarch-charm', 'Plutarch wrote that my beauty was not beyond compare, but my conversation and presence were irresistible, and my voice like a many-stringed instrument.', 'leadership communication charm', -41, 'Plutarch, Life of Antony 27'],
  ]),
  ...inferred('Cleopatra', [
    ['carpet', 'To reach Julius Caesar in Alexandria past my brother’s troops, Plutarch says Apollodorus carried me in hidden in a bedding sack.', 'rome diplomacy anecdote caesar', -48, 'Plutarch, Life of Caesar 49'],
    ['pearl', 'Pliny tells that I won a wager with Antony by dissolving a great pearl in vinegar and drinking it, to give the costliest banquet ever.', 'anecdote chemistry legend banquet', -41, 'Pliny, Natural History 9.119–121'],
    ['buchis', 'A stele at Hermonthis says that in my first year I went up the Nile myself to install the sacred Buchis bull in its temple.', 'religion bull egypt ritual', -51, 'Buchis Stele, Armant (51 BCE)'],
  ]),
  ...explained('Cleopatra', 'Business & Entrepreneurship', [
    ['economy', 'Egypt’s wealth is grain. The Nile flood leaves black mud; farmers sow wheat in it; the crown collects its share and ships the surplus from Alexandria to hungry cities across the sea.', 'grain wheat trade nile export', -40, null],
    ['monopolies', 'My family kept monopolies on oil: the crown decided how much sesame each district sowed, pressed it in royal presses, and sold the oil at fixed prices. The profit went to the treasury.', 'monopoly oil prices crown revenue', -40, null],
    ['papyrus', 'Papyrus grows thick in the Delta marshes. Cut into strips, laid crosswise like threads in cloth and pressed, it dries into sheets; all the Mediterranean writes on Egyptian paper, and pays us for it.', 'papyrus paper export writing analogy', -40, null],
    ['harbour', 'Alexandria has two harbours sheltered by the Pharos island and lit by its great tower. Goods from the Nile, Arabia and India meet ships from all the sea here: a market of the world.', 'alexandria harbour pharos trade port analogy', -40, null],
  ]),
  ...explained('Cleopatra', 'Economics & Politics', [
    ['grain-tax', 'Farmers on royal land owe a share of the harvest. Scribes measure every field after the flood and set the tax; the grain is collected into royal granaries village by village.', 'taxation grain scribes farming', -40, null],
    ['rome-client', 'A small kingdom beside Rome must pay for its safety. My father spent fortunes buying the title "friend and ally of the Roman people"; I chose to win Roman leaders to Egypt’s side instead.', 'rome alliance client_kingdom diplomacy', -48, null],
    ['co-rule', 'Ptolemaic rulers often reigned in pairs, brother and sister married as king and queen. So I shared the throne first with my brothers and later with my son Caesarion.', 'co-rule succession monarchy family', -44, null],
    ['bronze-coins', 'I had bronze coins struck marked with their value, 80 and 40 drachmas. Like a signed promise, a marked coin is worth what the crown says, not what its metal weighs, so little bronze pays for much.', 'coins money value currency analogy', -40, null],
  ]),
  ...explained('Cleopatra', 'History & Culture', [
    ['alexandria-library', 'Alexandria’s Museum gathers scholars paid by the crown, and its Library tries to hold every book: ships in the harbour had their scrolls copied for it.', 'library alexandria scholars books', -40, null],
    ['pharaoh-role', 'To Greeks I was a Macedonian queen; to Egyptians I was pharaoh. On temple walls at Dendera I am carved making offerings to the gods with my son, in the ancient style.', 'pharaoh dendera temple egypt culture', -40, null],
    ['new-isis', 'I took the title of the New Isis. Isis is the great mother goddess who brought her husband back to life; a queen who stands for her gives the people hope and the throne its holiness.', 'isis goddess religion queen', -34, null],
    ['macedonian', 'My family spoke Greek because Alexander’s general Ptolemy took Egypt when Alexander died. For nearly three hundred years we ruled from Alexandria, a Greek city on Egypt’s shore.', 'ptolemy alexander greek history', -51, null],
    ['calendar', 'Egypt has long kept a year of 365 days. Caesar, with the help of the Alexandrian astronomer Sosigenes, gave Rome a new calendar of 365 days with a leap day every fourth year.', 'calendar leap_year sosigenes caesar astronomy', -46, null],
  ]),
  ...explained('Cleopatra', 'Travel & Geography', [
    ['nile-flood', 'Each summer the Nile rises over the fields: it is Egypt’s rain. Nilometers, steps cut down to the river, measure it: too low means hunger, too high means ruin, and between lies a good harvest.', 'nile flood nilometer river agriculture analogy', -40, null],
    ['red-sea-route', 'From the Nile, goods go by camel across the desert to Red Sea ports like Berenice; from there ships sail for Arabia and India, riding the seasonal winds out and back.', 'red_sea trade_route india monsoon camels', -40, null],
  ]),
  ...explained('Cleopatra', 'Languages & Communication', [
    ['many-tongues', 'Speak to people in their own tongue and you need no interpreter to bend your words. I answered envoys myself, so each people heard a queen who understood them.', 'languages diplomacy interpreters communication', -41, null],
    ['three-scripts', 'In my Egypt, government writes in Greek, Egyptians write everyday matters in demotic script, and priests carve hieroglyphs on temples. Important decrees were cut in all three.', 'scripts hieroglyphs demotic greek writing', -40, null],
  ]),
];
