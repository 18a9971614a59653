import { count, params } from '@nanostores/i18n';
import { messages } from '../../i18n/i18n';

// `/my-deals`'s English texts; the Hindi is in i18n/hi/my-deals.json under the same names.

export const myDealsMessages = messages('my-deals/page', {
  title: 'My Deals',
  intro:
    "Offers you publish appear on the public deals page until their last day. Share a deal's link on WhatsApp to bring customers in.",
  newDeal: 'New deal',
  editDeal: 'Edit deal',
  planLocked:
    'Your plan no longer includes new deals or changes to them. Running deals stay up until their last day; you can still end or delete them.',
  createdLinkLabel: "New deal's link",
  createdLive: params('{title} is live. Share it with your customers:'),
  loading: 'Loading deals...',
  empty: 'No deals yet. Tap New deal to publish your first offer.',
});

export const campaignCardMessages = messages('my-deals/campaign-card', {
  active: 'Active',
  ended: 'Ended',
  lastDay: params('Last day {day}'),
  items: count({ one: '{count} item', other: '{count} items' }),
  edit: 'Edit',
  end: 'End',
  delete: 'Delete',
});

export const dealLinkShareMessages = messages('my-deals/link-share', {
  copied: 'Deal link copied to clipboard!',
  publicLink: params('Public link of {title}'),
  copyLink: 'Copy link',
  shareOnWhatsapp: 'Share on WhatsApp',
});

// Each confirmation's texts, named as ConfirmDialog's props; the effect follows the deal's title.
export const endCampaignMessages = messages('my-deals/confirm-end', {
  title: 'End this deal now?',
  effect:
    'leaves the deals list at once and its link stops working. Its views and clicks are kept.',
  confirmLabel: 'End deal',
  doneText: 'Deal ended',
  failedText: 'Could not end the deal.',
});

export const deleteCampaignMessages = messages('my-deals/confirm-delete', {
  title: 'Delete this deal?',
  effect: 'and its items are removed for good, and its link stops working.',
  confirmLabel: 'Delete',
  doneText: 'Deal deleted',
  failedText: 'Could not delete the deal.',
});

export const campaignFormMessages = messages('my-deals/campaign-form', {
  created: 'Deal created',
  updated: 'Deal updated',
  saveFailed: 'Could not save the deal.',
  title: 'Title',
  description: 'Description',
  bannerImage: 'Banner image',
  lastDay: 'Last day',
  lastDayHint: 'The deal runs until the end of this day.',
  contactPhone: 'Contact phone',
  contactPhoneHint: 'Customers call or WhatsApp this number. Leave it empty to show neither.',
  waitForUploads: 'Wait for the images to finish uploading.',
  saveChanges: 'Save changes',
  createDeal: 'Create deal',
  items: 'Items',
  addItem: 'Add item',
  itemName: 'Item name',
  originalPrice: 'Original price (₹)',
  offerPrice: 'Offer price (₹)',
  itemPicture: 'Item picture',
});

export const imageFieldMessages = messages('my-deals/image-field', {
  uploadFailed: 'Could not upload the image.',
  previewUploading: params('{label}, uploading'),
  uploading: 'Uploading...',
  remove: 'Remove',
  removeLabel: params('Remove {label}'),
});
