import { otherCityName } from '@trusthive/contracts';
import { PIN_CODES_BY_CITY } from './pin-codes.generated';

// The wizard's built-in location data (spec §3 "Built-in location data"): the 36 states and
// union territories, about 8 well-known cities or towns each (10 for Maharashtra, 9 for Delhi),
// and PIN lists for the 11 cities the spec names. State names are the `state_or_ut` spellings of
// data/india-states-gst-cin-codes.csv, the same ones the MCA importer stores, so a registered
// company files under the same state filter as an imported one.

export type IndianState = { name: string; cities: readonly string[] };

export const INDIAN_STATES: readonly IndianState[] = [
  {
    name: 'Andaman and Nicobar Islands',
    cities: [
      'Port Blair',
      'Car Nicobar',
      'Diglipur',
      'Mayabunder',
      'Rangat',
      'Havelock Island',
      'Campbell Bay',
      'Hut Bay',
    ],
  },
  {
    name: 'Andhra Pradesh',
    cities: [
      'Visakhapatnam',
      'Vijayawada',
      'Guntur',
      'Nellore',
      'Tirupati',
      'Kurnool',
      'Kakinada',
      'Rajahmundry',
    ],
  },
  {
    name: 'Arunachal Pradesh',
    cities: ['Itanagar', 'Naharlagun', 'Pasighat', 'Tawang', 'Ziro', 'Bomdila', 'Aalo', 'Tezu'],
  },
  {
    name: 'Assam',
    cities: [
      'Guwahati',
      'Silchar',
      'Dibrugarh',
      'Jorhat',
      'Nagaon',
      'Tinsukia',
      'Tezpur',
      'Bongaigaon',
    ],
  },
  {
    name: 'Bihar',
    cities: [
      'Patna',
      'Gaya',
      'Bhagalpur',
      'Muzaffarpur',
      'Darbhanga',
      'Purnia',
      'Arrah',
      'Begusarai',
    ],
  },
  {
    name: 'Chandigarh',
    cities: [
      'Chandigarh',
      'Manimajra',
      'Burail',
      'Daria',
      'Maloya',
      'Dhanas',
      'Kaimbwala',
      'Khuda Lahora',
    ],
  },
  {
    name: 'Chhattisgarh',
    cities: [
      'Raipur',
      'Bhilai',
      'Bilaspur',
      'Korba',
      'Durg',
      'Rajnandgaon',
      'Raigarh',
      'Jagdalpur',
    ],
  },
  {
    name: 'Dadra and Nagar Haveli and Daman and Diu',
    cities: ['Silvassa', 'Daman', 'Diu', 'Dadra', 'Naroli', 'Amli', 'Khanvel', 'Masat'],
  },
  {
    name: 'Delhi',
    cities: [
      'New Delhi',
      'Delhi',
      'Dwarka',
      'Rohini',
      'Saket',
      'Janakpuri',
      'Karol Bagh',
      'Lajpat Nagar',
      'Narela',
    ],
  },
  {
    name: 'Goa',
    cities: [
      'Panaji',
      'Margao',
      'Vasco da Gama',
      'Mapusa',
      'Ponda',
      'Bicholim',
      'Curchorem',
      'Valpoi',
    ],
  },
  {
    name: 'Gujarat',
    cities: [
      'Ahmedabad',
      'Surat',
      'Vadodara',
      'Rajkot',
      'Bhavnagar',
      'Jamnagar',
      'Gandhinagar',
      'Junagadh',
    ],
  },
  {
    name: 'Haryana',
    cities: [
      'Gurgaon',
      'Faridabad',
      'Panipat',
      'Ambala',
      'Rohtak',
      'Hisar',
      'Karnal',
      'Sonipat',
    ],
  },
  {
    name: 'Himachal Pradesh',
    cities: ['Shimla', 'Dharamshala', 'Solan', 'Mandi', 'Kullu', 'Manali', 'Hamirpur', 'Baddi'],
  },
  {
    name: 'Jammu and Kashmir',
    cities: [
      'Srinagar',
      'Jammu',
      'Anantnag',
      'Baramulla',
      'Sopore',
      'Kathua',
      'Udhampur',
      'Pulwama',
    ],
  },
  {
    name: 'Jharkhand',
    cities: [
      'Ranchi',
      'Jamshedpur',
      'Dhanbad',
      'Bokaro Steel City',
      'Hazaribagh',
      'Deoghar',
      'Giridih',
      'Ramgarh',
    ],
  },
  {
    name: 'Karnataka',
    cities: [
      'Bangalore',
      'Mysore',
      'Mangalore',
      'Hubli-Dharwad',
      'Belgaum',
      'Gulbarga',
      'Davangere',
      'Shimoga',
    ],
  },
  {
    name: 'Kerala',
    cities: [
      'Thiruvananthapuram',
      'Kochi',
      'Kozhikode',
      'Thrissur',
      'Kollam',
      'Kannur',
      'Alappuzha',
      'Palakkad',
    ],
  },
  {
    name: 'Ladakh',
    cities: ['Leh', 'Kargil', 'Diskit', 'Padum', 'Drass', 'Nyoma', 'Khaltsi', 'Hanle'],
  },
  {
    name: 'Lakshadweep',
    cities: ['Kavaratti', 'Agatti', 'Amini', 'Andrott', 'Kalpeni', 'Kadmat', 'Minicoy', 'Kiltan'],
  },
  {
    name: 'Madhya Pradesh',
    cities: ['Bhopal', 'Indore', 'Jabalpur', 'Gwalior', 'Ujjain', 'Sagar', 'Rewa', 'Satna'],
  },
  {
    name: 'Maharashtra',
    cities: [
      'Mumbai',
      'Pune',
      'Thane',
      'Navi Mumbai',
      'Nagpur',
      'Nashik',
      'Aurangabad',
      'Solapur',
      'Kolhapur',
      'Amravati',
    ],
  },
  {
    name: 'Manipur',
    cities: [
      'Imphal',
      'Thoubal',
      'Bishnupur',
      'Churachandpur',
      'Kakching',
      'Ukhrul',
      'Senapati',
      'Moreh',
    ],
  },
  {
    name: 'Meghalaya',
    cities: [
      'Shillong',
      'Tura',
      'Jowai',
      'Nongstoin',
      'Williamnagar',
      'Baghmara',
      'Resubelpara',
      'Nongpoh',
    ],
  },
  {
    name: 'Mizoram',
    cities: ['Aizawl', 'Lunglei', 'Champhai', 'Serchhip', 'Kolasib', 'Saiha', 'Lawngtlai', 'Mamit'],
  },
  {
    name: 'Nagaland',
    cities: ['Kohima', 'Dimapur', 'Mokokchung', 'Tuensang', 'Wokha', 'Zunheboto', 'Mon', 'Phek'],
  },
  {
    name: 'Odisha',
    cities: [
      'Bhubaneswar',
      'Cuttack',
      'Rourkela',
      'Berhampur',
      'Sambalpur',
      'Puri',
      'Balasore',
      'Bhadrak',
    ],
  },
  {
    name: 'Puducherry',
    cities: [
      'Puducherry',
      'Karaikal',
      'Mahe',
      'Yanam',
      'Ozhukarai',
      'Villianur',
      'Ariyankuppam',
      'Bahour',
    ],
  },
  {
    name: 'Punjab',
    cities: [
      'Ludhiana',
      'Amritsar',
      'Jalandhar',
      'Patiala',
      'Bathinda',
      'Mohali',
      'Pathankot',
      'Hoshiarpur',
    ],
  },
  {
    name: 'Rajasthan',
    cities: ['Jaipur', 'Jodhpur', 'Udaipur', 'Kota', 'Ajmer', 'Bikaner', 'Alwar', 'Bhilwara'],
  },
  {
    name: 'Sikkim',
    cities: ['Gangtok', 'Namchi', 'Gyalshing', 'Mangan', 'Rangpo', 'Singtam', 'Jorethang', 'Pakyong'],
  },
  {
    name: 'Tamil Nadu',
    cities: [
      'Chennai',
      'Coimbatore',
      'Madurai',
      'Tiruchirappalli',
      'Salem',
      'Tirunelveli',
      'Erode',
      'Vellore',
    ],
  },
  {
    name: 'Telangana',
    cities: [
      'Hyderabad',
      'Secunderabad',
      'Warangal',
      'Nizamabad',
      'Karimnagar',
      'Khammam',
      'Mahbubnagar',
      'Nalgonda',
    ],
  },
  {
    name: 'Tripura',
    cities: [
      'Agartala',
      'Udaipur',
      'Dharmanagar',
      'Kailashahar',
      'Belonia',
      'Khowai',
      'Ambassa',
      'Teliamura',
    ],
  },
  {
    name: 'Uttar Pradesh',
    cities: [
      'Lucknow',
      'Kanpur',
      'Noida',
      'Ghaziabad',
      'Agra',
      'Varanasi',
      'Prayagraj',
      'Meerut',
    ],
  },
  {
    name: 'Uttarakhand',
    cities: [
      'Dehradun',
      'Haridwar',
      'Roorkee',
      'Haldwani',
      'Rishikesh',
      'Rudrapur',
      'Nainital',
      'Kashipur',
    ],
  },
  {
    name: 'West Bengal',
    cities: [
      'Kolkata',
      'Howrah',
      'Durgapur',
      'Asansol',
      'Siliguri',
      'Bardhaman',
      'Kharagpur',
      'Haldia',
    ],
  },
];

