import type { ProductDto } from '@khatabill/domain';
import type { BillItemValues } from './bill-form-values';

/** A line is this product when it was picked from it, or (typed by hand) carries its exact name. */
export function isLineOf(item: BillItemValues, product: ProductDto): boolean {
  if (item.productId) return item.productId === product._id;
  return item.name.trim().toLowerCase() === product.name.trim().toLowerCase();
}

/** How many of the product the bill already holds. */
export function quantityInBill(items: readonly BillItemValues[], product: ProductDto): number {
  return items
    .filter((item) => isLineOf(item, product))
    .reduce((sum, item) => sum + (Number(item.quantity) || 0), 0);
}

export function isBlankItem(item: BillItemValues): boolean {
  return item.name.trim() === '' && item.price === '' && item.productId === '';
}

/** A line of one product, with its HSN, rate and unit when the shop set them (product §16). */
export function productItem(product: ProductDto): BillItemValues {
  return {
    name: product.name,
    quantity: '1',
    price: String(product.price),
    productId: product._id,
    hsn: product.hsn ?? '',
    gstRate: product.gstRate === undefined ? '' : String(product.gstRate),
    unit: product.unit ?? '',
  };
}
