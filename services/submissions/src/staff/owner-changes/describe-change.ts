import { OWNER_CHANGE_KIND_LABELS, type OwnerChange } from '@trusthive/contracts';

/** One line naming a change, for the owner's mail (what was asked, as the owner typed it). */
export function describeOwnerChange(change: OwnerChange): string {
  const label = OWNER_CHANGE_KIND_LABELS[change.kind];
  switch (change.kind) {
    case 'website':
      return `${label}: ${change.website} (${change.domainName})`;
    case 'brand-add':
      return `${label}: ${change.brandName}`;
    case 'brand-remove':
      return `${label}: ${change.brandName}`;
    case 'brand-authorization':
      return label;
    case 'logo':
      return change.logo ? `${label}: ${change.logo}` : `${label}: removed`;
    case 'phone':
      return `${label}: ${change.phone}`;
  }
}
