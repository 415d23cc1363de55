import { DEFAULT_SETTINGS, resetToasts, SETTINGS_STORAGE_KEY, Toaster } from '@agora/ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prepareLanguage } from '../app/document-language';
import { SettingsProvider } from './settings-context';
import { SettingsDialog } from './settings-dialog';

async function renderSettings(reload = vi.fn()) {
  await prepareLanguage();
  render(
    <SettingsProvider>
      <SettingsDialog reload={reload} />
      <Toaster />
    </SettingsProvider>,
  );
  return reload;
}

async function openDialog() {
  await userEvent.click(screen.getByRole('button', { name: 'Settings' }));
  return screen.getByRole('dialog', { name: 'Settings' });
}

describe(SettingsDialog.name, () => {
  afterEach(() => resetToasts());

  it('shows the defaults when nothing is stored', async () => {
    await renderSettings();
    const dialog = await openDialog();
    const key = within(dialog).getByLabelText('API Key');
    expect(key).toHaveAttribute('type', 'password');
    expect(key).toHaveValue('');
    const provider = within(dialog).getByLabelText('AI Provider');
    expect(provider).toHaveValue('openai');
    expect(
      within(provider)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['OpenAI (GPT-4o) - Recommended', 'Claude (Anthropic)']);
    expect(within(dialog).queryByLabelText('Claude Model')).toBeNull();
    expect(within(dialog).getByLabelText('Display Name')).toHaveValue('');
    expect(within(dialog).getByText('Your name when posting in discussions')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('App Language')).toHaveValue('English');
    expect(within(dialog).getByRole('switch', { name: 'Offline Mode' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    expect(
      within(dialog).getByText('Use cached content when API is unavailable'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByRole('button', { name: 'Clear Cache & Reload' }),
    ).toBeInTheDocument();
  });

  it('offers the Claude models with their prices only when Claude is chosen', async () => {
    await renderSettings();
    const dialog = await openDialog();
    await userEvent.selectOptions(within(dialog).getByLabelText('AI Provider'), 'claude');
    const model = within(dialog).getByLabelText('Claude Model');
    expect(model).toHaveValue('haiku');
    expect(
      within(model)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Claude 3 Haiku - Cheaper', 'Claude Sonnet 4 - Advanced']);
    expect(within(dialog).getByText('About $0.25 per 1M input tokens')).toBeInTheDocument();
    await userEvent.selectOptions(model, 'sonnet');
    expect(within(dialog).getByText('About $3 per 1M input tokens')).toBeInTheDocument();
  });

  it("saves to local storage as JSON and confirms with 'Settings saved'", async () => {
    await renderSettings();
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText('API Key'), 'sk-test');
    await userEvent.type(within(dialog).getByLabelText('Display Name'), 'Hypatia fan');
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Offline Mode' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(JSON.parse(localStorage.getItem(SETTINGS_STORAGE_KEY) ?? '{}')).toEqual({
      ...DEFAULT_SETTINGS,
      apiKey: 'sk-test',
      displayName: 'Hypatia fan',
      offlineMode: true,
    });
    // The toast itself, not Radix's announcer (a status region that holds the text briefly).
    const notifications = screen.getByRole('region', { name: /Notifications/ });
    const toast = (await within(notifications).findByText('Settings saved')).closest('li');
    expect(toast).toHaveTextContent('Your preferences have been updated.');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Cancel closes without saving', async () => {
    await renderSettings();
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText('Display Name'), 'Nobody');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    // Only what the first visit stored (the detected language) is there.
    expect(JSON.parse(localStorage.getItem(SETTINGS_STORAGE_KEY) ?? '{}')).toEqual({
      ...DEFAULT_SETTINGS,
      language: 'English',
    });
  });

  it('says AI content is in English from the offline engine, and Apply to App stores the language and reloads', async () => {
    const reload = await renderSettings();
    const dialog = await openDialog();
    await userEvent.selectOptions(within(dialog).getByLabelText('App Language'), 'Japanese');
    expect(within(dialog).getByRole('note')).toHaveTextContent('in English');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply to App' }));
    expect(JSON.parse(localStorage.getItem(SETTINGS_STORAGE_KEY) ?? '{}').language).toBe(
      'Japanese',
    );
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('Clear Cache & Reload empties local storage and reloads', async () => {
    localStorage.setItem('agora.onboardingComplete', 'true');
    const reload = await renderSettings();
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear Cache & Reload' }));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(localStorage.length).toBe(0);
  });
});
