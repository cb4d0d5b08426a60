// One line per industrial classification for the category cards. The registry gives titles
// only; these say in plain words what kind of company each one groups (by the NIC 2008
// sections the classification is built from).
const DESCRIPTIONS: Readonly<Record<string, string>> = {
  'Business Services':
    'IT and software, consulting, legal and accounting, advertising, staffing and other services to businesses.',
  Trading: 'Wholesale and retail trade, import and export, and hotels and restaurants.',
  'Community, personal and Social Services':
    'Education, health care, social work, media, sports, recreation and personal services.',
  Construction: 'Builders, civil engineering contractors and infrastructure developers.',
  'Manufacturing (Metals and Chemicals, and products thereof)':
    'Steel and other metals, chemicals, pharmaceuticals, plastics, rubber, glass and cement.',
  'Manufacturing (Machinery and Equipments)':
    'Machinery, electrical and electronic equipment, vehicles, instruments and their parts.',
  'Manufacturing (Food stuffs)':
    'Food products, dairy, edible oils, sugar, beverages and animal feed.',
  'Manufacturing (Textiles)': 'Spinning, weaving, garments, knitwear and other textile products.',
  'Manufacturing (Paper and Paper products, Publishing, printingand reproduction of recorded media)':
    'Paper and paperboard, publishing, printing and the reproduction of recorded media.',
  'Manufacturing (Leather and products thereof)':
    'Tanning and finishing of leather, footwear, bags and other leather goods.',
  'Manufacturing (Wood Products)': 'Sawmilling, plywood, veneer and other products of wood.',
  'Manufacturing (Others)':
    'Furniture, jewellery, toys, sports goods and other manufacturing not classified elsewhere.',
  'Real Estate and Renting':
    'Real estate development, property management, and renting of machinery and goods.',
  Finance: 'Non-banking finance, investment, chit funds, leasing and other financial services.',
  'Agriculture and Allied Activities':
    'Farming, plantations, animal husbandry, forestry, fishing and farmer producer companies.',
  'Transport, storage and Communications':
    'Logistics, shipping, travel and tour operators, warehousing, telecom and courier services.',
  'Electricity, Gas and Water companies':
    'Power generation including solar and wind, gas distribution and water supply.',
  'Mining and Quarrying': 'Mining of coal, metal ores and minerals, and stone quarrying.',
  Others: 'Companies whose activity falls outside the other industrial classifications.',
  Insurance: 'Life and general insurance, reinsurance and insurance broking.',
};

/** The card description of a classification; any title outside the fixed map gets a generic line. */
export function categoryDescription(title: string): string {
  // hasOwn: a registry title such as 'constructor' must not find Object.prototype's own.
  return Object.hasOwn(DESCRIPTIONS, title)
    ? DESCRIPTIONS[title]!
    : `Companies registered under the industrial classification ${title}.`;
}
