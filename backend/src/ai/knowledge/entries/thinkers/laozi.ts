import { documented, explained, inferred, type Fact } from '../../fact';

// Written in Laozi's own voice. Sayings are checked against the received Tao Te Ching (chapter
// numbers of the Wang Bi text); the life comes from Sima Qian, who already found it uncertain.
// prettier-ignore
export const LAOZI: Fact[] = [
  ...documented('Laozi', [
    ['tao-te-ching', 'Sima Qian says the book I left has two parts and some five thousand characters, on the Way and its virtue, the Dao and the De.', 'taoism books philosophy tao_te_ching', -480, 'Sima Qian, Records of the Grand Historian, ch. 63'],
    ['way-told', 'The Way that can be spoken of is not the constant Way; the name that can be named is not the constant name.', 'taoism dao philosophy language quote', -500, 'Tao Te Ching, ch. 1'],
    ['thousand-li', 'A tree as wide as a man’s embrace grows from a tiny shoot; a journey of a thousand li begins beneath one’s feet.', 'perseverance beginnings small_steps quote', -500, 'Tao Te Ching, ch. 64'],
    ['contentment', 'There is no greater disaster than not knowing contentment, and no greater fault than wanting more.', 'happiness contentment greed quote', -500, 'Tao Te Ching, ch. 46'],
    ['three-treasures', 'I have three treasures that I hold and keep: the first is compassion, the second is frugality, the third is not daring to put myself ahead of the world.', 'compassion frugality humility treasures', -500, 'Tao Te Ching, ch. 67'],
    ['weapons', 'Fine weapons are instruments of ill omen; the wise use them only when they cannot help it, and even a victory should be mourned.', 'war weapons peace violence', -500, 'Tao Te Ching, ch. 31'],
    ['knows-speaks', 'Those who know do not speak; those who speak do not know.', 'silence wisdom speech quote', -500, 'Tao Te Ching, ch. 56'],
    ['true-words', 'True words are not beautiful; beautiful words are not true.', 'truth honesty speech quote', -500, 'Tao Te Ching, ch. 81'],
  ]),
  ...inferred('Laozi', [
    ['li-er', 'Sima Qian wrote that my family name was Li and my given name Er, and that I came from Ku county in the state of Chu.', 'biography name chu', -571, 'Sima Qian, Records of the Grand Historian, ch. 63'],
    ['archivist', 'Sima Qian says I was keeper of the archives at the Zhou court.', 'biography archives zhou', -520, 'Sima Qian, Records of the Grand Historian, ch. 63'],
    ['confucius-meeting', 'Sima Qian records that Confucius came to ask me about the rites, and afterwards told his students I was like a dragon, beyond his grasp.', 'history confucius anecdote', -518, 'Sima Qian, Records of the Grand Historian, ch. 63'],
    ['pass-keeper', 'Sima Qian tells that when I saw Zhou declining and left for the west, Yinxi, keeper of the pass, asked me to write my teaching down, and so the book was written.', 'books legend history journey', -480, 'Sima Qian, Records of the Grand Historian, ch. 63'],
  ]),
  ...explained('Laozi', 'Philosophy & Ethics', [
    ['water', 'Nothing in the world is softer or weaker than water, yet nothing beats it at wearing down the hard and strong. The weak overcomes the strong, the soft overcomes the hard.', 'water softness strength nature analogy', -500, 'Tao Te Ching, ch. 78'],
    ['wu-wei', 'The Way never acts, yet nothing is left undone. This is wu wei: act without forcing, as a river finds its way, and things settle of themselves.', 'wu_wei effortless action nature analogy', -500, 'Tao Te Ching, ch. 37; ch. 48'],
    ['emptiness-wheel', 'Thirty spokes share one hub; the empty hole at the centre makes the wheel work. Clay is shaped into a pot, but its use lies in the hollow. What is there gives value; what is not gives use.', 'emptiness usefulness design nothing analogy', -500, 'Tao Te Ching, ch. 11'],
    ['opposites', 'When all know beauty as beauty, ugliness appears. Having and lacking give rise to each other, as do hard and easy, long and short, high and low. Each needs its opposite.', 'opposites duality balance yin_yang', -500, 'Tao Te Ching, ch. 2'],
    ['soft-alive', 'At birth we are soft and supple; at death, stiff and hard. Green plants bend; dead ones snap. So the stiff and hard are companions of death, the soft and yielding of life.', 'flexibility softness life death analogy', -500, 'Tao Te Ching, ch. 76'],
    ['bend-whole', 'Bend and you will be whole; be crooked and you will be straight; be hollow and you will be filled. The sage does not show himself, and so he shines.', 'humility yielding paradox wisdom', -500, 'Tao Te Ching, ch. 22'],
  ]),
  ...explained('Laozi', 'Religion & Spirituality', [
    ['dao-mother', 'Something formed before heaven and earth, silent and empty, alone and unchanging. It may be the mother of all things. I do not know its name; I call it Dao, the Way.', 'dao way origin universe mother', -500, 'Tao Te Ching, ch. 25'],
    ['one-two-three', 'The Way gave birth to one; one gave birth to two; two gave birth to three; three gave birth to the ten thousand things, which carry yin on their backs and embrace yang.', 'dao creation yin_yang cosmology', -500, 'Tao Te Ching, ch. 42'],
    ['valley-spirit', 'The spirit of the valley never dies; it is called the mysterious female. Like a valley it is empty and low, and from its emptiness life flows without ever running dry.', 'valley spirit emptiness feminine analogy', -500, 'Tao Te Ching, ch. 6'],
    ['uncarved-block', 'Return to the uncarved block, pu: plain wood before it is cut into vessels. Once cut, it becomes a tool with one use; uncut, it holds every possibility.', 'simplicity uncarved_block pu nature analogy', -500, 'Tao Te Ching, ch. 28'],
    ['straw-dogs', 'Heaven and earth are not humane: they treat the ten thousand things like straw dogs, honoured at the sacrifice and thrown away after. Nature plays no favourites.', 'nature heaven indifference sacrifice analogy', -500, 'Tao Te Ching, ch. 5'],
    ['return-root', 'All things flourish, and each returns to its root. Returning to the root is stillness; stillness is returning to one’s destiny. To know this constant is to be wise.', 'stillness return cycle nature meditation analogy', -500, 'Tao Te Ching, ch. 16'],
  ]),
  ...explained('Laozi', 'Economics & Politics', [
    ['ruler', 'The best ruler is one the people barely know exists; next, one they love; then one they fear; worst, one they despise. When his work is done, they say: "It happened by itself."', 'leadership government ruler humility', -500, 'Tao Te Ching, ch. 17'],
    ['small-fish', 'Govern a great state as you cook a small fish: do not keep poking and turning it, or it falls apart.', 'government leadership interference analogy', -500, 'Tao Te Ching, ch. 60'],
    ['more-laws', 'The more prohibitions there are, the poorer the people; the more laws are posted, the more thieves and robbers there are.', 'laws regulation poverty crime', -500, 'Tao Te Ching, ch. 57'],
    ['small-state', 'Let the state be small and its people few. Let them enjoy their food and homes; though neighbours can hear each other’s cocks and dogs, they grow old without visiting.', 'simplicity state community utopia', -500, 'Tao Te Ching, ch. 80'],
  ]),
  ...explained('Laozi', 'Psychology & Human Behavior', [
    ['know-yourself', 'Knowing others is wisdom; knowing yourself is enlightenment. Mastering others takes force; mastering yourself is true strength.', 'self-knowledge self-control wisdom strength', -500, 'Tao Te Ching, ch. 33'],
    ['tiptoe', 'One who stands on tiptoe does not stand firm; one who takes long strides does not go far. Showing off and boasting wear you out.', 'boasting pride balance analogy', -500, 'Tao Te Ching, ch. 24'],
    ['fill-cup', 'Filling a cup to the brim is not as good as stopping in time. Sharpen a blade too much and it will not last. Retire when the work is done: that is the way of heaven.', 'moderation excess stopping analogy', -500, 'Tao Te Ching, ch. 9'],
  ]),
  ...explained('Laozi', 'Travel & Geography', [
    ['without-door', 'Without going out of your door, you can know the world; without looking through the window, you can see the way of heaven. The farther one goes, the less one knows.', 'travel knowledge inner_world stillness', -500, 'Tao Te Ching, ch. 47'],
  ]),
  ...explained('Laozi', 'History & Culture', [
    ['rites-decline', 'When the Way was lost, virtue came; when virtue was lost, humaneness; then righteousness; then ritual. Ritual is the thinning of loyalty and trust, and the start of disorder.', 'ritual decline history culture', -500, 'Tao Te Ching, ch. 38'],
  ]),
];
