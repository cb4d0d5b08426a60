import { useLocation } from 'react-router-dom';
import {
  LOCALES,
  LOCALE_NAMES,
  LOCALE_TAGS,
  currentLocale,
  pathInLocale,
  t,
  type Locale,
} from '../../i18n';
import { rememberLocale } from './remembered-locale';

/**
 * The same page in each language (issue 44). A plain link: each language's page is rendered
 * by the server under its own URL, so a switch is a new page, and it works before any script.
 * A <details> opens without script too. The choice is remembered for the next visit.
 */
export function LanguageSwitcher() {
  const { pathname, search, hash } = useLocation();
  const locale = currentLocale();
  return (
    <details className="language-switcher">
      <summary className="language-switcher__toggle">
        <GlobeIcon />
        <span className="visually-hidden">{t('common.language.label')}: </span>
        <span lang={LOCALE_TAGS[locale]} translate="no">
          {LOCALE_NAMES[locale]}
        </span>
      </summary>
      <ul className="language-switcher__list">
        {LOCALES.map((other: Locale) => (
          <li key={other}>
            <a
              className="language-switcher__link"
              href={pathInLocale(other, `${pathname}${search}${hash}`)}
              hrefLang={LOCALE_TAGS[other]}
              lang={LOCALE_TAGS[other]}
              // A language's name is the same in every language: its own.
              translate="no"
              aria-current={other === locale ? 'true' : undefined}
              onClick={() => rememberLocale(other)}
            >
              {LOCALE_NAMES[other]}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}

function GlobeIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm-9 9h18M12 3c2.5 2.6 3.7 5.6 3.7 9s-1.2 6.4-3.7 9c-2.5-2.6-3.7-5.6-3.7-9S9.5 5.6 12 3Z"
      />
    </svg>
  );
}
