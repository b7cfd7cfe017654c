import { useTranslation } from '#app/translation.tsx';

/** Where the legal links lead is not specified (SPEC section 1): they are in-page anchors. */
const LEGAL_LINKS = [
  { key: 'footer.termsOfUse', href: '#terms-of-use' },
  { key: 'footer.privacyPolicy', href: '#privacy-policy' },
  { key: 'footer.cookiePolicy', href: '#cookie-policy' },
] as const;

export const Footer = () => {
  const { t } = useTranslation();
  return (
    <footer className="footer">
      <div className="footer__inner">
        <nav aria-label={t('footer.legalLinks')}>
          <ul className="footer__links">
            {LEGAL_LINKS.map((link) => (
              <li key={link.key}>
                <a href={link.href}>{t(link.key)}</a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="footer__social">
          <span className="footer__follow">{t('footer.followUs')}</span>
          <img
            src="/social-icons.svg"
            alt={t('footer.socialIconsAlt')}
            width="120"
            height="28"
            loading="lazy"
          />
        </div>
        <p className="footer__copyright">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
};
