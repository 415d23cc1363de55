import { documented, explained, inferred, type Fact } from '../../fact';

// Written in Pierre de Coubertin's own voice (1863-1937). Checked against his memoirs and the Olympic record;
// his views on amateurism and on women in the Games are given as his, not endorsed.
// prettier-ignore
export const PIERRE_DE_COUBERTIN: Fact[] = [
  ...documented('Pierre de Coubertin', [
    ['paris-birth', 'I was born in Paris on 1 January 1863 into an old noble family; I turned away from the army and the law to give my life to education.', 'birth paris family education', 1863, 'Pierre de Coubertin, Olympic Memoirs (1931)'],
    ['tom-brown', 'As a young man I read Tom Brown’s School Days and went to England in 1883 to see for myself how games at schools like Rugby formed boys’ characters.', 'england rugby_school tom_brown education', 1883, 'Pierre de Coubertin, L’Éducation en Angleterre (1888)'],
    ['arnold', 'I admired Thomas Arnold, headmaster of Rugby, who had let the boys run their own games; I thought he had found the secret of a strong, free nation.', 'thomas_arnold rugby self-government', 1886, 'Pierre de Coubertin, L’Éducation en Angleterre (1888)'],
    ['much-wenlock', 'In October 1890 I visited Dr William Penny Brookes at Much Wenlock, where he had held "Olympian Games" for forty years.', 'much_wenlock brookes olympian_games', 1890, 'Pierre de Coubertin, Les Jeux Olympiques à Much Wenlock, La Revue athlétique (December 1890)'],
    ['sorbonne-1892', 'On 25 November 1892, at the Sorbonne, I first proposed publicly to revive the Olympic Games; the audience applauded, but hardly understood.', 'revival sorbonne proposal 1892', 1892, 'Pierre de Coubertin, Olympic Memoirs (1931)'],
    ['congress-1894', 'On 23 June 1894, at a congress I called at the Sorbonne, the delegates voted to revive the Games and founded the International Olympic Committee.', 'ioc founding congress sorbonne', 1894, 'Bulletin du Comité international des Jeux Olympiques (July 1894)'],
    ['athens-1896', 'The first modern Games were held in Athens in April 1896, in the old Panathenaic stadium rebuilt in marble.', 'athens 1896 first_modern_games', 1896, 'The Olympic Games, B.C. 776 - A.D. 1896, official report (1897)'],
    ['ioc-president', 'Demetrios Vikelas was the first President of the IOC; I succeeded him in 1896 and served until 1925.', 'ioc president vikelas', 1925, 'International Olympic Committee, list of Presidents (1894-1925)'],
    ['important-thing', 'In London in 1908 I repeated a bishop’s words: the important thing in these Olympiads is less to win than to take part; in life, not the triumph but the struggle.', 'take_part struggle quote 1908', 1908, 'Speech at the British government banquet, London, 24 July 1908'],
    ['rings', 'In 1913 I designed the five interlaced rings on a white ground as the Olympic emblem.', 'olympic_rings emblem design', 1913, 'Revue Olympique (August 1913)'],
    ['ode-to-sport', 'At the 1912 Stockholm Games my Ode to Sport won the gold medal for literature; I entered it under the false names Georges Hohrod and M. Eschbach.', 'ode_to_sport literature medal pseudonym', 1912, 'Official Report of the Olympic Games of Stockholm (1913)'],
    ['lausanne', 'In 1915, in the middle of the war, I moved the seat of the IOC to Lausanne, in neutral Switzerland.', 'lausanne switzerland ioc war', 1915, 'Pierre de Coubertin, Olympic Memoirs (1931)'],
    ['women-view', 'In 1912 I wrote that a women’s Olympiad would be impractical and improper, and I kept that view, though women competed at the Games from 1900 on.', 'women exclusion views criticism', 1912, 'Revue Olympique (July 1912)'],
    ['fortune', 'I spent most of my family fortune on the Olympic movement and ended my days with little money.', 'money fortune sacrifice', 1930, 'John J. MacAloon, This Great Symbol (1981)'],
  ]),
  ...inferred('Pierre de Coubertin', [
    ['olympia-dig', 'Germany had brought to light the ruins of Olympia from 1875; I asked myself why France should not rebuild its splendours in spirit.', 'olympia excavation inspiration', 1892, 'Pierre de Coubertin, Olympic Memoirs (1931)'],
  ]),
  ...explained('Pierre de Coubertin', 'Sports & Athletics', [
    ['ancient-games', 'The ancient Olympic Games were a festival for Zeus at Olympia, held every four years from 776 BCE, according to the Greeks’ own lists, for more than a thousand years.', 'ancient_olympics olympia zeus history', 1896, null],
    ['stadion', 'The oldest Olympic event was the stadion, a sprint of one length of the stadium, about 192 metres; our word stadium comes from it.', 'stadion sprint ancient_olympics stadium', 1896, null],
    ['olive-wreath', 'Ancient champions won no gold, only a wreath of wild olive from the sacred tree at Olympia; like a knight’s ribbon, it was worth nothing in the market and everything in honour.', 'olive_wreath prize honour ancient analogy', 1896, null],
    ['sacred-truce', 'During the ancient Games heralds proclaimed a sacred truce, so athletes and pilgrims could travel safely to Olympia even through lands at war.', 'sacred_truce peace ancient_olympics', 1896, null],
    ['ancient-pentathlon', 'The ancient pentathlon tested the all-round athlete: discus, javelin, long jump, a foot race and wrestling.', 'pentathlon discus javelin long_jump wrestling', 1896, null],
    ['olympiad', 'An Olympiad is not the Games themselves but the four years between one Games and the next; the Greeks counted time by them.', 'olympiad four_years calendar', 1896, null],
    ['why-revive', 'I revived the Games to bring the youth of all nations together every four years in friendly rivalry, so that knowing each other they might respect each other.', 'revival purpose peace internationalism', 1894, 'Pierre de Coubertin, Olympic Memoirs (1931)'],
    ['rings-meaning', 'The five rings stand for the five parts of the world won over to Olympism; their colours with the white ground include the colours of every national flag.', 'rings colours continents symbol', 1913, 'Revue Olympique (August 1913)'],
    ['motto', 'Our motto, Citius, Altius, Fortius, faster, higher, stronger, came from my friend Father Henri Didon, who used it for his school’s sports.', 'motto citius_altius_fortius didon', 1894, 'Pierre de Coubertin, Olympic Memoirs (1931)'],
    ['oath', 'At Antwerp in 1920 an athlete first swore the Olympic oath for all: to compete loyally, respecting the rules, in a spirit of chivalry, for the honour of their country and the glory of sport.', 'olympic_oath fair_play antwerp', 1920, 'Olympic oath sworn by Victor Boin, Antwerp, 14 August 1920'],
    ['fair-play', 'Fair play is chivalry in sport: you want to win, but only by the rules, and you respect the opponent without whom there is no contest. A victory by cheating is like a forged medal.', 'fair_play sportsmanship chivalry respect analogy', 1908, null],
    ['amateurism', 'In my time the Games were for amateurs, who competed for love, not pay; I thought money would corrupt sport, though I saw the rule was hard to define.', 'amateurism professionals money rules', 1925, 'Pierre de Coubertin, Olympic Memoirs (1931)'],
    ['marathon', 'My friend Michel Bréal proposed a race from Marathon to Athens, after the legend of the messenger who ran with news of victory; in 1896 a Greek, Spyridon Louis, won it.', 'marathon breal spyridon_louis legend', 1896, 'Pierre de Coubertin, Olympic Memoirs (1931)'],
    ['modern-pentathlon', 'I created the modern pentathlon for 1912: riding, fencing, shooting, swimming and running, the tests of a soldier caught behind enemy lines.', 'modern_pentathlon fencing riding shooting', 1912, 'Pierre de Coubertin, Olympic Memoirs (1931)'],
    ['decathlon', 'At Stockholm in 1912 the decathlon, ten events of running, jumping and throwing, sought the finest all-round athlete; the American Jim Thorpe won it by a wide margin.', 'decathlon all-round jim_thorpe stockholm', 1912, 'Official Report of the Olympic Games of Stockholm (1913)'],
    ['sport-for-all', 'All sports for all people: sport is not a luxury for the rich or the idle, but a need of every body and every young worker.', 'sport_for_all access participation', 1919, null],
    ['training-regularly', 'Training works by regular repetition: a little every day builds more strength than a great effort once a week, as water dripping wears a stone.', 'training practice consistency analogy', 1922, null],
    ['rest-and-effort', 'A body improves during rest after effort, not during the effort itself, as a field left fallow comes back richer. A sportsman who never rests grows stale, not strong.', 'rest recovery training staleness analogy', 1922, null],
    ['team-games', 'Team games like rugby and football teach a boy to pass the ball, to take orders and to lead; a team is like an orchestra, where the music is made by all and not by one player.', 'team_sports cooperation rugby football analogy', 1888, 'Pierre de Coubertin, L’Éducation en Angleterre (1888)'],
    ['rowing', 'In an eight, the boat goes fastest when all oars enter and leave the water together; one rower pulling harder out of time only slows it. Rowing teaches rhythm.', 'rowing rhythm teamwork boats analogy', 1890, null],
    ['learn-to-swim', 'Every child should learn to swim: it can save a life, and it works every muscle while the water carries the body’s weight, so even the weak can train without strain.', 'swimming children safety exercise', 1922, null],
    ['winter-week', 'In 1924 a week of winter sports was held at Chamonix, skating, skiing and bobsleigh; it became the first Winter Olympic Games.', 'winter_olympics chamonix skiing skating', 1924, 'Official Report of the VIII Olympiad, Paris (1924)'],
  ]),
  ...explained('Pierre de Coubertin', 'Education & Learning', [
    ['muscle-and-mind', 'A school that trains only the mind makes half a person. Sport teaches effort, courage and self-control, which lessons in a classroom alone cannot.', 'physical_education character schools', 1888, 'Pierre de Coubertin, L’Éducation en Angleterre (1888)'],
    ['art-competitions', 'I wanted the Games to unite muscle and mind, so from 1912 there were medals for art and literature inspired by sport, as in ancient Olympia poets sang the victors.', 'art_competitions arts literature olympics', 1912, 'Official Report of the Olympic Games of Stockholm (1913)'],
  ]),
  ...explained('Pierre de Coubertin', 'Travel & Geography', [
    ['olympia-site', 'Olympia lies in a green valley in the western Peloponnese, where the Kladeos stream meets the Alpheios river, under the hill of Kronos.', 'olympia peloponnese geography site', 1894, null],
    ['games-travel', 'Moving the Games from city to city, Athens, Paris, St. Louis, London, Stockholm, lets each nation host the world and see it in its own streets.', 'host_cities travel nations', 1912, null],
  ]),
];
