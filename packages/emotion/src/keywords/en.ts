import type { KeywordSet } from './types';

export const en: KeywordSet = {
  excitement: ['amazing', 'awesome', 'wow', 'love', 'cool', 'fantastic', 'incredible', 'exciting', 'excited', 'brilliant', 'wonderful', "can't wait", 'so fun'],
  frustration: ['frustrated', 'frustrating', 'annoying', 'annoyed', 'hate', 'stupid', 'useless', 'ugh', 'argh', 'sick of', 'fed up', 'waste of time', 'pointless', 'still wrong'],
  confusion: ['confused', 'confusing', "don't understand", 'dont understand', 'do not understand', 'not sure', 'unclear', 'lost', 'what do you mean', 'huh', "don't get", 'makes no sense', 'puzzled', 'explain again', 'which one'],
  curiosity: ['curious', 'i wonder', 'wondering', 'what if', 'tell me more', 'interested', 'interesting', 'learn more', 'how did', 'why did', 'what happened', 'could you tell'],
  breakthrough: ['i get it', 'i understand now', 'now i understand', 'makes sense now', 'that makes sense', 'aha', 'got it', 'it clicked', 'eureka', 'i see now', 'oh i see', 'figured it out'],
  struggling: ['struggling', 'struggle', 'difficult', 'too hard', 'so hard', "can't do", 'cannot do', 'stuck', 'give up', 'keep failing', 'overwhelmed', 'behind', 'not good at'],
};
