import type { Locator, Page } from 'playwright-core';

/**
 * How far the page is wider than the window, in CSS pixels: 0 when nothing scrolls sideways.
 * A page that fits has document.scrollingElement.scrollWidth equal to innerWidth.
 */
export const sidewaysOverflow = (page: Page): Promise<number> =>
  page.evaluate(
    () => (document.scrollingElement ?? document.documentElement).scrollWidth - window.innerWidth,
  );

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
