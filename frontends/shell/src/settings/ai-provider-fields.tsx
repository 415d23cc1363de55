import {
  CLAUDE_MODEL_PRICES,
  Input,
  Label,
  Select,
  type AiProviderChoice,
  type ClaudeModel,
} from '@agora/ui';
import { useTranslation } from 'react-i18next';
import type { SettingsDraftProps } from './settings-draft';

/** The learner's own AI key, the provider it is for, and the Claude model with its price. */
export function AiProviderFields({ formId, draft, set }: SettingsDraftProps) {
  const { t } = useTranslation('shell');
  return (
    <>
      <div>
        <Label htmlFor={`${formId}-key`}>{t('settings.apiKey')}</Label>
        <Input
          id={`${formId}-key`}
          type="password"
          autoComplete="off"
          placeholder={t('settings.apiKeyPlaceholder')}
          value={draft.apiKey}
          onChange={(e) => set('apiKey', e.target.value)}
        />
        <p className="ag-muted">{t('settings.apiKeyHint')}</p>
      </div>
      <div>
        <Label htmlFor={`${formId}-provider`}>{t('settings.provider')}</Label>
        <Select
          id={`${formId}-provider`}
          value={draft.selectedAPI}
          onChange={(e) => set('selectedAPI', e.target.value as AiProviderChoice)}
        >
          <option value="openai">{t('settings.providers.openai')}</option>
          <option value="claude">{t('settings.providers.claude')}</option>
        </Select>
      </div>
      {draft.selectedAPI === 'claude' && (
        <div>
          <Label htmlFor={`${formId}-model`}>{t('settings.claudeModel')}</Label>
          <Select
            id={`${formId}-model`}
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
    </>
  );
}
