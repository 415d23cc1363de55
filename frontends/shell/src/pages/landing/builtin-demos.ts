import type { TFunction } from 'i18next';
import type { DemoStep, Demos } from './demo-data';

const MENTORS = { curie: '⚗️', aurelius: '🏛️', lovelace: '💻' } as const;
type Sample = keyof typeof MENTORS;

/** Demos made from the translated sample questions, for when the server has none. */
export function builtInDemos(t: TFunction): Demos {
  const question = (sample: Sample, author: string): DemoStep => ({
    author,
    avatar: '🙂',
    text: t(`landing.samples.${sample}.question`),
    fromAi: false,
  });
  const answer = (sample: Sample): DemoStep => ({
    author: t(`landing.samples.${sample}.mentor`),
    avatar: MENTORS[sample],
    text: t(`landing.samples.${sample}.answer`),
    fromAi: true,
  });
  const you = t('landing.demos.you');
  const friend = t('landing.demos.friend');
  return {
    chat: [question('curie', you), answer('curie'), question('aurelius', you), answer('aurelius')],
    homeFeed: [answer('lovelace'), answer('curie'), answer('aurelius')],
    group: [
      question('lovelace', you),
      answer('lovelace'),
      question('curie', friend),
      answer('curie'),
    ],
  };
}
