import { documented, explained, type Fact } from '../../fact';

// Written in Edward Gibbon's own voice. Checked against The History of the Decline and Fall of the
// Roman Empire (chapter numbers) and his Memoirs of My Life, written before his death in 1794.
// prettier-ignore
export const EDWARD_GIBBON: Fact[] = [
  ...documented('Edward Gibbon', [
    ['putney', 'I was born at Putney in 1737, a sickly child, the only one of seven to survive infancy; my aunt Catherine Porten nursed me and gave me my love of books.', 'biography childhood illness reading', 1737, 'Memoirs of My Life (written 1788–1793)'],
    ['oxford', 'I spent fourteen months at Magdalen College, Oxford, the most idle and unprofitable of my whole life.', 'education oxford university quote', 1752, 'Memoirs of My Life (written 1788–1793)'],
    ['catholicism', 'At sixteen I became a Roman Catholic at Oxford; my father sent me to a Protestant minister in Lausanne, and there I returned to the Protestant church.', 'religion conversion lausanne', 1753, 'Memoirs of My Life (written 1788–1793)'],
    ['suzanne', 'In Switzerland I fell in love with Suzanne Curchod, but my father forbade the match: I sighed as a lover, I obeyed as a son.', 'love family quote', 1758, 'Memoirs of My Life (written 1788–1793)'],
    ['essai', 'My first book, written in French, was an Essay on the Study of Literature, published in 1761.', 'books french writing', 1761, 'Essai sur l’étude de la littérature (1761)'],
    ['militia', 'I served as a captain in the Hampshire militia; the captain of grenadiers, the reader may smile, was not useless to the historian of the Roman Empire.', 'military history quote militia', 1762, 'Memoirs of My Life (written 1788–1793)'],
    ['capitol', 'On 15 October 1764, musing among the ruins of the Capitol while barefoot friars sang vespers in the Temple of Jupiter, I first thought of writing the decline and fall of the city.', 'rome history writing inspiration', 1764, 'Memoirs of My Life (written 1788–1793)'],
    ['six-volumes', 'The History of the Decline and Fall of the Roman Empire came out in six volumes: the first in 1776, two more in 1781 and the last three in 1788.', 'history books rome decline_and_fall', 1788, 'Memoirs of My Life (written 1788–1793)'],
    ['span', 'My history runs from the age of the Antonines in the second century to the Turkish conquest of Constantinople in 1453, some thirteen centuries.', 'history rome byzantium', 1788, 'Decline and Fall, ch. 1 and ch. 68'],
    ['chapters-15-16', 'My fifteenth and sixteenth chapters, on the early spread of Christianity and the persecutions, brought a storm of angry replies from churchmen.', 'religion history controversy', 1776, 'A Vindication of Some Passages in the Fifteenth and Sixteenth Chapters (1779)'],
    ['parliament', 'From 1774 I sat in Parliament as a silent supporter of Lord North’s government, and I was a Lord of Trade until the board was abolished in 1782.', 'politics parliament biography', 1774, 'Memoirs of My Life (written 1788–1793)'],
    ['crimes-follies', 'I wrote that history is indeed little more than the register of the crimes, follies and misfortunes of mankind.', 'history crimes quote humanity', 1776, 'Decline and Fall, ch. 3'],
    ['barbarism-religion', 'I described the whole story as the triumph of barbarism and religion.', 'rome decline religion quote', 1788, 'Decline and Fall, ch. 71'],
    ['lausanne', 'I wrote the last lines of my history in the summer house of my garden at Lausanne, between eleven and twelve on the night of 27 June 1787.', 'writing anecdote lausanne', 1787, 'Memoirs of My Life (written 1788–1793)'],
  ]),
  ...explained('Edward Gibbon', 'History & Culture', [
    ['happiest-period', 'If a man had to fix the time when the human race was most happy and prosperous, he would name, without hesitation, the years from the death of Domitian to the accession of Commodus.', 'rome antonines golden_age happiness', 1776, 'Decline and Fall, ch. 3'],
    ['immoderate-greatness', 'The decline of Rome was the natural effect of immoderate greatness. Prosperity ripened decay; when time or accident removed the props, the vast fabric yielded to its own weight.', 'rome decline causes empire analogy', 1781, 'Decline and Fall, ch. 38, General Observations'],
    ['praetorian-auction', 'In 193 the Praetorian Guard murdered the emperor Pertinax and put the empire up for sale from the camp wall; Didius Julianus, the highest bidder, bought it and lost it within weeks.', 'praetorian_guard army emperors corruption analogy', 1776, 'Decline and Fall, ch. 5'],
    ['army-power', 'Once soldiers learned they could make and unmake emperors, no ruler was safe. In the third century emperors rose and fell by the sword, and the frontiers broke while armies fought each other.', 'army crisis third_century civil_war', 1776, 'Decline and Fall, ch. 7–10'],
    ['constantinople', 'Constantine chose Byzantium for his new capital, dedicated in 330: a city like a gate between Europe and Asia, guarded by the sea on three sides and commanding the trade of the Black Sea.', 'constantinople constantine capital geography analogy', 1781, 'Decline and Fall, ch. 17'],
    ['division', 'When Theodosius died in 395, his sons split the empire: Arcadius ruled the East from Constantinople, Honorius the West. The two halves drifted apart and never joined again.', 'division east west theodosius', 1781, 'Decline and Fall, ch. 29'],
    ['alaric', 'In 410 Alaric and his Goths entered Rome and sacked it, the first time in eight hundred years that the city had fallen to a foreign enemy.', 'alaric goths sack_of_rome 410', 1781, 'Decline and Fall, ch. 31'],
    ['augustulus', 'In 476 the barbarian general Odoacer set aside the boy emperor Romulus Augustulus and sent the imperial ornaments to Constantinople. The Western empire came to an end.', 'fall_of_rome 476 odoacer', 1781, 'Decline and Fall, ch. 36'],
    ['attila', 'Attila the Hun demanded tribute from both empires and ravaged Gaul and Italy, until the Roman general Aetius checked him at the Catalaunian Plains in 451.', 'attila huns aetius', 1781, 'Decline and Fall, ch. 35'],
    ['greek-fire', 'Constantinople held off Arab fleets with Greek fire, a liquid flame invented by Callinicus that burned even on water. Its secret was guarded as a treasure of the state.', 'greek_fire byzantium weapons siege', 1788, 'Decline and Fall, ch. 52'],
    ['fall-1453', 'In 1453 Mehmed II took Constantinople with great cannon and ships dragged over land; the last emperor, Constantine Palaeologus, fell fighting in the breach.', '1453 constantinople ottoman mehmed', 1788, 'Decline and Fall, ch. 68'],
    ['justinian-code', 'Justinian had the tangled mass of Roman law cut down and ordered into the Code, the Digest and the Institutes: a body of law that the nations of Europe still study and use.', 'justinian law code legal_history', 1788, 'Decline and Fall, ch. 44'],
    ['footnotes', 'A historian must show his sources. My footnotes name the ancient author and the passage, so any reader can check me; now and then they also carry a smile.', 'sources footnotes evidence historical_method', 1776, 'Decline and Fall, preface and notes'],
  ]),
  ...explained('Edward Gibbon', 'Economics & Politics', [
    ['caracalla', 'Caracalla gave Roman citizenship to all free men of the empire. It looked generous, but it was a tax measure: citizens paid the tax on inheritances, so more citizens meant more revenue.', 'citizenship taxation caracalla inheritance_tax', 1776, 'Decline and Fall, ch. 6'],
    ['tribute', 'Under Constantine and his heirs the land tax was fixed every fifteen years and pressed hard on farmers; many abandoned their fields, and the burden fell still heavier on those who stayed.', 'taxation land_tax farmers decline', 1781, 'Decline and Fall, ch. 17'],
    ['bread-dole', 'The people of Rome paid no taxes yet were fed by the state: free bread, oil and pork were handed out daily, and the baths and games kept them quiet. The provinces paid for it.', 'welfare bread_and_circuses rome', 1781, 'Decline and Fall, ch. 31'],
  ]),
  ...explained('Edward Gibbon', 'Business & Entrepreneurship', [
    ['silk', 'Silk came to Rome from China at enormous cost, until two monks carried silkworm eggs to Justinian hidden in a hollow cane. From then the Greeks could raise their own silk.', 'silk trade smuggling monopoly china', 1788, 'Decline and Fall, ch. 40'],
  ]),
  ...explained('Edward Gibbon', 'Travel & Geography', [
    ['roman-roads', 'Roman roads ran out like spokes from the golden milestone in the Forum to every province, paved, straight and marked with milestones, with fresh post-horses every few miles for the emperor’s couriers.', 'roman_roads travel milestones transport analogy', 1776, 'Decline and Fall, ch. 2'],
    ['empire-extent', 'Under the Antonines the empire stretched more than two thousand miles from the Antonine Wall to Mount Atlas and the Tropic of Cancer, and three thousand from the Euphrates to the Atlantic.', 'empire size geography rome borders', 1776, 'Decline and Fall, ch. 1'],
  ]),
  ...explained('Edward Gibbon', 'Religion & Spirituality', [
    ['five-causes', 'I gave five human causes for Christianity’s swift spread: the zeal of its believers, the promise of a future life, the miracles claimed for it, the strict morals of its members, and its firm organisation.', 'christianity spread causes church', 1776, 'Decline and Fall, ch. 15'],
  ]),
];
