import { addDays, type BusinessCategoryId, type CalendarDay } from '@khatabill/domain';
import { personName } from './seed-names';
import { randomMobile, type Random } from './seed-random';

// What each kind of seeded shop sells, and how its owner fills the service fields of its
// business category (product §3 "Business categories"): one entry per category, and three
// kinds of product shops.

export type SeedItem = { name: string; price: number };

export type ShopKind = {
  /** The business category of a service shop; product shops have none. */
  category: BusinessCategoryId | null;
  /** How the shop's name ends, in English and in Hindi. */
  names: readonly [english: string, hindi: string][];
  /** Catalog products (a product shop's goods, a service shop's usual jobs), price in rupees. */
  items: readonly SeedItem[];
};

const item = (name: string, price: number): SeedItem => ({ name, price });

export const SHOP_KINDS: readonly ShopKind[] = [
  {
    category: 'mobile-laptop-repair',
    names: [
      ['Mobile Repair', 'मोबाइल रिपेयर'],
      ['Mobile Care', 'मोबाइल केयर'],
      ['Laptop Point', 'लैपटॉप पॉइंट'],
    ],
    items: [
      item('Screen Replacement', 1800),
      item('Battery Replacement', 950),
      item('Charging Port Repair', 450),
      item('Software Update', 300),
      item('Tempered Glass', 149),
      item('Back Cover', 199),
      item('Speaker Repair', 550),
      item('Laptop Keyboard', 1650),
      item('SSD 256GB Upgrade', 2899.5),
    ],
  },
  {
    category: 'vehicle-repair',
    names: [
      ['Auto Works', 'ऑटो वर्क्स'],
      ['Motors', 'मोटर्स'],
      ['Two Wheeler Service', 'टू व्हीलर सर्विस'],
    ],
    items: [
      item('General Service', 650),
      item('Engine Oil 1L', 380),
      item('Brake Shoe Set', 420),
      item('Clutch Plate', 1250),
      item('Puncture Repair', 80),
      item('Chain Sprocket Kit', 1480),
      item('Air Filter', 210),
      item('Spark Plug', 145.5),
    ],
  },
  {
    category: 'salon-spa',
    names: [
      ['Salon & Spa', 'सैलून एंड स्पा'],
      ['Beauty Parlour', 'ब्यूटी पार्लर'],
      ['Hair Studio', 'हेयर स्टूडियो'],
    ],
    items: [
      item('Haircut', 250),
      item('Beard Trim', 120),
      item('Hair Colour', 1200),
      item('Facial', 899),
      item('Head Massage', 300),
      item('Manicure', 450),
      item('Bridal Makeup', 8500),
      item('Threading', 50),
    ],
  },
  {
    category: 'gym',
    names: [
      ['Fitness Gym', 'फिटनेस जिम'],
      ['Power Gym', 'पावर जिम'],
      ['Fitness Club', 'फिटनेस क्लब'],
    ],
    items: [
      item('Monthly Membership', 1200),
      item('Quarterly Membership', 3300),
      item('Yearly Membership', 11000),
      item('Personal Training (month)', 4000),
      item('Protein Shake', 120),
      item('Locker (month)', 200),
    ],
  },
  {
    category: 'clinic',
    names: [
      ['Clinic', 'क्लिनिक'],
      ['Health Care', 'हेल्थ केयर'],
      ['Dental Clinic', 'डेंटल क्लिनिक'],
    ],
    items: [
      item('Consultation', 400),
      item('Follow-up Visit', 200),
      item('Dressing', 150),
      item('Injection', 100),
      item('Blood Test (CBC)', 350),
      item('Tooth Cleaning', 800),
      item('ECG', 300),
    ],
  },
  {
    category: 'hostel',
    names: [
      ['Boys Hostel', 'बॉयज़ हॉस्टल'],
      ['Girls Hostel', 'गर्ल्स हॉस्टल'],
      ['PG', 'पीजी'],
    ],
    items: [
      item('Monthly Rent (sharing)', 6500),
      item('Monthly Rent (single)', 9500),
      item('Mess Charges', 3000),
      item('Security Deposit', 5000),
      item('Laundry', 600),
      item('Electricity', 450.75),
    ],
  },
  {
    category: null,
    names: [
      ['General Store', 'जनरल स्टोर'],
      ['Kirana Store', 'किराना स्टोर'],
      ['Provision Store', 'प्रोविजन स्टोर'],
    ],
    items: [
      item('Aashirvaad Atta 5kg', 265),
      item('Tata Salt 1kg', 28),
      item('Amul Butter 100g', 58),
      item('Fortune Sunflower Oil 1L', 155),
      item('Parle-G 800g', 90),
      item('Toor Dal 1kg', 165),
      item('Basmati Rice 5kg', 549),
      item('Sugar 1kg', 46),
      item('Surf Excel 1kg', 142),
      item('Colgate 200g', 109),
      item('Maggi 12 Pack', 168),
      item('सरसों तेल 1 लीटर', 172),
    ],
  },
  {
    category: null,
    names: [
      ['Medical Store', 'मेडिकल स्टोर'],
      ['Pharmacy', 'फार्मेसी'],
      ['Chemist', 'केमिस्ट'],
    ],
    items: [
      item('Dolo 650 (15 tabs)', 33.6),
      item('Crocin Advance', 20.45),
      item('ORS Sachet', 21),
      item('Vicks VapoRub 50ml', 152),
      item('Band-Aid (10)', 45),
      item('Digene Gel 200ml', 139.2),
      item('Cetirizine (10 tabs)', 18.9),
      item('Thermometer', 250),
    ],
  },
  {
    category: null,
    names: [
      ['Hardware', 'हार्डवेयर'],
      ['Electricals', 'इलेक्ट्रिकल्स'],
      ['Paints & Hardware', 'पेंट्स एंड हार्डवेयर'],
    ],
    items: [
      item('LED Bulb 9W', 99),
      item('PVC Pipe 1 inch', 180),
      item('Fevicol 500g', 215),
      item('Wire 1.5mm (90m)', 1450),
      item('Switch Board', 320),
      item('Asian Paints 1L', 395),
      item('Screwdriver Set', 260),
      item('MCB 32A', 540),
    ],
  },
];

