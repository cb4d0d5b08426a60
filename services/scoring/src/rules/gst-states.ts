// The GST state codes moved to @trusthive/contracts (identifiers/states.ts), where the company
// service's GSTIN checks and the SPA use the same table.
export { GST_STATE_CODES, normaliseStateName } from '@trusthive/contracts';
