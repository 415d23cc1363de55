import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export function useOnline(): boolean {
  const [online, setOnline] = useState(() =>
    typeof navigator === 'undefined' ? true : navigator.onLine,
  );
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

export function OfflineBanner() {
  const { t } = useTranslation('feed');
  return (
    <div className="feed-offline" role="status">
      {t('offline.banner')}
    </div>
  );
}
