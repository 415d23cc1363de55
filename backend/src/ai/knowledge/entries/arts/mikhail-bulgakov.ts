import { documented, explained, inferred, type Fact } from '../../fact';

// Written in Mikhail Bulgakov's own voice. Checked against his works, letters and diaries; his
// novel is cited as the manuscript he worked on until 1940, never its later publication.
// prettier-ignore
export const MIKHAIL_BULGAKOV: Fact[] = [
  ...documented('Mikhail Bulgakov', [
    ['kyiv', 'I was born in Kyiv in 1891, the eldest son of Afanasy Bulgakov, a professor at the Kyiv Theological Academy.', 'biography kyiv family', 1891, 'Marietta Chudakova, Zhizneopisanie Mikhaila Bulgakova (1988)'],
    ['doctor', 'I trained as a doctor at Kyiv University and in 1916 was sent to a rural hospital in Nikolskoye, Smolensk province, which became A Young Doctor’s Notebook.', 'medicine writing biography doctor', 1916, 'A Young Doctor’s Notebook (stories, 1925–26); Kyiv University diploma, 1916'],
    ['white-guard', 'My novel The White Guard tells of the Turbin family in Kyiv during the civil war of 1918–19.', 'novels history war kyiv', 1925, 'The White Guard, serialised in Rossiya (1925)'],
    ['days-turbins', 'My play The Days of the Turbins opened at the Moscow Art Theatre in 1926; Stalin came to see it many times.', 'theatre censorship history stalin', 1926, 'Moscow Art Theatre records, 1926–29; Anatoly Smeliansky, Is Comrade Bulgakov Dead? (1993)'],
    ['heart-of-dog', 'In Heart of a Dog (1925) a professor turns a stray dog into a man by transplant. It was not allowed into print, and in 1926 the secret police took the manuscript from my flat.', 'satire censorship novels heart_of_a_dog', 1926, 'OGPU search of 7 May 1926; Bulgakov’s letter to the government, 28 March 1930'],
    ['stalin-call', 'In 1930 I wrote to the government asking to be allowed to work or to emigrate; Stalin himself telephoned me, and I got a job at the Moscow Art Theatre.', 'censorship politics anecdote stalin', 1930, 'Letter to the Government of the USSR, 28 March 1930; telephone call of 18 April 1930'],
    ['master-margarita', 'I worked on The Master and Margarita from 1928 into my last weeks in 1940: the Devil, as Woland, visits Moscow.', 'novels satire literature master_and_margarita', 1940, 'The Master and Margarita (manuscript drafts, 1928–40)'],
    ['burned-manuscript', 'I burned an early draft of the novel in 1930, and later gave Woland the line: manuscripts don’t burn.', 'writing censorship quote manuscript', 1930, 'Letter to the Government of the USSR, 28 March 1930; The Master and Margarita, ch. 24'],
    ['elena', 'In 1932 I married Elena Sergeyevna Shilovskaya, my third wife; she typed The Master and Margarita as I dictated my last corrections.', 'love writing elena marriage', 1940, 'Elena Bulgakova, diary (1933–40)'],
    ['nephrosclerosis', 'In 1939 I fell ill with nephrosclerosis, the kidney disease that had killed my father; as a doctor I knew what it meant.', 'health illness kidney', 1939, 'Elena Bulgakova, diary, autumn 1939'],
    ['moliere', 'I wrote a play, The Cabal of Hypocrites, and a biography of Molière, a writer who also struggled with the powerful.', 'theatre biography moliere', 1933, 'The Life of Monsieur de Molière (1933, manuscript); The Cabal of Hypocrites (1929)'],
    ['morphine', 'As a young country doctor I became addicted to morphine, and later wrote about it in the story Morphine.', 'medicine health writing addiction', 1917, 'Morphine (1927); Tatiana Lappa, recollections'],
    ['civil-war-doctor', 'In 1919 I served as a doctor in the civil war in the North Caucasus, fell ill with typhus, and there began to write for newspapers.', 'civil_war doctor caucasus typhus', 1919, 'Marietta Chudakova, Zhizneopisanie Mikhaila Bulgakova (1988)'],
    ['moscow-gudok', 'In 1921 I came to Moscow hungry and penniless and wrote comic sketches for the railway workers’ newspaper Gudok.', 'moscow journalism gudok feuilleton', 1921, 'Notes on the Cuff (1922–23); Gudok files, 1922–26'],
    ['fatal-eggs', 'In The Fatal Eggs (1925) a professor discovers a red ray that makes creatures grow huge; by mistake it breeds giant reptiles that march on Moscow.', 'science_fiction satire fatal_eggs', 1925, 'The Fatal Eggs, in the almanac Nedra (1925)'],
    ['bolshoi', 'From 1936 I worked at the Bolshoi Theatre as a writer of opera librettos.', 'opera bolshoi work libretto', 1936, 'Bolshoi Theatre appointment, 1936; Elena Bulgakova, diary'],
    ['three-hundred-reviews', 'In my letter to the government I counted the reviews of my work: out of 301, three were favourable and 298 hostile and abusive.', 'criticism censorship reviews letter', 1930, 'Letter to the Government of the USSR, 28 March 1930'],
  ]),
  ...inferred('Mikhail Bulgakov', [
    ['margarita-model', 'Those close to me see much of Elena Sergeyevna in Margarita, who risks everything for the Master and his novel.', 'margarita elena love inspiration', 1938, 'Elena Bulgakova, diary (1933–40); Marietta Chudakova, Zhizneopisanie (1988)'],
  ]),
  ...explained('Mikhail Bulgakov', 'Art & Literature', [
    ['satire', 'Satire is a magnifying glass: it enlarges a real folly until all can see it. In Heart of a Dog a dog becomes a rude bureaucrat overnight, mocking those who think a new man can be made by decree.', 'satire exaggeration heart_of_a_dog humour analogy', 1925, 'Heart of a Dog (1925)'],
    ['devil-in-moscow', 'Put the Devil into ordinary Moscow and ordinary greed shows up. Woland performs black magic in a theatre, money rains down, and the audience fights over it.', 'fantasy satire woland master_and_margarita', 1938, 'The Master and Margarita (manuscript, 1928–40), ch. 12'],
    ['pilate', 'Inside the novel is another novel, about Pontius Pilate and Yeshua Ha-Notsri in Jerusalem. The two stories, ancient and modern, reflect each other like facing mirrors.', 'novel_within_novel structure pilate analogy', 1938, 'The Master and Margarita (manuscript, 1928–40), ch. 2, 16, 25–26'],
    ['behemoth', 'Woland’s retinue includes Behemoth, a giant black cat who walks on his hind legs and tries to pay his tram fare. A comic monster lets the reader laugh and shiver at once.', 'satire humour comic_character novels', 1938, 'The Master and Margarita (manuscript, 1928–40), ch. 17'],
    ['manuscripts-dont-burn', 'Woland tells the Master that manuscripts don’t burn. A book can be burned, banned or hidden, but what was truly written lives on in memory and in people.', 'manuscripts censorship writing meaning', 1938, 'The Master and Margarita (manuscript, 1928–40), ch. 24'],
    ['gogol', 'Gogol was my teacher. He showed that the grotesque, a nose walking about town, can tell more truth than a plain report. I adapted his Dead Souls for the stage.', 'gogol grotesque influence dead_souls', 1932, 'Dead Souls, stage adaptation for the Moscow Art Theatre (1932)'],
    ['fatal-eggs-warning', 'The Fatal Eggs warns what happens when a great discovery is grabbed by an ignorant official who wants quick results. The science is right; the haste is the catastrophe.', 'science satire ignorance haste warning', 1925, 'The Fatal Eggs (1925)'],
  ]),
  ...explained('Mikhail Bulgakov', 'Social Issues & Justice', [
    ['censorship', 'I wrote to the government that fighting censorship, whatever power it serves, is a writer’s duty. A writer who claims he needs no freedom is like a fish saying it needs no water.', 'censorship freedom_of_speech writers analogy', 1930, 'Letter to the Government of the USSR, 28 March 1930'],
    ['housing-question', 'Woland watches Muscovites and says they are ordinary people; only the housing question has spoiled them. Crowded communal flats made neighbours into informers.', 'housing communal_flats moscow society', 1938, 'The Master and Margarita (manuscript, 1928–40), ch. 12'],
    ['banned-plays', 'My play Flight was banned in 1929 before it opened, and the others were taken off. A ban does not argue with a play; it simply makes it vanish.', 'censorship theatre ban flight', 1929, 'Glavrepertkom decisions, 1929; letter to the government, 28 March 1930'],
  ]),
  ...explained('Mikhail Bulgakov', 'Music & Performance', [
    ['art-theatre-rehearsal', 'At the Moscow Art Theatre a play was rehearsed for months; actors did exercises to find the truth of each moment. In my Theatrical Novel I laughed at how endless that could get.', 'rehearsal acting stanislavsky theatre', 1936, 'Theatrical Novel (Black Snow) (manuscript, 1936–37)'],
    ['novel-to-play', 'Turning The White Guard into The Days of the Turbins, I set nearly everything in the family’s rooms. A novel can wander like a river; a play must gather people where the audience can see them, like a pond.', 'adaptation playwriting stage novel analogy', 1926, 'The Days of the Turbins (1926)'],
    ['libretto', 'Writing librettos at the Bolshoi, I learned that words for singing must be few and open. A singer holds a vowel for bars; a crowded line of consonants chokes the music.', 'libretto opera words singing', 1936, null],
  ]),
  ...explained('Mikhail Bulgakov', 'History & Culture', [
    ['kyiv-coups', 'In 1918–19 Kyiv changed hands again and again: the Hetman backed by German troops, Petliura’s Ukrainian army, the Bolsheviks, the Whites. Families woke not knowing whose city it was.', 'civil_war kyiv revolution history', 1923, 'Kyiv-City (essay, 1923); The White Guard (1925)'],
    ['nep', 'Under the New Economic Policy of the 1920s private shops and cafés came back to Moscow, and with them speculators and shady deals; my Zoyka’s Apartment is set in that world.', 'nep economy moscow 1920s history', 1926, 'Zoyka’s Apartment (1926)'],
    ['whites-and-reds', 'The White Guard is about officers on the losing side, and I wrote them as people, not villains. That is why critics attacked me: they wanted enemies, not human beings.', 'civil_war whites reds history empathy', 1926, 'The White Guard (1925); Days of the Turbins (1926)'],
  ]),
  ...explained('Mikhail Bulgakov', 'Psychology & Human Behavior', [
    ['cowardice', 'In my novel Pilate knows Yeshua is innocent but condemns him out of fear for his career. Cowardice, I wrote, is one of the most terrible vices, because it lets every other wrong through.', 'cowardice fear conscience pilate', 1938, 'The Master and Margarita (manuscript, 1928–40), ch. 26'],
    ['addiction', 'Morphine first brings calm, then demands more, then only stops the pain of its own absence. The addict in my story thinks he is in control to the end.', 'addiction morphine dependence denial', 1927, 'Morphine (1927)'],
  ]),
  ...explained('Mikhail Bulgakov', 'Medicine & Health', [
    ['steel-windpipe', 'A girl was brought in choking from diphtheria; the membrane was closing her throat. I cut into her windpipe and put in a tube so she could breathe again.', 'tracheotomy diphtheria doctor medicine', 1917, 'A Young Doctor’s Notebook, The Steel Windpipe (1926)'],
    ['country-doctor', 'Alone in a country hospital at twenty-five, I read my textbooks at night before each new operation. Practice teaches what lectures cannot.', 'doctor learning practice rural_medicine', 1917, 'A Young Doctor’s Notebook (1925–26)'],
  ]),
];
