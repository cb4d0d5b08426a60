import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import type { PlacePhoto } from '@trusthive/contracts';
import { t } from '../../../i18n';
import { GALLERY_WIDTH, photoUrl } from '../photo-url';

type GalleryDialogProps = {
  photos: PlacePhoto[];
  placeName: string;
  startIndex: number;
  onClose: () => void;
};

/** Spec §2: previous and next wrap around, in both directions. */
export function wrapIndex(index: number, count: number): number {
  return ((index % count) + count) % count;
}

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The 800 px photo gallery: a modal dialog that opens at the clicked photo. Arrow keys and the
 * buttons step through the photos, Escape or the backdrop closes it, Tab stays inside, and
 * focus goes back to the thumbnail that opened it.
 */
export function GalleryDialog({ photos, placeName, startIndex, onClose }: GalleryDialogProps) {
  const count = photos.length;
  const [index, setIndex] = useState(() => wrapIndex(startIndex, count));
  const backdropRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  useModal(backdropRef, closeRef);

  const step = (by: number) => setIndex((current) => wrapIndex(current + by, count));
  const photo = photos[index];
  if (!photo) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      step(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      step(-1);
    } else if (event.key === 'Tab' && dialogRef.current) {
      keepTabInside(event, dialogRef.current);
    }
  };

  const position = t('company.place.position', { index: index + 1, count });
  return createPortal(
    <div
      ref={backdropRef}
      className="gallery-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        className="gallery-dialog"
        role="dialog"
        aria-modal="true"
        aria-label={t('company.place.photosOf', { name: placeName })}
        // Clicks on the photo land focus here, so the keys keep working.
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className="gallery-dialog__bar">
          <p className="gallery-dialog__position" aria-live="polite">
            {position}
          </p>
          <button
            ref={closeRef}
            type="button"
            className="gallery-dialog__close"
            aria-label={t('company.place.close')}
            onClick={onClose}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <figure className="gallery-dialog__figure">
          <img
            key={photo.reference}
            className="gallery-dialog__image"
            src={photoUrl(photo.reference, GALLERY_WIDTH)}
            alt={t('company.place.photoAlt', { name: placeName, index: index + 1, count })}
            {...(photo.width && photo.height ? { width: photo.width, height: photo.height } : {})}
          />
        </figure>
        {count > 1 ? (
          <div className="gallery-dialog__nav">
            <button
              type="button"
              className="button button--secondary"
              aria-label={t('company.place.previousPhoto')}
              onClick={() => step(-1)}
            >
              <span aria-hidden="true">‹</span> {t('company.place.previous')}
            </button>
            <button
              type="button"
              className="button button--secondary"
              aria-label={t('company.place.nextPhoto')}
              onClick={() => step(1)}
            >
              {t('company.place.next')} <span aria-hidden="true">›</span>
            </button>
          </div>
        ) : null}
      </div>
    </div>,
    document.body,
  );
}

/** Tab from the last control goes to the first, Shift+Tab from the first to the last. */
function keepTabInside(event: KeyboardEvent, container: HTMLElement) {
  const focusable = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === container)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * While the dialog is open the rest of the page is inert (no clicks, no focus, hidden from
 * screen readers) and does not scroll; on close, focus returns to what had it before.
 */
function useModal(
  backdropRef: RefObject<HTMLDivElement | null>,
  initialFocusRef: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const backdrop = backdropRef.current;
    const madeInert = [...document.body.children].filter(
      (element) => element !== backdrop && !element.hasAttribute('inert'),
    );
    for (const element of madeInert) element.setAttribute('inert', '');
    document.body.classList.add('gallery-open');
    initialFocusRef.current?.focus();
    return () => {
      for (const element of madeInert) element.removeAttribute('inert');
      document.body.classList.remove('gallery-open');
      opener?.focus();
    };
  }, [backdropRef, initialFocusRef]);
}
