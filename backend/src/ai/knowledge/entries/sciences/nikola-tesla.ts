import { documented, explained, inferred, type Fact } from '../../fact';

// Written in Nikola Tesla's own voice. Checked against the cited works.
// prettier-ignore
export const NIKOLA_TESLA: Fact[] = [
  ...documented('Nikola Tesla', [
    ['induction-motor', 'My great idea was the rotating magnetic field: several alternating currents out of step make a field that turns and drags a motor round, with no brushes or commutator.', 'electricity alternating current magnetism motors invention', 1888, 'A New System of Alternate Current Motors and Transformers, AIEE lecture, 16 May 1888'],
    ['graz', 'I studied engineering at the Polytechnic in Graz, where I first argued that a motor could run on alternating current without a commutator; my professor said it was impossible.', 'education engineering motors', 1877, 'Tesla, My Inventions (1919), ch. 2'],
    ['budapest-vision', 'The rotating field came to me in 1882 while walking in a Budapest park, reciting Goethe; I drew the diagram in the sand with a stick.', 'invention imagination electricity', 1882, 'Tesla, My Inventions (1919), ch. 3'],
    ['visualising', 'I could build a machine in my mind, run it and check it for wear before making it; the finished device worked as I had imagined.', 'imagination invention visualisation', 1919, 'Tesla, My Inventions (1919), ch. 1'],
    ['edison', 'I arrived in New York in 1884 and worked for Thomas Edison’s company for some months before we parted ways over money and methods.', 'electricity business history invention', 1884, 'Tesla, My Inventions (1919), ch. 4'],
    ['westinghouse', 'George Westinghouse bought my alternating-current patents in 1888; AC could be stepped up with transformers and sent far more cheaply than Edison’s direct current.', 'electricity alternating current business engineering', 1888, 'Westinghouse–Tesla agreement, July 1888'],
    ['current-war', 'In the "war of the currents", Edison’s camp warned that alternating current was deadly; AC won because high voltage carries power over long distances with little loss.', 'electricity alternating current history', 1889, 'Thomas P. Hughes, Networks of Power (1983), ch. 5'],
    ['worlds-fair', 'In 1893 Westinghouse lit the World’s Columbian Exposition in Chicago with alternating current, a showcase for my system.', 'electricity light engineering history', 1893, 'W. Bernard Carlson, Tesla: Inventor of the Electrical Age (2013)'],
    ['niagara', 'The Niagara Falls power plant, opened in 1895 and sending electricity to Buffalo from 1896, used my polyphase alternating-current system.', 'electricity energy engineering power', 1896, 'W. Bernard Carlson, Tesla (2013)'],
    ['tesla-coil', 'Around 1891 I invented the Tesla coil, a resonant transformer that produces very high voltages at high frequency, with long dancing sparks.', 'electricity invention high voltage resonance', 1891, 'US Patent 454,622 (1891)'],
    ['radio-boat', 'In 1898 at Madison Square Garden I steered a small boat by radio, and some spectators thought a trained monkey was hidden inside.', 'radio remote control invention wireless', 1898, 'US Patent 613,809 (1898); Carlson, Tesla (2013)'],
    ['colorado-springs', 'In 1899 in Colorado Springs I built a huge magnifying transmitter and made artificial lightning bolts many metres long.', 'electricity lightning experiment', 1899, 'Tesla, Colorado Springs Notes (1899–1900)'],
    ['wardenclyffe', 'At Wardenclyffe on Long Island I began a tower for wireless communication and power, but J. P. Morgan stopped funding it and it was never finished.', 'wireless energy invention business', 1901, 'Letters between Tesla and J. P. Morgan, 1901–1906'],
    ['pigeons', 'In my later years I lived in New York hotels and cared for the city’s pigeons; I was especially devoted to one white pigeon.', 'biography animals pigeons new_york', 1922, 'John J. O’Neill, Prodigal Genius (1944)'],
  ]),
  ...inferred('Nikola Tesla', [
    ['smiljan', 'I was born in 1856 in Smiljan, in the Military Frontier of the Austrian Empire, to a Serbian Orthodox priest; family legend says during a lightning storm.', 'biography childhood birth smiljan', 1856, 'Tesla, My Inventions (1919), ch. 1; family tradition'],
    ['royalties', 'When Westinghouse’s company was in financial trouble, I gave up the royalty terms of my contract, as my biographers tell it, forgoing a fortune.', 'business biography ethics', 1891, 'John J. O’Neill, Prodigal Genius (1944)'],
  ]),
  ...explained('Nikola Tesla', 'Engineering & Innovation', [
    ['ac-vs-dc', 'Direct current flows one way all the time, like water in a pipe. Alternating current sloshes back and forth many times a second, like a saw, and still does work at the far end.', 'alternating_current direct_current electricity analogy', 1888, 'A New System of Alternate Current Motors and Transformers (1888)'],
    ['transformer', 'A transformer is two coils on one iron ring. Current changing in the first drives current in the second. More turns on the second give higher voltage and less current, as gears trade force for speed.', 'transformer voltage coils alternating_current analogy', 1888, 'A New System of Alternate Current Motors and Transformers (1888)'],
    ['high-voltage-lines', 'Power lost in a wire grows with the square of the current. Send power at high voltage and small current, like water at high pressure through a thin pipe, and little is wasted; step it down again near the homes.', 'transmission high_voltage power_lines loss analogy', 1893, 'Carlson, Tesla (2013), on the Niagara system'],
    ['rotating-field', 'Feed two coils with currents a quarter-cycle apart and the magnetism between them turns round and round. An iron rotor chases it, like a dog chasing its tail, and the motor runs.', 'rotating_magnetic_field motor induction analogy', 1888, 'US Patent 381,968 (1888)'],
    ['polyphase', 'With three currents each a third of a cycle apart, the power never drops to zero together, like three rowers pulling in turn so the boat never pauses. Motors run smoothly and one set of wires carries more power.', 'polyphase three_phase current motors analogy', 1888, 'US Patent 382,280 (1888)'],
    ['resonance', 'Push a child on a swing at just the right moment and small pushes build a huge swing. My coil does the same with electricity: tuned circuits pass energy back and forth until sparks fly.', 'resonance tuning tesla_coil analogy', 1891, 'Experiments with Alternate Currents of Very High Frequency (1891)'],
    ['hydroelectric', 'Falling water turns a turbine, the turbine turns a generator, and the generator sends current along wires. At Niagara the energy of a waterfall lit a city miles away.', 'hydroelectric niagara generator turbine', 1896, 'Carlson, Tesla (2013)'],
    ['remote-control', 'My boat carried a receiver tuned to my transmitter. Each signal moved a switch one step, turning the rudder or the propeller, so I could steer it from across the hall.', 'remote_control radio boat teleautomaton', 1898, 'US Patent 613,809, Method of and Apparatus for Controlling Mechanism (1898)'],
    ['bladeless-turbine', 'My turbine had no blades, only smooth discs close together. Steam or water rubbing along their faces drags them round by its stickiness, the way a stream drags a leaf.', 'turbine discs boundary_layer analogy', 1913, 'US Patent 1,061,206 (1913)'],
  ]),
  ...explained('Nikola Tesla', 'Science & Technology', [
    ['wireless-lighting', 'High-frequency currents fill a room with a changing electric field. A gas-filled tube brought into it glows with no wires at all; I lit lamps this way in my lectures.', 'wireless lighting high_frequency lamps', 1891, 'Experiments with Alternate Currents of Very High Frequency (1891)'],
    ['skin-effect', 'Very fast alternating currents pass over the skin of the body instead of through it, so in my demonstrations hundreds of thousands of volts lit a lamp in my hand without harm.', 'high_frequency safety current body', 1891, 'Experiments with Alternate Currents of Very High Frequency (1891)'],
    ['induction-explained', 'A magnet that changes near a wire drives a current in it. My motors use this: the rotating field drives currents in the rotor itself, so no wire need touch the moving part.', 'induction magnetism current rotor', 1888, 'A New System of Alternate Current Motors and Transformers (1888)'],
  ]),
  ...explained('Nikola Tesla', 'Business & Entrepreneurship', [
    ['patents-licensing', 'An inventor without money sells or licenses his patents to a manufacturer who can build at scale. Westinghouse had factories; I had the ideas. Together AC reached the world.', 'patents licensing invention business', 1888, 'Westinghouse–Tesla agreement (1888)'],
    ['investor-trust', 'Wardenclyffe taught me that a backer wants to know what he will earn. Morgan wished for a radio business; I promised free power for all, and his money stopped.', 'investors funding wardenclyffe business', 1903, 'Letters between Tesla and J. P. Morgan, 1901–1906'],
    ['demonstration', 'A public show sells an idea faster than a paper. I lit lamps in my hands and steered a boat by radio before crowds, so that investors could see the future working.', 'demonstration marketing invention showmanship', 1898, 'Carlson, Tesla (2013)'],
  ]),
  ...explained('Nikola Tesla', 'Mathematics & Physics', [
    ['frequency', 'Frequency is how many times a current changes direction each second. Our supply at Niagara alternated twenty-five times a second; my high-frequency coils did it hundreds of thousands of times.', 'frequency alternating_current cycles hertz', 1891, 'Experiments with Alternate Currents of Very High Frequency (1891)'],
  ]),
  ...explained('Nikola Tesla', 'Environment & Nature', [
    ['lightning-nature', 'At Colorado Springs I watched storms recede across the plains and measured their electrical waves on my instruments; the whole Earth rings with the discharges of lightning.', 'lightning storms earth electricity', 1899, 'Colorado Springs Notes (1899–1900)'],
    ['water-power', 'Coal burns away and is gone, but a river falls every day. I hoped we would harness falling water, wind and sun, the inexhaustible sources, rather than burn the world’s stores.', 'renewable water_power energy coal', 1900, 'The Problem of Increasing Human Energy, Century Magazine (June 1900)'],
  ]),
];
