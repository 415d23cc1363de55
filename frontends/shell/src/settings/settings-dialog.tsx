import {
  Button,
  SettingsIcon,
  Dialog,
  DISPLAY_NAME_MAX,
  Input,
  Label,
  Switch,
  toast,
  type Settings,
} from '@agora/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AiProviderFields } from './ai-provider-fields';
import { clearCacheAndReload } from './clear-cache';
import { LanguageField } from './language-field';
import { useShellSettings } from './settings-context';

/** Settings of spec 01 §2–3: AI key and provider, Claude model, display name, language, offline mode. */
export function SettingsDialog({
  reload = () => window.location.reload(),
}: {
  reload?: () => void;
}) {
  const { t } = useTranslation('shell');
  const [settings, saveSettings] = useShellSettings();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<Settings>(settings);
  const id = useId();
  const set = <K extends keyof Settings>(key: K, value: Settings[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));

  const show = () => {
    setDraft(settings);
    setOpen(true);
  };
  const save = () => {
    saveSettings(draft);
    setOpen(false);
    toast({ title: t('settings.saved'), description: t('settings.savedDescription') });
  };
  const applyLanguage = () => {
    saveSettings({ ...settings, language: draft.language });
    reload();
  };

  return (
    <>
      <Button variant="ghost" size="icon" aria-label={t('header.settings')} onClick={show}>
        <SettingsIcon />
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('settings.title')}
        description={t('settings.description')}
        footer={
          <>
            <Button variant="outline" onClick={() => setOpen(false)}>
              {t('settings.cancel')}
            </Button>
            <Button onClick={save}>{t('settings.save')}</Button>
          </>
        }
      >
        <AiProviderFields formId={id} draft={draft} set={set} />
        <div>
          <Label htmlFor={`${id}-name`}>{t('settings.displayName')}</Label>
          <Input
            id={`${id}-name`}
            value={draft.displayName}
            maxLength={DISPLAY_NAME_MAX}
            onChange={(e) => set('displayName', e.target.value)}
          />
          <p className="ag-muted">{t('settings.displayNameHint')}</p>
        </div>
        <LanguageField formId={id} draft={draft} set={set} onApply={applyLanguage} />
        <div className="shell-switch-field">
          <div>
            <Label htmlFor={`${id}-offline`}>{t('settings.offline')}</Label>
            <p className="ag-muted">{t('settings.offlineHint')}</p>
          </div>
          <Switch
            id={`${id}-offline`}
            checked={draft.offlineMode}
            onCheckedChange={(checked) => set('offlineMode', checked)}
          />
        </div>
        <Button variant="destructive" onClick={() => void clearCacheAndReload(reload)}>
          {t('settings.clearCache')}
        </Button>
      </Dialog>
    </>
  );
}
