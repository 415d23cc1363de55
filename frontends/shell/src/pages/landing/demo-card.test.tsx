import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prepareLanguage } from '../../app/document-language';
import { DEMO_STEP_MS, DemoCard } from './demo-card';
import type { DemoStep } from './demo-data';

const step = (text: string): DemoStep => ({ author: 'Socrates', avatar: '🏛️', text, fromAi: true });
const steps = ['one', 'two', 'three', 'four', 'five'].map(step);

describe(DemoCard.name, () => {
  beforeEach(async () => {
    await prepareLanguage();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('plays one step every 4 seconds up to its limit, then offers Reset', () => {
    render(<DemoCard steps={steps} limit={4} />);
    expect(screen.queryByText('one')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Play demo' }));
    expect(screen.getByText('one')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Playing...' })).toBeDisabled();

    act(() => {
      vi.advanceTimersByTime(DEMO_STEP_MS);
    });
    expect(screen.getByText('two')).toBeInTheDocument();
    for (let i = 0; i < 3; i++) {
      act(() => {
        vi.advanceTimersByTime(DEMO_STEP_MS);
      });
    }
    expect(screen.getByText('four')).toBeInTheDocument();
    expect(screen.queryByText('five')).toBeNull();
    expect(screen.getByRole('button', { name: 'Play demo' })).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.queryByText('one')).toBeNull();
    expect(screen.getByRole('button', { name: 'Play demo' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Reset' })).toBeNull();
  });

  it('lays out each step’s words and author in their own direction', () => {
    render(<DemoCard steps={steps} limit={4} />);
    fireEvent.click(screen.getByRole('button', { name: 'Play demo' }));
    expect(screen.getByText('one')).toHaveAttribute('dir', 'auto');
    expect(screen.getByText('Socrates')).toHaveAttribute('dir', 'auto');
  });
});
