import { Card, Spinner, Tabs } from '@agora/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { builtInDemos } from './builtin-demos';
import { DemoCard } from './demo-card';
import { DEMO_STEP_LIMITS, fetchDemos, type Demos } from './demo-data';

type DemoName = keyof Demos;

/** The three demos (chat, home feed, group) from GET /api/demo-data, or built-in ones. */
export function LandingDemos() {
  const { t, i18n } = useTranslation('shell');
  const [tab, setTab] = useState<DemoName>('chat');
  const demos = useQuery({
    queryKey: ['/api/demo-data', i18n.language],
    queryFn: () =>
      fetchDemos(
        builtInDemos(t),
        { you: t('landing.demos.you'), learner: t('landing.demos.friend') },
        i18n.language,
      ),
  });
  const names: DemoName[] = ['chat', 'homeFeed', 'group'];
  return (
    <section aria-labelledby="landing-demos">
      <h2 id="landing-demos">{t('landing.demos.title')}</h2>
      <Card>
        {demos.data ? (
          <Tabs<DemoName>
            label={t('landing.demos.title')}
            value={tab}
            onValueChange={setTab}
            items={names.map((name) => ({
              value: name,
              label: t(`landing.demos.${name}`),
              content: (
                <DemoCard key={name} steps={demos.data[name]} limit={DEMO_STEP_LIMITS[name]} />
              ),
            }))}
          />
        ) : (
          <Spinner />
        )}
      </Card>
    </section>
  );
}
