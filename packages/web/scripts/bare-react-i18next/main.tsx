import i18next from 'i18next';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, useTranslation } from 'react-i18next';

// bare-i18next with the texts read as the app reads them: react-i18next's provider and hook.
const i18n = i18next.createInstance();
const Hello = () => {
  const { t } = useTranslation();
  return <h1>{t('hello')}</h1>;
};
const root = document.getElementById('root');
i18n
  .init({ lng: 'en', resources: { en: { translation: { hello: 'Hello' } } }, react: { useSuspense: false } })
  .then(() => {
    if (root)
      createRoot(root).render(
        <I18nextProvider i18n={i18n}>
          <Hello />
        </I18nextProvider>,
      );
  });
