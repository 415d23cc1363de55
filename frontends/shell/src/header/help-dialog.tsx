import { Button, Dialog, QuestionIcon } from '@agora/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const SECTIONS = ['historicalFeed', 'askAnything', 'aiMentors', 'groupChats', 'credits'] as const;
const ICONS: Record<(typeof SECTIONS)[number], string> = {
  historicalFeed: '📜',
  askAnything: '❓',
  aiMentors: '🎓',
  groupChats: '👥',
  credits: '✨',
};

/** How-to-use help: Historical Feed, Ask Anything, AI Mentors, Group Chats, Credits System. */
export function HelpDialog() {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('header.help')}
        onClick={() => setOpen(true)}
      >
        <QuestionIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t('help.title')}>
        {SECTIONS.map((section) => (
          <section key={section} className="shell-help-section">
            <div className="ag-row">
              <span aria-hidden="true">{ICONS[section]}</span>
              <h3>{t(`help.${section}.title`)}</h3>
            </div>
            <p className="ag-muted">{t(`help.${section}.body`)}</p>
          </section>
        ))}
      </Dialog>
    </>
  );
}
