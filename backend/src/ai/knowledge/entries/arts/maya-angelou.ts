import { documented, explained, inferred, type Fact } from '../../fact';

// Written in Maya Angelou's own voice. Checked against her autobiographies, poems and interviews.
// prettier-ignore
export const MAYA_ANGELOU: Fact[] = [
  ...documented('Maya Angelou', [
    ['born', 'I was born Marguerite Annie Johnson in St. Louis on 4 April 1928; my brother Bailey called me Maya, and the name stayed.', 'biography name family childhood', 1928, 'I Know Why the Caged Bird Sings (1969), ch. 1–2'],
    ['caged-bird', 'I Know Why the Caged Bird Sings (1969) tells of my childhood in Stamps, Arkansas, and in California; it was nominated for the National Book Award.', 'memoir literature books writing', 1969, 'I Know Why the Caged Bird Sings (1969); National Book Award nominations, 1970'],
    ['silence', 'After I was raped at eight and my attacker was killed, I stopped speaking for about five years, believing my voice had killed him.', 'trauma memoir voice silence', 1936, 'I Know Why the Caged Bird Sings (1969), ch. 12–13'],
    ['mrs-flowers', 'Mrs. Bertha Flowers brought me back to speech by lending me books and asking me to read them aloud.', 'reading education mentors poetry', 1940, 'I Know Why the Caged Bird Sings (1969), ch. 15'],
    ['streetcar', 'As a teenager in San Francisco I became the first Black woman streetcar conductor there.', 'work equality courage', 1944, 'I Know Why the Caged Bird Sings (1969)'],
    ['dancer', 'I was a dancer and singer; I toured Europe and Africa with a production of Porgy and Bess in 1954 and 1955.', 'music dance performance porgy_and_bess', 1954, 'Singin’ and Swingin’ and Gettin’ Merry Like Christmas (1976)'],
    ['sclc', 'In 1960 I became a northern coordinator for Martin Luther King Jr.’s Southern Christian Leadership Conference.', 'civil_rights activism history king', 1960, 'The Heart of a Woman (1981)'],
    ['ghana', 'I lived in Ghana in the early 1960s, worked at the University of Ghana and came to know Malcolm X there.', 'travel africa civil_rights ghana', 1964, 'All God’s Children Need Traveling Shoes (1986)'],
    ['cairo', 'Before Ghana I lived in Cairo and worked as associate editor of the Arab Observer, an English-language news weekly.', 'journalism egypt work africa', 1961, 'The Heart of a Woman (1981)'],
    ['inauguration', 'I read my poem On the Pulse of Morning at President Clinton’s inauguration in 1993.', 'poetry performance history inauguration', 1993, 'On the Pulse of Morning (1993), read 20 January 1993'],
    ['still-i-rise', 'My poem Still I Rise, from 1978, answers those who would write a person down in history with bitter, twisted lies.', 'poetry courage resilience', 1978, 'And Still I Rise (1978)'],
    ['screenplay', 'My screenplay for Georgia, Georgia (1972) was the first by a Black woman to be produced as a film.', 'film writing firsts', 1972, 'Georgia, Georgia (1972), screenplay by Maya Angelou'],
    ['autobiographies', 'I wrote seven autobiographies, following my life from childhood in Stamps through the 1960s, and a last one about my mother.', 'memoir writing books autobiography', 2013, 'Mom & Me & Mom (2013)'],
    ['yellow-pad', 'I wrote in hotel rooms with a Bible, a dictionary, a thesaurus, a bottle of sherry and yellow legal pads.', 'writing habits creativity', 1990, 'Interview, The Paris Review, The Art of Fiction No. 119 (1990)'],
    ['medal-freedom', 'In 2011 I received the Presidential Medal of Freedom.', 'honour award medal freedom', 2011, 'Presidential Medal of Freedom ceremony, 15 February 2011'],
    ['languages', 'I learned to speak several languages, including French, Spanish and Fanti.', 'languages learning french spanish fanti', 1965, 'All God’s Children Need Traveling Shoes (1986); interviews'],
    ['calypso', 'In 1957 I recorded an album of calypso songs, Miss Calypso, after singing at the Purple Onion in San Francisco.', 'music calypso singing album', 1957, 'Miss Calypso (Liberty Records, 1957)'],
    ['pulitzer-nomination', 'My first book of poems, Just Give Me a Cool Drink of Water ’fore I Diiie (1971), was nominated for the Pulitzer Prize.', 'poetry award books', 1972, 'Pulitzer Prize nominations, 1972'],
    ['wake-forest', 'From 1982 I taught at Wake Forest University in North Carolina as Reynolds Professor of American Studies.', 'teaching university education', 1982, 'Wake Forest University appointment, 1982'],
  ]),
  ...inferred('Maya Angelou', [
    ['feel-apocrypha', '“People will forget what you said, but never how you made them feel” is often put in my mouth, though others said it before me.', 'quote apocrypha feelings', 2003, 'Quote Investigator (2014): the line appears in Carl Buehner’s words in 1971'],
  ]),
  ...explained('Maya Angelou', 'Languages & Communication', [
    ['voice-gives-meaning', 'Mrs. Flowers taught me that words mean more than what is set down on paper. It takes the human voice to give them their deeper shades of meaning.', 'voice reading_aloud words meaning', 1940, 'I Know Why the Caged Bird Sings (1969), ch. 15'],
    ['read-aloud', 'Read a poem aloud and you find out what it is. Your ear catches the rhythm and the sound your eye skipped over. Say it until it sits in your mouth like a song you know.', 'reading_aloud poetry rhythm voice analogy', 1990, null],
    ['words-are-things', 'Words are things. I believe they get into the walls, into your clothes, into you. Be careful what you say, because a cruel word stays in a room after it is spoken.', 'words language speech kindness', 2000, null],
    ['learn-by-living', 'I learned languages by living in them: in Cairo, in Accra, listening at market, asking the words for bread and water, then daring to speak and be corrected.', 'languages learning immersion practice', 1963, null],
    ['out-of-name', 'When my employer called me Mary because Marguerite was too long for her, she took more than a name. Calling people out of their name tells them they are nothing.', 'names respect identity language racism', 1941, 'I Know Why the Caged Bird Sings (1969), ch. 16'],
  ]),
  ...explained('Maya Angelou', 'Music & Performance', [
    ['poetry-is-music', 'Poetry is music written for the human voice. Before a poem was ink it was sung, so I read mine as a singer would, with breath, pause and beat.', 'poetry music performance voice analogy', 1993, null],
    ['perform-poem', 'When I perform a poem, I find where I must breathe and what word must land. A pause can say as much as a word, the way a rest in music holds the tune together.', 'performance poetry pause breath analogy', 1993, null],
    ['dance-body', 'I danced with Alvin Ailey before either of us was known. Dance taught me the body tells a story too; a poem stands up better when the reader stands up in it.', 'dance ailey body performance', 1954, 'Singin’ and Swingin’ and Gettin’ Merry Like Christmas (1976)'],
    ['stage-freedom', 'In 1960 Godfrey Cambridge and I wrote and staged Cabaret for Freedom in New York to raise money for Dr. King’s movement. Art can carry the struggle.', 'theatre cabaret civil_rights fundraising', 1960, 'The Heart of a Woman (1981)'],
  ]),
  ...explained('Maya Angelou', 'Art & Literature', [
    ['memoir-truth', 'In memoir I tell the truth, but I shape it like a novelist: I choose scenes, build dialogue and cut what does not serve. Facts can hide the truth; the story must reveal it.', 'memoir autobiography truth storytelling writing', 1969, 'Interview, The Paris Review (1990)'],
    ['i-means-we', 'When I write I, I mean we. I tell one Black girl’s life so that readers can see many lives in it, the way one candle shows a whole room.', 'autobiography voice identity writing analogy', 1990, null],
    ['caged-bird-title', 'My title comes from Paul Laurence Dunbar’s poem Sympathy: the caged bird sings not because it is happy, but because it longs to be free.', 'caged_bird title poetry dunbar metaphor', 1969, 'I Know Why the Caged Bird Sings (1969); Paul Laurence Dunbar, Sympathy (1899)'],
    ['repetition', 'In Still I Rise the line “I rise” returns again and again. Repetition in a poem works like a drumbeat: each time it comes back, it grows stronger.', 'repetition poetry rhythm still_i_rise analogy', 1978, 'And Still I Rise (1978)'],
    ['write-and-edit', 'I write in the morning, then in the evening I reread and cut. As the saying goes, easy reading is damned hard writing: the smooth sentence is the one I worked over most.', 'writing editing revision habits craft', 1990, 'Interview, The Paris Review (1990)'],
  ]),
  ...explained('Maya Angelou', 'Social Issues & Justice', [
    ['dentist', 'In Stamps a white dentist who owed my grandmother money still refused to treat my aching tooth. Prejudice is not a feeling only; it is a door closed on your pain.', 'racism segregation prejudice stamps', 1939, 'I Know Why the Caged Bird Sings (1969), ch. 24'],
    ['segregation', 'Segregation taught a child she was less before she could read. It was in the separate schools, the separate water, the other side of town. I set it down so it could not be denied.', 'segregation racism childhood south', 1969, 'I Know Why the Caged Bird Sings (1969)'],
    ['nonviolence', 'Dr. King’s way was to answer hate without hitting back, so the wrong could be seen plainly by all. It asks more courage than a fist, not less.', 'nonviolence civil_rights king courage', 1960, 'The Heart of a Woman (1981)'],
    ['phenomenal-woman', 'Phenomenal Woman says a woman’s worth is not in fitting someone else’s picture of beauty. It lives in how she walks, her smile, her confidence, her own self.', 'women confidence beauty identity poetry', 1978, 'And Still I Rise (1978), Phenomenal Woman'],
    ['rise-answer', 'Still I Rise ends: I am the dream and the hope of the slave. My rising is not mine alone; it carries all who endured before me, like a runner carrying the baton the others passed on.', 'slavery ancestors dignity resilience analogy', 1978, 'And Still I Rise (1978)'],
    ['africa-roots', 'Living in Ghana, I learned that returning to Africa did not make me African; I was an American too. Knowing both taught me where the chains had been.', 'identity africa diaspora history', 1965, 'All God’s Children Need Traveling Shoes (1986)'],
  ]),
  ...explained('Maya Angelou', 'Psychology & Human Behavior', [
    ['courage-first', 'Courage is the most important of the virtues, because without it you cannot practise any other one consistently. Kindness, honesty, fairness all give way under fear.', 'courage virtue fear character', 1988, null],
    ['silence-trauma', 'My years of silence were a child’s way to carry guilt that was never hers. A hurt child may go quiet; she needs patience and someone who lets her come back.', 'trauma silence childhood healing', 1936, 'I Know Why the Caged Bird Sings (1969), ch. 13–15'],
    ['resilience', 'You may not control all the events that happen to you, but you can decide not to be reduced by them. That choice is where rising begins.', 'resilience choice adversity mindset', 2008, 'Letter to My Daughter (2008)'],
  ]),
  ...explained('Maya Angelou', 'Education & Learning', [
    ['read-everything', 'In Stamps I read everything I could reach: Shakespeare, Dunbar, Langston Hughes, the Bible. A library is a place where a child nobody notices can meet the whole world.', 'reading library education childhood', 1940, 'I Know Why the Caged Bird Sings (1969)'],
    ['lessons-in-living', 'Mrs. Flowers gave me what I called lessons in living: be intolerant of ignorance but understanding of illiteracy, and listen for the wisdom in plain country people.', 'mentors learning wisdom tolerance', 1940, 'I Know Why the Caged Bird Sings (1969), ch. 15'],
  ]),
];
