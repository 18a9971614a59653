import { params } from '@nanostores/i18n';
import { messages } from '../../i18n/i18n';

// The Settings screen's English texts; the Hindi is in i18n/hi/setup.json under the same names.

export const settingsPageMessages = messages('setup/page', {
  title: 'Settings',
  loading: 'Loading settings...',
});

export const settingsFormMessages = messages('setup/form', {
  save: 'Save Settings',
  saved: 'Settings updated successfully!',
  saveFailed: 'Something went wrong while saving settings',
  upgrade: 'Upgrade to the Growth or Pro plan to use it.',
});

export const accountActionsMessages = messages('setup/account', {
  support: 'WhatsApp Support',
  logout: 'Logout',
  /** The first message of a chat with the support desk. */
  supportChat: params('Hi, I need help with {product}'),
});

export const shopIdentityMessages = messages('setup/shop-identity', {
  title: 'Shop Identity',
  newImage: 'New shop image, not saved yet',
  image: 'Shop image',
  upload: 'Upload shop image',
  shopName: 'Shop Name',
  mobile: 'Mobile',
});

export const locationMessages = messages('setup/location', {
  title: 'Location Details',
  address: 'Address',
  city: 'City',
  state: 'State',
  pincode: 'Pincode',
  country: 'Country',
});

export const billingModeMessages = messages('setup/billing-mode', {
  title: 'Billing Mode',
  serviceFields: 'Service Request fields',
  serviceDetails: 'Service Handling fields',
});

export const upiMessages = messages('setup/upi', {
  title: 'UPI & Payments',
  upiId: 'UPI ID',
  placeholder: 'yourname@bank',
  notVerified: 'Not verified yet: tap Verify and pay the test amount before saving.',
  verified: 'Verified',
  howCustomersPay: 'Customers pay you by scanning a QR for this UPI ID.',
  verify: 'Verify',
});

export const upiVerifyMessages = messages('setup/upi-verify', {
  title: 'Verify UPI ID',
  // The UPI ID, in bold, goes between the two parts.
  payTo: params('Scan this code with any UPI app and pay {amount} to'),
  ifMoneyArrives: '. If the money reaches your account, the UPI ID is right.',
  wrongId: 'Wrong ID',
  confirm: 'Confirm',
});

export const billingPreferencesMessages = messages('setup/billing-preferences', {
  title: 'Billing Preferences',
  invoicePrefix: 'Invoice prefix',
  invoicePrefixHint: 'Printed before each bill number, e.g. INV-1.',
  invoicePrefixGstHint:
    'Up to 5 characters; GST invoice numbers add the financial year, e.g. INV/26-27/1.',
  startNumber: 'Starting invoice number',
  greeting: 'Greeting message',
  footer: 'Footer note',
});

export const gstMessages = messages('setup/gst', {
  title: 'GST',
  registration: 'GST registration',
  none: 'Not registered',
  regular: 'Regular',
  composition: 'Composition',
  noneHint: 'Bills stay as they are, without tax. Turn GST on once the shop has a GSTIN.',
  regularHint: 'Completed bills become tax invoices, with CGST and SGST, or IGST.',
  compositionHint: 'Completed bills become bills of supply, without tax.',
  gstin: 'GSTIN',
  legalName: 'Legal name',
  legalNameHint: 'As on the GST certificate; the shop name if left empty.',
  defaultRate: 'Default GST rate',
  defaultRateHint: 'For a new product or bill line; each can have its own.',
  pricesIncludeTax: 'Prices include GST',
  defaultHsn: 'Default HSN / SAC',
  defaultHsnHint: 'Filled in from your business category: check it with your accountant.',
});

export const staffMessages = messages('setup/staff', {
  title: 'Staff',
  intro: 'Your staff bill and serve customers on their own phones, with their own login.',
  loading: 'Loading staff...',
  onlyYou: 'Only you so far.',
  owner: 'Owner',
  staff: 'Staff',
  lastSignIn: params('Last sign-in: {when}'),
  never: 'Never',
  add: 'Add staff',
  name: 'Name',
  mobile: 'Mobile',
  added: 'Staff member added',
  addFailed: 'Could not add the staff member',
  /** The link shown once, after adding or a new invite. */
  inviteFor: params('Send {name} this invite link. It works once, for 7 days.'),
  inviteLink: 'Invite link',
  shareOnWhatsapp: 'Share on WhatsApp',
  copyLink: 'Copy link',
  copied: 'Invite link copied',
  /** The WhatsApp message to the new staff member. */
  inviteText: params(
    'Hi {name}, join {shop} on {product}: open this link and choose a password. {link}',
  ),
  newInvite: 'New invite link',
  newInviteFor: params('New invite link for {name}'),
  inviteFailed: 'Could not make a new invite link',
  remove: 'Remove',
  removeFor: params('Remove {name}'),
  removeTitle: 'Remove this staff member?',
  removeText: params('{name} will be signed out and can no longer open your shop.'),
  removed: 'Staff member removed',
  removeFailed: 'Could not remove the staff member',
  upgrade: 'Staff accounts are on the Pro plan. Upgrade to add your staff.',
});
