import { useEffect, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { paths } from '../../config/paths';
import { AccountNav } from '../../features/account/components/account-nav';
import { Logo } from '../../components/ui/logo';
import { LanguageSwitcher } from './language-switcher';
import { t, type MessageId } from '../../i18n';

// Message ids, not words: the words are looked up while rendering, in the page's language.
const NAV_LINKS: readonly { label: MessageId; to: string; end: boolean }[] = [
  { label: 'common.nav.home', to: paths.home.getHref(), end: true },
  { label: 'common.nav.categories', to: paths.categories.getHref(), end: false },
  { label: 'common.nav.about', to: paths.about.getHref(), end: false },
  { label: 'common.nav.faq', to: paths.faq.getHref(), end: false },
];

const MENU_ID = 'primary-navigation';

export function TopBar() {
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeMenu = () => setMenuOpen(false);

  // Escape closes the open mobile menu and hands focus back to the button that opened it.
  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <header className="top-bar">
      <div className="container top-bar__inner">
        <Link to={paths.home.getHref()} className="top-bar__logo" onClick={closeMenu}>
          <Logo />
        </Link>

        <button
          ref={toggleRef}
          type="button"
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls={MENU_ID}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <MenuIcon open={menuOpen} />
          <span className="visually-hidden">{t('common.nav.menu')}</span>
        </button>

        {/* After the button in the document, before it on the screen (styles/layout.css): a
            phone may paint the bar before the button arrives, and nothing painted may move. */}
        <LanguageSwitcher />

        {/* One nav for every width: CSS shows it inline from 768px and as a drop-down below. */}
        <nav
          id={MENU_ID}
          aria-label={t('common.nav.main')}
          className={menuOpen ? 'primary-nav primary-nav--open' : 'primary-nav'}
        >
          <ul className="primary-nav__list">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.end}
                  className="primary-nav__link"
                  onClick={closeMenu}
                >
                  {t(link.label)}
                </NavLink>
              </li>
            ))}
          </ul>
          <AccountNav onNavigate={closeMenu} />
          <Link
            to={paths.report.getHref()}
            className="button button--primary primary-nav__cta"
            onClick={closeMenu}
          >
            {t('common.nav.reportCompany')}
          </Link>
        </nav>
      </div>
    </header>
  );
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        fill="none"
        stroke="currentColor"
        strokeLinecap="round"
        strokeWidth="2"
        d={open ? 'M6 6l12 12M18 6 6 18' : 'M4 7h16M4 12h16M4 17h16'}
      />
    </svg>
  );
}
