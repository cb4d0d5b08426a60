import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { PlacePhoto } from '@trusthive/contracts';
import { PhotoGallery } from './photo-gallery';

const PLACE = 'Acme Widgets';
const photos: PlacePhoto[] = ['ref-a', 'ref-b', 'ref-c'].map((reference) => ({
  reference,
  width: 1200,
  height: 900,
}));

afterEach(cleanup);

function renderGallery(list = photos) {
  const user = userEvent.setup();
  render(<PhotoGallery photos={list} placeName={PLACE} />);
  return user;
}

/** The photo the open gallery shows: its 1-based position and the reference it loads. */
function shownPhoto() {
  const dialog = screen.getByRole('dialog', { name: `Photos of ${PLACE}` });
  const image = dialog.querySelector('img');
  const src = new URL(image?.getAttribute('src') ?? '', 'http://localhost');
  return {
    alt: image?.getAttribute('alt'),
    reference: decodeURIComponent(src.pathname.replace('/api/photos/', '')),
    maxwidth: src.searchParams.get('maxwidth'),
  };
}

const expectShown = (position: number) =>
  expect(shownPhoto()).toEqual({
    alt: `${PLACE}, photo ${position} of 3`,
    reference: photos[position - 1]!.reference,
    maxwidth: '800',
  });

describe(PhotoGallery.name, () => {
  it('should show 300 px thumbnails through the photo proxy', () => {
    renderGallery();
    const thumbnails = screen.getAllByRole('img');
    expect(thumbnails.map((image) => image.getAttribute('src'))).toEqual([
      '/api/photos/ref-a?maxwidth=300',
      '/api/photos/ref-b?maxwidth=300',
      '/api/photos/ref-c?maxwidth=300',
    ]);
    expect(thumbnails.map((image) => image.getAttribute('alt'))).toEqual([
      `${PLACE}, photo 1 of 3`,
      `${PLACE}, photo 2 of 3`,
      `${PLACE}, photo 3 of 3`,
    ]);
  });

  it('should open at the clicked photo and wrap around with Next and Previous', async () => {
    const user = renderGallery();
    await user.click(screen.getByRole('button', { name: 'Open photo 2 of 3' }));
    await screen.findByRole('dialog');
    expectShown(2);
    expect(screen.getByText('Photo 2 of 3')).toBeTruthy();

    const next = screen.getByRole('button', { name: 'Next photo' });
    const previous = screen.getByRole('button', { name: 'Previous photo' });
    await user.click(next);
    expectShown(3);
    await user.click(next);
    expectShown(1);
    await user.click(previous);
    expectShown(3);
    await user.click(previous);
    expectShown(2);
  });

  it('should step with the arrow keys, wrapping both ways', async () => {
    const user = renderGallery();
    await user.click(screen.getByRole('button', { name: 'Open photo 1 of 3' }));
    await screen.findByRole('dialog');
    await user.keyboard('{ArrowLeft}');
    expectShown(3);
    await user.keyboard('{ArrowRight}');
    expectShown(1);
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expectShown(3);
  });

  it('should close on Escape and give focus back to the thumbnail that opened it', async () => {
    const user = renderGallery();
    const opener = screen.getByRole('button', { name: 'Open photo 3 of 3' });
    await user.click(opener);
    await screen.findByRole('dialog');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close gallery' }));

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('should close from the close button', async () => {
    const user = renderGallery();
    const opener = screen.getByRole('button', { name: 'Open photo 1 of 3' });
    await user.click(opener);
    await user.click(await screen.findByRole('button', { name: 'Close gallery' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('should keep Tab inside the dialog and make the page behind it inert', async () => {
    const user = renderGallery();
    await user.click(screen.getByRole('button', { name: 'Open photo 1 of 3' }));
    const dialog = await screen.findByRole('dialog');
    const page = document.body.firstElementChild!;
    expect(page.hasAttribute('inert')).toBe(true);

    const names = [];
    for (let press = 0; press < 4; press += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
      names.push(document.activeElement?.getAttribute('aria-label'));
    }
    expect(names).toEqual(['Previous photo', 'Next photo', 'Close gallery', 'Previous photo']);
    await user.tab({ shift: true });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Close gallery');

    await user.keyboard('{Escape}');
    expect(page.hasAttribute('inert')).toBe(false);
  });

  it('should show one photo without previous and next buttons', async () => {
    const user = renderGallery(photos.slice(0, 1));
    await user.click(screen.getByRole('button', { name: 'Open photo 1 of 1' }));
    await screen.findByRole('dialog');
    expect(screen.queryByRole('button', { name: 'Next photo' })).toBeNull();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('Photo 1 of 1')).toBeTruthy();
  });

  it('should render nothing without photos', () => {
    renderGallery([]);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByText('Photos')).toBeNull();
  });
});
