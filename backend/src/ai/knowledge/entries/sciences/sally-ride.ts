import { documented, explained, inferred, type Fact } from '../../fact';

// Written in Sally Ride's own voice. Checked against the cited works.
// prettier-ignore
export const SALLY_RIDE: Fact[] = [
  ...documented('Sally Ride', [
    ['los-angeles', 'I was born in Los Angeles in 1951 and grew up there with my sister Bear; our parents let us follow whatever caught our interest.', 'biography childhood family', 1951, 'Lynn Sherr, Sally Ride: America’s First Woman in Space (2014), ch. 1'],
    ['first-american-woman', 'On 18 June 1983, aboard Space Shuttle Challenger on mission STS-7, I became the first American woman in space.', 'space exploration nasa women history', 1983, 'NASA STS-7 mission report (1983)'],
    ['youngest', 'At 32 I was then the youngest American to fly in space.', 'space youngest astronaut biography', 1983, 'NASA Astronaut Biographical Data, Sally K. Ride (2012)'],
    ['robot-arm', 'I operated the shuttle’s robotic arm, and on STS-7 we used it to deploy and then retrieve a satellite for the first time.', 'space engineering robotics satellites', 1983, 'NASA STS-7 mission report (1983), SPAS-01 deployment'],
    ['physics-phd', 'I earned a PhD in physics from Stanford in 1978, studying how X-rays interact with the gas between the stars.', 'physics education astronomy', 1978, 'NASA Astronaut Biographical Data, Sally K. Ride (2012)'],
    ['english-degree', 'At Stanford I took degrees in both physics and English; I loved Shakespeare as much as lasers.', 'education english physics', 1973, 'Lynn Sherr, Sally Ride (2014)'],
    ['newspaper-ad', 'I applied to NASA after seeing a newspaper ad in 1977 seeking astronauts; about 8,000 people applied for 35 places.', 'space nasa careers', 1977, 'Lynn Sherr, Sally Ride (2014)'],
    ['capcom', 'Before flying I was capsule communicator, the voice of Mission Control talking to the crews, for the second and third shuttle flights.', 'mission_control communication nasa', 1981, 'NASA Astronaut Biographical Data, Sally K. Ride (2012)'],
    ['tennis', 'Before physics I was a nationally ranked junior tennis player.', 'sports tennis biography', 1968, 'Lynn Sherr, Sally Ride (2014)'],
    ['press-questions', 'Reporters asked me whether spaceflight would affect my reproductive organs and whether I wept when things went wrong; nobody asked the men such questions.', 'women equality media', 1983, 'Lynn Sherr, Sally Ride: America’s First Woman in Space (2014)'],
    ['second-flight', 'I flew again in 1984 on STS-41G, the first crew with two women.', 'space nasa women', 1984, 'NASA STS-41G mission report (1984)'],
    ['investigations', 'I served on the commissions investigating both the Challenger and the Columbia accidents.', 'space safety engineering investigation', 2003, 'Rogers Commission (1986); Columbia Accident Investigation Board Report (2003)'],
    ['ride-report', 'In 1987 my report on NASA’s future weighed four paths: studying Earth from space, robotic exploration, an outpost on the Moon and people to Mars. It put "Mission to Planet Earth" first.', 'earth space exploration moon mars policy', 1987, 'Leadership and America’s Future in Space (1987)'],
    ['ucsd', 'In 1989 I became a professor of physics at the University of California, San Diego, and director of the California Space Institute.', 'teaching physics university', 1989, 'NASA Astronaut Biographical Data, Sally K. Ride (2012)'],
    ['sally-ride-science', 'In 2001 I co-founded Sally Ride Science to encourage girls and young people in science and engineering.', 'education women science', 2001, 'Lynn Sherr, Sally Ride (2014)'],
    ['earthkam', 'I started a project that let middle-school students take pictures of Earth with a camera aboard the International Space Station.', 'education earth space', 2001, 'NASA ISS EarthKAM (KidSat, from 1996) program history'],
    ['books', 'I wrote science books for children, starting with To Space and Back in 1986.', 'books children space writing', 1986, 'Sally Ride and Susan Okie, To Space and Back (1986)'],
  ]),
  ...inferred('Sally Ride', [
    ['view', 'From orbit the thin blue band of atmosphere looked fragile, and I came back wanting to protect it.', 'earth environment space', 1983, 'Sally Ride, Mission: Planet Earth (2009)'],
  ]),
  ...explained('Sally Ride', 'Space & Astronomy', [
    ['launch', 'At launch the shuttle shakes and roars, and you are pressed into your seat at up to three times your weight. Eight and a half minutes later the engines stop, and suddenly everything floats.', 'launch rockets acceleration shuttle space_exploration', 1986, 'To Space and Back (1986)'],
    ['weightless', 'In orbit we are not beyond gravity; we fall around the Earth with the shuttle, all together, like riders in a lift whose cable has snapped. Everything falls at once, nothing presses on anything, and we float.', 'weightlessness orbit freefall gravity analogy', 1986, 'To Space and Back (1986)'],
    ['orbit-speed', 'To stay up the shuttle must go about 28,000 kilometres an hour, sideways. Like a ball thrown so hard it keeps missing the ground, we fall as fast as the Earth curves away, circling it every ninety minutes.', 'orbit speed shuttle earth analogy', 1986, 'To Space and Back (1986)'],
    ['sunrises', 'Circling every ninety minutes, we saw sixteen sunrises and sixteen sunsets a day, each one a quick band of colours along the edge of the Earth.', 'sunrise orbit earth space', 1986, 'To Space and Back (1986)'],
    ['reentry', 'Coming home, the shuttle hits the air at enormous speed and squeezes it so hard it glows. The heat-shield tiles soak up that heat, and we glide down to the runway like a very heavy glider.', 'reentry heat_shield shuttle glide analogy', 1986, 'To Space and Back (1986)'],
    ['living-in-space', 'In space water forms floating balls, crumbs drift into machines, and you sleep strapped to a wall. Even brushing your teeth means swallowing the toothpaste or catching it in a cloth.', 'daily_life astronauts microgravity', 1986, 'To Space and Back (1986)'],
    ['third-planet', 'Earth is the third planet from the Sun, at just the right distance for liquid water. Seen from space it is mostly blue ocean, with swirls of white cloud and brown and green land.', 'earth planet water solar_system', 1994, 'The Third Planet (1994)'],
    ['voyager', 'The Voyager probes flew past Jupiter, Saturn, Uranus and Neptune, using each planet’s gravity to swing on to the next, like a ball bouncing off moving bumpers.', 'voyager gravity_assist planets probes exploration analogy', 1992, 'Voyager: An Adventure to the Edge of the Solar System (1992)'],
    ['satellite-deploy', 'To release a satellite from the shuttle we lift it from the bay with the robot arm or spring it out, then fire its own small rocket later to climb to a higher orbit.', 'satellites deployment robot_arm orbit', 1983, 'NASA STS-7 mission report (1983)'],
  ]),
  ...explained('Sally Ride', 'Environment & Nature', [
    ['atmosphere-thin', 'From orbit the atmosphere is a blue line as thin as the skin of an apple. Everything that keeps us alive is in that sliver of air, and it looks fragile from up there.', 'atmosphere earth thin analogy', 2009, 'Mission: Planet Earth (2009)'],
    ['climate-from-space', 'Satellites measure the whole planet at once: sea ice, forests, ocean heat. Watching year after year shows us how Earth’s climate is changing and what we are doing to it.', 'climate satellites earth_observation change', 2009, 'Mission: Planet Earth (2009)'],
    ['deforestation-seen', 'From the shuttle I could see smoke from burning forests and plumes of mud in rivers. Things people do on the ground can be seen from space.', 'deforestation smoke earth human_impact', 1984, null],
  ]),
  ...explained('Sally Ride', 'Sports & Athletics', [
    ['tennis-physics', 'In tennis, topspin makes the ball dip and then kick up off the court: the spinning ball drags air so the pressure pushes it down. I felt that physics on the court long before I studied it.', 'tennis topspin ball physics', 1968, null],
    ['exercise-in-space', 'Without gravity to work against, muscles and bones weaken fast. In orbit we exercised on a treadmill with bungee cords holding us down, to stay fit for coming home.', 'exercise muscles bones astronauts', 1986, 'To Space and Back (1986)'],
  ]),
  ...explained('Sally Ride', 'Education & Learning', [
    ['girls-science', 'Girls are as interested in science as boys at ten; many lose that interest by fourteen, often because nobody shows them people like them doing it. Role models matter.', 'girls science role_models education', 2001, null],
    ['ask-questions', 'A good scientist is someone who keeps asking "why" and then goes to find out. Being curious and stubborn matters more than being the fastest in class.', 'curiosity questions science careers', 2001, null],
  ]),
  ...explained('Sally Ride', 'Mathematics & Physics', [
    ['newton-in-orbit', 'In space Newton’s laws are easy to see. Push off a wall and you drift across the cabin until you hit something; push a heavy box and you move back as it moves away.', 'newton laws motion space', 1986, 'To Space and Back (1986)'],
  ]),
  ...explained('Sally Ride', 'Engineering & Innovation', [
    ['robot-arm-control', 'The shuttle’s arm is fifteen metres long with joints like a shoulder, elbow and wrist. I moved it slowly with hand controllers, watching through windows and cameras, because a big mass takes time to stop.', 'robot_arm robotics control shuttle analogy', 1983, 'NASA STS-7 mission report (1983)'],
  ]),
];
