import { documented, explained, inferred, type Fact } from '../../fact';

// Written in Wolfgang Amadeus Mozart's own voice. Checked against the family letters (cited by date)
// and his own thematic catalogue; the forged “Rochlitz letter” is not used.
// prettier-ignore
export const WOLFGANG_AMADEUS_MOZART: Fact[] = [
  ...documented('Wolfgang Amadeus Mozart', [
    ['salzburg', 'I was born in Salzburg on 27 January 1756. My father Leopold, a violinist in the Archbishop’s orchestra, published his violin method the same year.', 'biography salzburg family father', 1756, 'Baptism register of Salzburg Cathedral, 28 January 1756; Leopold Mozart, Versuch einer gründlichen Violinschule (1756)'],
    ['child-tours', 'From the age of six I toured Europe with my father and my sister Nannerl, playing for courts in Munich, Vienna, Paris and London.', 'childhood tours prodigy performance', 1762, 'Leopold Mozart, letters from the tours, 1762–66'],
    ['maria-theresa', 'In 1762, aged six, I played for the Empress Maria Theresa at Schönbrunn, and afterwards jumped onto her lap and kissed her.', 'prodigy vienna empress anecdote', 1762, 'Leopold Mozart, letter to Lorenz Hagenauer, 16 October 1762'],
    ['london', 'In London in 1764–65 I met Johann Christian Bach, son of the great Bach, and wrote my first symphonies there.', 'london j_c_bach symphony childhood', 1764, 'Leopold Mozart, letters from London, 1764–65; Symphony in E flat, K. 16 (1764–65)'],
    ['miserere', 'In Rome in 1770 I heard Allegri’s Miserere in the Sistine Chapel, which was not to be copied, and wrote it out from memory afterwards.', 'memory listening rome anecdote', 1770, 'Leopold Mozart, letter to his wife, 14 April 1770'],
    ['golden-spur', 'In 1770 Pope Clement XIV made me a knight of the Order of the Golden Spur; I was fourteen.', 'honour pope rome childhood', 1770, 'Papal brief, 4 July 1770; Leopold Mozart, letter of 7 July 1770'],
    ['leave-salzburg', 'In 1781 I broke with the Archbishop of Salzburg, who treated me like a servant; his steward Count Arco showed me out with a kick, and I stayed in Vienna as a free musician.', 'freedom career vienna archbishop', 1781, 'Letter to Leopold Mozart, 9 June 1781'],
    ['constanze', 'On 4 August 1782 I married Constanze Weber in St Stephen’s Cathedral in Vienna, against my father’s wishes.', 'marriage constanze family vienna', 1782, 'Marriage register, St Stephen’s Cathedral, 4 August 1782; letter to Leopold, 7 August 1782'],
    ['haydn-praise', 'Joseph Haydn told my father: I tell you before God, your son is the greatest composer known to me in person or by name.', 'haydn praise quote', 1785, 'Leopold Mozart, letter to Nannerl, 16 February 1785'],
    ['catalogue', 'From February 1784 I kept a catalogue of all my works, writing the date and the opening bars of each new piece.', 'catalogue works organisation composing', 1784, 'Verzeichnüß aller meiner Werke (1784–91), British Library'],
    ['starling', 'In 1784 I bought a starling that could whistle the theme of my G major piano concerto, almost right; I wrote its version in my account book.', 'starling bird anecdote concerto', 1784, 'Account book, entry of 27 May 1784'],
    ['figaro', 'The Marriage of Figaro, with words by Lorenzo Da Ponte, opened in Vienna in 1786; in Prague everyone whistled its tunes.', 'opera figaro da_ponte vienna prague', 1786, 'Letter to Gottfried von Jacquin, Prague, 15 January 1787'],
    ['don-giovanni', 'I wrote Don Giovanni for Prague, where it opened in October 1787; the overture was finished only just before the premiere.', 'opera don_giovanni prague', 1787, 'Thematic catalogue, entry of 28 October 1787'],
    ['court-post', 'In December 1787 Emperor Joseph II appointed me his chamber musician, mostly to write dances for the court balls.', 'court emperor vienna dances', 1787, 'Imperial decree, 7 December 1787'],
    ['magic-flute', 'The Magic Flute, a German opera with spoken dialogue written with Emanuel Schikaneder, opened in his theatre in Vienna on 30 September 1791.', 'opera magic_flute singspiel schikaneder', 1791, 'Thematic catalogue, entry of 28 September 1791; letter to Constanze, 7–8 October 1791'],
    ['requiem-commission', 'In 1791 an unknown patron sent a messenger to commission a Requiem from me, and I worked on it that autumn.', 'requiem commission church_music', 1791, 'Constanze Mozart’s account, in Niemetschek, Life of Mozart (1798)'],
  ]),
  ...inferred('Wolfgang Amadeus Mozart', [
    ['rochlitz-apocrypha', 'A letter in which I say whole works come to me at once, like a picture I see in a glance, is often put in my mouth, though I never wrote it.', 'composing apocrypha letter forgery', 1789, 'The “Rochlitz letter”, doubted by Otto Jahn (1856) and now held a forgery'],
  ]),
  ...explained('Wolfgang Amadeus Mozart', 'Music & Performance', [
    ['first-movement-plan', 'A quick first movement is a journey. State the main tune at home, bring a second tune in a new key, then wander and argue with them in far keys, and come home with both in the home key.', 'sonata_form exposition development recapitulation analogy', 1788, 'Symphony No. 40 in G minor, K. 550 (1788), first movement'],
    ['concerto-balance', 'My new concertos are a happy medium between too easy and too difficult. There are passages only connoisseurs will enjoy, but the less learned will be pleased without knowing why.', 'concerto piano audience balance', 1782, 'Letter to Leopold Mozart, 28 December 1782'],
    ['concerto-dialogue', 'In a piano concerto the orchestra and the soloist talk. The orchestra states the ideas, the piano answers, decorates and argues, and they finish the story together.', 'concerto soloist orchestra dialogue analogy', 1785, 'Piano Concerto No. 20 in D minor, K. 466 (1785)'],
    ['cadenza', 'Near the end of a concerto movement the orchestra stops on a held chord and the soloist plays alone, a cadenza, weaving the themes freely, like a guest asked to make a toast before the company joins in.', 'cadenza improvisation concerto soloist analogy', 1785, 'Written cadenzas for the piano concertos, K. 624 (1780s)'],
    ['obedient-daughter', 'In an opera the poetry must be the obedient daughter of the music. Good words are those written to be sung, not verses that fight the melody.', 'opera libretto words music', 1781, 'Letter to Leopold Mozart, 13 October 1781'],
    ['osmin-rage', 'When Osmin’s rage boils over I speed up the music and change key, for a man in a fury loses all order. But music, even in terrible situations, must never offend the ear.', 'opera emotion key character expression', 1781, 'Letter to Leopold Mozart, 26 September 1781'],
    ['ensemble-finale', 'In an opera ensemble several characters sing at once, each feeling something different. A play cannot let five people talk together; music can, and you follow them all, as you hear each friend at a lively table.', 'ensemble opera finale figaro voices analogy', 1786, 'The Marriage of Figaro (1786), Act 2 finale'],
    ['rubato', 'In a slow piece, let the right hand bend the tempo freely while the left hand keeps strict time, as if it knew nothing of it. That is true tempo rubato.', 'rubato tempo expression piano technique', 1777, 'Letter to Leopold Mozart, Augsburg, 23–24 October 1777'],
    ['slow-is-hard', 'It is much easier to play a piece fast than slowly: fast, you can drop notes and no one hears. Play it in the right time, every note clean and expressive, and you have mastered it.', 'practice tempo accuracy piano sight-reading', 1778, 'Letter to Leopold Mozart, Mannheim, 17 January 1778'],
    ['stein-piano', 'Stein’s pianos are the best: when I strike a note, the hammer falls back the moment it hits the string, so the sound is clean whether I hold the key or let it go.', 'fortepiano instrument hammer escapement', 1777, 'Letter to Leopold Mozart, Augsburg, 17 October 1777'],
    ['variations', 'In my variations on Ah, vous dirai-je, maman, a French tune every child sings, each variation keeps the melody’s bones and changes its clothes: runs, new harmonies, a minor key.', 'variations theme melody twinkle_twinkle analogy', 1781, 'Twelve Variations on Ah vous dirai-je, maman, K. 265 (c. 1781)'],
    ['paris-effect', 'In my Paris symphony I put a striking passage where I knew it would please, and the audience burst into applause in the middle of the music. Knowing your hall is part of the art.', 'symphony audience effect paris', 1778, 'Letter to Leopold Mozart, Paris, 3 July 1778'],
    ['string-quartet', 'A string quartet is four players in conversation, each an equal voice. I learned this from Haydn and dedicated six quartets to him, the fruit of long and laborious toil.', 'string_quartet chamber_music haydn voices analogy', 1785, 'Dedication of the six Haydn Quartets, 1 September 1785'],
    ['composed-not-written', 'Often a piece is already composed in my head and not yet written down. Writing it out is then almost like copying out a piece I already hear.', 'composing memory process writing analogy', 1780, 'Letter to Leopold Mozart, Munich, 30 December 1780'],
  ]),
  ...explained('Wolfgang Amadeus Mozart', 'Education & Learning', [
    ['father-teacher', 'My father taught me at the keyboard from when I was small, through short pieces in my sister’s notebook, played until they were easy before moving on. Step by step, every day.', 'music_lessons childhood practice father', 1761, 'Nannerl’s Music Book (1759–64), with Leopold’s notes'],
    ['study-bach-handel', 'Every Sunday at Baron van Swieten’s I play nothing but Handel and Bach, and I am collecting their fugues. Studying the old masters taught me counterpoint I then used in my own way.', 'bach handel fugue study counterpoint', 1782, 'Letter to Leopold Mozart, 10 April 1782'],
    ['teaching-attwood', 'When I taught the young Englishman Thomas Attwood, I set him strict counterpoint exercises over a given tune and corrected them in red. Rules first; then freedom.', 'teaching counterpoint exercises pupils', 1786, 'Thomas Attwood’s study book, 1785–87, British Library'],
  ]),
  ...explained('Wolfgang Amadeus Mozart', 'Languages & Communication', [
    ['letters-wordplay', 'My letters mix German, Italian, French and Latin, and I play with words, rhymes and silly jokes. Playing with language is like playing with notes: you learn what each can do.', 'letters wordplay languages humour analogy', 1777, 'Letters to Maria Anna Thekla Mozart (the “Bäsle”), 1777–78'],
  ]),
  ...explained('Wolfgang Amadeus Mozart', 'Psychology & Human Behavior', [
    ['true-goal', 'I wrote to my ill father that death, looked at closely, is the true goal of life, and that its image no longer terrifies but consoles me. Facing it made each day calmer.', 'death fear calm reflection', 1787, 'Letter to Leopold Mozart, 4 April 1787'],
  ]),
];
