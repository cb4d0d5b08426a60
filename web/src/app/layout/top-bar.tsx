import { useEffect, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { paths } from '../../config/paths';
import { AccountNav } from '../../features/account/components/account-nav';
import { Logo } from '../../components/ui/logo';

const NAV_LINKS = [
  { label: 'Home', to: paths.home.getHref(), end: true },
  { label: 'Categories', to: paths.categories.getHref(), end: false },
  { label: 'About Us', to: paths.about.getHref(), end: false },
  { label: 'FAQ', to: paths.faq.getHref(), end: false },
] as const;

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
          <span className="visually-hidden">Menu</span>
        </button>

        {/* One nav for every width: CSS shows it inline from 768px and as a drop-down below. */}
        <nav
          id={MENU_ID}
          aria-label="Main"
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
                  {link.label}
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
            Report Company
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
