import { useTranslation } from 'react-i18next';

/**
 * The one way a screen says its server data is on the way: a polite status, in place of what is
 * coming, with the catalogue's text (`common.loading` unless the step has its own words).
 */
export const LoadingStatus = ({ text }: { text?: string }) => {
  const { t } = useTranslation();
  return (
    <p className="page-loading" role="status">
      {text ?? t('common.loading')}
    </p>
  );
};
