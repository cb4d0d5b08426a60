import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import {
  LOCALE_NAMES,
  LOCALE_TAGS,
  currentLocale,
  loadCatalogs,
  pathInLocale,
  tIn,
  type Locale,
} from '../../i18n';
import { browserLocale, rememberLocale, rememberedLocale } from './remembered-locale';

/**
 * Offers, never forces, the page in the visitor's language (issue 44): the one they chose on
 * an earlier visit, else the first of their browser's languages TrustHive speaks. Worded in
 * that language (its words are fetched only when there is something to offer), shown once the
 * page is the browser's, in a bar fixed to the screen's foot that moves nothing on the page.
 * Either answer is remembered, so it is asked once.
 */
export function LanguageOffer() {
  const { pathname, search, hash } = useLocation();
  const [offered, setOffered] = useState<Locale | null>(null);

  useEffect(() => {
    const page = currentLocale();
    const remembered = rememberedLocale();
    const wanted = remembered ?? browserLocale();
    // A choice already made for this page's language, or nothing better to offer.
    if (!wanted || wanted === page || remembered === page) return;
    let cancelled = false;
    void loadCatalogs(wanted, ['common']).then(
      () => !cancelled && setOffered(wanted),
      () => {},
    );
    return () => {
      cancelled = true;
    };
  }, []);

  if (!offered) return null;
  const page = currentLocale();
  const language = LOCALE_NAMES[offered];
  return (
    <aside
      className="language-offer"
      lang={LOCALE_TAGS[offered]}
      aria-label={tIn(offered, 'common.language.label')}
    >
      <p className="language-offer__text">{tIn(offered, 'common.language.offer', { language })}</p>
      <a
        className="button button--primary language-offer__switch"
        href={pathInLocale(offered, `${pathname}${search}${hash}`)}
        hrefLang={LOCALE_TAGS[offered]}
        onClick={() => rememberLocale(offered)}
      >
        {tIn(offered, 'common.language.switch', { language })}
      </a>
      <button
        type="button"
        className="button language-offer__stay"
        onClick={() => {
          rememberLocale(page);
          setOffered(null);
        }}
      >
        {tIn(offered, 'common.language.dismiss', { language: LOCALE_NAMES[page] })}
      </button>
    </aside>
  );
}
