import { AREAS, loadCatalogs } from '../i18n';

// Components look their words up in the page's language; units render in English, the spec's
// own texts, as a page at the site's root does.
await loadCatalogs('en', AREAS);
