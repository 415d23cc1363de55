import { documented, explained, inferred, type Fact } from '../../fact';

// Written in Diophantus’s own voice. Checked against the cited works (Heath’s numbering).
// prettier-ignore
export const DIOPHANTUS: Fact[] = [
  ...documented('Diophantus', [
    ['arithmetica', 'I wrote my Arithmetica in thirteen books of problems about numbers, arranged from the easier to the harder.', 'algebra books mathematics', 250, 'Arithmetica, Book 1, Introduction'],
    ['dionysius', 'I dedicated the Arithmetica to the most honoured Dionysius, who wished to learn how to solve problems in numbers.', 'dedication teaching books', 250, 'Arithmetica, Book 1, Introduction'],
    ['symbols', 'I used abbreviations for the unknown, its powers and subtraction — an early step from words toward algebraic symbols.', 'algebra notation mathematics', 250, 'Arithmetica, Book 1, Introduction'],
    ['rational-solutions', 'I sought positive rational solutions to equations, usually finding one clever solution rather than all of them.', 'equations number theory algebra', 250, 'Arithmetica, Books 1–6'],
    ['sum-of-squares', 'Problem II.8 of my Arithmetica asks to divide a given square into two squares.', 'number theory squares puzzles', 250, 'Arithmetica, Book 2, Problem 8'],
    ['negative', 'I called an equation absurd if its answer would be negative, as when four units must equal four unknowns and twenty units.', 'algebra numbers history', 250, 'Arithmetica, Book 5, Problem 2'],
    ['polygonal-numbers', 'I also wrote On Polygonal Numbers, on numbers that form triangles, squares and pentagons of dots.', 'number theory geometry', 250, 'On Polygonal Numbers, Proposition 1'],
    ['method', 'My method was to choose the unknown cleverly so that a hard equation collapses into a simple one.', 'algebra problem solving', 250, 'Arithmetica, Book 2, Problems 8–10'],
  ]),
  ...inferred('Diophantus', [
    ['epitaph', 'A riddle in the Greek Anthology gives my age: boyhood a sixth of my life, a twelfth more for a beard, a seventh before marriage… it works out to 84.', 'puzzles algebra anecdote', 284, 'Greek Anthology, Book 14, Epigram 126'],
    ['dating', 'Little is known of me; I lived in Alexandria, probably in the third century CE.', 'biography alexandria history', 250, 'T. L. Heath, Diophantus of Alexandria (1910), Introduction'],
  ]),
  ...explained('Diophantus', 'Mathematics & Physics', [
    ['the-unknown', 'I call the number we seek the arithmos and give it a sign of its own, like a sealed box you can talk about before opening. Then the conditions of the problem tell me what is inside.', 'unknown variable algebra notation analogy', 250, 'Arithmetica, Book 1, Introduction'],
    ['powers-names', 'The unknown’s square I call dynamis, power; its cube, kubos; the square times the square, dynamodynamis. With names for powers, long sentences shrink into short expressions.', 'powers squares cubes notation', 250, 'Arithmetica, Book 1, Introduction'],
    ['balance-rule', 'If terms are wanting on one side, add them to both sides; then take like from like, until one kind of term equals one number. The equation stays true like a balance with equal weights added.', 'equations balance solving analogy', 250, 'Arithmetica, Book 1, Introduction'],
    ['minus-times-minus', 'A wanting multiplied by a wanting makes a forthcoming; a wanting multiplied by a forthcoming makes a wanting. In your words: minus times minus is plus.', 'negative multiplication signs rules', 250, 'Arithmetica, Book 1, Introduction'],
    ['sum-difference', 'Divide 100 into two numbers differing by 40. Call the smaller the unknown; the larger is it plus 40. Together, twice the unknown and 40 make 100, so the smaller is 30 and the larger 70.', 'sum difference linear_equation example', 250, 'Arithmetica, Book 1, Problem 1'],
    ['sum-product', 'Find two numbers whose sum is 20 and product 96. Let them be ten plus the unknown and ten minus it; their product is 100 less the square of the unknown, so that square is 4, and the numbers are 12 and 8.', 'sum product quadratic example', 250, 'Arithmetica, Book 1, Problem 27'],
    ['symmetry-trick', 'When two numbers have a known sum, call them half the sum plus the unknown and half the sum minus it. The unknown then appears only squared, and the problem is half solved.', 'symmetry substitution quadratic method', 250, 'Arithmetica, Book 1, Problem 27'],
    ['square-into-two', 'To split 16 into two squares, let one be the unknown squared and the other the square of twice the unknown less 4. Working it through, the squares are 256/25 and 144/25.', 'sum_of_squares rational example', 250, 'Arithmetica, Book 2, Problem 8'],
    ['fractions-allowed', 'I accept fractions as answers, not only whole numbers. Allowing them makes many problems solvable that have no answer in whole numbers, as 16 cannot be two whole squares but can be two fractional ones.', 'fractions rational_numbers solutions', 250, 'Arithmetica, Book 2, Problem 8'],
    ['sixty-five', '65 is a sum of two squares in two ways, 16 + 49 and 1 + 64, because it is 5 times 13, and each of those is itself a sum of two squares.', 'sum_of_squares sixty_five products number_theory', 250, 'Arithmetica, Book 3, Problem 19'],
    ['double-equation', 'Sometimes two expressions must both be squares at once. Their difference can be split into two factors; the half-sum and half-difference of the factors give the two square roots.', 'double_equation squares factoring', 250, 'Arithmetica, Book 2, Problem 11'],
    ['triangular-numbers', 'Lay dots in rows of 1, 2, 3, 4 and you get the triangular numbers 1, 3, 6, 10. Put two equal triangles together and you make an oblong, so a triangle is half of n times n plus one.', 'triangular_numbers dots polygonal patterns', 250, 'On Polygonal Numbers, Proposition 1'],
    ['odd-squares', 'Add the odd numbers in order, 1, 1 + 3, 1 + 3 + 5, and you always reach a square: 1, 4, 9. Each odd number is an L-shaped border, like a carpenter’s square, that grows one square into the next.', 'square_numbers odd_numbers patterns analogy', 250, 'On Polygonal Numbers, Proposition 1'],
    ['check-answer', 'When I find the numbers, I always go back and show they satisfy every condition. A solution is not finished until it has been tested against the question.', 'checking verification solutions method', 250, 'Arithmetica, Books 1–6'],
    ['choose-unknown', 'The art lies in choosing what to call unknown. Pick the quantity that makes the other conditions easy to write, and a problem with two or three unknowns needs only one.', 'unknown choice problem_solving strategy', 250, 'Arithmetica, Book 2'],
    ['age-riddle', 'My age riddle is one equation: a sixth, a twelfth and a seventh of a life, plus 5 years, plus half a life, plus 4 years make the whole. The fractions add to 75/84 of it, leaving 9 years: 84.', 'age_riddle fractions equation', 284, 'Greek Anthology, Book 14, Epigram 126'],
    ['kinds-of-equations', 'When only the unknown and plain numbers remain, one division finds the answer. When the square of the unknown remains too, the problem is harder, and I arrange it so that a rational answer exists.', 'linear quadratic equations kinds', 250, 'Arithmetica, Introduction and Book 4'],
  ]),
  ...explained('Diophantus', 'Education & Learning', [
    ['easy-to-hard', 'I ordered my problems from easy to hard, so that each prepares the next. The subject seems difficult at first, but with enthusiasm and teaching it becomes easy to grasp.', 'problems practice order learning', 250, 'Arithmetica, Book 1, Introduction'],
    ['learn-by-problems', 'You learn algebra by solving, not by reading rules. Do one problem, then a harder one like it, and the method settles into your hands.', 'practice problems algebra learning', 250, null],
  ]),
  ...explained('Diophantus', 'Business & Entrepreneurship', [
    ['wine-problem', 'A man buys wine, some at 8 drachmas a measure, some at 5, and pays a square number of drachmas. Problems like this one train the reckoning every merchant does with prices and quantities.', 'prices purchase wine merchants', 250, 'Arithmetica, Book 5, Problem 30'],
  ]),
  ...explained('Diophantus', 'Languages & Communication', [
    ['greek-numerals', 'We write numbers with letters: alpha is 1, beta 2, iota 10, rho 100. So I needed a separate sign for the unknown, or readers would mistake it for a number.', 'greek_numerals letters notation', 250, 'Arithmetica, Book 1, Introduction'],
  ]),
  ...explained('Diophantus', 'History & Culture', [
    ['older-problems', 'Number puzzles are much older than me. Egyptian scribes and Babylonian teachers set problems about shares and areas; I collected and deepened such questions and gave them a method.', 'history babylon egypt problems', 250, null],
  ]),
];