/** Words for shop names that need no surname. */
export const SHOP_NAME_PREFIXES: readonly [english: string, hindi: string][] = [
  ['Shree Ganesh', 'श्री गणेश'],
  ['Sai', 'साई'],
  ['New', 'न्यू'],
  ['Balaji', 'बालाजी'],
  ['Krishna', 'कृष्णा'],
  ['Royal', 'रॉयल'],
  ['Star', 'स्टार'],
  ['Maa Durga', 'माँ दुर्गा'],
];

const BRANDS = [
  'Redmi Note 12',
  'Samsung Galaxy M14',
  'Vivo Y21',
  'Realme Narzo 60',
  'iPhone 11',
  'OnePlus Nord CE',
  'HP 15s laptop',
  'Lenovo IdeaPad 3',
];
const PROBLEMS = [
  'Screen broken',
  'Battery drains fast',
  'Not charging',
  'Phone fell in water',
  'Hangs often',
  'चार्जिंग नहीं हो रही',
  'स्क्रीन टूट गई',
];
const VEHICLES = [
  'Honda Activa 6G',
  'Hero Splendor Plus',
  'Bajaj Pulsar 150',
  'TVS Jupiter',
  'Maruti Swift',
  'Royal Enfield Classic 350',
];
const JOBS = [
  'Full service and oil change',
  'Brake noise',
  'Starting problem',
  'Clutch slipping',
  'गाड़ी स्टार्ट नहीं हो रही',
];
const SALON_SERVICES = ['Haircut', 'Hair Spa', 'Facial', 'Bridal Package', 'Hair Colour'];
const GYM_PLANS = ['Monthly', 'Quarterly', 'Half-yearly', 'Yearly'];
const GOALS = ['Weight loss', 'Muscle gain', 'General fitness', 'वजन कम करना'];
const SYMPTOMS = ['Fever and cough', 'Headache', 'Stomach ache', 'Tooth pain', 'बुखार और सर्दी'];
const DIAGNOSES = ['Viral fever', 'Migraine', 'Acidity', 'Dental caries'];
const MEDICINES = [
  'Paracetamol 650 twice a day, 3 days',
  'Pantoprazole 40 before breakfast',
  'Cetirizine at night, 5 days',
];
const ACCESSORIES = ['Charger', 'Charger, cover', 'None', 'Bag, charger', 'Helmet'];

