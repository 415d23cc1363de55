import { documented, explained, inferred, type Fact } from '../../fact';

// Written in Rumi's own voice. Masnavi lines are cited by book and verse (Nicholson's numbering);
// popular English versions are loose renderings and are marked as such.
// prettier-ignore
export const RUMI: Fact[] = [
  ...documented('Rumi', [
    ['balkh', 'I was born in 1207 in the region of Balkh; my family left before the Mongol advance and, after years of travel, settled in Konya, in Anatolia.', 'biography travel history konya', 1207, 'Sultan Walad, Ibtida-nama (1291); Franklin Lewis, Rumi: Past and Present, East and West (2000), ch. 2'],
    ['teacher', 'Before Shams I was a jurist and religious teacher, like my father Baha al-Din Walad, whose teaching post in Konya I took after his death in 1231.', 'education religion family teacher', 1231, 'Sultan Walad, Ibtida-nama (1291); Franklin Lewis, Rumi (2000), ch. 3'],
    ['burhan', 'My father’s pupil Burhan al-Din Muhaqqiq guided me for some nine years, and sent me to study in Aleppo and Damascus.', 'education teacher study syria', 1232, 'Sipahsalar, Risala (c. 1320); Franklin Lewis, Rumi (2000), ch. 3'],
    ['shams', 'In 1244 I met the wandering dervish Shams of Tabriz in Konya, and the friendship turned me from a scholar into a poet.', 'friendship spirituality poetry shams', 1244, 'Sultan Walad, Ibtida-nama (1291); Maqalat-e Shams'],
    ['shams-disappears', 'Shams vanished in 1247 or 1248; my grief poured out as poems, many signed with his name.', 'grief friendship poetry shams', 1248, 'Sultan Walad, Ibtida-nama (1291)'],
    ['masnavi', 'My Masnavi is six books of rhymed couplets, about 25,000 verses, of stories and teaching.', 'poetry books sufism masnavi', 1260, 'Masnavi-ye Ma’navi, Books 1–6 (c. 1258–73)'],
    ['divan', 'My Divan-e Shams-e Tabrizi holds thousands of lyric poems, ghazals and quatrains.', 'poetry love divan ghazal', 1250, 'Divan-e Shams-e Tabrizi (c. 1244–73)'],
    ['persian', 'I wrote mostly in Persian, with some lines in Arabic, Turkish and Greek.', 'languages poetry persian', 1260, 'Divan-e Shams-e Tabrizi; Franklin Lewis, Rumi (2000), ch. 7'],
    ['husam', 'I spoke much of the Masnavi aloud to my disciple Husam al-Din Chelebi, who wrote it down and read it back to me.', 'writing teaching dictation masnavi', 1262, 'Masnavi, Book 1 preface and Book 2, verses 1–7'],
    ['fihi-ma-fihi', 'My talks to friends and disciples were written down as Fihi ma fihi, In It What Is In It: prose answers to questions, not poems.', 'discourses teaching prose', 1265, 'Fihi ma fihi (Discourses, c. 1260–73)'],
    ['sultan-walad', 'My son Sultan Walad was born in 1226 in Larende; he became my companion on the path and a poet in his own right.', 'family son biography', 1226, 'Sultan Walad, Ibtida-nama (1291)'],
    ['signature', 'Many of my ghazals end with the name of Shams instead of mine, and many with Khamush, silence, as if the poem stops speaking there.', 'ghazal signature takhallus silence', 1250, 'Divan-e Shams-e Tabrizi (c. 1244–73), closing lines of ghazals'],
  ]),
  ...inferred('Rumi', [
    ['attar', 'As a boy I am said to have met the poet Attar in Nishapur, who gave me his Book of Secrets.', 'poetry legend attar', 1215, 'Dawlatshah Samarqandi, Tadhkirat al-Shu’ara (1487)'],
    ['whirling', 'I turned in the sama, the gatherings of music and poetry, spinning as I recited verses, and my companions turned with me.', 'music dance sufism spirituality sama', 1250, 'Aflaki, Manaqib al-‘Arifin (c. 1318–53)'],
    ['wound-apocrypha', '“The wound is the place where the Light enters you” is often put in my mouth, though I never wrote it in those words.', 'quote apocrypha wound light', 1260, 'Not found in the Masnavi or Divan; see Franklin Lewis, Rumi: Past and Present (2000), on modern versions'],
  ]),
  ...explained('Rumi', 'Religion & Spirituality', [
    ['reed-flute', 'Listen to the reed flute, how it tells a tale of separation. Cut from the reed bed, it cries for home. So the soul, parted from its source, longs to return.', 'reed_flute longing soul separation analogy', 1258, 'Masnavi, Book 1, verses 1–18'],
    ['love-astrolabe', 'Love is the astrolabe of God’s mysteries. An astrolabe lets you read the heavens; love is the instrument that lets the heart read what lies beyond it.', 'love mysticism god astrolabe analogy', 1258, 'Masnavi, Book 1, verse 110'],
    ['moses-shepherd', 'A shepherd prayed to comb God’s hair and wash His feet; Moses scolded him. God told Moses: I look at the heart, not at the words. Sincere prayer is heard in any tongue.', 'prayer sincerity heart moses story', 1262, 'Masnavi, Book 2, verses 1720ff'],
    ['chickpea', 'A chickpea jumps up in the boiling pot, and the cook pushes it down: you are cooking so you may be tasty. Hardship, borne well, ripens the soul.', 'suffering growth patience chickpea analogy', 1265, 'Masnavi, Book 3, verses 4158ff'],
    ['frozen-dragon', 'A snake-catcher brought a frozen dragon to Baghdad; in the sun it woke and ate people. The lower self, the nafs, is that dragon: it only seems dead while it is cold.', 'nafs ego self desire story analogy', 1265, 'Masnavi, Book 3, verses 976ff'],
    ['parrot-merchant', 'A caged parrot heard that a wild parrot fell down as if dead; it did the same, was thrown out of the cage and flew away. Die to your self, and you go free.', 'freedom self soul story parrot', 1258, 'Masnavi, Book 1, verses 1547ff'],
    ['die-before', 'The Sufis say: die before you die. It means letting the proud, grasping self fall away while you still live, so only love is left.', 'fana self sufism death_of_ego', 1265, 'Masnavi (on the saying “die before you die”)'],
    ['dhikr', 'In dhikr, remembrance, we repeat the names of God with the breath, again and again, until the tongue falls quiet and the heart keeps repeating on its own.', 'dhikr remembrance prayer sufism breath', 1250, null],
    ['friend-mirror', 'The believer is the mirror of the believer, says the Prophet. In Shams I saw myself as I had never seen myself; a true friend is a polished mirror.', 'friendship mirror shams self analogy', 1244, null],
    ['sharia-path', 'The Law is like a candle that shows the way; the Path is the journey; the Truth is arriving. You cannot set out without the candle, but holding it is not the journey.', 'islam law sufism path analogy', 1240, 'Masnavi, Book 5, prose preface'],
    ['fasting', 'There is a hidden sweetness in the stomach’s emptiness. We are lutes: when the belly is stuffed, no music comes; when it is empty, the soul sings. (Loose English rendering.)', 'fasting emptiness ramadan lute analogy', 1250, 'Divan-e Shams-e Tabrizi, ghazal on fasting (loose rendering)'],
    ['one-light', 'The lamps are many, but the light is one. Those who quarrel look at the lamp; those who see, look at the light. (Loose English rendering.)', 'unity religions light analogy', 1265, 'Masnavi, Book 3 (loose rendering)'],
    ['beloved', 'When I speak of the Beloved, I mean God, and also the friend through whom I found Him. Human love is a bridge, like a ladder leaning on a wall.', 'beloved love god sufism analogy', 1250, 'Divan-e Shams-e Tabrizi'],
  ]),
  ...explained('Rumi', 'Music & Performance', [
    ['goldsmith-hammers', 'Walking through the goldsmiths’ market, I heard the hammers beating in rhythm and began to turn in joy. Music was already there in honest work.', 'rhythm whirling sama anecdote', 1250, 'Aflaki, Manaqib al-‘Arifin (c. 1318–53)'],
    ['sama', 'In the sama we listen to flute, drum and sung poems, and some rise and turn. The music is not to amuse; it is a ladder for the heart, some jurists’ frowns notwithstanding.', 'sama music listening sufism ritual', 1250, 'Sultan Walad, Ibtida-nama (1291)'],
    ['ney-sound', 'The ney is an empty reed with holes; the player’s breath gives it voice. Be hollow like the reed and another breath can sing through you.', 'ney flute breath instrument analogy', 1258, 'Masnavi, Book 1, verses 1–10'],
    ['sung-ghazals', 'Many of my ghazals came in the sama itself, their metre matching the turning. Read them aloud: the beat repeats like steps in a dance.', 'ghazal metre rhythm music poetry analogy', 1250, 'Divan-e Shams-e Tabrizi'],
  ]),
  ...explained('Rumi', 'Art & Literature', [
    ['ghazal-form', 'A ghazal is a string of couplets on one rhyme, often with the same refrain word ending each couplet. Each couplet stands alone, like a bead, yet one thread holds them.', 'ghazal couplet rhyme form analogy', 1250, 'Divan-e Shams-e Tabrizi'],
    ['masnavi-form', 'In the Masnavi each line’s two halves rhyme with each other, so the rhyme can change every line. That freedom lets a poem run for thousands of verses, telling story after story.', 'masnavi couplet rhyme narrative_poem', 1260, 'Masnavi-ye Ma’navi, Book 1'],
    ['tales-in-tales', 'My stories open into other stories, like rooms inside a house. A tale of a king leads to a tale of a slave girl, then back, and the lesson comes from the journey.', 'stories frame_tale teaching masnavi analogy', 1258, 'Masnavi, Book 1, tale of the king and the slave girl'],
  ]),
  ...explained('Rumi', 'Philosophy & Ethics', [
    ['elephant', 'In the dark, people touched an elephant: one felt the trunk and said a pipe, one the ear and said a fan, one the leg and said a pillar. Each is partly right; with a candle they would agree.', 'knowledge perspective truth story analogy', 1265, 'Masnavi, Book 3, verses 1259ff'],
    ['bewilderment', 'Sell your cleverness and buy bewilderment. Cleverness is opinion; bewilderment is the start of real seeing.', 'wonder knowledge humility cleverness', 1268, 'Masnavi, Book 4, verse 1407'],
    ['form-meaning', 'Words are the shell and meaning is the kernel. If you hold only the form of a teaching, you carry a nut you never crack.', 'meaning form words wisdom analogy', 1265, 'Fihi ma fihi (Discourses)'],
  ]),
  ...explained('Rumi', 'Psychology & Human Behavior', [
    ['guest-house', 'This being human is a guest house: every morning a new arrival, a joy, a sorrow, a meanness. Welcome each one; it may be clearing you out for some new delight. (Loose English rendering.)', 'emotions acceptance feelings guest_house analogy', 1268, 'Masnavi, Book 5, verses 3644ff (loose rendering by Coleman Barks)'],
    ['lion-hare', 'A hare led a lion to a well; the lion saw his own reflection, took it for a rival and leapt in. The faults you rage at in others are often your own face.', 'projection anger reflection story analogy', 1258, 'Masnavi, Book 1, story of the lion and the hare'],
  ]),
  ...explained('Rumi', 'Languages & Communication', [
    ['four-grapes', 'A Persian, an Arab, a Turk and a Greek were given a coin; one wanted angur, one inab, one uzum, one istafil, and they fought. All four wanted grapes. Words divide what wishes share.', 'language words translation misunderstanding story', 1262, 'Masnavi, Book 2, verses 3681ff'],
    ['one-heart', 'To be of one heart is better than to be of one tongue. People who share a language can be strangers; people who share a heart understand without words.', 'language understanding communication heart', 1258, 'Masnavi, Book 1, verse 1207'],
  ]),
];
