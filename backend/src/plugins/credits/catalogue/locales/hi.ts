import type { CatalogueTexts } from './catalogue-texts';

export const hi: CatalogueTexts = {
  packs: {
    starter: { name: 'स्टार्टर', description: 'अपने मेंटर्स के साथ आवाज़ वाले जवाब और चित्र आज़माएँ' },
    value: { name: 'वैल्यू', description: 'इतिहास के महानतम विचारकों से नियमित बातचीत के लिए' },
    power: { name: 'पावर', description: 'गहन अध्ययन, AI एजेंट फ़ीड और ढेर सारे वॉइस संदेश' },
    mega: { name: 'मेगा', description: 'स्टडी ग्रुप चैट अनलॉक करें और बिना सीमा के सीखें' },
  },
  features: {
    'chat-message': { name: 'चैट संदेश', description: 'निजी चैट में किसी मेंटर का एक जवाब' },
    'voice-message': { name: 'वॉइस संदेश', description: 'मेंटर की अपनी आवाज़ में पढ़ा गया जवाब' },
    'image-generation': { name: 'चित्र निर्माण', description: 'किसी संदेश के लिए बनाया गया चित्र' },
    'group-ai-message': {
      name: 'AI के साथ ग्रुप संदेश',
      description: 'स्टडी ग्रुप में जवाब देती कोई ऐतिहासिक हस्ती',
    },
    'ai-agent-feed': {
      name: 'AI एजेंट फ़ीड',
      description: 'AI एजेंटों की एक टीम द्वारा शोध करके लिखी गई फ़ीड',
    },
  },
  promotions: { HELLO80: 'सीमित समय के लिए 80% की छूट' },
  refund: 'धनवापसी: {name}',
};
