/** What painting part of a document and then the rest of it moved. */
export type PartialPaintShift = {
  /** The element the document stopped before (tag and classes). */
  cutBefore: string;
  /** The layout-shift score the arrival of the rest gives, as Chromium computes it. */
  score: number;
  /** What moved, and from where to where. */
  moved: string[];
};

/**
 * Runs in a page rendered by the server, with JavaScript off (so nothing hydrates). A browser
 * paints a document as it arrives: on a loaded machine it may paint the first part of the
 * markup and the rest a moment later. For every element of #root, this lays out the page as
 * it would be painted with the markup cut just before that element (that element and all
 * after it missing, everything before it in place, as the parser leaves it), then compares
 * each painted element's place with its place in the whole page.
 *
 * The score is Chromium's layout-shift score for the change: the share of the viewport the
 * moved elements cover before and after (their union, on a grid of 4 px cells), times the
 * largest distance moved as a share of the viewport's larger side. Moves under 3 px are not
 * shifts, as in Chromium. Returns the worst cuts first.
 *
 * Self-contained: it is sent to the page as its source text.
 */
export function partialPaintShifts(worst: number): PartialPaintShift[] {
  const MIN_MOVE_PX = 3;
  const CELL_PX = 4;
  const root = document.getElementById('root');
  if (!root || root.childElementCount === 0) return [];
  const width = window.innerWidth;
  const height = window.innerHeight;
  const whole = root.cloneNode(true) as HTMLElement;
  const describe = (element: Element) =>
    `${element.nodeName.toLowerCase()}${String(element.getAttribute('class') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((name) => `.${name}`)
      .join('')}`;
  const rectsOf = (elements: Element[]) =>
    elements.map((element) => element.getBoundingClientRect());
  const finalRects = rectsOf(Array.from(root.querySelectorAll('*')));
  // Cuts in the first two screens of the whole page only. Markup that lands further down can
  // move the first screen only through a layout that sizes earlier elements by later ones (an
  // auto grid column, centring) across that distance, which no page here has; every cut
  // further down cost a layout and, over every route, found nothing.
  const lastCut = finalRects.findLastIndex((rect) => rect.top < 2 * height);
  const count = lastCut + 1;

  const columns = Math.ceil(width / CELL_PX);
  const rows = Math.ceil(height / CELL_PX);
  const cover = (cells: Uint8Array, rect: DOMRect) => {
    const left = Math.max(0, Math.floor(rect.left / CELL_PX));
    const right = Math.min(columns, Math.ceil(rect.right / CELL_PX));
    const top = Math.max(0, Math.floor(rect.top / CELL_PX));
    const bottom = Math.min(rows, Math.ceil(rect.bottom / CELL_PX));
    for (let row = top; row < bottom; row += 1)
      cells.fill(1, row * columns + left, row * columns + right);
  };
  const visible = (rect: DOMRect) =>
    rect.width > 0 &&
    rect.height > 0 &&
    rect.bottom > 0 &&
    rect.top < height &&
    rect.right > 0 &&
    rect.left < width;

  const shifts: PartialPaintShift[] = [];
  /** The shift from the page as painted now (its elements, in document order) to the whole. */
  const measure = (cutBefore: string, paintedElements: Element[]) => {
    const painted = rectsOf(paintedElements);
    const cells = new Uint8Array(columns * rows);
    let distance = 0;
    const moved: string[] = [];
    painted.forEach((before, index) => {
      const after = finalRects[index]!;
      if (!visible(before)) return;
      const dx = Math.abs(after.left - before.left);
      const dy = Math.abs(after.top - before.top);
      if (Math.max(dx, dy) < MIN_MOVE_PX) return;
      distance = Math.max(distance, dx, dy);
      cover(cells, before);
      cover(cells, after);
      if (moved.length < 4) {
        moved.push(
          `${describe(paintedElements[index]!)} ` +
            `x ${Math.round(before.left)}→${Math.round(after.left)} ` +
            `y ${Math.round(before.top)}→${Math.round(after.top)}`,
        );
      }
    });
    if (moved.length === 0) return;
    const covered = cells.reduce((sum, cell) => sum + cell, 0) / cells.length;
    const score = covered * Math.min(1, distance / Math.max(width, height));
    shifts.push({ cutBefore, score: Number(score.toFixed(4)), moved });
  };

  // The page as the parser leaves it after each prefix of the markup, built up in #root one
  // node at a time in document order: before each element is added, the page holds exactly
  // what a cut just before it would (every earlier node whole, its open ancestors, nothing
  // later). Adding a node at the end costs the browser the style and layout of what it
  // touches. Rebuilding each cut from a copy of the whole, as this did before, restyled and
  // laid out every painted element again: the same shifts on all 36 pages (compared whole),
  // in 14 s of evaluation instead of 100 s.
  root.replaceChildren();
  const copies = new Map<Node, Node>([[whole, root]]);
  const paintedElements: Element[] = [];
  const walker = document.createTreeWalker(whole, NodeFilter.SHOW_ALL);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeType === Node.ELEMENT_NODE) {
      const cut = paintedElements.length;
      if (cut >= count) break;
      if (cut >= 1) measure(describe(node as Element), paintedElements);
    }
    const copy = node.cloneNode(false);
    copies.get(node.parentNode!)!.appendChild(copy);
    copies.set(node, copy);
    if (copy.nodeType === Node.ELEMENT_NODE) paintedElements.push(copy as Element);
  }
  root.replaceChildren(...Array.from((whole.cloneNode(true) as HTMLElement).childNodes));
  return shifts.sort((a, b) => b.score - a.score).slice(0, worst);
}
