import type { Locator, Page } from 'playwright-core';

/**
 * How far the page is wider than the window, in CSS pixels: 0 when nothing scrolls sideways.
 * Measured against the viewport the test asked for, not innerWidth: an emulated phone
 * (isMobile) zooms out to show a page wider than the screen, and innerWidth grows with it.
 */
export async function sidewaysOverflow(page: Page): Promise<number> {
  const width = page.viewportSize()?.width;
  if (!width) throw new Error('sidewaysOverflow needs a page with a fixed viewport.');
  const scrollWidth = await page.evaluate(
    () => (document.scrollingElement ?? document.documentElement).scrollWidth,
  );
  return scrollWidth - width;
}

type Box = { x: number; y: number; width: number; height: number };

/** Whether two boxes share any area (touching edges do not overlap). */
export const overlaps = (a: Box, b: Box): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The boxes of every element the locator matches, in page order. */
export async function boxesOf(locator: Locator): Promise<Box[]> {
  const boxes: Box[] = [];
  for (const element of await locator.all()) {
    const box = await element.boundingBox();
    if (box) boxes.push(box);
  }
  return boxes;
}

/**
 * The elements that reach past the window's right edge, deepest first, as "tag.class" with
 * their right edge: empty when the page fits. A failing test names what widened the page.
 */
export const elementsPastTheEdge = (page: Page): Promise<string[]> =>
  page.evaluate((width) => {
    const past = Array.from(document.body.querySelectorAll<HTMLElement>('*')).filter((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.right > width + 0.5;
    });
    // Only the deepest: an ancestor past the edge is there because of them.
    return past
      .filter((element) => !past.some((other) => other !== element && element.contains(other)))
      .map((element) => {
        const name = `${element.tagName.toLowerCase()}${
          element.className && typeof element.className === 'string'
            ? `.${element.className.trim().split(/\s+/).join('.')}`
            : ''
        }`;
        return `${name} ends at ${Math.round(element.getBoundingClientRect().right)}`;
      });
  }, page.viewportSize()?.width ?? 0);

/**
 * Which of the tokens, found in the text under the locator, the browser drew on more than one
 * line: a CIN, an amount or a word of an address split in two. Empty when each reads whole.
 */
export const tokensSplitAcrossLines = (locator: Locator, tokens: string[]): Promise<string[]> =>
  locator.evaluate((root, wanted) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const texts: Text[] = [];
    while (walker.nextNode()) texts.push(walker.currentNode as Text);
    const split: string[] = [];
    for (const token of wanted)
      for (const text of texts) {
        const at = text.data.indexOf(token);
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(text, at);
        range.setEnd(text, at + token.length);
        const lines = new Set(
          Array.from(range.getClientRects())
            .filter((rect) => rect.width > 0)
            .map((rect) => Math.round(rect.bottom)),
        );
        if (lines.size > 1) split.push(token);
      }
    return split;
  }, tokens);
