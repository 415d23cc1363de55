import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ensureI18n } from '../i18n/i18n';
import { Tabs } from './tabs';

function ThreeTabs() {
  const [value, setValue] = useState('b');
  return (
    <Tabs
      label="Sections"
      value={value}
      onValueChange={setValue}
      items={[
        { value: 'a', label: 'First', content: 'one' },
        { value: 'b', label: 'Second', content: 'two' },
        { value: 'c', label: 'Third', content: 'three' },
      ]}
    />
  );
}

const selected = () => screen.getByRole('tab', { selected: true });
const press = async (key: string, expected: string) => {
  await userEvent.keyboard(`{${key}}`);
  await waitFor(() => expect(selected()).toHaveTextContent(expected));
  expect(selected()).toHaveFocus();
};

describe(Tabs.name, () => {
  beforeAll(() => ensureI18n('en'));
  afterEach(() => ensureI18n().changeLanguage('en'));

  it('shows the selected panel, labelled by its tab, and switches on a press', async () => {
    render(<ThreeTabs />);
    expect(screen.getByRole('tablist', { name: 'Sections' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'Second' })).toHaveTextContent('two');
    await userEvent.click(screen.getByRole('tab', { name: 'Third' }));
    expect(selected()).toHaveTextContent('Third');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('three');
  });

  it('enters the list on the selected tab; arrows wrap, Home and End jump, left to right', async () => {
    render(<ThreeTabs />);
    await userEvent.tab();
    expect(selected()).toHaveFocus();
    await press('ArrowRight', 'Third');
    await press('ArrowRight', 'First');
    await press('ArrowLeft', 'Third');
    await press('Home', 'First');
    await press('End', 'Third');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('three');
  });

  it('follows the reading order in Arabic: ArrowRight goes to the previous tab', async () => {
    await ensureI18n().changeLanguage('ar');
    render(<ThreeTabs />);
    expect(screen.getByRole('tablist').closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await userEvent.tab();
    await press('ArrowRight', 'First');
    await press('ArrowLeft', 'Second');
    await press('ArrowLeft', 'Third');
  });
});
