import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { siteContact, telHref } from '../../lib/site-contact';
import { Logo } from '../ui/logo';
import { SocialLinks } from './social-links';

const QUICK_LINKS = [
  { label: 'Home', to: paths.home.getHref() },
  { label: 'Categories', to: paths.categories.getHref() },
  { label: 'Register', to: paths.register.getHref() },
  { label: 'Report a Company', to: paths.report.getHref() },
] as const;

const COMPANY_LINKS = [
  { label: 'About Us', to: paths.about.getHref() },
  { label: 'Contact Us', to: paths.contact.getHref() },
  { label: 'Terms & Conditions', to: paths.terms.getHref() },
  { label: 'Privacy', to: paths.privacy.getHref() },
  { label: 'FAQ', to: paths.faq.getHref() },
] as const;

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
          <p>
            India&apos;s company and seller verification directory. We verify sellers, not products.
          </p>
          <SocialLinks />
        </div>

        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="site-footer__heading">
            Quick Links
          </h2>
          <FooterLinkList links={QUICK_LINKS} />
        </nav>

        <nav aria-labelledby="footer-company-links">
          <h2 id="footer-company-links" className="site-footer__heading">
            Company
          </h2>
          <FooterLinkList links={COMPANY_LINKS} />
        </nav>

        {/* Only the contact details the deployment configured (issue 36): none, no heading. */}
        {phone || email ? (
          <div>
            <h2 className="site-footer__heading">Get in Touch</h2>
            <address className="site-footer__contact">
              {phone ? <a href={telHref(phone)}>{phone}</a> : null}
              {email ? <a href={`mailto:${email}`}>{email}</a> : null}
            </address>
          </div>
        ) : null}
      </div>

      <div className="container site-footer__bottom">
        <p>© {year} TrustHive. All rights reserved.</p>
        <p>Company data: Source: Ministry of Corporate Affairs, data.gov.in (GODL-India)</p>
      </div>
    </footer>
  );
}

function FooterLinkList({ links }: { links: readonly { label: string; to: string }[] }) {
  return (
    <ul className="site-footer__links">
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to}>{link.label}</Link>
        </li>
      ))}
    </ul>
  );
}