type FieldValue = (random: Random, day: CalendarDay) => string;

const pick =
  (values: readonly string[]): FieldValue =>
  (random) =>
    random.pick(values);
const person: FieldValue = (random) => personName(random);
const dayAfter =
  (min: number, max: number): FieldValue =>
  (random, day) =>
    addDays(day, random.int(min, max));
const digits =
  (count: number): FieldValue =>
  (random) =>
    Array.from({ length: count }, () => random.int(0, 9)).join('');

/** Values by field label; advance fields are left to the bill, which decides the amount. */
const FIELD_VALUES: Record<string, FieldValue> = {
  IMEI: digits(15),
  'Brand / Model': pick(BRANDS),
  'Problem Description': pick(PROBLEMS),
  'Password / Pattern': pick(['1234', 'L shape', 'Z pattern', '0000']),
  'Accessories Given': pick(ACCESSORIES),
  'Assigned To': person,
  'Collected By': person,
  'Vehicle Number': (random) =>
    `${random.pick(['MH', 'UP', 'DL', 'KA', 'GJ', 'RJ'])}${random.int(1, 50)}${random.pick(['AB', 'CD', 'EF', 'KL'])}${random.int(1000, 9999)}`,
  Model: pick(VEHICLES),
  'Job Description': pick(JOBS),
  Kilometers: (random) => String(random.int(2_000, 90_000)),
  'Fuel Left': pick(['Reserve', 'Quarter', 'Half', 'Full']),
  Mechanic: person,
  'Service Type': pick(SALON_SERVICES),
  'Package Selected': pick(['Basic', 'Premium', 'Gold']),
  'Beautician / Therapist': person,
  'Skin/Hair Notes': pick(['Dry skin', 'Oily scalp', 'Sensitive skin', 'None']),
  'Staff Assigned': person,
  'Preferred Time Slot': pick(['10-11 AM', '12-1 PM', '4-5 PM', '6-7 PM']),
  Age: (random) => String(random.int(16, 60)),
  Gender: pick(['Male', 'Female']),
  'Plan Name': pick(GYM_PLANS),
  'Start Date': dayAfter(0, 0),
  'End Date': dayAfter(30, 365),
  'Trainer Assigned': person,
  'Fitness Goal': pick(GOALS),
  'Assigned Trainer': person,
  'Patient Name': person,
  Symptoms: pick(SYMPTOMS),
  Diagnosis: pick(DIAGNOSES),
  'Prescribed Medication': pick(MEDICINES),
  'Doctor Name': (random) => `Dr. ${personName(random)}`,
  'Next Visit Date': dayAfter(3, 30),
  'Doctor Assigned': (random) => `Dr. ${personName(random)}`,
  'Attendant Name': person,
  'Room No': (random) => String(random.int(101, 420)),
  'Guardian Contact': (random) => randomMobile(random),
  'Check-in Date': dayAfter(0, 3),
  'Duration of Stay': pick(['1 month', '3 months', '6 months', '1 year']),
  'Food Preference': pick(['Veg', 'Non-veg', 'Jain']),
  'Warden Name': person,
  'Hostel Block': pick(['A', 'B', 'C']),
};

/** A filled-in value for a field label (most are filled; a few are left blank and omitted). */
export function fieldValue(random: Random, label: string, day: CalendarDay): string | null {
  if (random.chance(0.1)) return null;
  const make = FIELD_VALUES[label];
  return make ? make(random, day) : `${label} ${random.int(1, 99)}`;
}

const NOTES = ['Deliver by Friday', 'Will pay the rest next week', 'ग्राहक को कॉल करें', 'Urgent'];

/** A bill's notes: mostly none. */
export function billNote(random: Random): string {
  return random.chance(0.1) ? random.pick(NOTES) : '';
}
