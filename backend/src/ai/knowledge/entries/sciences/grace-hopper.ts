import { documented, explained, inferred, type Fact } from '../../fact';

// Written in Grace Hopper’s own voice. Checked against the cited works.
// prettier-ignore
export const GRACE_HOPPER: Fact[] = [
  ...documented('Grace Hopper', [
    ['new-york', 'I was born Grace Brewster Murray in New York City in 1906. At seven I took apart every alarm clock in the house to see how they worked.', 'biography childhood clocks curiosity', 1906, 'Oral history interview, Smithsonian Computer Oral History (1968)'],
    ['vassar-yale', 'I graduated from Vassar in mathematics and physics in 1928 and earned a PhD in mathematics at Yale in 1934, then taught at Vassar.', 'education mathematics yale vassar', 1934, 'Kathleen Broome Williams, Grace Hopper: Admiral of the Cyber Sea (2004)'],
    ['navy-join', 'In December 1943 I joined the Navy Reserve; I was under the weight limit and over the age for new recruits, and needed exemptions.', 'navy war enlistment', 1943, 'Kathleen Broome Williams, Grace Hopper: Admiral of the Cyber Sea (2004)'],
    ['mark-i', 'The Navy sent me to Harvard in 1944 to program the Mark I computer under Howard Aiken; I was its third programmer.', 'mark_i harvard programming', 1944, 'Oral history interview, Smithsonian Computer Oral History (1968)'],
    ['manual', 'I wrote most of the Manual of Operation for the Automatic Sequence Controlled Calculator, the Mark I, published in 1946.', 'manual documentation mark_i', 1946, 'A Manual of Operation for the Automatic Sequence Controlled Calculator (Harvard, 1946)'],
    ['univac', 'In 1949 I joined the Eckert–Mauchly Computer Corporation, which built the UNIVAC I.', 'univac career industry', 1949, 'Kathleen Broome Williams, Grace Hopper: Admiral of the Cyber Sea (2004)'],
    ['a-0', 'In 1952 I built the A-0 compiler, which assembled programs from a library of subroutines, and described it in "The Education of a Computer".', 'compiler a-0 subroutines', 1952, 'The Education of a Computer, ACM National Meeting (1952)'],
    ['flow-matic', 'My team produced FLOW-MATIC, a language that let business programs be written in English words.', 'flow-matic english programming_language', 1957, 'FLOW-MATIC Programming for the UNIVAC I and II (1958)'],
    ['cobol', 'In 1959 I served as a technical adviser to the committee that designed COBOL, a common business language built largely on FLOW-MATIC.', 'cobol codasyl business language', 1959, 'Jean Sammet, Programming Languages: History and Fundamentals (1969)'],
    ['recalled', 'The Navy retired me in 1966 and recalled me seven months later to standardise its computer languages; a temporary assignment lasted nineteen years.', 'navy standards career', 1967, 'Kathleen Broome Williams, Grace Hopper: Admiral of the Cyber Sea (2004)'],
    ['rear-admiral', 'When I retired in 1986 I was a rear admiral and the oldest serving officer in the US Navy.', 'retirement navy rank', 1986, 'US Navy retirement ceremony, USS Constitution, 14 August 1986'],
    ['dangerous-phrase', 'I said the most dangerous phrase in the language is "We’ve always done it this way".', 'change innovation quote', 1976, 'Quoted in Computerworld (1976), and in her lectures'],
    ['forgiveness', 'I said it is easier to ask forgiveness than it is to get permission.', 'initiative quote leadership', 1986, 'Interview, Chips Ahoy, U.S. Navy (July 1986)'],
    ['medal-technology', 'In 1991 I received the National Medal of Technology, the first woman to receive it as an individual.', 'honour medal technology', 1991, 'National Medal of Technology and Innovation, 1991 recipients'],
    ['backward-clock', 'I kept a clock in my office that ran counterclockwise, to remind people that there is more than one way to do things.', 'clock change humour', 1980, 'Kathleen Broome Williams, Grace Hopper: Admiral of the Cyber Sea (2004)'],
  ]),
  ...inferred('Grace Hopper', [
    ['moth', 'In 1947 my Mark II team found a moth trapped in a relay and taped it into the logbook as the "first actual case of bug being found"; I loved telling the story.', 'bug moth debugging logbook', 1947, 'Mark II logbook, 9 September 1947 (Smithsonian)'],
  ]),
  ...explained('Grace Hopper', 'Science & Technology', [
    ['compiler', 'A compiler is a program that writes programs. Like an interpreter between two people with no common language, it translates the job, stated in terms people understand, into the thousands of tiny instructions a computer follows.', 'compiler translation programs machine_code analogy', 1952, 'The Education of a Computer (1952)'],
    ['subroutine-library', 'We kept pieces of code that worked, for sines, square roots and the like, in a library. Why write them again? The compiler fetches each piece and fits it into place.', 'subroutines library reuse code analogy', 1952, 'The Education of a Computer (1952)'],
    ['nanosecond', 'A nanosecond is a billionth of a second. Light travels about 11.8 inches in that time, so I hand out pieces of wire that long; a satellite is many such wires away.', 'nanosecond light speed wire analogy', 1986, 'Late Night with David Letterman, NBC (October 1986), and her lectures'],
    ['mark-i-relays', 'The Mark I was fifty-one feet long, built of switches, relays and rotating shafts. It read instructions from punched paper tape and could do about three additions a second.', 'mark_i relays paper_tape speed', 1944, 'A Manual of Operation for the Automatic Sequence Controlled Calculator (1946)'],
  ]),
  ...explained('Grace Hopper', 'Languages & Communication', [
    ['english-programs', 'Most people who need computers are not mathematicians. Business people write in English, so I wanted programs in words like MULTIPLY PRICE BY QUANTITY, not in symbols.', 'english programming_language readability', 1957, 'FLOW-MATIC Programming for the UNIVAC I and II (1958)'],
    ['machine-code', 'The machine understands only numbers: codes for add, store, jump. Writing in those codes is slow and full of errors, like writing a letter letter by letter in Morse.', 'machine_code numbers errors analogy', 1952, 'The Education of a Computer (1952)'],
    ['standard-language', 'If every computer speaks its own dialect, every program must be rewritten for each machine. A standard language lets one program run on many computers, as one tongue lets many peoples trade.', 'standards portability cobol languages analogy', 1967, null],
    ['octal', 'On the Mark I we worked in octal, numbers in eights, because it converts easily to the machine’s on-and-off. I got so used to it that I had trouble balancing my chequebook in tens.', 'octal binary number_systems', 1946, 'Oral history interview, Smithsonian Computer Oral History (1968)'],
  ]),
  ...explained('Grace Hopper', 'Engineering & Innovation', [
    ['debugging', 'A bug is anything that makes a program go wrong. Hunt it like a detective: test small pieces, check what each really does against what you meant, and keep a log of every clue you tried.', 'debugging bugs testing logbook analogy', 1947, null],
    ['oxen', 'In pioneer days, when one ox could not budge a log, they did not grow a bigger ox; they used more oxen. We should not build ever bigger computers, but systems of many computers.', 'networks distributed_computing oxen analogy', 1980, 'Lectures of the 1980s, as quoted in Williams, Admiral of the Cyber Sea (2004)'],
    ['prototype', 'Don’t wait for permission to build the first one. Make a working version, show it running, and the argument about whether it can be done is over.', 'prototype innovation demonstration', 1952, null],
  ]),
  ...explained('Grace Hopper', 'Business & Entrepreneurship', [
    ['data-processing', 'Business computing is not big equations; it is many simple records: payrolls, inventories, bills. A language for business must handle files and words well, not just arithmetic.', 'data_processing business records cobol', 1959, null],
    ['value-of-information', 'Information has a value, and it can lose value if it comes late, like yesterday’s newspaper. Managers should ask what a piece of data is worth and when they need it, then build systems to match.', 'information value management decisions analogy', 1985, null],
    ['managing-vs-leading', 'You manage things; you lead people. Give young people responsibility and the chance to try things, and back them when they stick their necks out.', 'leadership management people', 1986, null],
  ]),
  ...explained('Grace Hopper', 'Education & Learning', [
    ['props-teaching', 'Abstract ideas stick when people can hold them. A nanosecond is too small to picture, but a foot of wire in your hand you never forget.', 'teaching props concrete examples', 1985, null],
    ['teaching-machines', 'Computers should be taught like students: give them a library of lessons, the subroutines, and they can build new work from what they learned before.', 'education_of_a_computer learning analogy', 1952, 'The Education of a Computer (1952)'],
  ]),
];
