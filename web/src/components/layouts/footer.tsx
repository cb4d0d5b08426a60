import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { siteContact, telHref } from '../../lib/site-contact';
import { t, type MessageId } from '../../i18n';
import { T } from '../../i18n/trans';
import { Logo } from '../ui/logo';
import { SocialLinks } from './social-links';

// Message ids, not words: the words are looked up while rendering, in the page's language.
type FooterLink = { label: MessageId; to: string };

const QUICK_LINKS: readonly FooterLink[] = [
  { label: 'common.nav.home', to: paths.home.getHref() },
  { label: 'common.nav.categories', to: paths.categories.getHref() },
  { label: 'common.footer.register', to: paths.register.getHref() },
  { label: 'common.footer.reportCompany', to: paths.report.getHref() },
];

const COMPANY_LINKS: readonly FooterLink[] = [
  { label: 'common.nav.about', to: paths.about.getHref() },
  { label: 'common.footer.contact', to: paths.contact.getHref() },
  { label: 'common.footer.terms', to: paths.terms.getHref() },
  { label: 'common.footer.privacy', to: paths.privacy.getHref() },
  { label: 'common.nav.faq', to: paths.faq.getHref() },
];

export function Footer() {
  const year = new Date().getFullYear();
  const { phone, email } = siteContact();

  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__about">
          <Link to={paths.home.getHref()} className="site-footer__logo">
            <Logo />
          </Link>
          <p>{t('common.footer.tagline')}</p>
          <SocialLinks />
        </div>

        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="site-footer__heading">
            {t('common.footer.quickLinks')}
          </h2>
          <FooterLinkList links={QUICK_LINKS} />
        </nav>

        <nav aria-labelledby="footer-company-links">
          <h2 id="footer-company-links" className="site-footer__heading">
            {t('common.footer.company')}
          </h2>
          <FooterLinkList links={COMPANY_LINKS} />
        </nav>

        {/* Only the contact details the deployment configured (issue 36): none, no heading. */}
        {phone || email ? (
          <div>
            <h2 className="site-footer__heading">{t('common.footer.getInTouch')}</h2>
            <address className="site-footer__contact">
              {phone ? <a href={telHref(phone)}>{phone}</a> : null}
              {email ? <a href={`mailto:${email}`}>{email}</a> : null}
            </address>
          </div>
        ) : null}
      </div>

      <div className="container site-footer__bottom">
        <p>{t('common.footer.copyright', { year: String(year) })}</p>
        <p>
          {/* The licence's own name, as data.gov.in writes it. */}
          <T
            id="common.footer.dataSource"
            values={{ licence: <span translate="no">GODL-India</span> }}
          />
        </p>
      </div>
    </footer>
  );
}

function FooterLinkList({ links }: { links: readonly FooterLink[] }) {
  return (
    <ul className="site-footer__links">
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to}>{t(link.label)}</Link>
        </li>
      ))}
    </ul>
  );
}
