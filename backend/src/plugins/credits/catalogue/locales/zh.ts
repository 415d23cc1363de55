import type { CatalogueTexts } from './catalogue-texts';

export const zh: CatalogueTexts = {
  packs: {
    starter: { name: '入门包', description: '与导师一起体验语音回复和图片' },
    value: { name: '超值包', description: '与历史上最伟大的头脑经常对话' },
    power: { name: '强力包', description: '深入探索、AI 智能体信息流和大量语音消息' },
    mega: { name: '至尊包', description: '解锁学习小组聊天，无限制地学习' },
  },
  features: {
    'chat-message': { name: '聊天消息', description: '导师在一对一聊天中的一条回复' },
    'voice-message': { name: '语音消息', description: '用导师本人的声音朗读的回复' },
    'image-generation': { name: '图片生成', description: '为一条消息创作的插图' },
    'group-ai-message': { name: '小组 AI 消息', description: '历史人物在学习小组中作答' },
    'ai-agent-feed': { name: 'AI 智能体信息流', description: '由一组 AI 智能体研究撰写的信息流' },
  },
  promotions: { HELLO80: '限时优惠：立减 80%' },
  refund: '退款：{name}',
};
