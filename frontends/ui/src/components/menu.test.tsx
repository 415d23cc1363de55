import { render, screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Menu } from './menu';

function renderMenu() {
  const selected = vi.fn<(key: string) => void>();
  const items = ['Profile', 'Likes', 'Sign Out'].map((label) => ({
    key: label,
    label,
    onSelect: () => selected(label),
  }));
  render(
    <>
      <Menu label="Account" items={items} />
      <button type="button">Elsewhere</button>
    </>,
  );
  return { selected, trigger: screen.getByRole('button', { name: 'Account' }) };
}

const item = (name: string) => screen.getByRole('menuitem', { name });

describe(Menu.name, () => {
  it('opens on a press and runs the item pressed, then closes', async () => {
    const { selected, trigger } = renderMenu();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(item('Likes'));
    expect(selected).toHaveBeenCalledWith('Likes');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('closes without running anything on a press outside', async () => {
    const { selected, trigger } = renderMenu();
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    await userEvent.click(trigger);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    // While open the page takes no pointer events (Radix's modal menu), so skip user-event's check.
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    await user.click(elsewhere);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(selected).not.toHaveBeenCalled();
  });

  it('opens from the keyboard on the first item; arrows wrap, Home and End jump, Enter runs', async () => {
    const { selected, trigger } = renderMenu();
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(item('Profile')).toHaveFocus());
    await userEvent.keyboard('{ArrowUp}');
    expect(item('Sign Out')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(item('Profile')).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(item('Sign Out')).toHaveFocus();
    await userEvent.keyboard('{Home}{ArrowDown}{Enter}');
    expect(selected).toHaveBeenCalledWith('Likes');
  });

  it('opens with Space, and Escape closes it and gives focus back to the button', async () => {
    const { selected, trigger } = renderMenu();
    trigger.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(item('Profile')).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    expect(selected).not.toHaveBeenCalled();
  });
});
