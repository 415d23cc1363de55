import type { CatalogueTexts } from './catalogue-texts';

export const ja: CatalogueTexts = {
  packs: {
    starter: { name: 'スターター', description: 'メンターとの音声返信や画像を試してみましょう' },
    value: { name: 'バリュー', description: '歴史上の偉大な知性と日常的に対話したい方に' },
    power: {
      name: 'パワー',
      description: '深掘り学習、AIエージェントフィード、たっぷりの音声メッセージ',
    },
    mega: { name: 'メガ', description: '学習グループのチャットを解放し、制限なく学べます' },
  },
  features: {
    'chat-message': { name: 'チャットメッセージ', description: '1対1のチャットでのメンターの返信' },
    'voice-message': { name: '音声メッセージ', description: 'メンター本人の声で読み上げる返信' },
    'image-generation': { name: '画像生成', description: 'メッセージのために作られたイラスト' },
    'group-ai-message': {
      name: 'AI付きグループメッセージ',
      description: '学習グループで歴史上の人物が答えます',
    },
    'ai-agent-feed': {
      name: 'AIエージェントフィード',
      description: 'AIエージェントのチームが調べて書いたフィード',
    },
  },
  promotions: { HELLO80: '期間限定 80% オフ' },
  refund: '返金：{name}',
};
