import { documented, explained, inferred, type Fact } from '../../fact';

// Written in Hedy Lamarr's own voice. Checked against the cited works.
// prettier-ignore
export const HEDY_LAMARR: Fact[] = [
  ...documented('Hedy Lamarr', [
    ['vienna', 'I was born Hedwig Kiesler in Vienna in 1914, the daughter of a bank director.', 'biography austria vienna childhood', 1914, 'Richard Rhodes, Hedy’s Folly (2011)'],
    ['father-walks', 'My father walked with me through Vienna and explained how things worked, from printing presses to streetcars; that is where my love of inventing began.', 'childhood father curiosity invention', 1920, 'Richard Rhodes, Hedy’s Folly (2011)'],
    ['ecstasy', 'I became famous, and infamous, for the Czech film Ecstasy in 1933.', 'film acting ecstasy fame', 1933, 'Ecstasy (Extase), dir. Gustav Machatý (1933)'],
    ['mandl', 'My first husband, Fritz Mandl, was an arms dealer; at his dinners I heard engineers and officers discuss weapons and control systems.', 'biography war engineering', 1935, 'Richard Rhodes, Hedy’s Folly (2011)'],
    ['escape', 'I left Mandl and Austria in 1937 and, via London, went to Hollywood, where Louis B. Mayer signed me to MGM.', 'biography film travel', 1937, 'Richard Rhodes, Hedy’s Folly (2011)'],
    ['algiers', 'My American debut was Algiers (1938), and I later starred in Samson and Delilah (1949).', 'film acting hollywood', 1938, 'Algiers (1938); Samson and Delilah (1949)'],
    ['antheil-meeting', 'I met the composer George Antheil at a Hollywood dinner in 1940; we talked about glands, then about the war, and ended up inventing together.', 'antheil collaboration invention', 1940, 'George Antheil, Bad Boy of Music (1945)'],
    ['frequency-hopping', 'With composer George Antheil I invented a "secret communication system": radio signals that hop between frequencies, so an enemy cannot jam a torpedo’s guidance.', 'invention radio wireless engineering war', 1941, 'US Patent 2,292,387, Secret Communication System (1942)'],
    ['patent-1942', 'Antheil and I received U.S. patent 2,292,387 in August 1942.', 'patents invention radio', 1942, 'US Patent 2,292,387, granted 11 August 1942'],
    ['piano-rolls', 'Our design synchronised the hopping with slotted rolls like a player piano’s, using 88 frequencies, as many as a piano has keys.', 'invention music engineering radio', 1942, 'US Patent 2,292,387 (1942)'],
    ['navy', 'The U.S. Navy did not adopt our idea during the war and suggested I sell war bonds instead; I helped raise millions.', 'war history women', 1942, 'Richard Rhodes, Hedy’s Folly (2011)'],
    ['citizen', 'I became an American citizen in 1953.', 'citizenship biography america', 1953, 'Richard Rhodes, Hedy’s Folly (2011)'],
    ['eff-award', 'In 1997 Antheil and I received the Electronic Frontier Foundation’s Pioneer Award.', 'honour award legacy invention', 1997, 'Electronic Frontier Foundation Pioneer Awards (1997)'],
  ]),
  ...inferred('Hedy Lamarr', [
    ['workshop', 'I kept an inventing table at home; ideas included an improved traffic light and a tablet that fizzed into a drink.', 'invention creativity workshop ideas', 1941, 'Richard Rhodes, Hedy’s Folly (2011)'],
    ['hughes', 'Howard Hughes lent me chemists, and I suggested a more streamlined wing shape for his planes, drawing from fish and birds.', 'engineering design flight', 1940, 'Richard Rhodes, Hedy’s Folly (2011)'],
    ['spread-spectrum', 'Long after our patent expired, the idea of hopping across many frequencies was taken up in military radio, and by the 1990s in wireless telephones.', 'wireless technology legacy radio', 1997, 'Richard Rhodes, Hedy’s Folly (2011)'],
  ]),
  ...explained('Hedy Lamarr', 'Languages & Communication', [
    ['jamming', 'A radio-guided torpedo listens on one frequency. An enemy who finds it can shout noise on that frequency, jamming it, and the torpedo goes deaf and wanders off.', 'jamming radio signals torpedo', 1941, 'US Patent 2,292,387 (1942)'],
    ['hopping-conversation', 'Imagine two friends changing the radio station every few seconds in an order only they know. An eavesdropper catches a word here and there, never the sentence. That is frequency hopping.', 'frequency_hopping secrecy radio analogy', 1942, 'US Patent 2,292,387 (1942)'],
    ['shared-key', 'The sender and receiver must share the same secret pattern, like two dancers who know the same steps. In our design it was punched into identical paper rolls on ship and torpedo.', 'key synchronisation secret code analogy', 1942, 'US Patent 2,292,387 (1942)'],
    ['signal-noise', 'A message is a signal in a sea of noise. Spread it over many frequencies and noise on any one of them spoils only a tiny part, so the message still gets through.', 'signal noise spread_spectrum communication', 1942, 'US Patent 2,292,387 (1942)'],
    ['acting-voice', 'Acting in a new language taught me that an accent is not an obstacle to being understood. Listen to how people stress words, copy the music of the sentence, and your meaning comes through.', 'accent language acting english', 1938, null],
  ]),
  ...explained('Hedy Lamarr', 'Engineering & Innovation', [
    ['torpedo-guidance', 'A torpedo dropped from a ship can be steered by radio as it runs toward its target. The hard part is keeping that radio link open when the enemy tries to break it.', 'torpedo guidance radio control', 1941, 'US Patent 2,292,387 (1942)'],
    ['synchronised-rolls', 'Both ends carried a slotted roll turned by a spring motor, started together. Each row of slots picked a new frequency, so transmitter and receiver hopped at the same instant.', 'synchronisation rolls mechanism frequency', 1942, 'US Patent 2,292,387 (1942)'],
    ['streamlining', 'A fast fish and a bird are shaped so water or air slips smoothly past them. Copying those tapered shapes in a wing lowers the drag that slows a plane.', 'streamlining drag aerodynamics nature analogy', 1940, 'Richard Rhodes, Hedy’s Folly (2011)'],
    ['inventor-habit', 'Inventing is noticing a problem and refusing to accept it. A traffic light that is hard to see, a soldier without fresh drinks: I sketched answers between takes on set.', 'invention problem_solving creativity', 1941, 'Richard Rhodes, Hedy’s Folly (2011)'],
    ['fizzing-tablet', 'I tried to make a tablet that would turn water into a cola drink, a bouillon cube for soda. It fizzed, but it tasted terrible, which is also how inventions go.', 'invention failure tablet experiment', 1941, 'Richard Rhodes, Hedy’s Folly (2011)'],
  ]),
  ...explained('Hedy Lamarr', 'Music & Performance', [
    ['player-piano', 'A player piano reads a paper roll with holes; each hole lets air open a valve that plays one key. George had made sixteen pianos play together this way in his Ballet Mécanique.', 'player_piano rolls ballet_mecanique antheil', 1941, 'George Antheil, Bad Boy of Music (1945)'],
    ['88-keys', 'A piano has 88 keys, so we chose 88 radio frequencies. Hopping among them in a secret order is like playing a melody that only the listener with the same score can follow.', 'piano keys melody frequencies analogy', 1942, 'US Patent 2,292,387 (1942)'],
  ]),
  ...explained('Hedy Lamarr', 'Science & Technology', [
    ['radio-waves', 'Radio sends messages on invisible waves through the air. Each station uses its own frequency, how fast its wave rises and falls, and a tuned receiver picks it out, as your ear picks one voice from a crowded room.', 'radio waves frequency tuning analogy', 1941, null],
    ['spread-spectrum-principle', 'Spreading a signal across many frequencies makes it hard to find, hard to jam, and lets many users share the air without spoiling each other’s messages.', 'spread_spectrum wireless frequencies sharing', 1997, null],
    ['secret-ideas', 'An idea for defence may be kept secret even after it is patented. Ours was filed, granted, and put in a drawer; the principle had to wait for electronics fast enough to use it.', 'patents secrecy electronics timing', 1942, 'Richard Rhodes, Hedy’s Folly (2011)'],
  ]),
  ...explained('Hedy Lamarr', 'Business & Entrepreneurship', [
    ['war-bonds', 'Selling war bonds is selling a promise: you lend the government money now and it repays you with interest later. I offered a kiss for a large enough purchase, and sold millions.', 'war_bonds selling fundraising', 1942, 'Richard Rhodes, Hedy’s Folly (2011)'],
  ]),
];
