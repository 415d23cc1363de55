import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ensureI18n } from '../i18n/i18n';
import { Dialog } from './dialog';

function Opener({ closable = true }: { closable?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open settings
      </button>
      <Dialog
        open={open}
        onClose={closable ? () => setOpen(false) : undefined}
        title="Settings"
        description="Your preferences"
        footer={<button type="button">Save</button>}
      >
        <input aria-label="Name" />
      </Dialog>
    </>
  );
}

const backdrop = () => document.querySelector<HTMLElement>('.ag-dialog-backdrop');

const i18n = ensureI18n('en');

describe(Dialog.name, () => {
  afterEach(() => void i18n.changeLanguage('en'));

  it('moves focus in on open and gives it back to the opener on close', async () => {
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Open settings' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Settings' });
    expect(dialog).toHaveAccessibleDescription('Your preferences');
    expect(dialog.contains(document.activeElement)).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('closes on a click on the backdrop, not on a click inside', async () => {
    render(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Open settings' }));
    await userEvent.click(screen.getByLabelText('Name'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.click(backdrop()!);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('labels the close button in the app language', async () => {
    await i18n.changeLanguage('de');
    render(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Open settings' }));
    expect(screen.getByRole('button', { name: 'Schließen' })).toHaveClass('ag-dialog__close');
  });

  it('without onClose has no close button and stays open on Escape and on the backdrop', async () => {
    render(<Opener closable={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open settings' }));
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(backdrop()!);
    expect(screen.getByRole('dialog', { name: 'Settings' })).toBeInTheDocument();
  });
});
