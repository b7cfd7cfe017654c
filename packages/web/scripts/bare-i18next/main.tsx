import i18next from 'i18next';
import { createRoot } from 'react-dom/client';

// With bare-react-i18next, measures what react-i18next adds to a page (scripts/first-load.ts):
// React and i18next as the app sets them up, its texts read without react-i18next.
const i18n = i18next.createInstance();
const root = document.getElementById('root');
i18n.init({ lng: 'en', resources: { en: { translation: { hello: 'Hello' } } } }).then(() => {
  if (root) createRoot(root).render(<h1>{i18n.t('hello')}</h1>);
});
