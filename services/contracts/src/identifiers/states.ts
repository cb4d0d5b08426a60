// India's states and union territories with their GST state codes (the first two digits of a
// GSTIN) and CIN state codes (characters 7-8 of a CIN), from data/india-states-gst-cin-codes.csv.
// Kept here, browser-safe, because the scoring rules, the company service and the SPA all need
// them. Old and merged codes keep the states that used them: GST 25/26 for Daman and Diu and
// Dadra and Nagar Haveli, GST 28 and CIN AP for Andhra Pradesh before Telangana.

/** GST state code → the registry's names for that state, normalised by normaliseStateName. */
export const GST_STATE_CODES: Readonly<Record<string, readonly string[]>> = {
  '01': ['jammu and kashmir'],
  '02': ['himachal pradesh'],
  '03': ['punjab'],
  '04': ['chandigarh'],
  '05': ['uttarakhand', 'uttaranchal'],
  '06': ['haryana'],
  '07': ['delhi', 'new delhi', 'nct of delhi'],
  '08': ['rajasthan'],
  '09': ['uttar pradesh'],
  '10': ['bihar'],
  '11': ['sikkim'],
  '12': ['arunachal pradesh'],
  '13': ['nagaland'],
  '14': ['manipur'],
  '15': ['mizoram'],
  '16': ['tripura'],
  '17': ['meghalaya'],
  '18': ['assam'],
  '19': ['west bengal'],
  '20': ['jharkhand'],
  '21': ['odisha', 'orissa'],
  '22': ['chhattisgarh', 'chattisgarh'],
  '23': ['madhya pradesh'],
  '24': ['gujarat'],
  '25': ['daman and diu', 'dadra and nagar haveli and daman and diu'],
  '26': ['dadra and nagar haveli', 'dadra and nagar haveli and daman and diu', 'daman and diu'],
  '27': ['maharashtra'],
  '28': ['andhra pradesh', 'telangana'],
  '29': ['karnataka'],
  '30': ['goa'],
  '31': ['lakshadweep'],
  '32': ['kerala'],
  '33': ['tamil nadu'],
  '34': ['puducherry', 'pondicherry'],
  '35': ['andaman and nicobar islands', 'andaman and nicobar'],
  '36': ['telangana'],
  '37': ['andhra pradesh'],
  '38': ['ladakh'],
  '97': ['other territory'],
};

/**
 * CIN state code → the state's name as shown, and the names (normalised) the registry may use
 * for it today. Only the codes the CSV has checked; a CIN with another code reads "not a
 * state code we know".
 */
export const CIN_STATE_CODES: Readonly<Record<string, { name: string; names: readonly string[] }>> =
  {
    JK: { name: 'Jammu and Kashmir', names: ['jammu and kashmir', 'ladakh'] },
    HP: { name: 'Himachal Pradesh', names: ['himachal pradesh'] },
    PB: { name: 'Punjab', names: ['punjab'] },
    CH: { name: 'Chandigarh', names: ['chandigarh'] },
    UR: { name: 'Uttarakhand', names: ['uttarakhand', 'uttaranchal'] },
    HR: { name: 'Haryana', names: ['haryana'] },
    DL: { name: 'Delhi', names: ['delhi', 'new delhi', 'nct of delhi'] },
    RJ: { name: 'Rajasthan', names: ['rajasthan'] },
    UP: { name: 'Uttar Pradesh', names: ['uttar pradesh'] },
    BR: { name: 'Bihar', names: ['bihar'] },
    AS: { name: 'Assam', names: ['assam'] },
    WB: { name: 'West Bengal', names: ['west bengal'] },
    JH: { name: 'Jharkhand', names: ['jharkhand'] },
    OR: { name: 'Odisha', names: ['odisha', 'orissa'] },
    CT: { name: 'Chhattisgarh', names: ['chhattisgarh', 'chattisgarh'] },
    MP: { name: 'Madhya Pradesh', names: ['madhya pradesh'] },
    GJ: { name: 'Gujarat', names: ['gujarat'] },
    DD: {
      name: 'Daman and Diu',
      names: ['daman and diu', 'dadra and nagar haveli and daman and diu'],
    },
    DN: {
      name: 'Dadra and Nagar Haveli',
      names: ['dadra and nagar haveli', 'dadra and nagar haveli and daman and diu'],
    },
    MH: { name: 'Maharashtra', names: ['maharashtra'] },
    AP: { name: 'Andhra Pradesh', names: ['andhra pradesh', 'telangana'] },
    KA: { name: 'Karnataka', names: ['karnataka'] },
    GA: { name: 'Goa', names: ['goa'] },
    KL: { name: 'Kerala', names: ['kerala'] },
    TN: { name: 'Tamil Nadu', names: ['tamil nadu'] },
    PY: { name: 'Puducherry', names: ['puducherry', 'pondicherry'] },
    TG: { name: 'Telangana', names: ['telangana'] },
  };

/** 'Andaman & Nicobar Islands ' → 'andaman and nicobar islands'. */
export function normaliseStateName(name: string): string {
  return name
    .toLowerCase()
    .replaceAll('&', ' and ')
    .replace(/[^a-z]+/g, ' ')
    .trim()
    .replace(/\s+/g, ' ');
}

/** Whether a registered state's name is one of those a GST state code stands for. */
export function gstStateCodeMatches(code: string, state: string): boolean {
  return GST_STATE_CODES[code]?.includes(normaliseStateName(state)) ?? false;
}

/** The display name for a GST state code: the first name the table gives, title-cased. */
export function gstStateName(code: string): string | null {
  const first = GST_STATE_CODES[code]?.[0];
  return first ? first.replace(/\b(?!and\b)[a-z]/g, (letter) => letter.toUpperCase()) : null;
}
