import type { Page } from 'playwright-core';

/**
 * The English a visitor would read on a page that is not in English (issue 44): every text
 * and every accessible text (aria-label, placeholder, title, alt) outside the parts marked
 * translate="no" (names and values as the registry wrote them, language names) or marked as in
 * another language (`lang`), as words.
 * Kept terms (TrustHive, CIN, GSTIN…), URLs, e-mail addresses and the given registry values
 * are not English.
 */
export async function englishOnPage(page: Page, values: readonly string[] = []): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const pageLang = document.documentElement.lang;
    // Marked as not to translate, or as in another language on purpose (a language's name,
    // the offer of the visitor's own language, worded in it).
    const kept = (element: Element | null) =>
      !element ||
      element.closest('[translate="no"], script, style, noscript, template') !== null ||
      (element.closest('[lang]')?.getAttribute('lang') ?? pageLang) !== pageLang;
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (text && !kept(node.parentElement)) found.push(text);
    }
    for (const element of document.querySelectorAll(
      '[aria-label], [placeholder], [title], [alt]',
    )) {
      if (kept(element)) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name)?.trim();
        if (value) found.push(`${value} [${name}]`);
      }
    }
    found.push(document.title);
    return found;
  });
  // The values the test put in (a company's name in the <title>, which no attribute can mark).
  const withoutValues = (text: string) =>
    values.reduce((rest, value) => rest.split(value).join(' '), text);
  return texts.filter((text) => englishWordsIn(withoutValues(text)).length > 0);
}

const KEPT = new Set(
  'trusthive mca gst gstin gstn cin llpin pan din pin nic llp cirp url otp roc ifsc upi dpdp id kb mb pdf jpeg png webp svg csv xlsx api https sms ok aria-label placeholder title alt'.split(
    ' ',
  ),
);

function englishWordsIn(text: string): string[] {
  const words = text
    .replace(/https?:\/\/\S+|[\w.+-]+@[\w-]+(\.[\w-]+)+|\S+\.(com|in|org)\b/g, ' ')
    .match(/[A-Za-z][A-Za-z'’-]*[A-Za-z]|[A-Za-z]/g);
  return (words ?? []).filter((word) => word.length > 1 && !KEPT.has(word.toLowerCase()));
}
