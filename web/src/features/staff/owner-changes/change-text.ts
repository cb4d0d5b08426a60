import { OWNER_CHANGE_KIND_LABELS, type OwnerChange } from '@trusthive/contracts';

/** What the change asks for, in a few words (the queue's row and the review's heading). */
export function changeSummary(change: OwnerChange): string {
  switch (change.kind) {
    case 'website':
      return `${change.website} (domain ${change.domainName})`;
    case 'brand-add':
      return [change.brandName, change.trademarkName, change.website].filter(Boolean).join(', ');
    case 'brand-remove':
      return change.brandName;
    case 'brand-authorization':
      return 'The company asks brand owners for authorization to sell their brands';
    case 'logo':
      return change.logo ?? 'Remove the logo';
    case 'phone':
      return `${change.phone} (call it before approving)`;
  }
}

export const changeLabel = (change: OwnerChange) => OWNER_CHANGE_KIND_LABELS[change.kind];
