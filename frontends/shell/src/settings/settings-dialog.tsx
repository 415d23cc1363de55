import {
  Button,
  CLAUDE_MODEL_PRICES,
  SettingsIcon,
  Dialog,
  DISPLAY_NAME_MAX,
  Input,
  Label,
  LANGUAGES,
  Select,
  Switch,
  toast,
  type AiProviderChoice,
  type ClaudeModel,
  type LanguageName,
  type Settings,
} from '@agora/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clearCacheAndReload } from './clear-cache';
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
        <div>
          <Label htmlFor={`${id}-key`}>{t('settings.apiKey')}</Label>
          <Input
            id={`${id}-key`}
            type="password"
            autoComplete="off"
            placeholder={t('settings.apiKeyPlaceholder')}
            value={draft.apiKey}
            onChange={(e) => set('apiKey', e.target.value)}
          />
          <p className="ag-muted">{t('settings.apiKeyHint')}</p>
        </div>
        <div>
          <Label htmlFor={`${id}-provider`}>{t('settings.provider')}</Label>
          <Select
            id={`${id}-provider`}
            value={draft.selectedAPI}
            onChange={(e) => set('selectedAPI', e.target.value as AiProviderChoice)}
          >
            <option value="openai">{t('settings.providers.openai')}</option>
            <option value="claude">{t('settings.providers.claude')}</option>
          </Select>
        </div>
        {draft.selectedAPI === 'claude' && (
          <div>
            <Label htmlFor={`${id}-model`}>{t('settings.claudeModel')}</Label>
            <Select
              id={`${id}-model`}
              value={draft.claudeModel}
              onChange={(e) => set('claudeModel', e.target.value as ClaudeModel)}
            >
              <option value="haiku">{t('settings.models.haiku')}</option>
              <option value="sonnet">{t('settings.models.sonnet')}</option>
            </Select>
            <p className="ag-muted">
              {t('settings.price', { price: CLAUDE_MODEL_PRICES[draft.claudeModel] })}
            </p>
          </div>
        )}
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
        <div>
          <Label htmlFor={`${id}-language`}>{t('settings.language')}</Label>
          <div className="shell-inline-field">
            <Select
              id={`${id}-language`}
              value={draft.language}
              onChange={(e) => set('language', e.target.value as LanguageName)}
            >
              {LANGUAGES.map((language) => (
                <option key={language.code} value={language.name}>
                  {language.nativeName}
                </option>
              ))}
            </Select>
            <Button variant="outline" onClick={applyLanguage}>
              {t('settings.applyLanguage')}
            </Button>
          </div>
          {draft.language !== 'English' && (
            <p className="ag-muted" role="note">
              {t('settings.offlineEnglishNote')}
            </p>
          )}
        </div>
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
