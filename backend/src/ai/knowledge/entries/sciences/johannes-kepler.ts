import { documented, explained, inferred, type Fact } from '../../fact';

// Written in Johannes Kepler's own voice. Checked against the cited works.
// prettier-ignore
export const JOHANNES_KEPLER: Fact[] = [
  ...documented('Johannes Kepler', [
    ['weil', 'I was born in 1571 in Weil der Stadt, in Württemberg; smallpox in childhood left my eyesight weak and my hands crippled for a time.', 'biography childhood health', 1571, 'Kepler, horoscope notes on himself (1597)'],
    ['comet-1577', 'When I was six my mother took me up a hill to see the great comet of 1577, and at nine my father called me outside to see the Moon red in an eclipse.', 'comet eclipse childhood wonder', 1577, 'Kepler, notes in his family horoscopes (c. 1597)'],
    ['tubingen', 'At Tübingen my teacher Michael Maestlin taught me Copernicus in private, and I defended the Sun-centred system in student debates.', 'education copernicus tubingen', 1591, 'Mysterium Cosmographicum (1596), Preface'],
    ['mysterium', 'In 1596 I published the Cosmographic Mystery, in which I nested the five regular solids between the spheres of the six planets.', 'platonic_solids planets model book', 1596, 'Mysterium Cosmographicum (1596)'],
    ['tycho', 'In 1600 I joined Tycho Brahe near Prague; he had the best observations in the world, and after his death in 1601 I succeeded him as Imperial Mathematician to Rudolf II.', 'tycho_brahe prague observations career', 1601, 'Astronomia Nova (1609), Introduction'],
    ['war-on-mars', 'I called my years of struggle to fit the orbit of Mars my war with Mars; I thought it would take eight days and it took years.', 'mars orbit perseverance', 1605, 'Astronomia Nova (1609), dedication to Rudolf II'],
    ['eight-minutes', 'My best circle for Mars missed Tycho’s observations by eight minutes of arc; I wrote that those eight minutes alone led the way to reforming all astronomy.', 'observations error accuracy quote', 1609, 'Astronomia Nova (1609), ch. 19'],
    ['astronomia-nova', 'In 1609 I published the New Astronomy, in which the planets move in ellipses with the Sun at one focus.', 'ellipse orbits book laws', 1609, 'Astronomia Nova (1609)'],
    ['supernova', 'In 1604 a new star blazed in Ophiuchus; I watched it for a year and wrote a book showing it lay far beyond the Moon.', 'supernova new_star observation', 1606, 'De Stella Nova (1606)'],
    ['galileo-support', 'When Galileo announced Jupiter’s moons in 1610, I published a warm letter of support before I could see them for myself.', 'galileo jupiter support letter', 1610, 'Dissertatio cum Nuncio Sidereo (1610)'],
    ['snowflake', 'As a New Year’s gift to a friend I wrote a little book asking why snowflakes always have six corners.', 'snowflake six_sided gift book', 1611, 'Strena seu de Nive Sexangula (1611)'],
    ['mother-trial', 'From 1615 my mother Katharina was accused of witchcraft; I took up her defence myself, and after fourteen months in prison she was freed in 1621.', 'witch_trial mother justice', 1621, 'Kepler’s defence papers, Stuttgart archives (1620–21)'],
    ['third-law-date', 'On 15 May 1618 I found the rule that links the time each planet takes to go round the Sun with its distance, and put it in my Harmony of the World.', 'third_law discovery harmony', 1618, 'Harmonices Mundi (1619), Book 5, ch. 3'],
    ['rudolphine', 'In 1627 I finally published the Rudolphine Tables, using Tycho’s data and my laws, to predict planetary positions far better than before.', 'tables predictions planets', 1627, 'Tabulae Rudolphinae (1627)'],
  ]),
  ...inferred('Johannes Kepler', [
    ['somnium', 'I wrote a dream story, Somnium, about a journey to the Moon and how the Earth would look from there; I added long notes to it in my last years.', 'moon story dream fiction', 1609, 'Somnium (written 1608–09, with notes to 1630)'],
  ]),
  ...explained('Johannes Kepler', 'Space & Astronomy', [
    ['first-law', 'A planet’s path is an ellipse, a stretched circle, with the Sun not in the middle but at one of two special points, a focus. Draw one with two pins, a loop of string and a pencil.', 'first_law ellipse orbit focus', 1609, 'Astronomia Nova (1609), ch. 58–59'],
    ['second-law', 'A line from the Sun to a planet sweeps out equal areas in equal times. So the planet hurries when near the Sun and dawdles when far, like a skater pulling in her arms.', 'second_law equal_areas speed orbit analogy', 1609, 'Astronomia Nova (1609), ch. 40'],
    ['third-law', 'Square the time a planet takes to go round the Sun and it is in proportion to the cube of its distance. Mars is 1.52 times Earth’s distance; cube that, take the square root, and its year is 1.88 of ours.', 'third_law period distance harmonic_law', 1619, 'Harmonices Mundi (1619), Book 5, ch. 3'],
    ['sun-force', 'Something from the Sun drives the planets, weaker the further away, which is why outer planets move slower. I thought of it as like magnetism reaching out from the turning Sun.', 'sun force planets motion magnetism analogy', 1609, 'Astronomia Nova (1609), ch. 33–34'],
    ['retrograde', 'Mars seems sometimes to stop and go backwards among the stars. It is we who overtake it: Earth on its faster inner track passes Mars as a fast carriage passes a slow one.', 'retrograde mars earth overtaking analogy', 1609, 'Astronomia Nova (1609), Part 1'],
    ['tides', 'The Moon’s pull draws up the waters of the sea wherever it stands overhead. The tides follow the Moon, and the seas would rush to the Moon if the Earth did not hold them.', 'tides moon attraction oceans', 1609, 'Astronomia Nova (1609), Introduction'],
    ['new-star', 'A new star that shows no shift against the others as the Earth moves must lie far beyond the Moon. So the heavens are not changeless; even there things are born.', 'supernova parallax heavens change', 1606, 'De Stella Nova (1606)'],
    ['earth-from-moon', 'From the Moon the Earth would hang fixed in the sky, never rising or setting, showing phases like our Moon. Imagining another viewpoint helps you see our own world in motion.', 'moon viewpoint earth_phases imagination', 1609, 'Somnium (written 1608–09)'],
    ['comet-tails', 'A comet’s tail always points away from the Sun. I thought the Sun’s rays drive matter out of the comet’s head and push it back, as a wind blows smoke.', 'comets tails sun analogy', 1619, 'De Cometis Libelli Tres (1619)'],
  ]),
  ...explained('Johannes Kepler', 'Mathematics & Physics', [
    ['light-inverse-square', 'Light spreads from a source over bigger and bigger spheres, like butter spread over a bigger slice. A sphere twice as wide has four times the surface, so the light on each part is a quarter as strong.', 'light inverse_square intensity analogy', 1604, 'Astronomiae Pars Optica (1604), ch. 1'],
    ['sphere-packing', 'Pile cannonballs so each layer sits in the hollows of the one below, and no packing fills the space more tightly. I believed it but could not prove it.', 'sphere_packing cannonballs conjecture', 1611, 'Strena seu de Nive Sexangula (1611)'],
    ['wine-barrels', 'Wine merchants measured a barrel with a rod through the bung-hole. I cut the barrel in my mind into countless thin slices, like a loaf of bread, added their volumes, and found which shapes hold most.', 'volume barrels slices infinitesimals analogy', 1615, 'Nova Stereometria Doliorum Vinariorum (1615)'],
    ['snowflake-six', 'Why six corners and not five or seven? I guessed that the tiny parts of the frozen vapour pack together like seeds in a pomegranate, and that packing makes six-fold shapes.', 'snowflake hexagon packing symmetry analogy', 1611, 'Strena seu de Nive Sexangula (1611)'],
  ]),
  ...explained('Johannes Kepler', 'Science & Technology', [
    ['eye-retina', 'The lens of the eye gathers light into a picture on the back of the eye, the retina, as in a dark room with a hole. The picture is upside down; the soul sets it right.', 'eye retina lens vision camera_obscura analogy', 1604, 'Astronomiae Pars Optica (1604), ch. 5'],
    ['spectacles', 'Weak eyes focus the picture in front of or behind the retina. A concave or convex spectacle lens moves the focus onto it, which is why glasses work.', 'spectacles lenses focus vision', 1604, 'Astronomiae Pars Optica (1604), ch. 5'],
    ['kepler-telescope', 'Use two convex lenses instead of Galileo’s convex and concave. The image is upside down, but the view is wider and you can put crosshairs at the focus for measuring.', 'telescope lenses convex design', 1611, 'Dioptrice (1611)'],
  ]),
  ...explained('Johannes Kepler', 'Music & Performance', [
    ['music-of-spheres', 'Compare each planet’s fastest and slowest speeds and you find musical ratios. Saturn’s make almost a major third, Jupiter’s a minor third: the heavens sing a silent polyphony.', 'harmony planets music ratios', 1619, 'Harmonices Mundi (1619), Book 5, ch. 4'],
    ['why-consonance', 'Why do some notes agree? Divide a string by numbers that make shapes you can construct, like a triangle or square, and the parts sound pleasing together.', 'consonance string divisions harmony', 1619, 'Harmonices Mundi (1619), Book 3'],
  ]),
  ...explained('Johannes Kepler', 'History & Culture', [
    ['astrology-daughter', 'I cast horoscopes to earn my bread. Astrology is the foolish little daughter who feeds her wise mother astronomy; without her fees the mother would starve.', 'astrology astronomy patronage', 1610, 'Tertius Interveniens (1610); De Stella Nova (1606)'],
    ['platonic-mistake', 'My nested solids were beautiful and wrong. The distances did not fit Tycho’s data, and I had to let my dearest idea go. Learn to love the facts more than your first guess.', 'mistakes theories evidence humility', 1609, 'Astronomia Nova (1609)'],
  ]),
  ...explained('Johannes Kepler', 'Space & Astronomy', [
    ['seasons-tilt', 'Summer does not come because the Earth draws nearer the Sun: in the northern winter it is a little nearer. The axis leans, so in summer the Sun climbs high and stays long, its rays striking steeply; in winter they come in slantwise.', 'seasons tilt axis summer winter sun', 1618, null],
  ]),
  ...explained('Johannes Kepler', 'Religion & Spirituality', [
    ['book-of-nature', 'I meant to become a theologian; now I see that God is praised through my work in astronomy too. We astronomers are priests of the highest God, reading the book of nature.', 'science faith god religion nature astronomy', 1598, 'Letter to Michael Maestlin, 3 October 1595; letter to Herwart von Hohenburg, 26 March 1598'],
  ]),
];
