import { useTranslation } from 'react-i18next';
import { useLanguage } from '#app/use-language.ts';
import { useOfflineSavedAt } from '#app/use-offline-read.ts';
import { deadline } from './booking-panel.tsx';

/**
 * Says that a booking is shown from this device's copy, the network being unreachable, and as of
 * when the server gave it; nothing while it is the network's.
 */
export const OfflineMark = ({ customerServiceId }: { customerServiceId: number }) => {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const savedAt = useOfflineSavedAt(customerServiceId);
  if (savedAt === undefined) return null;
  return (
    <p className="notice offline-mark" role="status" data-testid="offline-mark">
      <strong>{t('offline.title')}</strong> {t('offline.lastUpdated', { time: deadline(savedAt, language) })}
    </p>
  );
};
