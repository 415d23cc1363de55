import { documented, explained, inferred, type Fact } from '../../fact';

// Written in Jane Austen's own voice. Checked against her novels and letters (Le Faye edition).
// prettier-ignore
export const JANE_AUSTEN: Fact[] = [
  ...documented('Jane Austen', [
    ['steventon', 'I was born in 1775 at Steventon rectory in Hampshire, the seventh of eight children of a clergyman, George Austen.', 'biography family hampshire', 1775, 'Baptism register, Steventon, 1776; J. E. Austen-Leigh, A Memoir of Jane Austen (1870)'],
    ['juvenilia', 'As a girl I wrote comic stories and parodies to amuse my family, copied out in three notebooks I called Volume the First, Second and Third.', 'writing humour family juvenilia', 1790, 'Volume the First, Second and Third (c. 1787–93), manuscripts'],
    ['pride-prejudice', 'Pride and Prejudice (1813) began as a draft called First Impressions; a publisher declined it unseen in 1797.', 'novels literature writing', 1797, 'Letter of George Austen to Thomas Cadell, 1 November 1797'],
    ['anonymous', 'My novels were published anonymously: Sense and Sensibility came out in 1811 as written “By a Lady”.', 'literature women writing anonymous', 1811, 'Sense and Sensibility, title page (1811)'],
    ['six-novels', 'I completed six novels: Sense and Sensibility, Pride and Prejudice, Mansfield Park, Emma, Northanger Abbey and Persuasion.', 'novels literature books', 1816, 'Henry Austen, Biographical Notice of the Author (1817)'],
    ['proposal', 'In 1802 I accepted a proposal of marriage from Harris Bigg-Wither and withdrew my acceptance the next morning.', 'marriage love biography', 1802, 'Caroline Austen, recollections; Deirdre Le Faye, A Family Record (2004)'],
    ['inch-of-ivory', 'I described my work as the little bit (two inches wide) of ivory on which I work with so fine a brush.', 'writing craft quote', 1816, 'Letter to James Edward Austen, 16–17 December 1816'],
    ['three-or-four-families', 'I wrote to my niece Anna that three or four families in a country village is the very thing to work on.', 'writing advice novels', 1814, 'Letter to Anna Austen, 9–18 September 1814'],
    ['prince-regent', 'The Prince Regent admired my novels, and I was invited to dedicate Emma to him, an invitation I could not refuse.', 'society literature anecdote emma', 1815, 'Letter from James Stanier Clarke, 16 November 1815'],
    ['money', 'My novels count incomes carefully: Mr Darcy has ten thousand a year, and the whole ballroom knows it within minutes.', 'money society novels darcy', 1813, 'Pride and Prejudice (1813), vol. 1, ch. 3'],
    ['earnings', 'In my lifetime my novels earned me about £600 in all; I sold the copyright of Pride and Prejudice for £110.', 'money writing publishing', 1813, 'Letter to Martha Lloyd, 29 November 1812; Jan Fergus, Jane Austen: A Literary Life (1991)'],
    ['bath', 'In 1801 my father retired and the family moved to Bath, where I lived until 1806; I wrote little there.', 'bath biography move', 1801, 'Deirdre Le Faye, Jane Austen: A Family Record (2004)'],
    ['chawton', 'In 1809 my brother Edward gave my mother, my sister Cassandra and me a cottage at Chawton, and there I wrote or revised all my novels.', 'chawton home writing family', 1809, 'Letter to Francis Austen, 26 July 1809; Austen-Leigh, Memoir (1870)'],
    ['darling-child', 'When the first copy of Pride and Prejudice arrived, I wrote to Cassandra: I have got my own darling child from London.', 'pride_and_prejudice publishing quote', 1813, 'Letter to Cassandra Austen, 29 January 1813'],
    ['susan', 'I sold a novel called Susan to Crosby & Co. in 1803 for £10; they never printed it, and it became Northanger Abbey.', 'northanger_abbey publishing susan', 1803, 'Henry Austen, Biographical Notice (1817); letter to Crosby & Co., 5 April 1809'],
    ['sanditon', 'In 1817 I began a new novel about a seaside resort, Sanditon, but illness stopped me after twelve chapters.', 'sanditon unfinished illness writing', 1817, 'Sanditon manuscript, January–March 1817'],
  ]),
  ...inferred('Jane Austen', [
    ['creaking-door', 'At Chawton I wrote in the family sitting room on small sheets of paper, and a creaking door warned me to hide them when someone came.', 'writing anecdote habits', 1811, 'J. E. Austen-Leigh, A Memoir of Jane Austen (1870), ch. 6'],
  ]),
  ...explained('Jane Austen', 'Art & Literature', [
    ['free-indirect', 'In free indirect speech the narrator slips into a character’s thoughts without saying “she thought”. You hear Emma’s own vanity in the sentence, while I stand just beside her, smiling.', 'free_indirect_speech narration point_of_view technique', 1815, 'Emma (1815), vol. 1'],
    ['irony', '“It is a truth universally acknowledged, that a single man in possession of a good fortune, must be in want of a wife.” Read it again: the truth is that families want his fortune. That is irony.', 'irony opening_line pride_and_prejudice humour', 1813, 'Pride and Prejudice (1813), vol. 1, ch. 1'],
    ['write-what-you-know', 'I told my niece Anna to let her characters go to Ireland if she liked, but not to follow them there, since she knew nothing of the manners of Ireland. Write where your knowledge is sure.', 'writing_advice knowledge setting realism', 1814, 'Letter to Anna Austen, 10–18 August 1814'],
    ['revision', 'I revise hard. Of Pride and Prejudice I wrote that I had lopt and cropt it. Cutting is how a story gets its speed.', 'revision editing writing craft', 1813, 'Letter to Cassandra Austen, 29 January 1813'],
    ['dialogue-character', 'I let people reveal themselves by how they talk. Mr Collins’s long, pompous letter tells you all about him before he enters the room.', 'dialogue characterisation voice comedy', 1813, 'Pride and Prejudice (1813), vol. 1, ch. 13'],
    ['light-bright', 'I joked that Pride and Prejudice is rather too light, and bright, and sparkling, and wants shade. A comedy needs some darkness to make its brightness tell.', 'tone comedy contrast writing', 1813, 'Letter to Cassandra Austen, 4 February 1813'],
    ['parody', 'Northanger Abbey laughs at Gothic novels: Catherine expects murders and secret chambers, and finds a laundry list. Parody copies a style closely, as a mimic copies a voice, so its tricks show.', 'parody gothic satire northanger_abbey analogy', 1803, 'Northanger Abbey (written 1798–99, revised 1803)'],
    ['clueless-heroine', 'In Emma the reader can see Mr Elton is courting Emma, not Harriet, while Emma cannot. Letting the reader know more than the heroine makes her mistakes both funny and painful.', 'dramatic_irony emma heroine plot', 1815, 'Emma (1815), vol. 1, ch. 13–15'],
    ['no-romance', 'When I was advised to write a historical romance, I answered that I could no more write one than an epic poem. A writer must keep to her own style and go on in her own way.', 'style romance advice writing', 1816, 'Letter to James Stanier Clarke, 1 April 1816'],
  ]),
  ...explained('Jane Austen', 'Education & Learning', [
    ['accomplishments', 'Miss Bingley lists what an accomplished woman needs: music, singing, drawing, dancing, languages. Mr Darcy adds that she must improve her mind by extensive reading. I agree with him.', 'accomplishments women education reading', 1813, 'Pride and Prejudice (1813), vol. 1, ch. 8'],
    ['defence-of-novels', 'People say “it is only a novel!” Yet a good novel shows the greatest powers of the mind, the fullest knowledge of human nature and the liveliest wit, in the best chosen language.', 'novels reading defence learning', 1803, 'Northanger Abbey (written 1798–99, revised 1803), vol. 1, ch. 5'],
    ['my-schooling', 'I had only a little schooling, at Oxford, Southampton and the Abbey School in Reading. My real teacher was my father’s library of some five hundred books.', 'schooling reading library self-education', 1786, 'Deirdre Le Faye, Jane Austen: A Family Record (2004)'],
    ['learn-from-mistakes', 'Elizabeth reads Darcy’s letter and says: till this moment I never knew myself. Learning often begins with admitting you judged wrong.', 'mistakes self-knowledge growth learning', 1813, 'Pride and Prejudice (1813), vol. 2, ch. 13'],
  ]),
  ...explained('Jane Austen', 'Social Issues & Justice', [
    ['entail', 'The Bennets’ house is entailed: by law it must pass to the nearest male heir, their cousin Mr Collins, not to their five daughters, as if the house were only lent to them. Hence Mrs Bennet’s anxiety to marry them off.', 'entail inheritance law women property analogy', 1813, 'Pride and Prejudice (1813), vol. 1, ch. 7'],
    ['marriage-economics', 'Charlotte Lucas marries Mr Collins, whom she does not love, because marriage is the only honourable provision for a poor, well-educated young woman. I do not mock her.', 'marriage money women choice', 1813, 'Pride and Prejudice (1813), vol. 1, ch. 22'],
    ['dashwood-women', 'When Mr Dashwood dies, his estate goes to his son, and his widow and daughters depend on the son’s promise. His wife talks the promised gift down from thousands to nothing.', 'inheritance women money sense_and_sensibility', 1811, 'Sense and Sensibility (1811), vol. 1, ch. 2'],
  ]),
  ...explained('Jane Austen', 'History & Culture', [
    ['navy', 'In Persuasion, naval officers rise by merit and prize money won in the war with France, while a vain baronet must let his house. Two of my brothers served at sea.', 'navy war france persuasion social_class', 1816, 'Persuasion (completed 1816), vol. 1, ch. 3'],
    ['militia', 'In Pride and Prejudice a militia regiment is quartered in Meryton for the winter; England was at war with France, and red-coated officers filled country ballrooms.', 'militia war officers regency society', 1813, 'Pride and Prejudice (1813), vol. 1, ch. 7'],
  ]),
  ...explained('Jane Austen', 'Psychology & Human Behavior', [
    ['first-impressions', 'Elizabeth decides at one ball that Darcy is proud, then notices only what proves it. A first impression works like coloured glass: everything after looks its colour.', 'first_impressions prejudice judgment bias analogy', 1813, 'Pride and Prejudice (1813)'],
    ['persuasion', 'At nineteen Anne Elliot was persuaded by a trusted friend to give up the man she loved. Persuasion asks how far we should yield to advice, and what regret costs.', 'persuasion advice regret decisions', 1816, 'Persuasion (completed 1816), vol. 1, ch. 4'],
  ]),
];
