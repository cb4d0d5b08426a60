// The state code at the head of a GSTIN (data/india-states-gst-cin-codes.csv), and the names
// the registry uses for each state in companies.company_state_code, normalised by
// normaliseStateName. Old and merged codes (25, 28) keep the states that used them.

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

/** 'Andaman & Nicobar Islands ' → 'andaman and nicobar islands'. */
export function normaliseStateName(name: string): string {
  return name
    .toLowerCase()
    .replaceAll('&', ' and ')
    .replace(/[^a-z]+/g, ' ')
    .trim()
    .replace(/\s+/g, ' ');
}
