/** The legal pages, one chunk with their texts (the catalogue's `legal` part), never on `/`. */
import './legal.css';

export { CookiePage, PrivacyPage, TermsPage } from './legal-page.tsx';
