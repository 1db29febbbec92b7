import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { ToastStore } from './toast-store';

/** The one polite live region: screen readers hear each toast once, without losing their place. */
export const Toaster = observer(function Toaster({ store }: { store: ToastStore }) {
  const { t } = useTranslation();
  return (
    <div className="shell-toasts" role="status" aria-live="polite">
      {store.toasts.map((toast) => (
        <div key={toast.id} className={`shell-toast shell-toast--${toast.tone}`}>
          <span>{toast.text}</span>
          <button type="button" className="shell-toast-close" aria-label={t('toast.close')} onClick={() => store.dismiss(toast.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
});
