import type { ReactNode } from 'react';
import { t } from '../../i18n';

/** Says plainly that a page's feature is not built yet, instead of showing filler content. */
export function ComingSoon({ children }: { children: ReactNode }) {
  return (
    <div className="coming-soon">
      <span className="coming-soon__badge">{t('common.ui.comingSoon')}</span>
      <p>{children}</p>
    </div>
  );
}
