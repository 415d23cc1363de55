import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { cx } from './cx';
import { useFocusTrap } from './focus-trap';
import { useInertBackground } from './inert-background';

export interface DialogProps {
  open: boolean;
  onClose(): void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  className?: string;
}

/** A modal dialog: Escape or the backdrop closes it, focus stays inside while open, the page behind is inert. */
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
  const panel = useRef<HTMLDivElement>(null);
  const backdrop = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  // First, so that on close the page is live again before focus goes back to it.
  useInertBackground(backdrop, open);
  useFocusTrap(panel, open);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      // A dialog stacked above this one made it inert: Escape is the top dialog's.
      if (event.key === 'Escape' && !backdrop.current?.hasAttribute('inert')) onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, onClose]);

  if (!open) return null;
  return createPortal(
    <div
      ref={backdrop}
      className="ag-dialog-backdrop"
      onMouseDown={(e) => e.target === e.currentTarget && onClose()}
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        className={cx('ag-dialog', className)}
        tabIndex={-1}
      >
        <div className="ag-dialog__header">
          <h2 id={titleId} className="ag-dialog__title">
            {title}
          </h2>
          <button
            type="button"
            className="ag-dialog__close"
            aria-label={t('close')}
            onClick={onClose}
          >
            ×
          </button>
        </div>
        {description && (
          <p id={descriptionId} className="ag-muted">
            {description}
          </p>
        )}
        <div className="ag-dialog__body">{children}</div>
        {footer && <div className="ag-dialog__footer">{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
