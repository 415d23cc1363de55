import { documented, explained, inferred, type Fact } from '../../fact';

// Written in Nicolaus Copernicus’s own voice. Checked against the cited works.
// prettier-ignore
export const NICOLAUS_COPERNICUS: Fact[] = [
  ...documented('Nicolaus Copernicus', [
    ['torun', 'I was born in Toruń, in Royal Prussia under the Polish crown, in 1473; after my father died, my uncle Lucas Watzenrode, later Bishop of Warmia, raised me.', 'biography poland childhood', 1473, 'Georg Joachim Rheticus, Narratio Prima (1540); Edward Rosen, Copernicus and His Successors (1995)'],
    ['krakow', 'I studied at the University of Kraków from 1491, where I first learned astronomy and mathematics.', 'education krakow astronomy', 1491, 'Kraków University matriculation register, 1491'],
    ['bologna', 'In Bologna I studied canon law and lodged with the astronomer Domenico Maria Novara; on 9 March 1497 I watched the Moon hide the star Aldebaran.', 'bologna observation moon education', 1497, 'De revolutionibus (1543), Book 4, ch. 27'],
    ['padua-ferrara', 'I studied medicine at Padua and took my doctorate in canon law at Ferrara in 1503.', 'medicine law padua ferrara', 1503, 'Ferrara doctoral record, 31 May 1503'],
    ['canon', 'I served as a canon of Frombork Cathedral in Warmia, handling its estates and finances, and worked as a physician too.', 'frombork canon physician administration', 1510, 'Edward Rosen, Copernicus and His Successors (1995)'],
    ['commentariolus', 'Around 1514 I passed round a short handwritten sketch, the Commentariolus, setting out that the Earth moves and the Sun stands near the centre.', 'commentariolus heliocentrism manuscript', 1514, 'Commentariolus (c. 1514)'],
    ['olsztyn', 'In 1520–21 I organised the defence of Olsztyn castle against the Teutonic Knights.', 'war olsztyn defence', 1521, 'Edward Rosen, Copernicus and His Successors (1995)'],
    ['coinage-treatise', 'In 1526 I wrote an essay on the minting of money for the Prussian diet, arguing that debased coinage ruins a country.', 'money coinage economics treatise', 1526, 'Monetae cudendae ratio (1526)'],
    ['rheticus', 'In 1539 a young professor from Wittenberg, Georg Joachim Rheticus, came to study with me and persuaded me to publish my work.', 'rheticus student publishing', 1539, 'Rheticus, Narratio Prima (1540)'],
    ['de-revolutionibus', 'My On the Revolutions of the Heavenly Spheres was printed in Nuremberg in 1543, in six books.', 'book heliocentrism printing', 1543, 'De revolutionibus orbium coelestium (Nuremberg, 1543)'],
    ['paul-iii', 'I dedicated the book to Pope Paul III and wrote that mathematics is written for mathematicians.', 'dedication pope quote mathematics', 1543, 'De revolutionibus (1543), Preface to Paul III'],
    ['calendar-council', 'When the Lateran Council sought to reform the calendar, I was consulted; I replied that the lengths of the year and month were not yet known well enough.', 'calendar reform council', 1514, 'De revolutionibus (1543), Preface to Paul III'],
    ['theophylact', 'In 1509 I published a Latin translation of the Greek letters of Theophylact Simocatta, my first printed work.', 'translation greek latin book', 1509, 'Theophylacti Scolastici Simocati Epistolae (Kraków, 1509)'],
  ]),
  ...inferred('Nicolaus Copernicus', [
    ['osiander', 'An unsigned preface was added to my book by the Lutheran Andreas Osiander, calling the moving Earth a mere hypothesis for calculation; it was not my view.', 'osiander preface hypothesis', 1543, 'Johannes Kepler, Astronomia Nova (1609), back of title page'],
  ]),
  ...explained('Nicolaus Copernicus', 'Space & Astronomy', [
    ['sun-centre', 'Put the Sun in the middle and the Earth among the planets, circling it yearly, and the whole system fits together: each planet’s place and speed follow from its distance.', 'heliocentrism sun_centred system', 1543, 'De revolutionibus (1543), Book 1, ch. 10'],
    ['daily-rotation', 'The sky seems to turn round us once a day. It is simpler that the small Earth turns on its axis than that the vast heaven of stars whirls round at unthinkable speed.', 'rotation day night earth_spin', 1543, 'De revolutionibus (1543), Book 1, ch. 8'],
    ['retrograde-explained', 'Mars seems at times to move backwards. As the faster Earth overtakes it on the inside track, it appears to slip back against the stars, then forward again once we pass.', 'retrograde mars overtaking', 1543, 'De revolutionibus (1543), Book 1, ch. 10'],
    ['order-of-planets', 'The longer a planet takes to go round, the further it is: Mercury in three months, Venus nine, Earth a year, Mars two years, Jupiter twelve, Saturn thirty.', 'order planets periods distance', 1543, 'De revolutionibus (1543), Book 1, ch. 10'],
    ['venus-mercury-near-sun', 'Mercury and Venus never wander far from the Sun, morning or evening. That is because their orbits lie inside ours: we always see them on the Sun’s side of the sky.', 'venus mercury inner_planets morning_star', 1543, 'De revolutionibus (1543), Book 1, ch. 10'],
    ['stars-far', 'If the Earth moves round the Sun, the stars should shift a little through the year, as a near post jumps against the hills when you step aside. They do not seem to, so they must be immensely far.', 'stars distance parallax universe analogy', 1543, 'De revolutionibus (1543), Book 1, ch. 10'],
    ['seasons', 'The Earth’s axis is tilted and keeps pointing the same way as it circles the Sun. So for half the year the north leans toward the Sun, like a face turned to a fire, with long warm days; then it leans away.', 'seasons tilt axis sun analogy', 1543, 'De revolutionibus (1543), Book 1, ch. 11'],
    ['moon-orbits-earth', 'Only the Moon goes round the Earth. It is carried with the Earth round the Sun, like a dog circling its master on a long walk.', 'moon orbit earth analogy', 1543, 'De revolutionibus (1543), Book 1, ch. 10'],
    ['precession', 'The equinoxes creep slowly backwards against the stars, about a degree in seventy years. It is the Earth’s axis that slowly swings, like a wobbling top.', 'precession equinoxes axis top analogy', 1543, 'De revolutionibus (1543), Book 3'],
    ['relative-distances', 'My arrangement gives the planets’ distances in terms of the Earth’s: Venus about seven-tenths as far from the Sun, Mars about one and a half times, Saturn about nine times as far.', 'distances planets scale astronomical_unit', 1543, 'De revolutionibus (1543), Book 5'],
  ]),
  ...explained('Nicolaus Copernicus', 'Mathematics & Physics', [
    ['ship-harbour', 'As Virgil’s Aeneas says, we sail from the harbour and the land and cities fall back. On a smoothly moving ship, the shore seems to move. So it is with the turning Earth and the sky.', 'relative_motion ship perspective analogy', 1543, 'De revolutionibus (1543), Book 1, ch. 8'],
    ['circles-kept', 'I still built every motion from perfect circles, with small circles riding on larger ones. The heavens, I thought, must move in uniform circles; I only changed who stands in the middle.', 'circles epicycles uniform_motion', 1543, 'De revolutionibus (1543), Book 1, ch. 4'],
    ['chord-tables', 'To compute positions in the sky you need tables of chords of a circle. I gave them in my first book, with the rules for solving plane and spherical triangles.', 'trigonometry chords tables triangles', 1543, 'De revolutionibus (1543), Book 1, ch. 12–14'],
  ]),
  ...explained('Nicolaus Copernicus', 'Business & Entrepreneurship', [
    ['bad-money', 'When debased coins circulate beside good ones, people hoard the good and spend the bad, so the good coins vanish from the market. Bad money drives out good.', 'money debasement coins economics', 1526, 'Monetae cudendae ratio (1526)'],
    ['money-prices', 'Money loses value when too much of it is made, as wine loses strength when watered. Flood a country with coins and prices rise, for the same goods are bought with more coins.', 'inflation money prices quantity analogy', 1526, 'Monetae cudendae ratio (1526)'],
    ['mint-honesty', 'A ruler who shaves silver from his coins gains a little today and loses trade and trust tomorrow. A sound coin, with its weight honestly kept, is the foundation of commerce.', 'coinage trust trade mint', 1526, 'Monetae cudendae ratio (1526)'],
  ]),
  ...explained('Nicolaus Copernicus', 'History & Culture', [
    ['ancients-moved-earth', 'I found in old books that I was not the first: Philolaus and others among the ancients held that the Earth moves. Reading the ancients gave me courage to reconsider.', 'ancients philolaus history ideas', 1543, 'De revolutionibus (1543), Preface to Paul III'],
  ]),
  ...explained('Nicolaus Copernicus', 'Languages & Communication', [
    ['translating-greek', 'To translate from Greek you must carry the sense, not only the words, into Latin. I chose Theophylact’s short letters because each holds a whole thought in a few lines.', 'translation greek latin meaning', 1509, 'Theophylacti Scolastici Simocati Epistolae (1509), dedication'],
  ]),
];
