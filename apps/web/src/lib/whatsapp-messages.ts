import { params } from '@nanostores/i18n';
import { messages } from '../i18n/i18n';

// The WhatsApp texts the shared helpers build, in the language shown; their Hindi is in
// i18n/hi/app.json under the same names.

/**
 * For a text built outside React (a WhatsApp message), read with get(): a store nobody
 * listens to keeps the language it was made in, so this one is always listened to.
 */
function followingLanguage<Store extends { listen: (listener: () => void) => unknown }>(
  store: Store,
): Store {
  store.listen(() => undefined);
  return store;
}

/** The WhatsApp reminder to a customer who owes (customer-reminder.ts). */
export const reminderMessages = followingLanguage(
  messages('app/due-reminder', {
    text: params(
      'Namaste {customer}, a payment of {amount} is pending at {shop}. Kindly pay at your convenience. Thank you!',
    ),
  }),
);

/** A deal in one message, to share or to ask about (deal-links.ts). */
export const dealTextMessages = followingLanguage(
  messages('app/deal-text', {
    priceWas: params('{price} (was {original})'),
    offer: params('{item} {price}'),
    offerAndMore: params('{item} {price} and {more} more'),
    text: params('{title} at {shop}: {offer}. Until {day}. {link}'),
    enquiry: params('Hi, I am interested in your deal: {deal}'),
  }),
);
