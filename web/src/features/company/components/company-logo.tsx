import { useState } from 'react';
import { t } from '../../../i18n';
import { isValidLogo } from '../../../lib/format';
import defaultLogo from '../assets/default-logo.svg';

type CompanyLogoProps = {
  src: string | null | undefined;
  /** The company or brand name, for the alt text. */
  name: string;
  className?: string;
};

/**
 * A company or brand logo by the spec's rule (§5 "Logo"): an invalid value shows the default
 * image straight away, and a logo that fails to load is replaced by it.
 */
export function CompanyLogo({ src, name, className }: CompanyLogoProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = isValidLogo(src) && src !== failedSrc;
  return (
    <img
      className={className}
      src={usable ? src : defaultLogo}
      alt={t('company.logo.alt', { name })}
      // Square at any size the style sheet gives it: the space is held before the file loads.
      width={80}
      height={80}
      loading="lazy"
      onError={() => {
        if (usable) setFailedSrc(src);
      }}
      data-default-logo={usable ? undefined : 'true'}
    />
  );
}
