/**
 * The words that most often come just before " private limited" in the sample, most bytes
 * saved first.
 */
const WORDS_BEFORE_PRIVATE_LIMITED = `
  technologies solutions services india developers (india) industries infrastructure constructions
  enterprises hospitality resorts ventures marketing homes products international trading company
  systems projects pharmaceuticals technology engineering properties foods construction logistics
  healthcare consultants management estates exports infotech travels entertainment consulting
  builders impex energy investments hotels consultancy innovations software infratech chemicals
  electronics estate minerals engineers infra realtors buildcon realty enterprise education
  beverages solution overseas holidays restaurants exim holdings communications packaging tech
  development pharma traders buildtech infrastructures media retail lifestyle resources
  laboratories polymers labs restaurant buildwell tourism house tradelink contractors global
  associates interiors equipments productions chits distributors centre promoters power export
  infracon network academy shipping care creations jewellers plastics designs motors resort
  wellness sciences agencies apparels farms events metals works biotech tours networks organics
  service advisors steels alloys mills forex fashion steel studio travel sales jewels agro food
  fund gems
`
  .trim()
  .split(/\s+/);

/**
 * The endings a company key most often has, each kept once by KeyStrings instead of once a
 * name. First the legal forms: " private limited" ends 88 of 100 names of the registry's sample
 * (data/companies-datagovin-*.csv.gz, 41,876 names) and 95 of 100 generated ones, and the forms
 * are 43 of 100 bytes of the sample's keys. Then the words that most often come just before
 * " private limited" there (each in at least 40 of its names), with it: 13 bytes in 100 more.
 * Each starts with a space, so a stem ends where a word does. The order only numbers them.
 */
export const COMPANY_KEY_ENDINGS: readonly string[] = [
  ' private limited',
  ' limited',
  ' (opc) private limited',
  ' producer company limited',
  ' nidhi limited',
  ' llp',
  ' foundation',
  ' association',
  ' pvt ltd',
  ' pvt. ltd.',
  ...WORDS_BEFORE_PRIVATE_LIMITED.map((word) => ` ${word} private limited`),
];
