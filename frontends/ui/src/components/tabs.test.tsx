import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
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

describe('Tabs keyboard', () => {
  afterEach(() => document.documentElement.removeAttribute('dir'));

  it('moves right with ArrowRight and left with ArrowLeft in a left-to-right page', () => {
    render(<ThreeTabs />);
    fireEvent.keyDown(selected(), { key: 'ArrowRight' });
    expect(selected()).toHaveTextContent('Third');
    expect(selected()).toHaveFocus();
    fireEvent.keyDown(selected(), { key: 'ArrowLeft' });
    fireEvent.keyDown(selected(), { key: 'ArrowLeft' });
    expect(selected()).toHaveTextContent('First');
  });

  it('follows the reading order in a right-to-left page: ArrowRight goes to the previous tab', () => {
    document.documentElement.setAttribute('dir', 'rtl');
    render(<ThreeTabs />);
    fireEvent.keyDown(selected(), { key: 'ArrowRight' });
    expect(selected()).toHaveTextContent('First');
    fireEvent.keyDown(selected(), { key: 'ArrowLeft' });
    fireEvent.keyDown(selected(), { key: 'ArrowLeft' });
    expect(selected()).toHaveTextContent('Third');
    fireEvent.keyDown(selected(), { key: 'Home' });
    expect(selected()).toHaveTextContent('First');
  });
});
