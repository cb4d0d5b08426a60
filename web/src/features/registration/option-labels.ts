import type { BusinessCategory, RelationshipType } from '@trusthive/contracts';
import { t, type MessageId } from '../../i18n';

// The wizard's choices in the page's language. What is sent (and stored) is always the value:
// only the words on screen change. Ids here, words looked up while rendering.

const RELATIONSHIP_LABELS: Record<RelationshipType, MessageId> = {
  brand_owner: 'register.relationship.brandOwner',
  reseller: 'register.relationship.reseller',
  not_applicable: 'register.relationship.notApplicable',
};

/** The service's company types (migration 0004 and the fallback list); a new one shows as stored. */
const ENTITY_TYPE_LABELS: Record<string, MessageId> = {
  'Private Limited': 'register.entityType.privateLimited',
  'Public Limited': 'register.entityType.publicLimited',
  LLP: 'register.entityType.llp',
  'One Person Company': 'register.entityType.onePersonCompany',
  'Section 8 Company': 'register.entityType.section8Company',
  'Sole Proprietorship': 'register.entityType.soleProprietorship',
  'Partnership Firm': 'register.entityType.partnershipFirm',
  HUF: 'register.entityType.huf',
};

const CATEGORY_LABELS: Record<BusinessCategory, MessageId> = {
  Technology: 'register.category.technology',
  Finance: 'register.category.finance',
  Healthcare: 'register.category.healthcare',
  Retail: 'register.category.retail',
  Manufacturing: 'register.category.manufacturing',
  Education: 'register.category.education',
  'Real Estate': 'register.category.realEstate',
  'Food & Beverage': 'register.category.foodBeverage',
};

/** The built-in states (data/indian-locations.ts), by the name the registry files them under. */
const STATE_LABELS: Record<string, MessageId> = {
  'Andaman and Nicobar Islands': 'register.state.andamanNicobar',
  'Andhra Pradesh': 'register.state.andhraPradesh',
  'Arunachal Pradesh': 'register.state.arunachalPradesh',
  Assam: 'register.state.assam',
  Bihar: 'register.state.bihar',
  Chandigarh: 'register.state.chandigarh',
  Chhattisgarh: 'register.state.chhattisgarh',
  'Dadra and Nagar Haveli and Daman and Diu': 'register.state.dnhdd',
  Delhi: 'register.state.delhi',
  Goa: 'register.state.goa',
  Gujarat: 'register.state.gujarat',
  Haryana: 'register.state.haryana',
  'Himachal Pradesh': 'register.state.himachalPradesh',
  'Jammu and Kashmir': 'register.state.jammuKashmir',
  Jharkhand: 'register.state.jharkhand',
  Karnataka: 'register.state.karnataka',
  Kerala: 'register.state.kerala',
  Ladakh: 'register.state.ladakh',
  Lakshadweep: 'register.state.lakshadweep',
  'Madhya Pradesh': 'register.state.madhyaPradesh',
  Maharashtra: 'register.state.maharashtra',
  Manipur: 'register.state.manipur',
  Meghalaya: 'register.state.meghalaya',
  Mizoram: 'register.state.mizoram',
  Nagaland: 'register.state.nagaland',
  Odisha: 'register.state.odisha',
  Puducherry: 'register.state.puducherry',
  Punjab: 'register.state.punjab',
  Rajasthan: 'register.state.rajasthan',
  Sikkim: 'register.state.sikkim',
  'Tamil Nadu': 'register.state.tamilNadu',
  Telangana: 'register.state.telangana',
  Tripura: 'register.state.tripura',
  'Uttar Pradesh': 'register.state.uttarPradesh',
  Uttarakhand: 'register.state.uttarakhand',
  'West Bengal': 'register.state.westBengal',
};

/** A label from a table, or the value itself when the table does not know it. */
const labelFrom = (table: Record<string, MessageId>, value: string) => {
  const id = table[value];
  return id ? t(id) : value;
};

export const relationshipLabel = (type: RelationshipType) => t(RELATIONSHIP_LABELS[type]);
export const entityTypeLabel = (entityType: string) => labelFrom(ENTITY_TYPE_LABELS, entityType);
export const categoryLabel = (category: string) => labelFrom(CATEGORY_LABELS, category);
export const stateLabel = (state: string) => labelFrom(STATE_LABELS, state);
