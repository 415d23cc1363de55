import { documented, explained, inferred, type Fact } from '../../fact';

// Written in Isaac Newton's own voice. Checked against the cited works.
// prettier-ignore
export const ISAAC_NEWTON: Fact[] = [
  ...documented('Isaac Newton', [
    ['woolsthorpe', 'I was born at Woolsthorpe in Lincolnshire on Christmas Day 1642, by the calendar then used in England, after my father’s death; I was so small they said I would fit in a quart pot.', 'biography childhood england', 1643, 'John Conduitt, Memoir of Newton (1727–28)'],
    ['plague-years', 'When plague closed Cambridge in 1665–66 I went home to Woolsthorpe, and there I worked out the beginnings of calculus, optics and gravitation.', 'mathematics calculus gravity creativity biography', 1666, 'Newton, memorandum of c. 1714 (Portsmouth Papers)'],
    ['lucasian', 'In 1669, at twenty-six, I succeeded Isaac Barrow as Lucasian Professor of Mathematics at Cambridge.', 'cambridge professor mathematics biography', 1669, 'Cambridge University records, 29 October 1669'],
    ['principia', 'My Philosophiæ Naturalis Principia Mathematica appeared in 1687, paid for by Edmond Halley, and set out the laws of motion and universal gravitation.', 'physics gravity motion books', 1687, 'Principia (London, 1687), preface'],
    ['three-laws', 'My three laws: a body keeps its state of rest or uniform motion unless a force acts; force changes motion in proportion; to every action there is an equal and opposite reaction.', 'physics motion force laws', 1687, 'Principia (1687), Axioms, or Laws of Motion'],
    ['universal-gravitation', 'I showed that the same gravity that pulls an apple to the ground keeps the Moon in its orbit, falling off with the square of the distance.', 'gravity moon orbit astronomy', 1687, 'Principia (1687), Book 3, Proposition 4'],
    ['prism', 'With prisms I showed that white sunlight is a mixture of colours, and that a second prism cannot change a single colour further.', 'light optics color experiment', 1672, 'Letter to Henry Oldenburg, 6 February 1672, Philosophical Transactions'],
    ['reflecting-telescope', 'I built the first practical reflecting telescope, using a mirror instead of lenses to avoid coloured fringes; it earned me Royal Society membership in 1672.', 'telescope optics invention astronomy', 1672, 'Royal Society Journal Book, 11 January 1672'],
    ['calculus-dispute', 'I developed my method of fluxions, or calculus, in the 1660s; Leibniz published his version first, and a bitter priority dispute followed.', 'mathematics calculus history dispute', 1712, 'Commercium Epistolicum (1712)'],
    ['shoulders', 'In a 1676 letter to Robert Hooke I wrote: if I have seen further, it is by standing on the shoulders of giants.', 'science humility quote history', 1676, 'Letter to Robert Hooke, 5 February 1676'],
    ['mint', 'From 1696 I ran the Royal Mint, pursued counterfeiters in person, and oversaw the great recoinage of England’s money.', 'economics money law biography', 1696, 'Mint Papers; Richard Westfall, Never at Rest (1980)'],
    ['royal-society', 'I was elected President of the Royal Society in 1703 and held the office for the rest of my life.', 'science institutions biography', 1703, 'Royal Society records, 30 November 1703'],
    ['knighthood', 'Queen Anne knighted me at Cambridge in 1705, though the occasion had more to do with politics than with science.', 'honour knighthood queen_anne biography', 1705, 'Richard Westfall, Never at Rest (1980)'],
    ['alchemy', 'I wrote more about alchemy and theology than about physics, and kept most of it private.', 'alchemy religion chemistry biography', 1690, 'Newton’s alchemical and theological manuscripts; Westfall, Never at Rest (1980)'],
    ['opticks', 'My Opticks (1704) was written in English and ended with queries, open questions for those who came after.', 'light optics books questioning', 1704, 'Opticks (1704), Queries'],
    ['hypotheses', 'In the Principia I wrote that I had not yet found the cause of gravity’s properties, and that I feign no hypotheses.', 'gravity hypotheses method quote', 1713, 'Principia, 2nd edition (1713), General Scholium'],
  ]),
  ...inferred('Isaac Newton', [
    ['apple', 'I told William Stukeley that the thought of gravitation came to me as I sat in contemplative mood and an apple fell; it did not hit my head.', 'gravity anecdote falling', 1666, 'William Stukeley, Memoirs of Sir Isaac Newton’s Life (1752)'],
    ['cat-flap', 'A story says I invented the cat flap; it is only a legend, and I do not claim it.', 'anecdote legend animals', 1680, 'J. M. F. Wright, Alma Mater (1827), a Cambridge tale'],
    ['south-sea', 'I lost a large sum in the South Sea Bubble of 1720; that I could calculate the motions of heavenly bodies but not the madness of people is a line told of me later, not written by me.', 'economics markets money psychology', 1720, 'Andrew Odlyzko, Newton’s financial misadventures in the South Sea Bubble, Notes and Records 73 (2019)'],
  ]),
  ...explained('Isaac Newton', 'Mathematics & Physics', [
    ['rainbow', 'A rainbow is sunlight sorted by raindrops. Each drop bends the light going in, reflects it off its back and bends it again going out; violet bends most and red least, so each colour comes to your eye from drops at its own angle.', 'rainbow light colour refraction raindrops prism', 1704, 'Opticks (1704), Book I, Part II, Proposition 9'],
    ['first-law', 'A body left alone keeps doing what it was doing: resting, or moving straight at steady speed. A puck slides far on ice because little acts on it; friction, not nature, stops things.', 'inertia first_law motion friction analogy', 1687, 'Principia (1687), Law 1'],
    ['f-equals-ma', 'A force changes motion in proportion to its size and in its direction. Push an empty cart and a loaded one equally hard and the empty one speeds up more; push twice as hard and the change is twice as great.', 'force acceleration mass second_law analogy', 1687, 'Principia (1687), Law 2'],
    ['action-reaction', 'When you press a stone with your finger, the stone presses your finger back. A horse pulling a stone is pulled back by it equally. Forces always come in pairs.', 'action reaction third_law forces analogy', 1687, 'Principia (1687), Law 3'],
    ['inverse-square', 'Gravity spreads out like light from a candle: twice as far, and it is spread over four times the area, so it pulls a quarter as hard. Three times as far, a ninth.', 'inverse_square gravity distance analogy', 1687, 'Principia (1687), Book 3'],
    ['cannonball-orbit', 'Fire a cannonball from a high mountain faster and faster: it lands further each time, until it falls all the way round the Earth without landing. An orbit is falling and missing.', 'orbit cannonball falling gravity analogy', 1685, 'De motu corporum, liber secundus (written c. 1685), the cannon on the mountain'],
    ['colours-prism', 'White light is a crowd of colours. A prism bends each by a different amount, so red bends least and violet most and they fan out; a second prism cannot make red into another colour.', 'prism colours light refraction analogy', 1672, 'New Theory about Light and Colours (1672)'],
    ['fluxions', 'My fluxions measure how fast a quantity flows at each instant: the speed of a falling stone at one moment, not just its average. From the rate you can recover the distance, and back.', 'calculus fluxions rate change', 1671, 'Method of Fluxions (written 1671)'],
    ['tides', 'The Moon pulls the near side of the sea more than the Earth’s centre, and the centre more than the far side. So the ocean bulges on both sides, and we get two high tides a day.', 'tides moon gravity ocean', 1687, 'Principia (1687), Book 3, Proposition 24'],
  ]),
  ...explained('Isaac Newton', 'Space & Astronomy', [
    ['moon-falls', 'The Moon falls towards the Earth all the time, about a twentieth of an inch each second, just enough to curve its path into an orbit. I compared that with an apple’s fall and they agreed.', 'moon orbit falling gravity', 1687, 'Principia (1687), Book 3, Proposition 4'],
    ['comets', 'Comets obey the same gravity as planets. They swing round the Sun on long stretched paths; Halley used my method to show the comet of 1682 had come before.', 'comets orbits halley gravity', 1687, 'Principia (1687), Book 3, on comets'],
    ['earth-shape', 'A spinning Earth throws its middle outward a little, as a turning cartwheel flings mud from its rim, so it bulges at the equator and is flattened at the poles. Pendulum clocks run slower near the equator, as this requires.', 'earth shape spin equator analogy', 1687, 'Principia (1687), Book 3, Propositions 18–20'],
    ['reflector-why', 'Lenses bend colours by different amounts, so a lens telescope shows coloured blurs. A curved mirror reflects all colours alike, so my reflecting telescope gives a sharper image.', 'telescope mirror reflector colours', 1672, 'Letter to Henry Oldenburg, 1672'],
  ]),
  ...explained('Isaac Newton', 'Sports & Athletics', [
    ['tennis-spin', 'A tennis ball struck obliquely spins, and I have seen it curve. The side turning into the air presses harder against it, and the ball is pushed the other way.', 'spin tennis curve ball', 1672, 'Letter to Henry Oldenburg, 6 February 1672'],
    ['momentum-collision', 'The quantity of motion is mass times velocity. When two balls collide, what one gains the other loses, so a heavy slow ball can stop a light fast one, as a slow loaded cart stops a running boy.', 'momentum collision balls conservation analogy', 1687, 'Principia (1687), Corollary 3 to the Laws'],
    ['rowing-reaction', 'An oarsman pushes water backwards and the water pushes the boat forwards. A swimmer, a runner pushing the ground, a jumper: all move by pushing something else the other way.', 'reaction rowing swimming running', 1687, 'Principia (1687), Law 3'],
    ['follow-through', 'The longer a force acts on a body, the more motion it gives. A batsman or a thrower who keeps pushing through the ball longer sends it faster.', 'impulse force time throwing', 1687, 'Principia (1687), Law 2'],
  ]),
  ...explained('Isaac Newton', 'Business & Entrepreneurship', [
    ['milled-edges', 'People clipped silver from coins’ edges and passed them at full value. Coins struck by machine with milled edges show at once if they have been clipped, so honest money stays honest.', 'coins money counterfeiting mint', 1696, 'Mint Papers, recoinage of 1696–99'],
    ['gold-silver', 'If a coin’s metal is worth more abroad than at home, merchants melt it and ship it out. In 1717 I advised lowering the guinea to bring gold and silver into balance.', 'gold silver money exchange', 1717, 'Report to the Lords of the Treasury, 21 September 1717'],
  ]),
  ...explained('Isaac Newton', 'Religion & Spirituality', [
    ['general-scholium', 'I wrote that this most beautiful system of the Sun, planets and comets could only come from the counsel and dominion of an intelligent and powerful Being. For me, to study nature is to study the works of God.', 'science faith god religion nature design', 1713, 'Principia, 2nd edition (1713), General Scholium'],
  ]),
];
