import { useState } from 'react';
import type { PlacePhoto } from '@trusthive/contracts';
import { t } from '../../../i18n';
import { photoUrl, THUMBNAIL_WIDTH } from '../photo-url';
// Imported statically: the dialog is about 1.2 KB gzipped, less than the round trip a lazy
// chunk would add to the first click.
import { GalleryDialog } from './gallery-dialog';

type PhotoGalleryProps = { photos: PlacePhoto[]; placeName: string };

/** 300 px thumbnails; each opens the 800 px gallery at its own photo (spec §2, §9). */
export function PhotoGallery({ photos, placeName }: PhotoGalleryProps) {
  const [openAt, setOpenAt] = useState<number | null>(null);
  if (photos.length === 0) return null;
  const count = photos.length;
  return (
    <div className="photo-gallery">
      <h3 className="photo-gallery__title">{t('company.place.photos')}</h3>
      <ul className="photo-gallery__thumbnails">
        {photos.map((photo, index) => (
          <li key={`${index}-${photo.reference}`}>
            <button
              type="button"
              className="photo-gallery__thumbnail"
              aria-label={t('company.place.openPhoto', { index: index + 1, count })}
              aria-haspopup="dialog"
              onClick={() => setOpenAt(index)}
            >
              <img
                src={photoUrl(photo.reference, THUMBNAIL_WIDTH)}
                alt={t('company.place.photoAlt', { name: placeName, index: index + 1, count })}
                loading="lazy"
                width={150}
                height={112}
              />
            </button>
          </li>
        ))}
      </ul>
      {openAt === null ? null : (
        <GalleryDialog
          photos={photos}
          placeName={placeName}
          startIndex={openAt}
          onClose={() => setOpenAt(null)}
        />
      )}
    </div>
  );
}
