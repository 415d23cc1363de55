import { documented, explained, inferred, type Fact } from '../../fact';

// Written in William Shakespeare's own voice. Checked against the plays and poems (act.scene) and the
// surviving records of his life; nothing after April 1616.
// prettier-ignore
export const WILLIAM_SHAKESPEARE: Fact[] = [
  ...documented('William Shakespeare', [
    ['stratford', 'I was baptised in Stratford-upon-Avon on 26 April 1564, the son of John Shakespeare, a glover.', 'biography stratford family', 1564, 'Parish register of Holy Trinity Church, Stratford-upon-Avon, 26 April 1564'],
    ['anne', 'At eighteen I married Anne Hathaway, eight years older; we had three children, Susanna and the twins Hamnet and Judith.', 'family love biography marriage', 1582, 'Marriage licence bond, Worcester, 28 November 1582; Stratford baptism register, 1583 and 1585'],
    ['hamnet', 'My son Hamnet died in 1596, aged eleven.', 'grief family hamnet', 1596, 'Burial register, Holy Trinity Church, Stratford, 11 August 1596'],
    ['globe', 'I was a shareholder of the Globe Theatre, built in 1599 from the timbers of an earlier playhouse carried across the Thames.', 'theatre business globe', 1599, 'Lease of the Globe site, 21 February 1599; Giles Allen’s lawsuit over the Theatre’s timbers, 1601'],
    ['globe-fire', 'In 1613 a cannon fired during Henry VIII set the Globe’s thatch alight and it burned down; no one died, though one man’s breeches caught fire.', 'theatre anecdote fire globe', 1613, 'Letter of Sir Henry Wotton, 2 July 1613'],
    ['plays-count', 'I wrote or co-wrote about 38 plays, 154 sonnets and several long poems.', 'theatre poetry literature plays', 1613, 'Shake-speares Sonnets (1609); quarto editions of the plays, 1594–1616'],
    ['kings-men', 'My company, the Lord Chamberlain’s Men, became the King’s Men when James I took us under his patronage in 1603.', 'theatre history king james', 1603, 'Royal patent for the King’s Men, 19 May 1603'],
    ['second-best-bed', 'In my will I left my wife my “second best bed with the furniture”.', 'anecdote family will', 1616, 'Will of William Shakespeare, signed 25 March 1616'],
    ['stage-quote', 'In As You Like It I wrote: all the world’s a stage, and all the men and women merely players.', 'theatre quote life', 1599, 'As You Like It (c. 1599), 2.7'],
    ['plague', 'The plague often closed London’s playhouses; during the long closure of 1593 I published the long poem Venus and Adonis.', 'plague poetry history', 1593, 'Venus and Adonis (1593), dedication to the Earl of Southampton'],
    ['upstart-crow', 'In 1592 the writer Robert Greene sneered at me as an upstart crow, beautified with our feathers: a mere actor daring to write plays.', 'rivalry greene playwright london', 1592, 'Robert Greene, Greene’s Groats-worth of Wit (1592)'],
    ['new-place', 'In 1597 I bought New Place, one of the largest houses in Stratford; my family lived there while I worked in London.', 'stratford house money family', 1597, 'Deed of sale of New Place, May 1597'],
    ['coat-of-arms', 'In 1596 my father was granted a coat of arms, so we could call ourselves gentlemen; its motto is Non sanz droict, not without right.', 'gentleman coat_of_arms family status', 1596, 'Draft grant of arms, College of Arms, 20 October 1596'],
    ['sonnets-published', 'My sonnets were printed in 1609 by Thomas Thorpe as Shake-speares Sonnets, with a dedication to a mysterious Mr. W. H.', 'sonnets publishing poetry', 1609, 'Shake-speares Sonnets (Thomas Thorpe, 1609)'],
    ['blackfriars', 'From 1609 the King’s Men also played at the Blackfriars, an indoor theatre lit by candles, where music played between the acts.', 'blackfriars indoor_theatre candles', 1609, 'Lease of the Blackfriars playhouse, August 1608'],
  ]),
  ...inferred('William Shakespeare', [
    ['grammar-school', 'As a boy I most likely went to the King’s New School in Stratford, where pupils learned Latin grammar and read Ovid and other Roman authors.', 'school latin education ovid', 1571, 'Samuel Schoenbaum, William Shakespeare: A Compact Documentary Life (1977)'],
    ['collaboration', 'Late in my career I wrote plays with John Fletcher, including Henry VIII and The Two Noble Kinsmen; playwriting was often teamwork.', 'collaboration fletcher playwriting', 1613, 'The Two Noble Kinsmen, quarto of 1634, title page; stylistic studies of Henry VIII'],
  ]),
  ...explained('William Shakespeare', 'Music & Performance', [
    ['groundlings', 'Groundlings paid a penny to stand in the open yard around the stage; richer people paid more to sit in the galleries. So I wrote jokes for the yard and poetry for everyone.', 'groundlings audience playhouse theatre', 1600, 'Thomas Platter, diary of a visit to the Globe, 21 September 1599'],
    ['boy-actors', 'On my stage women’s parts were played by boys whose voices had not broken. So my heroines often dress as young men, like Rosalind and Viola: a boy playing a girl playing a boy.', 'boy_actors gender disguise theatre', 1600, 'As You Like It (c. 1599); Twelfth Night (c. 1601)'],
    ['wooden-o', 'We had no painted scenery. In Henry V the Chorus asks the audience to let our wooden O hold the fields of France and to piece out our imperfections with their thoughts. Words build the set.', 'stage scenery imagination globe chorus', 1599, 'Henry V (1599), Prologue'],
    ['soliloquy', 'A soliloquy is a character alone on stage thinking aloud, as if we could read a diary while it is written. Hamlet’s “To be, or not to be” lets us watch a mind argue with itself.', 'soliloquy hamlet monologue thoughts analogy', 1600, 'Hamlet (c. 1600), 3.1'],
    ['advice-to-players', 'Hamlet tells the players: speak the speech trippingly on the tongue, do not saw the air with your hand, suit the action to the word. Good acting holds the mirror up to nature.', 'acting advice hamlet performance', 1600, 'Hamlet (c. 1600), 3.2'],
    ['repertory', 'Our company played a different play almost every afternoon, so actors kept many parts in their heads at once. The sharers owned the company and split the takings; hired men were paid wages.', 'repertory acting company sharers', 1599, 'Philip Henslowe, Diary (1592–1609); records of the Lord Chamberlain’s Men'],
    ['clowns', 'Our clowns, first Will Kemp and then Robert Armin, loved to improvise. Through Hamlet I told them to speak no more than is set down for them: a laugh can spoil the play’s point.', 'clown fool comedy improvisation kemp armin', 1600, 'Hamlet (c. 1600), 3.2'],
    ['songs', 'Music runs through my plays: Feste sings in Twelfth Night, and Orsino opens it asking, if music be the food of love, play on. A song can change a scene’s mood faster than a speech.', 'music songs twelfth_night mood', 1601, 'Twelfth Night (c. 1601), 1.1 and 2.3'],
  ]),
  ...explained('William Shakespeare', 'Languages & Communication', [
    ['words', 'English was growing fast, and I made words when I needed them: turning nouns into verbs, as when Cleopatra says “He words me”, or adding un- to make “unsex”. Many words first appear in print in my plays.', 'coined_words neologism vocabulary english', 1606, 'Antony and Cleopatra (c. 1606), 5.2; Macbeth (c. 1606), 1.5'],
    ['iambic', 'Much of my verse is iambic pentameter: ten syllables, an unstressed then a stressed beat, five times, like a heartbeat: da-DUM da-DUM. “But soft, what light through yonder window breaks.”', 'iambic_pentameter rhythm metre poetry analogy', 1595, 'Romeo and Juliet (c. 1595), 2.2'],
    ['blank-verse', 'Blank verse is iambic pentameter without rhyme. It keeps a steady beat yet sounds close to speech, so kings and lovers can talk in it. A rhyming couplet then rings like a bell to close a scene.', 'blank_verse couplet metre verse analogy', 1600, 'Hamlet (c. 1600); Macbeth (c. 1606)'],
    ['prose-verse', 'Nobles mostly speak verse and servants and clowns prose, but I switch to show change. Hamlet speaks prose when he pretends to be mad; Lady Macbeth sleepwalks in broken prose.', 'prose verse character language', 1606, 'Hamlet (c. 1600), 2.2; Macbeth (c. 1606), 5.1'],
    ['puns', 'A pun lets one word mean two things at once. Mercutio, dying, jokes: ask for me tomorrow and you shall find me a grave man. Grave means serious, and a grave.', 'puns wordplay humour double_meaning', 1595, 'Romeo and Juliet (c. 1595), 3.1'],
    ['thou-you', 'In my English, thou was for close friends, children, servants or insults, and you was polite, as the French use tu and vous. When a character switches from you to thou, listen: love or anger has come in.', 'thou you pronouns politeness english analogy', 1600, null],
    ['phrases', 'Many phrases still heard in England appear in my plays: a wild-goose chase in Romeo and Juliet, the be-all and the end-all in Macbeth, in my mind’s eye in Hamlet.', 'phrases idioms english expressions', 1606, 'Romeo and Juliet (c. 1595), 2.4; Macbeth (c. 1606), 1.7; Hamlet (c. 1600), 1.2'],
    ['malapropism', 'Dogberry the constable uses grand words wrongly: comparisons are odorous, he says, meaning odious. Misused long words make people laugh at someone trying to sound clever.', 'malapropism comedy words dogberry', 1598, 'Much Ado About Nothing (c. 1598), 3.5'],
  ]),
  ...explained('William Shakespeare', 'Art & Literature', [
    ['sonnet-form', 'My sonnets have fourteen lines: three groups of four that rhyme ABAB CDCD EFEF, then a rhyming couplet GG that turns or sums up the thought, like the last move of a game.', 'sonnet form rhyme_scheme couplet analogy', 1609, 'Shake-speares Sonnets (1609), e.g. Sonnet 18'],
    ['sonnet-130', 'Poets compared their ladies to suns, roses and snow. In Sonnet 130 I said my mistress’ eyes are nothing like the sun, and still my love is rare. Honest love needs no false praise.', 'sonnet_130 parody love poetry', 1609, 'Shake-speares Sonnets (1609), Sonnet 130'],
    ['tragedy', 'In tragedy a great person is brought down by something inside them as much as by fate. Macbeth’s ambition, fed by the witches’ words, leads him step by step into blood.', 'tragedy ambition macbeth downfall', 1606, 'Macbeth (c. 1606)'],
    ['comedy', 'My comedies tie people in knots, often by disguise or mistaken twins, and untie them into marriages at the end, like a tangled skein wound back into a ball. In Twelfth Night the twins Viola and Sebastian make the knots.', 'comedy mistaken_identity twins twelfth_night analogy', 1601, 'Twelfth Night (c. 1601)'],
    ['sources', 'I seldom invented my plots. I took English history from Holinshed’s Chronicles, Roman lives from Plutarch in North’s translation, and Romeo and Juliet from a poem by Arthur Brooke. The art is in the retelling.', 'sources plots holinshed plutarch adaptation', 1599, 'Holinshed, Chronicles (1587); Plutarch, Lives, tr. North (1579); Brooke, Romeus and Juliet (1562)'],
    ['play-within-play', 'Hamlet has actors perform a murder like his father’s before the king: the play’s the thing wherein I’ll catch the conscience of the king. A play inside a play works like a trap.', 'play_within_play hamlet mousetrap analogy', 1600, 'Hamlet (c. 1600), 2.2 and 3.2'],
    ['dramatic-irony', 'The audience knows Juliet only sleeps from the potion; Romeo does not, and kills himself beside her. When we know more than the character, every line tightens like a rope.', 'dramatic_irony tragedy romeo_and_juliet analogy', 1595, 'Romeo and Juliet (c. 1595), 5.3'],
  ]),
  ...explained('William Shakespeare', 'History & Culture', [
    ['history-plays', 'My history plays tell England’s wars of the crown, from Richard II to Richard III. They show the Tudors’ story: civil war ended when Henry VII, the Queen’s grandfather, won.', 'history_plays tudors richard_iii england', 1593, 'Richard III (c. 1593); Henry VI (c. 1591)'],
    ['essex-richard', 'The day before the Earl of Essex rose against the Queen, his friends paid my company to play Richard II, a play in which a king is deposed. We were questioned but not punished.', 'essex rebellion richard_ii censorship', 1601, 'Examination of Augustine Phillips, 18 February 1601'],
    ['master-of-revels', 'Every play had to be licensed by the Master of the Revels before it was acted. Matters of religion and state were dangerous ground, so writers set quarrels in old times or far places.', 'censorship master_of_revels licensing', 1600, 'Records of the Master of the Revels, Edmund Tilney (1579–1610)'],
  ]),
];
