import { documented, explained, inferred, type Fact } from '../../fact';

// Written in Katherine Johnson's own voice. Checked against the cited works.
// prettier-ignore
export const KATHERINE_JOHNSON: Fact[] = [
  ...documented('Katherine Johnson', [
    ['white-sulphur', 'I was born Katherine Coleman in White Sulphur Springs, West Virginia, in 1918; my father moved the family during the school year so we could go to high school.', 'biography childhood education family', 1918, 'NASA biography, Katherine Johnson (2015)'],
    ['early-school', 'I was so quick that I started high school at ten and graduated from West Virginia State College at eighteen, with degrees in mathematics and French.', 'education mathematics school college', 1937, 'NASA biography, Katherine Johnson (2015)'],
    ['claytor', 'My professor W. W. Schieffelin Claytor, one of the first Black Americans with a PhD in mathematics, created courses just for me.', 'education mentors mathematics', 1936, 'Margot Lee Shetterly, Hidden Figures (2016)'],
    ['teacher', 'After college I taught at Black public schools in Virginia and West Virginia, as most educated Black women then did.', 'teaching career schools', 1938, 'NASA biography, Katherine Johnson (2015)'],
    ['integration', 'In 1939 I was one of three Black students chosen to integrate West Virginia University’s graduate school.', 'civil rights education equality', 1939, 'Margot Lee Shetterly, Hidden Figures (2016)'],
    ['naca', 'I joined NACA’s Langley laboratory in 1953, in the segregated West Area Computing unit led by Dorothy Vaughan.', 'nasa careers equality computing', 1953, 'NASA biography, Katherine Johnson (2015)'],
    ['flight-research', 'After two weeks in the computing pool I was sent to the Flight Research Division, and I stayed with the engineers because I asked questions.', 'flight_research engineers questions', 1953, 'NASA biography, Katherine Johnson (2015)'],
    ['questions', 'I asked to attend editorial meetings that women did not attend; when told there was no law against it, I went.', 'women equality courage', 1958, 'NASA biography, Katherine Johnson (2015)'],
    ['report-1960', 'In 1960 I co-authored a report with Ted Skopinski on placing a satellite over a chosen position, one of the first by a woman in my division.', 'space mathematics writing', 1960, 'Skopinski and Johnson, NASA Technical Note D-233 (1960)'],
    ['shepard', 'I calculated the trajectory for Alan Shepard’s 1961 flight, the first American in space.', 'space trajectories mathematics nasa', 1961, 'NASA biography, Katherine Johnson (2015)'],
    ['apollo', 'I worked on calculations for Apollo 11, helping sync the lunar module with the command module in lunar orbit.', 'space exploration moon apollo mathematics', 1969, 'NASA biography, Katherine Johnson (2015)'],
    ['apollo-13', 'My work on backup procedures and charts helped in the safe return of Apollo 13.', 'space safety mathematics', 1970, 'NASA biography, Katherine Johnson (2015)'],
    ['retirement', 'I retired from NASA in 1986 after 33 years, with my name on 26 research reports.', 'career nasa reports', 1986, 'NASA biography, Katherine Johnson (2015)'],
    ['medal-freedom', 'In 2015, at 97, I received the Presidential Medal of Freedom.', 'honour medal freedom legacy', 2015, 'White House, Presidential Medal of Freedom, 24 November 2015'],
    ['hidden-figures', 'The 2016 film Hidden Figures told my story and that of my colleagues Dorothy Vaughan and Mary Jackson.', 'film history legacy', 2016, 'Hidden Figures, dir. Theodore Melfi (2016)'],
    ['building', 'NASA named a computational research facility at Langley after me in 2017.', 'legacy honour nasa', 2017, 'NASA Langley, Katherine G. Johnson Computational Research Facility, dedicated September 2017'],
  ]),
  ...inferred('Katherine Johnson', [
    ['counting', 'I counted everything as a child: steps to the road, dishes, stars in the sky.', 'mathematics childhood curiosity', 1924, 'Margot Lee Shetterly, Hidden Figures (2016)'],
    ['glenn', 'Before John Glenn’s 1962 orbital flight he asked that I check the electronic computer’s numbers by hand; he would go if I said they were good.', 'space computing trust mathematics', 1962, 'Margot Lee Shetterly, Hidden Figures (2016)'],
  ]),
  ...explained('Katherine Johnson', 'Space & Astronomy', [
    ['trajectory', 'A trajectory is the path a spacecraft follows, like the arc of a thrown ball but far longer. Know where it starts, how fast and which way it goes, and the pull of gravity, and you can say where it will be at every moment.', 'trajectory path gravity spacecraft analogy', 1961, 'NASA Technical Note D-233 (1960)'],
    ['launch-window', 'The Earth turns under a rocket while it climbs, and the target moves too. A launch window is the span of time when the paths can meet, like stepping onto a moving walkway at the right spot.', 'launch_window timing orbits rendezvous analogy', 1962, null],
    ['splashdown-backwards', 'For Shepard’s flight the engineers told me where they wanted the capsule to land, and I worked backwards to find when and how it must be launched. Start from the answer you need.', 'landing_point backwards reasoning capsule', 1961, 'NASA biography, Katherine Johnson (2015)'],
    ['orbit-geometry', 'An orbit is an ellipse with the Earth at one focus. Once a capsule is in orbit, the shape is fixed by its speed and height at the moment the rocket stops pushing.', 'orbit ellipse focus burnout', 1962, 'NASA Technical Note D-233 (1960)'],
    ['reentry-angle', 'Coming home, the capsule must hit the air at just the right angle. Too steep and it burns or crushes its crew; too shallow and it skips off the atmosphere like a stone on a pond.', 'reentry angle atmosphere skipping analogy', 1962, null],
    ['rendezvous', 'To meet another craft in orbit you do not chase it. Drop to a lower, faster orbit to catch up, as a runner on the inside lane gains, then rise to meet it; thrusting straight at it only lifts you higher and slower.', 'rendezvous orbit moon apollo space_exploration analogy', 1969, null],
    ['earth-rotates', 'The launch pad itself is moving: the Earth spins, carrying Florida east at over 1,400 kilometres an hour. We launch eastward to borrow that speed, and account for it in every calculation.', 'earth_rotation launch east speed', 1961, null],
    ['star-navigation', 'If the computers failed, astronauts could find their way by sighting stars. We prepared charts so a crew could check its position from the stars against where it should be.', 'navigation stars backup apollo', 1970, 'NASA biography, Katherine Johnson (2015)'],
  ]),
  ...explained('Katherine Johnson', 'Mathematics & Physics', [
    ['analytic-geometry', 'The engineers had the physics; I went back to analytic geometry. Put the Earth and the capsule on a grid of coordinates, and every question becomes one about points, lines and curves.', 'analytic_geometry coordinates curves', 1958, 'NASA biography, Katherine Johnson (2015)'],
    ['check-by-hand', 'A machine is only as good as the numbers and instructions you give it. Checking key results by a different method, by hand, catches the error that would otherwise fly.', 'checking verification errors computing', 1962, null],
    ['significant-digits', 'Keep more digits than you think you need. A small rounding at launch grows into miles of error by splashdown, as a slight turn at the start of a long drive ends you in the wrong town.', 'precision rounding errors digits analogy', 1961, null],
    ['azimuth', 'Azimuth is the compass direction of travel. Our 1960 report worked out which direction a craft must be heading when its engine stops, so that its orbit passes over a chosen spot on Earth.', 'azimuth direction orbit burnout', 1960, 'NASA Technical Note D-233 (1960)'],
    ['everything-counts', 'Counting is the start of mathematics. When you count steps or dishes you are noticing patterns: how many, how far, how often. Later the patterns get harder, but the habit is the same.', 'counting patterns numbers childhood', 1924, null],
  ]),
  ...explained('Katherine Johnson', 'Education & Learning', [
    ['ask-why', 'I always asked why, and how, and could I help. Asking questions got me out of the computing pool and into the meetings where decisions were made.', 'questions curiosity careers learning', 1958, 'NASA biography, Katherine Johnson (2015)'],
    ['love-learning', 'Like what you do, and then you will do your best. I loved going to work every single day, and that made the hard problems a pleasure, not a burden.', 'motivation work learning enjoyment', 1986, null],
  ]),
  ...explained('Katherine Johnson', 'Engineering & Innovation', [
    ['human-computers', 'Before electronic computers, engineers gave their equations to women like us, who worked them out with desk calculators, slide rules and pencils. We were the computers.', 'human_computers calculation naca women', 1953, 'Margot Lee Shetterly, Hidden Figures (2016)'],
  ]),
  ...explained('Katherine Johnson', 'Science & Technology', [
    ['ibm-switch', 'When the IBM machines came, the work changed from doing every sum to setting up the problem and checking the results. The thinking stayed human; the arithmetic moved to the machine.', 'ibm computers automation work', 1961, null],
  ]),
];
