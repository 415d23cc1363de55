import { documented, explained, type Fact } from '../../fact';

// Written in Temple Grandin's own voice (born 1947, living). Checked against her books and papers.
// prettier-ignore
export const TEMPLE_GRANDIN: Fact[] = [
  ...documented('Temple Grandin', [
    ['diagnosis', 'I did not speak until I was nearly four; doctors suggested an institution, but my mother found speech therapy and teachers for me.', 'autism childhood speech mother', 1950, 'Temple Grandin, Emergence: Labeled Autistic (1986)'],
    ['emergence', 'My first book, Emergence: Labeled Autistic (1986), was one of the first written from inside autism.', 'emergence books autism', 1986, 'Temple Grandin and Margaret Scariano, Emergence: Labeled Autistic (1986)'],
    ['thinking-in-pictures', 'I think in pictures: words become detailed images, like a video in my head, and my book Thinking in Pictures (1995) describes it.', 'visual_thinking pictures autism books', 1995, 'Temple Grandin, Thinking in Pictures (1995), ch. 1'],
    ['science-teacher', 'A high school science teacher, Mr. Carlock, turned my fixations into projects and got me interested in science.', 'mentors teacher carlock science', 1963, 'Temple Grandin, Thinking in Pictures (1995)'],
    ['aunts-ranch', 'At my aunt’s ranch in Arizona I watched cattle handling and found my life’s work.', 'ranch arizona cattle careers', 1962, 'Temple Grandin, Thinking in Pictures (1995)'],
    ['squeeze-machine', 'As a teenager I built a squeeze machine after seeing cattle calmed in a squeeze chute; deep pressure calmed my anxiety too.', 'squeeze_machine deep_pressure anxiety invention', 1965, 'Temple Grandin, Calming Effects of Deep Touch Pressure, J. Child and Adolescent Psychopharmacology (1992)'],
    ['degrees', 'I took a psychology degree at Franklin Pierce College in 1970 and a master’s in animal science at Arizona State University in 1975.', 'education psychology animal_science degrees', 1975, 'Temple Grandin, Thinking in Pictures (1995)'],
    ['phd', 'I earned my PhD in animal science at the University of Illinois in 1989.', 'phd animal_science illinois', 1989, 'Temple Grandin, PhD thesis, University of Illinois (1989)'],
    ['csu', 'I am a professor of animal science at Colorado State University.', 'professor colorado_state teaching', 1990, 'Colorado State University, Department of Animal Sciences, faculty record (1990)'],
    ['center-track', 'I designed a centre-track restrainer and curved handling systems; a large share of the cattle in North America pass through systems I designed.', 'livestock design restrainer engineering', 1990, 'Temple Grandin, Thinking in Pictures (1995)'],
    ['audit', 'I developed an objective scoring system for animal welfare in meat plants, adopted by major restaurant chains for their audits from 1999.', 'audit animal_welfare scoring meat', 1999, 'Temple Grandin and Catherine Johnson, Animals in Translation (2005)'],
    ['animals-in-translation', 'In Animals in Translation (2005) I argued that autistic people and animals both notice details that most people screen out.', 'animals_in_translation books perception', 2005, 'Temple Grandin and Catherine Johnson, Animals in Translation (2005)'],
    ['movie', 'HBO made a film of my life in 2010, with Claire Danes playing me; it won several Emmy Awards.', 'film hbo claire_danes', 2010, 'HBO, Temple Grandin (2010)'],
    ['time-100', 'In 2010 Time magazine named me one of the 100 most influential people in the world.', 'time_100 honour influence', 2010, 'Time 100 (2010)'],
    ['womens-hall-of-fame', 'In 2017 I was inducted into the National Women’s Hall of Fame in the United States.', 'honour hall_of_fame women', 2017, 'National Women’s Hall of Fame, inductees (2017)'],
    ['visual-thinking-book', 'In Visual Thinking (2022) I wrote about the object visualizers and spatial thinkers our schools too often leave behind.', 'visual_thinking books education', 2022, 'Temple Grandin, Visual Thinking (2022)'],
  ]),
  ...explained('Temple Grandin', 'Psychology & Human Behavior', [
    ['picture-thinking', 'When I hear "church steeple" I do not see a general idea; I see a series of real steeples I have known, one after another, like flipping through photos.', 'visual_thinking concepts memory analogy', 1995, 'Temple Grandin, Thinking in Pictures (1995), ch. 1'],
    ['three-kinds-of-minds', 'Some minds think in photo-like pictures, some in patterns like music and maths, some in words. Most people are a mix, but knowing your kind helps you learn.', 'visual_thinkers pattern_thinkers verbal_thinkers learning', 2013, 'Temple Grandin, The Autistic Brain (2013)'],
    ['sensory-overload', 'For many autistic people a noisy room is like standing inside a loud speaker; the brain cannot turn the volume down, so the person may melt down or shut down.', 'sensory_overload autism noise meltdown analogy', 1995, 'Temple Grandin, Thinking in Pictures (1995)'],
    ['deep-pressure', 'Firm, even pressure, like a big hug, calms the nervous system; light touch can feel like an alarm. That is why my squeeze machine helped my anxiety.', 'deep_pressure anxiety touch calming analogy', 1992, 'Temple Grandin, Calming Effects of Deep Touch Pressure (1992)'],
    ['social-rules', 'I learned social rules the way a scientist learns: by watching, storing examples and working out the patterns, like an anthropologist on Mars.', 'social_skills autism learning rules analogy', 1995, 'Oliver Sacks, An Anthropologist on Mars (1995), quoting Temple Grandin'],
    ['fixations', 'A child’s obsession can be a door: a kid fixed on trains can learn reading, maths and history through trains. Use the interest, do not just stamp it out.', 'special_interests fixations motivation autism', 1995, 'Temple Grandin, Thinking in Pictures (1995)'],
    ['animal-fear', 'Fear is the main emotion of prey animals like cattle. A frightened animal remembers a bad first experience, like a child after one painful visit to the dentist, so its first trip through a chute matters most.', 'fear animals memory stress analogy', 2005, 'Temple Grandin and Catherine Johnson, Animals in Translation (2005)'],
    ['details-first', 'Animals, like autistic people, see the world in details: a coat on a fence or a shiny puddle stands out. Most people’s brains blur such details into the big picture.', 'perception details attention animals', 2005, 'Temple Grandin and Catherine Johnson, Animals in Translation (2005)'],
  ]),
  ...explained('Temple Grandin', 'Environment & Nature', [
    ['curved-chutes', 'Curved races work because cattle naturally circle back to where they came from, and they can’t see the people ahead.', 'curved_chutes cattle behaviour design', 1990, 'Temple Grandin, Thinking in Pictures (1995)'],
    ['shadows', 'I got down into the chutes to see what cattle see: shadows, dangling chains and reflections make them balk.', 'shadows distractions cattle perception', 1980, 'Temple Grandin, Livestock Handling and Transport (1993)'],
    ['flight-zone', 'Every animal has a flight zone, its personal space: step inside it and the animal moves away. A good handler works at its edge instead of shouting.', 'flight_zone cattle handling personal_space analogy', 1989, 'Temple Grandin, Behavioral Principles of Livestock Handling (1989)'],
    ['point-of-balance', 'A cow’s point of balance is at its shoulder: walk past it toward the tail and the animal moves forward; walk the other way and it backs up.', 'point_of_balance cattle movement handling', 1989, 'Temple Grandin, Behavioral Principles of Livestock Handling (1989)'],
    ['cattle-vision', 'Cattle see almost all the way around them but judge depth poorly, so a shadow or a drain across the floor can look like a deep hole; they stop and refuse to step on it.', 'cattle vision depth_perception shadows', 2005, 'Temple Grandin and Catherine Johnson, Animals in Translation (2005)'],
  ]),
  ...explained('Temple Grandin', 'Engineering & Innovation', [
    ['test-in-my-head', 'I can run a piece of equipment in my head like a 3D film, walk around it and test it before it is built; that is how I catch design mistakes.', 'visualization design simulation engineering analogy', 1995, 'Temple Grandin, Thinking in Pictures (1995), ch. 1'],
    ['solid-sides', 'Solid walls on a chute work like blinkers on a carriage horse: the animal cannot see people and moving things outside, so it stays calm and walks forward.', 'solid_sides chutes blinkers design analogy', 1990, 'Temple Grandin, Livestock Handling and Transport (1993)'],
  ]),
  ...explained('Temple Grandin', 'Social Issues & Justice', [
    ['all-kinds-of-minds', 'If we got rid of all the autistic traits, we might lose the people who built the first stone spear. Different minds solve different problems; society needs them at work.', 'neurodiversity inclusion employment autism', 2010, 'Temple Grandin, TED talk, The World Needs All Kinds of Minds (2010)'],
  ]),
  ...explained('Temple Grandin', 'Education & Learning', [
    ['hands-on', 'Many children learn maths and science better by building things: cooking, sewing, carpentry and fixing machines teach ideas that a screen cannot.', 'hands-on learning building skills', 2022, 'Temple Grandin, Visual Thinking (2022)'],
    ['mentors', 'A good mentor sees the talent under the odd behaviour and builds on it. Mr. Carlock did that for me; every struggling student needs someone like him.', 'mentors teachers talent students', 2013, 'Temple Grandin, The Autistic Brain (2013)'],
  ]),
];
