import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { HeartIcon } from './icons';
import { ToggleIconButton } from './toggle-icon-button';

const toggle = () => screen.getByRole('button', { name: 'Like' });

describe('ToggleIconButton', () => {
  it('shows the pressed state as aria-pressed and a filled icon', () => {
    const { rerender } = render(
      <ToggleIconButton label="Like" pressed={false} onToggle={() => {}} icon={HeartIcon} />,
    );
    expect(toggle()).toHaveAttribute('aria-pressed', 'false');
    expect(toggle().querySelector('svg')).toHaveAttribute('fill', 'none');
    rerender(<ToggleIconButton label="Like" pressed onToggle={() => {}} icon={HeartIcon} />);
    expect(toggle()).toHaveAttribute('aria-pressed', 'true');
    expect(toggle().querySelector('svg')).toHaveAttribute('fill', 'currentColor');
  });

  it('shows what it is given after the icon, e.g. a count, and names it too', () => {
    render(
      <ToggleIconButton label="Like" pressed={false} onToggle={() => {}} icon={HeartIcon}>
        {12}
      </ToggleIconButton>,
    );
    const button = screen.getByRole('button', { name: 'Like 12' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(button).not.toHaveAttribute('aria-label');
  });

  it('calls onToggle on click, Enter and Space', async () => {
    const onToggle = vi.fn();
    render(<ToggleIconButton label="Like" pressed={false} onToggle={onToggle} icon={HeartIcon} />);
    await userEvent.tab();
    expect(toggle()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onToggle).toHaveBeenCalledTimes(1);
    await userEvent.keyboard(' ');
    expect(onToggle).toHaveBeenCalledTimes(2);
    await userEvent.click(toggle());
    expect(onToggle).toHaveBeenCalledTimes(3);
  });

  it('does nothing while disabled', async () => {
    const onToggle = vi.fn();
    render(
      <ToggleIconButton
        label="Like"
        pressed={false}
        onToggle={onToggle}
        icon={HeartIcon}
        disabled
      />,
    );
    expect(toggle()).toBeDisabled();
    await userEvent.click(toggle());
    toggle().focus();
    await userEvent.keyboard('{Enter}');
    expect(onToggle).not.toHaveBeenCalled();
  });
});