const statesByName = new Map(INDIAN_STATES.map((state) => [state.name, state]));

export const STATE_NAMES: readonly string[] = INDIAN_STATES.map((state) => state.name);

/** The cities of a state; none until a known state is chosen. */
export function citiesOf(state: string): readonly string[] {
  return statesByName.get(state)?.cities ?? [];
}

/**
 * The PIN codes of a city, under either of its names ('Bengaluru' finds Bangalore's), or none
 * when the spec gives that city no list.
 */
export function pinCodesOf(state: string, city: string): readonly string[] {
  const names = [city.trim().toLowerCase(), otherCityName(city)?.toLowerCase()];
  const list = PIN_CODES_BY_CITY.find(
    (entry) => entry.state === state && names.includes(entry.city.toLowerCase()),
  );
  return list?.pinCodes ?? [];
}

/** The wizard's known cities of a state under both names where a city has two (issue 36). */
export function knownCitiesOf(state: string): readonly string[] {
  const names = citiesOf(state).flatMap((city) => {
    const other = otherCityName(city);
    return other ? [city, other] : [city];
  });
  return [...new Set(names)].sort((a, b) => a.localeCompare(b));
}

/** The cities to suggest for what is typed: the known ones that contain it. */
export function suggestCities(state: string, query: string): readonly string[] {
  const needle = query.trim().toLowerCase();
  const known = knownCitiesOf(state);
  if (!needle) return known;
  return known.filter((city) => city.toLowerCase().includes(needle));
}

const PIN_SUGGESTIONS = 50;

/** The city's PINs that start with what is typed, at most 50. */
export function suggestPinCodes(state: string, city: string, query: string): readonly string[] {
  const typed = query.trim();
  return pinCodesOf(state, city)
    .filter((pin) => pin.startsWith(typed))
    .slice(0, PIN_SUGGESTIONS);
}

/** The pickers' text search: a case-insensitive match anywhere in the option. */
export function filterOptions(options: readonly string[], query: string): readonly string[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return options;
  return options.filter((option) => option.toLowerCase().includes(needle));
}
