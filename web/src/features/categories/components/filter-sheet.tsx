import { useEffect, useRef, useState, type ReactNode } from 'react';
import { t } from '../../../i18n';

type FilterSheetProps = {
  activeCount: number;
  children: ReactNode;
};

/**
 * The filters on a phone (spec §2): a 'Filters' button opens them in a bottom sheet (a modal
 * dialog, so focus stays inside and Escape closes it). Changes apply as they are made.
 */
export function FilterSheet({ activeCount, children }: FilterSheetProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <div className="filter-sheet">
      <button
        type="button"
        className="button button--secondary filter-sheet__open"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        {activeCount > 0
          ? t('browse.category.filtersCount', { count: activeCount })
          : t('browse.category.filters')}
      </button>
      <dialog
        ref={dialogRef}
        className="filter-sheet__dialog"
        aria-label={t('browse.category.filters')}
        onClose={() => setOpen(false)}
        onClick={(event) => {
          // A click on the backdrop (the dialog box itself, outside its content) closes it.
          if (event.target === event.currentTarget) setOpen(false);
        }}
      >
        <div className="filter-sheet__content">
          {children}
          <button
            type="button"
            className="button button--primary filter-sheet__done"
            onClick={() => setOpen(false)}
          >
            {t('browse.category.showResults')}
          </button>
        </div>
      </dialog>
    </div>
  );
}
