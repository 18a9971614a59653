import { DEFAULT_COUNTRY, type ShopLocation } from '@khatabill/domain';
import type { Random } from './seed-random';

// People and places of the seeded data: names as Indian shops write them, in English and in
// Hindi (Devanagari). "Amit" is common on purpose: the benchmark searches the bills for it.

const FIRST_NAMES = [
  'Amit',
  'Amit',
  'Aman',
  'Amar',
  'Amol',
  'Amrita',
  'Rahul',
  'Priya',
  'Sunita',
  'Rajesh',
  'Suresh',
  'Anil',
  'Pooja',
  'Neha',
  'Vikram',
  'Arjun',
  'Deepak',
  'Sanjay',
  'Manoj',
  'Kavita',
  'Anjali',
  'Ravi',
  'Vijay',
  'Ramesh',
  'Mahesh',
  'Sneha',
  'Aarti',
  'Kiran',
  'Rohit',
  'Sachin',
  'Ajay',
  'Nikhil',
  'Shweta',
  'Divya',
  'Meena',
  'Geeta',
  'Lakshmi',
  'Ganesh',
  'Prakash',
  'Mohan',
  'Radha',
  'Farhan',
  'Imran',
  'Ayesha',
  'Salman',
  'Zoya',
  'Harpreet',
  'Gurpreet',
  'Simran',
  'Joseph',
  'Mary',
  'Thomas',
  'Venkatesh',
  'Karthik',
  'Senthil',
  'Ananya',
  'Ishaan',
] as const;

const SURNAMES = [
  'Sharma',
  'Verma',
  'Gupta',
  'Singh',
  'Kumar',
  'Patel',
  'Shah',
  'Reddy',
  'Nair',
  'Iyer',
  'Das',
  'Banerjee',
  'Chatterjee',
  'Joshi',
  'Kulkarni',
  'Deshmukh',
  'Yadav',
  'Khan',
  'Sheikh',
  'Ansari',
  'Mishra',
  'Pandey',
  'Tiwari',
  'Agarwal',
  'Jain',
  'Mehta',
  'Choudhary',
  'Rao',
  'Pillai',
  'Menon',
  'Gill',
  'Sandhu',
  "D'Souza",
  'Fernandes',
] as const;

const HINDI_FIRST_NAMES = [
  'अमित',
  'अमन',
  'अमर',
  'राहुल',
  'प्रिया',
  'सुनीता',
  'राजेश',
  'पूजा',
  'नेहा',
  'विक्रम',
  'दीपक',
  'संजय',
  'कविता',
  'अंजलि',
  'रवि',
  'विजय',
  'रमेश',
  'स्नेहा',
  'आरती',
  'किरण',
  'रोहित',
  'सचिन',
  'मनोज',
  'गीता',
  'सीता',
  'मोहन',
] as const;

const HINDI_SURNAMES = [
  'शर्मा',
  'वर्मा',
  'गुप्ता',
  'सिंह',
  'कुमार',
  'पटेल',
  'जोशी',
  'यादव',
  'मिश्रा',
  'पांडेय',
  'तिवारी',
  'अग्रवाल',
  'जैन',
  'मेहता',
  'चौधरी',
] as const;

const PLACES: readonly Omit<ShopLocation, 'address' | 'country'>[] = [
  { city: 'Pune', state: 'Maharashtra', pincode: '411001' },
  { city: 'Mumbai', state: 'Maharashtra', pincode: '400058' },
  { city: 'Lucknow', state: 'Uttar Pradesh', pincode: '226001' },
  { city: 'Jaipur', state: 'Rajasthan', pincode: '302001' },
  { city: 'Indore', state: 'Madhya Pradesh', pincode: '452001' },
  { city: 'Patna', state: 'Bihar', pincode: '800001' },
  { city: 'Bengaluru', state: 'Karnataka', pincode: '560034' },
  { city: 'Chennai', state: 'Tamil Nadu', pincode: '600017' },
  { city: 'Kochi', state: 'Kerala', pincode: '682016' },
  { city: 'Ahmedabad', state: 'Gujarat', pincode: '380009' },
  { city: 'Kolkata', state: 'West Bengal', pincode: '700019' },
  { city: 'Ludhiana', state: 'Punjab', pincode: '141001' },
  { city: 'Hyderabad', state: 'Telangana', pincode: '500016' },
  { city: 'Bhopal', state: 'Madhya Pradesh', pincode: '462001' },
];

const STREETS = [
  'Main Road',
  'Station Road',
  'MG Road',
  'Gandhi Chowk',
  'Sadar Bazaar',
  'Market Yard',
];

/** A person's full name; about one in five is written in Devanagari. */
export function personName(random: Random): string {
  if (random.chance(0.2)) return `${random.pick(HINDI_FIRST_NAMES)} ${random.pick(HINDI_SURNAMES)}`;
  return `${random.pick(FIRST_NAMES)} ${random.pick(SURNAMES)}`;
}

/** A surname to put in a shop's name, in the script the shop's name is written in. */
export function shopOwnerSurname(random: Random, hindi: boolean): string {
  return hindi ? random.pick(HINDI_SURNAMES) : random.pick(SURNAMES);
}

export function shopLocation(random: Random): ShopLocation {
  const place = random.pick(PLACES);
  return {
    ...place,
    address: `Shop ${random.int(1, 120)}, ${random.pick(STREETS)}`,
    country: DEFAULT_COUNTRY,
  };
}
