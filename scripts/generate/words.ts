// Hand-written word lists for synthetic names. They add to the words measured in the real
// sample (distributions.json): places and person-like words that occur all over India,
// activity words for each MCA industrial classification, brand and product words, and
// Indian first and last names for directors. None of them is a whole real company name.

/** A comma-separated list, so long lists stay compact and multi-word entries stay whole. */
function words(text: string): string[] {
  return text
    .split(',')
    .map((word) => word.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/** Place, deity, river, region and quality words that Indian company names often start with. */
export const HEAD_WORDS = [
  // blessings and deities
  ...words(`
    SHREE, SHRI, SRI, JAI, OM, SAI, GANESH, GANPATI, LAXMI, LAKSHMI, DURGA, KRISHNA, BALAJI,
    MAHALAXMI, GAYATRI, SARASWATI, SHIVA, SHIVAM, HANUMAN, VINAYAK, AMBIKA, ANNAPURNA, RADHA,
    GOPAL, MURUGAN, VENKATESHWARA, SIDDHI, RIDDHI, SWASTIK, MANGALAM, KAMDHENU, UMIYA, KHODIYAR,
    CHAMUNDA, JAGDAMBA, TIRUPATI, SHIRDI, MAHADEV, NARAYANA, PADMAVATI, MEENAKSHI, AYYAPPA,
    JAGANNATH
  `),
  // rivers, mountains and regions
  ...words(`
    NARMADA, GANGA, YAMUNA, KAVERI, GODAVARI, TAPTI, SABARMATI, BRAHMAPUTRA, TEESTA, MAHANADI,
    HIMALAYA, HIMALAYAN, VINDHYA, SATPURA, ARAVALI, KONKAN, MALABAR, DECCAN, COROMANDEL,
    SAHYADRI, NILGIRI, KAILASH, PURVANCHAL, VIDARBHA, SAURASHTRA, KUTCH, MEWAR, MARWAR, AWADH,
    BUNDELKHAND, MALWA, KATHIAWAR, TRAVANCORE, KANARA, DOABA, TERAI, CHAMBAL, KANGRA, KUMAON,
    GARHWAL
  `),
  // cities and towns
  ...words(`
    MUMBAI, PUNE, NAGPUR, NASHIK, SURAT, VADODARA, RAJKOT, JAIPUR, JODHPUR, UDAIPUR, INDORE,
    BHOPAL, LUCKNOW, KANPUR, AGRA, VARANASI, PATNA, RANCHI, KOLKATA, HOWRAH, GUWAHATI,
    BHUBANESWAR, CUTTACK, CHENNAI, MADURAI, COIMBATORE, SALEM, TIRUPUR, KOCHI, KOZHIKODE,
    THRISSUR, MYSORE, MANGALORE, HUBLI, BELGAUM, HYDERABAD, VIZAG, VIJAYAWADA, WARANGAL,
    LUDHIANA, AMRITSAR, JALANDHAR, DEHRADUN, SHIMLA, JAMMU, PANAJI, MARGAO, NOIDA, GURGAON,
    FARIDABAD, MEERUT, ALIGARH, GWALIOR, JABALPUR, RAIPUR, BILASPUR, ROURKELA, DHANBAD,
    JAMSHEDPUR, SILIGURI, ASANSOL, KOTA, AJMER, BIKANER, ANAND, BHAVNAGAR, JAMNAGAR, KOLHAPUR,
    SOLAPUR, AURANGABAD, THANE, VAPI, ERODE, TIRUNELVELI, THANJAVUR, NELLORE, GUNTUR, KURNOOL,
    DAVANGERE, SHIMOGA, UDUPI
  `),
  // qualities and aspirations
  ...words(`
    GLOBAL, GREEN, ROYAL, GOLDEN, SILVER, STAR, SUN, SUNRISE, NEW, MODERN, UNITED, NATIONAL,
    BHARAT, HINDUSTAN, INDO, PARAM, PRAGATI, UDAY, NAVYUG, NAVKAR, AADHAR, SAMRUDDHI, SUVIDHA,
    SANKALP, SHUBH, SHUBHAM, VIKAS, VIJAY, PRABHAT, AKASH, SAGAR, SAMUDRA, PRITHVI, AGNI, VAYU,
    TEJAS, ADITYA, SURYA, CHANDRA, TARA, NAKSHATRA, KIRAN, JYOTI, DEEP, AMRUT, AMRIT, KALPATARU,
    KAMAL, PANKAJ, ASHOKA, VARDHMAN, MAHAVIR, SHANTI, SUKH, SAMPADA, UTKARSH, UNNATI, SAKSHAM,
    SARTHAK, NIRMAL, UJJWAL, AKSHAY, ANMOL, APEX, PINNACLE, SUMMIT, CRYSTAL, DIAMOND, PEARL,
    EMERALD, SAFFRON, LOTUS, PEACOCK, TIGER, ELEPHANT, EAGLE, FALCON, BANYAN, NEEM, PEEPAL,
    TULSI, CHANDAN, KESAR
  `),
  // family and person-like words
  ...words(`
    PATEL, SHAH, MEHTA, AGARWAL, GUPTA, JAIN, REDDY, NAIR, IYER, PILLAI, RAO, SHETTY, KAMATH,
    NAIK, DESAI, JOSHI, KULKARNI, SINGH, SHARMA, VERMA, CHAUHAN, THAKUR, BANSAL, GOYAL, MITTAL,
    KHANNA, KAPOOR, MALHOTRA, CHOPRA, BHATIA, SETHI, ARORA, GILL, SANDHU, DHILLON, MENON, KURIAN,
    FERNANDES, RODRIGUES, PEREIRA, NAIDU, CHETTY, BOSE, GHOSH, MUKHERJEE, BANERJEE, CHATTERJEE,
    DUTTA, SAIKIA, BARUAH, HAZARIKA, MOHANTY, PATNAIK, MISHRA, TRIPATHI, PANDEY, TIWARI, YADAV,
    ANSARI, QURESHI, SIDDIQUI, SAYYED, MIRZA, RAJESH, SURESH, MAHESH, RAMESH, VIKRAM, ARJUN,
    ROHAN, KARAN, NIKHIL, PRIYA, ANJALI, MEERA, KAVYA, RIYA, NEHA, POOJA, ASHA, SUNITA, ANKIT
  `),
];

/** Activity words per MCA classification; the sample's own tail words are added to these. */
export const ACTIVITY_WORDS: Record<string, string[]> = {
  'Agriculture and Allied Activities': words(`
    AGRO, FARMS, AGRITECH, PLANTATIONS, SEEDS, DAIRY, POULTRY, FISHERIES, HORTICULTURE, ORGANICS,
    AGRI PRODUCE, KRISHI, FARMER PRODUCER COMPANY
  `),
  'Business Services': words(`
    SERVICES, SOLUTIONS, TECHNOLOGIES, CONSULTING, CONSULTANTS, SOFTWARE, INFOTECH, SYSTEMS,
    ADVISORY, MANAGEMENT, DIGITAL, ANALYTICS, OUTSOURCING, SECURITY SERVICES, MARKETING, MEDIA,
    LABS, TECH, STAFFING, DESIGNS
  `),
  'Community, personal and Social Services': words(`
    HEALTHCARE, HOSPITALS, EDUCATION, ACADEMY, WELLNESS, CLINICS, DIAGNOSTICS, LEARNING, SCHOOLS,
    EVENTS, ENTERTAINMENT, SPORTS, FILMS, STUDIOS, CARE
  `),
  Construction: words(`
    BUILDERS, CONSTRUCTIONS, INFRASTRUCTURE, INFRA, BUILDCON, INFRATECH, PROJECTS, DEVELOPERS,
    ENGINEERS, CONTRACTORS, BUILDWELL, INFRACON, BUILDTECH, STRUCTURES
  `),
  'Electricity, Gas and Water companies': words(`
    POWER, ENERGY, SOLAR, RENEWABLES, GREEN ENERGY, HYDRO POWER, WIND ENERGY, GAS,
    WATER SOLUTIONS, POWER PROJECTS, TRANSMISSION, ELECTRICALS
  `),
  Finance: words(`
    FINANCE, CAPITAL, INVESTMENTS, FINVEST, FINSERV, SECURITIES, CREDIT, FINANCIAL SERVICES,
    LEASING, HOLDINGS, CHITS, NIDHI, WEALTH, FINCORP
  `),
  Insurance: words(`
    INSURANCE, INSURANCE BROKERS, ASSURANCE, GENERAL INSURANCE, RISK ADVISORS
  `),
  'Manufacturing (Food stuffs)': words(`
    FOODS, FOOD PRODUCTS, BEVERAGES, AGRO FOODS, DAIRY, SPICES, MILLS, FLOUR MILLS, OILS, SNACKS,
    SWEETS, BAKERS, CONFECTIONERY, TEA, RICE MILLS, PROTEINS
  `),
  'Manufacturing (Leather and products thereof)': words(`
    LEATHERS, FOOTWEAR, TANNERS, LEATHER EXPORTS, SHOES, LEATHER CRAFTS
  `),
  'Manufacturing (Machinery and Equipments)': words(`
    ENGINEERING, MACHINES, MACHINERY, EQUIPMENTS, AUTOMATION, ELECTRONICS, MOTORS, PUMPS, TOOLS,
    AUTO COMPONENTS, ELECTRICALS, INSTRUMENTS, SWITCHGEARS, ENGINEERS
  `),
  'Manufacturing (Metals and Chemicals, and products thereof)': words(`
    STEELS, CHEMICALS, PHARMACEUTICALS, PHARMA, POLYMERS, PLASTICS, ALLOYS, METALS, CASTINGS,
    FORGINGS, LIFESCIENCES, LABORATORIES, PAINTS, FERTILISERS, DYES, INTERMEDIATES, REMEDIES,
    CERAMICS, GLASS
  `),
  'Manufacturing (Others)': words(`
    INDUSTRIES, MANUFACTURING, PRODUCTS, CREATIONS, JEWELS, GEMS, FURNITURE, CRAFTS, TOYS,
    HANDICRAFTS, JEWELLERS, SPORTS GOODS
  `),
  'Manufacturing (Paper and Paper products, Publishing, printingand reproduction of recorded media)':
    words(`
    PAPERS, PAPER MILLS, PRINTERS, PUBLICATIONS, PUBLISHERS, PACKAGING, PRINTS, BOARDS
  `),
  'Manufacturing (Textiles)': words(`
    TEXTILES, FABRICS, SPINNERS, SPINNING MILLS, APPARELS, GARMENTS, SILKS, WEAVES, COTTON,
    FASHIONS, KNITS, SYNTHETICS, HOSIERY, EXPORTS
  `),
  'Manufacturing (Wood Products)': words(`
    WOOD PRODUCTS, PLYWOOD, TIMBERS, LAMINATES, WOOD WORKS, SAW MILLS
  `),
  'Mining and Quarrying': words(`
    MINERALS, MINING, MINES, STONE CRUSHERS, GRANITES, MARBLES, QUARRIES, ORES, RESOURCES, COAL,
    SANDS
  `),
  Others: words(`
    ENTERPRISES, VENTURES, INDIA, GROUP, ASSOCIATES, HOLDINGS, INTERNATIONAL
  `),
  'Real Estate and Renting': words(`
    REALTY, REAL ESTATE, ESTATES, PROPERTIES, REALTORS, HOMES, HOUSING, LAND DEVELOPERS, SPACES,
    PROMOTERS, RENTALS, TOWNSHIPS
  `),
  Trading: words(`
    TRADING, TRADERS, IMPEX, EXPORTS, EXIM, OVERSEAS, ENTERPRISES, DISTRIBUTORS, AGENCIES,
    MARKETING, RETAIL, TRADE LINKS, SALES, COMMERCE, WHOLESALE, MART
  `),
  'Transport, storage and Communications': words(`
    LOGISTICS, TRANSPORT, CARRIERS, ROADLINES, SHIPPING, CARGO, TRAVELS, TOURS, COURIERS,
    WAREHOUSING, TELECOM, MOVERS, FREIGHT, EXPRESS, AVIATION, COMMUNICATIONS
  `),
};

/** Middle words that fit any activity ("KONKAN COASTAL LOGISTICS"). */
export const GENERIC_MIDDLE_WORDS = words(`
    INDIA, GLOBAL, INTERNATIONAL, COASTAL, RURAL, URBAN, NATIONAL, UNITED, NEW, GREEN, SMART,
    PRIME, STAR, ROYAL, DIGITAL, INTEGRATED, ALLIED, CENTRAL, WESTERN, EASTERN, NORTHERN,
    SOUTHERN, ASIA, ORIENT, BHARAT, DESI, ECO
  `);

/** Not-for-profit (Section 8) names end with one of these instead of "Limited". */
export const SECTION8_TAILS = words(`
    FOUNDATION, WELFARE FOUNDATION, ASSOCIATION, EDUCATIONAL FOUNDATION, COUNCIL, FORUM,
    CHAMBER OF COMMERCE, FEDERATION, TRUST FOUNDATION, SOCIAL WELFARE ASSOCIATION
  `);

/** Government companies. */
export const GOVERNMENT_TAILS = words(`
    DEVELOPMENT CORPORATION, INFRASTRUCTURE DEVELOPMENT CORPORATION, POWER CORPORATION,
    TRANSMISSION, SMART CITY DEVELOPMENT, INDUSTRIAL DEVELOPMENT CORPORATION,
    FINANCE AND DEVELOPMENT CORPORATION, TOURISM DEVELOPMENT CORPORATION
  `);

/**
 * Syllables for coined words ("VYOMIKA", "TRIVANTA"): the rare, distinctive terms search
 * benchmarks need next to the common ones.
 */
export const SYLLABLES = words(`
    A, AA, VA, VI, RA, RI, SHA, SHI, KA, KI, NA, NI, YA, DHA, MA, MI, TA, TRI, JA, JO, LA, LI,
    PRA, SU, SO, NU, VE, DE, RO, ZA, KE, HA, HI, TE, NO, RU, SA, VYO, AN, AR, AV, EN, IN, OM, US,
    BHA, GA, GO, CHA, KSHA, PA, BA, BI, DI, DU, TU, PU, MO, NE, RE
  `);
export const COINED_ENDINGS = words(`
    A, AN, IKA, ISH, IX, ORA, ANT, ENT, YA, VA, ON, US, EX, ITA, ARA, AM, IO, ERA, OVA, YAN
  `);

/** Brand words: products per classification and a few descriptive words for any brand. */
export const PRODUCT_WORDS: Record<string, string[]> = {
  'Agriculture and Allied Activities': words(`
    Seeds, Harvest, Organics, Farm Fresh, Kisan, Dairy
  `),
  'Business Services': words(`
    Cloud, Connect, Pay, Desk, Works, Hub, Suite, Labs
  `),
  'Community, personal and Social Services': words(`
    Care, Clinic, Academy, Fit, Salon, Kids
  `),
  Construction: words(`
    Homes, Towers, Greens, Heights, Residency, Enclave
  `),
  'Electricity, Gas and Water companies': words(`
    Solar, Power, Aqua, Gas, Volt, Watts
  `),
  Finance: words(`
    Finserv, Pay, Wealth, Credit, Money, Invest
  `),
  Insurance: words(`
    Shield, Cover, Suraksha, Assure
  `),
  'Manufacturing (Food stuffs)': words(`
    Tea, Spices, Atta, Ghee, Snacks, Pickles, Masala, Namkeen, Oil, Rice, Biscuits, Juices,
    Coffee, Sweets
  `),
  'Manufacturing (Leather and products thereof)': words(`
    Footwear, Leathers, Bags, Belts
  `),
  'Manufacturing (Machinery and Equipments)': words(`
    Pumps, Motors, Tools, Fans, Coolers, Wires
  `),
  'Manufacturing (Metals and Chemicals, and products thereof)': words(`
    Paints, Pipes, Steel, Tablets, Syrup, Cement, Polymers, Cleaners
  `),
  'Manufacturing (Others)': words(`
    Jewels, Furniture, Toys, Decor, Crafts, Gold
  `),
  'Manufacturing (Paper and Paper products, Publishing, printingand reproduction of recorded media)':
    words(`
    Notebooks, Prints, Books, Packs, Cartons
  `),
  'Manufacturing (Textiles)': words(`
    Silks, Sarees, Fabrics, Denim, Kurtis, Linen, Cotton
  `),
  'Manufacturing (Wood Products)': words(`
    Ply, Boards, Doors, Laminates
  `),
  'Mining and Quarrying': words(`
    Granite, Marble, Minerals, Stone
  `),
  Others: words(`
    Store, Mart, Plus, One
  `),
  'Real Estate and Renting': words(`
    Homes, Spaces, Residency, Villas, Nest, Estates
  `),
  Trading: words(`
    Mart, Bazaar, Store, Traders, Deals, Express, Kart, Retail
  `),
  'Transport, storage and Communications': words(`
    Express, Cargo, Movers, Travels, Logistics, Wheels
  `),
};
export const BRAND_WORDS = words(`
    Desi, Shudh, Pure, Fresh, Royal, Swadeshi, Apna, Khushi, Sona, Chandan, Kesar, Tulsi, Amrit,
    Vedic, Navya, Ujala, Sitara, Moti, Heera, Mitti, Rasoi, Ghar, Dhaba, Bazaar, Kaveri, Ganga,
    Himalaya, Nilgiri, Konkan, Malabar
  `);

export const FIRST_NAMES = words(`
    AARAV, ABHISHEK, ADITI, AJAY, AKASH, AMIT, ANAND, ANIL, ANITA, ANJALI, ANKIT, ANUPAM, ARJUN,
    ARUN, ARVIND, ASHA, ASHOK, ASHWINI, BHARAT, CHANDRA, CHETAN, DEEPA, DEEPAK, DEVENDRA, DINESH,
    DIVYA, GANESH, GAURAV, GEETA, GIRISH, GOPAL, HARISH, HARSHA, HEMA, JAYANT, JYOTI, KAMAL,
    KAVITA, KIRAN, KRISHNA, LATA, MADHU, MAHESH, MANISH, MANOJ, MEENA, MOHAN, MUKESH, NANDINI,
    NARESH, NEHA, NIKHIL, NISHA, NITIN, PADMA, PANKAJ, PARAS, POOJA, PRADEEP, PRAKASH, PRASHANT,
    PREETI, PRIYA, RAHUL, RAJ, RAJESH, RAKESH, RAMESH, RANJIT, RASHMI, RAVI, REKHA, RITU, ROHIT,
    SACHIN, SANDEEP, SANJAY, SANTOSH, SARITA, SATISH, SEEMA, SHALINI, SHEKHAR, SHILPA, SHWETA,
    SNEHA, SUDHIR, SUMAN, SUNIL, SUNITA, SURESH, SWATI, TARUN, USHA, VANDANA, VARUN, VIJAY,
    VIKAS, VIKRAM, VINOD, VISHAL, YOGESH, ZAHEER, FARHAN, IMRAN, SALMA, AYESHA, JOSEPH, THOMAS,
    MARIA, FRANCIS, GURPREET, HARPREET, MANPREET, JASPREET, ARINDAM, SOUMYA, DEBASHIS, SUBRATA,
    LAKSHMI, SRINIVAS, VENKAT, MURALI, KARTHIK, SENTHIL, BALAJI, RAGHAV, SIDDHARTH, TANVI,
    ISHAAN, KABIR, MEERA
  `);
export const MIDDLE_NAMES = words(`
    KUMAR, PRASAD, LAL, CHAND, NATH, RANI, DEVI, BHAI, BEN, SINGH, RAJ
  `);
export const LAST_NAMES = words(`
    AGARWAL, AHMED, AIYER, BANERJEE, BANSAL, BHAT, BHATIA, BOSE, CHATTERJEE, CHAUDHARY, CHAUHAN,
    CHOPRA, D SOUZA, DAS, DESAI, DUBEY, DUTTA, FERNANDES, GANDHI, GHOSH, GILL, GOEL, GOYAL,
    GUPTA, IYER, JAIN, JOSHI, KAMATH, KAPOOR, KHAN, KHANNA, KULKARNI, KUMAR, MALHOTRA, MENON,
    MISHRA, MITTAL, MODI, MUKHERJEE, NAIDU, NAIK, NAIR, PANDEY, PATEL, PATIL, PEREIRA, PILLAI,
    RAO, REDDY, RODRIGUES, SAXENA, SETHI, SHAH, SHARMA, SHETTY, SHUKLA, SINGH, SINHA, SRIVASTAVA,
    THAKUR, TIWARI, TRIPATHI, VERMA, YADAV, KURIAN, GEORGE, MATHEW, SANDHU, DHILLON, GREWAL,
    SAIKIA, BARUAH, MOHANTY, PATNAIK, HEGDE, GOWDA, PAI, PRABHU, SAWANT, PAWAR, JADHAV, MEHTA,
    VORA, PARIKH, TRIVEDI, BHATT, PANDYA, RATHOD, SOLANKI, CHETTIAR, NADAR, MUDALIAR, QURESHI,
    SIDDIQUI
  `);

/** Address parts. Localities, districts and PIN codes come from the GeoNames table. */
export const BUILDING_NAMES = words(`
    SHIVAM, SAI KRUPA, GANESH, LAXMI, SUNRISE, GOLDEN, PRESTIGE, SHANTI, ANAND, KAILASH,
    NILKANTH, VRINDAVAN, GOKUL, SAGAR, ASHIRWAD, PARIJAT, KRISHNA, SAMARTH, OM SAI, SWAGAT, CITY,
    TRADE, ROYAL, CRYSTAL, MAHAVIR, SIDDHI
  `);
export const BUILDING_KINDS = words(`
    TOWER, BHAVAN, HOUSE, PLAZA, CHAMBERS, APARTMENTS, COMPLEX, ARCADE, CENTRE, RESIDENCY,
    HEIGHTS, ESTATE, MANSION, SQUARE
  `);
export const STREET_NAMES = words(`
    MG, STATION, MAIN, MARKET, TEMPLE, NEHRU, GANDHI, TILAK, PATEL, SUBHASH, AMBEDKAR, RAJAJI,
    NETAJI, CHURCH, MILL, LINK, RING, CANAL, LAKE, HILL
  `);
export const STREET_KINDS = words(`
    ROAD, MARG, STREET, LANE, NAGAR, COLONY, CROSS ROAD, MAIN ROAD, CHOWK, BAZAAR
  `);
export const UNIT_KINDS = words(`
    SHOP NO., FLAT NO., OFFICE NO., PLOT NO., H NO., UNIT, 
  `);
export const FLOORS = words(`
    GROUND FLOOR, FIRST FLOOR, SECOND FLOOR, 3RD FLOOR, 4TH FLOOR, 
  `);

/** GST "nature of business activities" as the GST portal names them. */
export const GST_ACTIVITIES: Record<string, string[]> = {
  default: words(`
    Supplier of Services, Office / Sale Office, Recipient of Goods or Services
  `),
  manufacturing: words(`
    Factory / Manufacturing, Warehouse / Depot, Wholesale Business, Export
  `),
  trading: words(`
    Wholesale Business, Retail Business, Warehouse / Depot, Import, Export
  `),
  construction: words(`
    Works Contract, Supplier of Services, Office / Sale Office
  `),
  realEstate: words(`
    Leasing Business, Supplier of Services, Office / Sale Office
  `),
};

/** Human wording of each classification for templated descriptions. */
export const ACTIVITY_PHRASES: Record<string, string> = {
  'Agriculture and Allied Activities': 'agriculture and allied activities',
  'Business Services': 'business and technology services',
  'Community, personal and Social Services': 'community, personal and social services',
  Construction: 'construction and infrastructure projects',
  'Electricity, Gas and Water companies': 'power, gas and water supply',
  Finance: 'financial services',
  Insurance: 'insurance services',
  'Manufacturing (Food stuffs)': 'the manufacture of food products',
  'Manufacturing (Leather and products thereof)': 'leather goods and footwear',
  'Manufacturing (Machinery and Equipments)': 'machinery and equipment manufacturing',
  'Manufacturing (Metals and Chemicals, and products thereof)':
    'metals, chemicals and allied products',
  'Manufacturing (Others)': 'manufacturing',
  'Manufacturing (Paper and Paper products, Publishing, printingand reproduction of recorded media)':
    'paper products, printing and publishing',
  'Manufacturing (Textiles)': 'textiles and apparel',
  'Manufacturing (Wood Products)': 'wood products',
  'Mining and Quarrying': 'mining and quarrying',
  Others: 'diversified business activities',
  'Real Estate and Renting': 'real estate development and renting',
  Trading: 'trading and distribution',
  'Transport, storage and Communications': 'transport, logistics and communications',
};
