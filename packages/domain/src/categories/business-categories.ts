import { customField, type CustomField } from './custom-field';

export type BusinessCategory = {
  id: string;
  label: string;
  /** Service Request fields: what the customer brings in. */
  serviceFields: readonly CustomField[];
  /** Service Handling fields: who handles it and any advance taken. */
  serviceDetails: readonly CustomField[];
};

// Each preset is on the receipt unless its label names a secret ("Password / Pattern").
const text = (label: string) => customField(label, 'text');
const textarea = (label: string) => customField(label, 'textarea');
const date = (label: string) => customField(label, 'date');
// Advance fields are money: number fields, read as rupees.
const money = (label: string) => customField(label, 'number');

/** Product §3 "Business categories", in their order of categories and fields. */
export const BUSINESS_CATEGORIES = [
  {
    id: 'mobile-laptop-repair',
    label: 'Mobile / Laptop Repair',
    serviceFields: [
      text('IMEI'),
      text('Brand / Model'),
      textarea('Problem Description'),
      text('Password / Pattern'),
      text('Accessories Given'),
    ],
    serviceDetails: [text('Assigned To'), text('Collected By'), money('Advance Amount')],
  },
  {
    id: 'vehicle-repair',
    label: 'Vehicle Repair',
    serviceFields: [
      text('Vehicle Number'),
      text('Model'),
      textarea('Job Description'),
      text('Kilometers'),
      text('Fuel Left'),
      text('Accessories Given'),
    ],
    serviceDetails: [text('Mechanic'), text('Collected By'), money('Advance Amount')],
  },
  {
    id: 'salon-spa',
    label: 'Salon & Spa',
    serviceFields: [
      text('Service Type'),
      text('Package Selected'),
      text('Beautician / Therapist'),
      textarea('Skin/Hair Notes'),
    ],
    serviceDetails: [
      text('Staff Assigned'),
      money('Advance Collected'),
      text('Preferred Time Slot'),
    ],
  },
  {
    id: 'gym',
    label: 'Gym',
    serviceFields: [
      text('Age'),
      text('Gender'),
      text('Plan Name'),
      date('Start Date'),
      date('End Date'),
      text('Trainer Assigned'),
      textarea('Fitness Goal'),
    ],
    serviceDetails: [text('Assigned Trainer'), text('Collected By'), money('Advance Amount')],
  },
  {
    id: 'clinic',
    label: 'Clinic',
    serviceFields: [
      text('Patient Name'),
      textarea('Symptoms'),
      textarea('Diagnosis'),
      textarea('Prescribed Medication'),
      text('Doctor Name'),
      date('Next Visit Date'),
    ],
    serviceDetails: [text('Doctor Assigned'), text('Attendant Name'), money('Advance Amount')],
  },
  {
    id: 'hostel',
    label: 'Hostel',
    serviceFields: [
      text('Room No'),
      text('Guardian Contact'),
      date('Check-in Date'),
      text('Duration of Stay'),
      text('Food Preference'),
    ],
    serviceDetails: [text('Warden Name'), money('Advance Paid'), text('Hostel Block')],
  },
] as const satisfies readonly BusinessCategory[];

export type BusinessCategoryId = (typeof BUSINESS_CATEGORIES)[number]['id'];

export const BUSINESS_CATEGORY_IDS = BUSINESS_CATEGORIES.map((category) => category.id) as [
  BusinessCategoryId,
  ...BusinessCategoryId[],
];

export function findCategory(id: string | null | undefined): BusinessCategory | undefined {
  return BUSINESS_CATEGORIES.find((category) => category.id === id);
}
