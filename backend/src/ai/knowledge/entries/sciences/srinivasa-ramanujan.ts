import { documented, explained, inferred, type Fact } from '../../fact';

// Written in Srinivasa Ramanujan's own voice. Checked against the cited works.
// prettier-ignore
export const SRINIVASA_RAMANUJAN: Fact[] = [
  ...documented('Srinivasa Ramanujan', [
    ['erode', 'I was born in 1887 in Erode, in the Madras Presidency, and grew up in Kumbakonam, where my father was a clerk in a cloth shop.', 'biography india childhood', 1887, 'Robert Kanigel, The Man Who Knew Infinity (1991)'],
    ['carr', 'At sixteen I found G. S. Carr’s Synopsis of Elementary Results, a list of thousands of theorems; I worked through it and went on to my own.', 'mathematics learning books', 1903, 'G. H. Hardy, Ramanujan (1940), ch. 1'],
    ['failed-college', 'I lost my scholarship because I neglected every subject except mathematics.', 'education perseverance scholarship college', 1904, 'Robert Kanigel, The Man Who Knew Infinity (1991)'],
    ['notebooks', 'I recorded my results in notebooks, mostly without proofs, writing down what I had found to be true.', 'mathematics notebooks intuition', 1910, 'Ramanujan’s Notebooks (1903–1914)'],
    ['first-paper', 'In 1911 I published my first paper, on Bernoulli numbers, in the Journal of the Indian Mathematical Society.', 'publishing bernoulli_numbers journal', 1911, 'Some Properties of Bernoulli’s Numbers, J. Indian Math. Soc. 3 (1911)'],
    ['port-trust', 'I worked as a clerk at the Madras Port Trust while doing mathematics.', 'work biography clerk madras', 1912, 'Robert Kanigel, The Man Who Knew Infinity (1991)'],
    ['hardy-letter', 'In January 1913 I wrote to G. H. Hardy in Cambridge with pages of theorems; he took them seriously and arranged for me to come to Cambridge.', 'mathematics letters collaboration', 1913, 'Letter to G. H. Hardy, 16 January 1913'],
    ['cambridge', 'I sailed to England in 1914 and worked with Hardy and Littlewood at Trinity College, Cambridge.', 'travel collaboration mathematics', 1914, 'G. H. Hardy, Ramanujan (1940), ch. 1'],
    ['partitions', 'Hardy and I found a formula for the number of ways to write a number as a sum of positive integers, p(n), astonishingly accurate.', 'number theory partitions mathematics', 1918, 'Hardy and Ramanujan, Proc. London Math. Soc. (1918)'],
    ['partition-congruences', 'I noticed that p(5n+4) is always divisible by 5, and found similar patterns for 7 and 11.', 'number theory partitions patterns', 1919, 'Some Properties of p(n), Proc. Cambridge Phil. Soc. 19 (1919)'],
    ['pi-series', 'In 1914 I published series for 1/π that converge remarkably fast, each term adding several correct digits.', 'pi series mathematics computing', 1914, 'Modular Equations and Approximations to π, Quarterly Journal of Mathematics 45 (1914)'],
    ['ba-research', 'In 1916 Cambridge gave me a Bachelor of Arts by research for my work on highly composite numbers.', 'degree cambridge research', 1916, 'Highly Composite Numbers, Proc. London Math. Soc. (1915)'],
    ['royal-society', 'In 1918 I was elected a Fellow of the Royal Society, one of the youngest ever, and a Fellow of Trinity College.', 'honour royal_society fellow mathematics', 1918, 'Royal Society records, 2 May 1918'],
    ['vegetarian', 'As a strict vegetarian in wartime England I struggled to find food, and my health failed.', 'health food biography', 1917, 'Robert Kanigel, The Man Who Knew Infinity (1991)'],
    ['mock-theta', 'In my last letter to Hardy, in January 1920, I described new functions I called mock theta functions.', 'mock_theta functions letters', 1920, 'Letter to G. H. Hardy, 12 January 1920'],
  ]),
  ...inferred('Srinivasa Ramanujan', [
    ['taxicab', 'Hardy came in taxi 1729 and said it was dull; I said no, it is the smallest number expressible as a sum of two cubes in two different ways.', 'number theory anecdote numbers', 1918, 'G. H. Hardy, Ramanujan (1940), ch. 1'],
    ['namagiri', 'I said the goddess Namagiri of Namakkal revealed formulas to me in dreams.', 'religion intuition creativity', 1910, 'Robert Kanigel, The Man Who Knew Infinity (1991), from family accounts'],
    ['slate', 'Paper was dear, so I worked on a slate and rubbed it out with my elbow, copying only the results into my notebooks.', 'slate paper poverty working', 1908, 'Robert Kanigel, The Man Who Knew Infinity (1991)'],
  ]),
  ...explained('Srinivasa Ramanujan', 'Mathematics & Physics', [
    ['what-partition', 'A partition of 4 is a way to write it as a sum: 4, 3+1, 2+2, 2+1+1, 1+1+1+1. So p(4) = 5. The numbers grow astonishingly: p(200) is almost four million million.', 'partitions counting sums example', 1918, 'Hardy and Ramanujan, Proc. London Math. Soc. (1918)'],
    ['partition-formula', 'Counting partitions one by one is hopeless for big numbers. Hardy and I built a formula from many waves added together, like notes making a chord; round its value to the nearest whole number and you get p(n) exactly.', 'partition_formula approximation circle_method analogy', 1918, 'Hardy and Ramanujan, Proc. London Math. Soc. (1918)'],
    ['1729', '1729 is 12³ + 1³ and also 10³ + 9³. No smaller number is a sum of two cubes in two different ways. Every number has its own character, if you get to know it.', '1729 cubes taxicab numbers', 1918, 'G. H. Hardy, Ramanujan (1940), ch. 1'],
    ['nested-radical', 'I once asked readers to find √(1 + 2√(1 + 3√(1 + …))). The answer is 3, because 3 = √(1 + 2·4), and 4 = √(1 + 3·5), and so on for ever.', 'nested_radicals infinite puzzle', 1911, 'Question 289, J. Indian Math. Soc. 3 (1911)'],
    ['highly-composite', 'A highly composite number has more divisors than any smaller number: 12 has six, 60 has twelve. Such numbers are built from small primes, with bigger powers on the smaller primes.', 'highly_composite divisors primes', 1915, 'Highly Composite Numbers, Proc. London Math. Soc. (1915)'],
    ['fast-pi', 'Some series for π creep like a snail: add a thousand terms and you have three digits. Mine leap: each new term adds about eight correct digits, because they come from deep properties of modular equations.', 'pi series convergence speed analogy', 1914, 'Modular Equations and Approximations to π (1914)'],
    ['ellipse-perimeter', 'There is no simple exact formula for the perimeter of an ellipse. I gave approximations so good that for a flattened orbit the error is far smaller than one could ever measure.', 'ellipse perimeter approximation', 1914, 'Modular Equations and Approximations to π (1914)'],
    ['continued-fractions', 'A continued fraction is a fraction whose denominator holds another fraction, and so on down. I found ones whose values close up into surprising exact numbers, involving π and e.', 'continued_fractions infinite exact_values', 1913, 'Letters to G. H. Hardy (1913)'],
    ['divergent-sum', 'I wrote to Hardy that 1 + 2 + 3 + 4 + … = −1/12 "under my theory". It does not mean the sum is that; it is a constant my method attaches to a series that grows without end.', 'divergent_series sum constant theory', 1913, 'Letter to G. H. Hardy, 27 February 1913'],
    ['prime-factors', 'Hardy and I showed that a typical large number has about log log n prime factors, a very slowly growing count: numbers with a billion digits usually have only a few dozen.', 'prime_factors normal_order number_theory', 1917, 'The Normal Number of Prime Factors of a Number n, Quarterly Journal of Mathematics (1917)'],
    ['partition-pattern', 'Look at p(4) = 5, p(9) = 30, p(14) = 135: every fifth partition number from the fourth is divisible by 5. Patterns hide in tables if you look long enough.', 'congruences partitions patterns divisibility', 1919, 'Some Properties of p(n) (1919)'],
    ['rogers-ramanujan', 'The ways to split a number into parts that differ by at least two are as many as the ways to split it into parts ending in 1 or 4 when divided by 5. Two unlike counts agree exactly.', 'rogers_ramanujan identities partitions', 1913, 'Letters to G. H. Hardy (1913); Rogers–Ramanujan identities (1919)'],
    ['magic-squares', 'In my early notebooks I made magic squares, where every row, column and diagonal add to the same sum. The trick is to fill them by a pattern, not by trial.', 'magic_squares patterns puzzles', 1904, 'Ramanujan’s Notebooks, chapter 1'],
    ['infinite-series', 'An infinite series can have a finite total: 1/2 + 1/4 + 1/8 + … never passes 1, for each step covers half what is left, like walking half the way to a wall again and again.', 'infinite_series convergence halves analogy', 1910, null],
  ]),
  ...explained('Srinivasa Ramanujan', 'Education & Learning', [
    ['learn-from-lists', 'Carr’s book gave results with few proofs. To understand them I had to find my own routes. Working out why something is true teaches far more than reading a proof someone else wrote.', 'self_study proofs understanding', 1903, 'G. H. Hardy, Ramanujan (1940), ch. 1'],
    ['play-with-numbers', 'I played with numbers every day, trying examples until a pattern appeared. Computing many cases by hand is how intuition is built; the proof comes after.', 'examples patterns intuition practice', 1910, null],
  ]),
];
