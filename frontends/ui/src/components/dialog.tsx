import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from './cx';

export interface DialogProps {
  open: boolean;
  /** Called on ×, Escape or a click on the backdrop. Without it the dialog only closes when its owner says so. */
  onClose?(): void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  className?: string;
}

/**
 * A modal dialog on Radix Dialog: Escape (top dialog only) or the backdrop closes it, focus is
 * trapped inside and returns to the opener, the page behind is hidden from assistive technology
 * and not clickable. The toast viewport stays live over it (see `Toaster`).
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  className,
}: DialogProps) {
  const { t } = useTranslation('ui');
  const opener = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => !next && onClose?.()}>
      <RadixDialog.Portal>
        {/* The panel inside its backdrop, so a long dialog scrolls within the backdrop. */}
        <RadixDialog.Overlay className="ag-dialog-backdrop">
          <RadixDialog.Content
            className={cx('ag-dialog', className)}
            // Radix hides the rest of the page with aria-hidden; aria-modal says so to the reader too.
            aria-modal="true"
            // Without a description, no aria-describedby at all (Radix asks for it this way).
            {...(description ? {} : { 'aria-describedby': undefined })}
            onOpenAutoFocus={() => {
              opener.current = document.activeElement as HTMLElement | null;
            }}
            // Radix returns focus to a Dialog.Trigger; our dialogs are opened by any element.
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              opener.current?.focus();
            }}
          >
            <div className="ag-dialog__header">
              <RadixDialog.Title className="ag-dialog__title">{title}</RadixDialog.Title>
              {onClose && (
                <RadixDialog.Close className="ag-dialog__close" aria-label={t('close')}>
                  ×
                </RadixDialog.Close>
              )}
            </div>
            {description && (
              <RadixDialog.Description className="ag-muted">{description}</RadixDialog.Description>
            )}
            <div className="ag-dialog__body">{children}</div>
            {footer && <div className="ag-dialog__footer">{footer}</div>}
          </RadixDialog.Content>
        </RadixDialog.Overlay>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
