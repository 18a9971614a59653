import { params } from '@nanostores/i18n';
import { messages } from '../../i18n/i18n';

// The Product Manager's English texts; the Hindi is in i18n/hi/products.json under the same names.

export const productsPageMessages = messages('products/page', {
  title: 'Product Manager',
  loading: 'Loading products...',
  empty: 'No products found',
});

export const productFormMessages = messages('products/form', {
  editProduct: 'Edit product',
  addProduct: 'Add product',
  name: 'Product name',
  price: 'Price (₹)',
  save: 'Save',
  updated: 'Product updated',
  added: 'Product added',
  saveFailed: 'Could not save the product.',
});

export const productGstMessages = messages('products/gst', {
  hsn: 'HSN / SAC',
  gstRate: 'GST rate',
  shopDefault: params('Shop default ({rate} %)'),
  unit: 'Unit',
  noUnit: 'Not set',
});

export const productTableMessages = messages('products/table', {
  caption: 'Products',
  name: 'Name',
  price: 'Price',
  edit: 'Edit',
  delete: 'Delete',
});

export const deleteProductMessages = messages('products/delete', {
  title: 'Delete this product?',
  delete: 'Delete',
  done: 'Product deleted',
  failed: 'Could not delete the product.',
  // Follows the product's name, in bold.
  removed: 'is removed from your product list. Bills that already have it keep its name and price.',
});
