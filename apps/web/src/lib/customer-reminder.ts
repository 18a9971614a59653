import { formatRupees, rupeesToPaise, whatsappUrl, type CustomerDto } from '@khatabill/domain';
import { reminderMessages } from './whatsapp-messages';

/** What the customer owes the shop in rupees (a negative balance), or 0. */
export function amountDue(customer: Pick<CustomerDto, 'balance'>): number {
  return customer.balance < 0 ? -customer.balance : 0;
}

export function reminderMessage(customerName: string, dueRupees: number, shopName: string): string {
  const amount = formatRupees(rupeesToPaise(dueRupees));
  return reminderMessages.get().text({ customer: customerName, amount, shop: shopName });
}

/** The wa.me link to remind a customer who owes (91 + their mobile), or null when nothing is due. */
export function reminderUrl(customer: CustomerDto, shopName: string): string | null {
  const due = amountDue(customer);
  if (due === 0) return null;
  return whatsappUrl(customer.mobile, reminderMessage(customer.name, due, shopName));
}
