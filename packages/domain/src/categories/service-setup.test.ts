import { describe, expect, it } from 'vitest';
import { needsCategory } from './service-setup';

describe('needsCategory', () => {
  it('is true only for a service business without a category', () => {
    expect(needsCategory({ billingMode: ['service'], businessType: null })).toBe(true);
    expect(needsCategory({ billingMode: ['product', 'service'], businessType: '' })).toBe(true);
    expect(needsCategory({ billingMode: ['service'], businessType: 'gym' })).toBe(false);
    expect(needsCategory({ billingMode: ['product'], businessType: null })).toBe(false);
    expect(needsCategory({})).toBe(false);
  });
});
