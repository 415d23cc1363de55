import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Popover } from './popover';

function Picker() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Popover
        open={open}
        onOpenChange={setOpen}
        label="Mention a figure"
        trigger={<button type="button">@</button>}
      >
        <input aria-label="Search" autoFocus />
      </Popover>
      <button type="button">Elsewhere</button>
    </>
  );
}

describe(Popover.name, () => {
  it('opens from its button with focus inside, and Escape gives focus back to the button', async () => {
    render(<Picker />);
    const trigger = screen.getByRole('button', { name: '@' });
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('dialog', { name: 'Mention a figure' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Search' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes on a press outside while the rest of the page stays usable', async () => {
    render(<Picker />);
    await userEvent.click(screen.getByRole('button', { name: '@' }));
    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
  });
});
