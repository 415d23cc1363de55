import * as RadixToast from '@radix-ui/react-toast';
import { useTranslation } from 'react-i18next';
import { cx } from '../components/cx';
import { dismissToast, type ToastItem } from './toast-store';

// Radix lets only layers above the top modal take the pointer; a toast shown before the dialog
// opened is below it, yet notifications stay clickable over a modal.
const ALWAYS_CLICKABLE = { pointerEvents: 'auto' } as const;

/** One toast: closes after its duration, on a right swipe, on ×, on Escape, or after its action. */
export function ToastCard({ item }: { item: ToastItem }) {
  const { t } = useTranslation('ui');
  const destructive = item.variant === 'destructive';
  return (
    <RadixToast.Root
      open={item.open}
      onOpenChange={(open) => !open && dismissToast(item.id)}
      duration={item.duration}
      type={destructive ? 'foreground' : 'background'}
      className={cx('ag-toast', destructive && 'ag-toast--destructive')}
      style={ALWAYS_CLICKABLE}
    >
      <div className="ag-toast__body">
        {item.title && (
          <RadixToast.Title className="ag-toast__title">{item.title}</RadixToast.Title>
        )}
        {/* Radix announces the texts joined as they are: a space between title and description. */}
        {item.title && item.description && ' '}
        {item.description && (
          <RadixToast.Description className="ag-toast__description">
            {item.description}
          </RadixToast.Description>
        )}
      </div>
      {item.action && (
        <RadixToast.Action
          altText={item.action.label}
          className="ag-button ag-button--outline ag-button--sm"
          onClick={item.action.onClick}
        >
          {item.action.label}
        </RadixToast.Action>
      )}
      <RadixToast.Close className="ag-toast__close" aria-label={t('dismiss')}>
        ×
      </RadixToast.Close>
    </RadixToast.Root>
  );
}
