import { describe, expect, it } from 'vitest';
import { isAdvanceLabel } from '../bills/advance';
import { BUSINESS_CATEGORIES, BUSINESS_CATEGORY_IDS, findCategory } from './business-categories';

const labels = (id: string, list: 'serviceFields' | 'serviceDetails') =>
  findCategory(id)?.[list].map((field) => `${field.label}:${field.type}`);

describe('business categories', () => {
  it('lists the six categories of product §3 with their labels', () => {
    expect(BUSINESS_CATEGORY_IDS).toEqual([
      'mobile-laptop-repair',
      'vehicle-repair',
      'salon-spa',
      'gym',
      'clinic',
      'hostel',
    ]);
    expect(BUSINESS_CATEGORIES.map((c) => c.label)).toEqual([
      'Mobile / Laptop Repair',
      'Vehicle Repair',
      'Salon & Spa',
      'Gym',
      'Clinic',
      'Hostel',
    ]);
  });

  it('has the Service Request fields of product §3', () => {
    expect(labels('mobile-laptop-repair', 'serviceFields')).toEqual([
      'IMEI:text',
      'Brand / Model:text',
      'Problem Description:textarea',
      'Password / Pattern:text',
      'Accessories Given:text',
    ]);
    expect(labels('vehicle-repair', 'serviceFields')).toEqual([
      'Vehicle Number:text',
      'Model:text',
      'Job Description:textarea',
      'Kilometers:text',
      'Fuel Left:text',
      'Accessories Given:text',
    ]);
    expect(labels('gym', 'serviceFields')).toEqual([
      'Age:text',
      'Gender:text',
      'Plan Name:text',
      'Start Date:date',
      'End Date:date',
      'Trainer Assigned:text',
      'Fitness Goal:textarea',
    ]);
    expect(labels('clinic', 'serviceFields')).toEqual([
      'Patient Name:text',
      'Symptoms:textarea',
      'Diagnosis:textarea',
      'Prescribed Medication:textarea',
      'Doctor Name:text',
      'Next Visit Date:date',
    ]);
    expect(labels('salon-spa', 'serviceFields')).toEqual([
      'Service Type:text',
      'Package Selected:text',
      'Beautician / Therapist:text',
      'Skin/Hair Notes:textarea',
    ]);
    expect(labels('hostel', 'serviceFields')).toEqual([
      'Room No:text',
      'Guardian Contact:text',
      'Check-in Date:date',
      'Duration of Stay:text',
      'Food Preference:text',
    ]);
  });

  it('has the Service Handling fields of product §3, advances as numbers', () => {
    expect(labels('mobile-laptop-repair', 'serviceDetails')).toEqual([
      'Assigned To:text',
      'Collected By:text',
      'Advance Amount:number',
    ]);
    expect(labels('vehicle-repair', 'serviceDetails')).toEqual([
      'Mechanic:text',
      'Collected By:text',
      'Advance Amount:number',
    ]);
    expect(labels('clinic', 'serviceDetails')).toEqual([
      'Doctor Assigned:text',
      'Attendant Name:text',
      'Advance Amount:number',
    ]);
    expect(labels('gym', 'serviceDetails')).toEqual([
      'Assigned Trainer:text',
      'Collected By:text',
      'Advance Amount:number',
    ]);
    expect(labels('salon-spa', 'serviceDetails')).toEqual([
      'Staff Assigned:text',
      'Advance Collected:number',
      'Preferred Time Slot:text',
    ]);
    expect(labels('hostel', 'serviceDetails')).toEqual([
      'Warden Name:text',
      'Advance Paid:number',
      'Hostel Block:text',
    ]);
  });

  it('types exactly the advance fields as numbers', () => {
    for (const category of BUSINESS_CATEGORIES) {
      for (const field of [...category.serviceFields, ...category.serviceDetails]) {
        expect(field.type === 'number').toBe(isAdvanceLabel(field.label));
      }
    }
  });

  it('keeps only Password / Pattern off the receipt among the presets', () => {
    const privateLabels = BUSINESS_CATEGORIES.flatMap((category) =>
      [...category.serviceFields, ...category.serviceDetails]
        .filter((field) => !field.showOnReceipt)
        .map((field) => `${category.id}: ${field.label}`),
    );
    expect(privateLabels).toEqual(['mobile-laptop-repair: Password / Pattern']);
  });

  it('finds nothing for an unknown id', () => {
    expect(findCategory('bakery')).toBeUndefined();
    expect(findCategory(null)).toBeUndefined();
  });
});
