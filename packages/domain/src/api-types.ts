import type { CustomField } from './categories/custom-field';
import type { FieldValue } from './categories/field-values';
import type { BillStatus, DiscountType, PaymentMode } from './bills/bill-status';
import type { JobStep } from './bills/job-progress';
import type { BillingMode, FollowupStatus, RemindBefore, ReminderFrequency } from './constants';
import type { Language } from './language/languages';
import type { LedgerType } from './ledger/ledger';
import type { StatementLineKind } from './ledger/statement';
import type { MessageParams } from './messages/message-codes';
import type { Entitlements } from './plans/entitlements';
import type { Plan } from './plans/plans';
import type { Usage } from './plans/usage';

/** Shapes of JSON answers (DESIGN §7): the server maps rows to them, the web app reads them. */

export type ShopLocation = {
  address: string;
  city: string;
  state: string;
  pincode: string;
  country: string;
};

export type ShopSettings = {
  location: ShopLocation;
  greetingMessage: string;
  footerNote: string;
  billingMode: BillingMode[];
  businessType: string | null;
  serviceFields: CustomField[];
  serviceDetails: CustomField[];
  invoicePrefix: string;
  invoiceStartNumber: number;
  upiId: string;
  /** URL path of the stored image, `/files/<sha256>.webp`. */
  shopImage: string | null;
};

export type UserRole = 'shop' | 'admin';

export type UserDto = {
  _id: string;
  name: string;
  shopName: string;
  /** E.164, e.g. `+919876543210`. */
  mobile: string;
  role: UserRole;
  plan: Plan;
  /** ISO instants. */
  planExpiresAt: string | null;
  trialEndsAt: string | null;
  lastBillingReset: string;
  billingCount: number;
  followupCount: number;
  /** The shop's language: its app after login, its customers' pages and WhatsApp texts. */
  language: Language;
  settings: ShopSettings;
  usage: Usage;
  entitlements: Entitlements;
};

export type AuthResult = { token: string; user: UserDto };

/**
 * The body of every failure: the English `message`, its stable `code` (a MessageCode, or one a
 * newer server added), what a parameterised text was filled with, and per-field messages.
 */
export type ApiErrorBody = {
  message: string;
  code: string;
  params?: MessageParams;
  errors?: Record<string, string>;
};

/** Money in answers is rupees (numbers with at most two decimals), DESIGN §2 "Money". */
export type Rupees = number;

export type BillTotalsDto = {
  itemsTotal: Rupees;
  discountAmount: Rupees;
  advanceAmount: Rupees;
  finalTotal: Rupees;
  pending: Rupees;
  toReturn: Rupees;
};

export type BillItemDto = {
  name: string;
  quantity: number;
  price: Rupees;
  productId: string | null;
};

export type BillReminderDto = {
  enabled: boolean;
  /** Shop-local calendar day, `YYYY-MM-DD`: the owner's date, where the series starts. */
  date: string | null;
  message: string;
  frequency: ReminderFrequency;
  /** The next day a reminder goes out (the reminder job moves it on); null when none is left. */
  nextOn: string | null;
};

export type BillDto = {
  _id: string;
  invoiceNumber: string;
  name: string;
  customerName: string;
  /** 10 digits. */
  mobile: string;
  customerId: string | null;
  items: BillItemDto[];
  payment: {
    mode: PaymentMode;
    amountPaid: Rupees;
    /** The final total. */
    totalAmount: Rupees;
    advanceAmount: Rupees;
    /** Rupees for `amount`, percent (12.5) for `percent`. */
    discount: { type: DiscountType; value: number };
  };
  totals: BillTotalsDto;
  customFields: { serviceFields: Record<string, string>; serviceInfo: Record<string, string> };
  reminder: BillReminderDto | null;
  notes: string;
  status: BillStatus;
  statusTimeline: { status: BillStatus; at: string }[];
  /** Set from the first non-draft save; the public receipt is `/your-bill/{shareToken}`. */
  shareToken: string | null;
  createdAt: string;
};

/**
 * A bill as the Bill Book's list shows it (`GET /bills/search?fields=list`): its row (number,
 * customer, total, day, status), the mobile a search may have matched, and what its buttons
 * need without the whole bill (Edit, Mark Completed's pending amount, whether it has a link).
 */
export type BillListItemDto = Pick<
  BillDto,
  | '_id'
  | 'invoiceNumber'
  | 'name'
  | 'customerName'
  | 'mobile'
  | 'totals'
  | 'status'
  | 'shareToken'
  | 'createdAt'
>;

/** `{used, limit, resetsOn}` for bills and follow-ups, answered beside every bill save. */
export type BillSaveResult = { data: BillDto; usage: Usage };

/** What the public receipt shows (no ids, the customer's mobile masked, no account data). */
export type PublicReceiptDto = {
  invoiceNumber: string;
  customerName: string;
  maskedMobile: string;
  items: Omit<BillItemDto, 'productId'>[];
  payment: Pick<BillDto['payment'], 'mode' | 'amountPaid' | 'discount'>;
  totals: BillTotalsDto;
  /** Only the fields the shop shows on receipts, in its configured order (a list keeps order). */
  customFields: { serviceFields: FieldValue[]; serviceInfo: FieldValue[] };
  status: Exclude<BillStatus, 'draft'>;
  createdAt: string;
  /** Where a service job is, shown at the top; null for a bill of goods. */
  job: JobStep[] | null;
  shop: {
    shopName: string;
    shopImage: string | null;
    location: ShopLocation;
    greetingMessage: string;
    footerNote: string;
    /** The shop's language: the receipt and its texts are in it. */
    language: Language;
  };
};

/**
 * A customer's statement behind `/s/{token}` (issue 14): what the customer sees of their own
 * khata, nothing of other customers, drafts, service fields or the shop's account.
 */
export type PublicStatementDto = {
  shop: Pick<PublicReceiptDto['shop'], 'shopName' | 'shopImage' | 'location' | 'language'>;
  customerName: string;
  maskedMobile: string;
  /** Σ credits − Σ debits in rupees: negative = the customer owes the shop. */
  balance: Rupees;
  /** The khata's lines (statementLines), newest first, each with the balance after it. */
  entries: {
    kind: StatementLineKind;
    type: LedgerType;
    amount: Rupees;
    date: string;
    note: string;
    balance: Rupees;
    invoiceNumber: string | null;
    /** The bill's public receipt token, for a link to `/your-bill/{token}`. */
    receiptToken: string | null;
    /** On a bill's line, when it had a discount: its base amount and discount, as its receipt shows. */
    discount: { baseAmount: Rupees; amount: Rupees } | null;
  }[];
  /** What a UPI app opens to pay the due, when the shop has a UPI id and the customer owes. */
  upiUrl: string | null;
  /** The shop's zone, in which the page writes the entries' days. */
  timeZone: string;
};

export type ProductDto = { _id: string; name: string; price: Rupees };

export type CustomerDto = {
  _id: string;
  name: string;
  nameAlias: string;
  /** 10 digits. */
  mobile: string;
  /** Σ credits − Σ debits in rupees: negative = the customer owes the shop. */
  balance: Rupees;
};

export type LedgerEntryDto = {
  _id: string;
  type: LedgerType;
  amount: Rupees;
  date: string;
  note: string;
  billId: string | null;
  invoiceNumber: string | null;
};

export type CustomerDetailDto = CustomerDto & { transactions: LedgerEntryDto[] };

export type PagedList<T> = { data: T[]; total: number; page: number; limit: number };

/** Count and sales of the bills in one status. */
export type StatusSummaryDto = { count: number; totalAmount: Rupees };

/** Sales of one day (or, over long ranges, one month) of a summary's range. */
export type SalesPointDto = { start: string; totalSales: Rupees };

/**
 * Spec §3 "Summary" over shop-local days (DESIGN §7): bills not in draft count; sales are
 * Σ (items total − discount). `totalExpenses` and `netProfit` only with the profit feature.
 */
export type SummaryDto = {
  from: string;
  to: string;
  count: number;
  totalCustomers: number;
  totalItems: number;
  totalSales: Rupees;
  totalExpenses?: Rupees;
  netProfit?: Rupees;
  statusWise: Record<BillStatus, StatusSummaryDto>;
  /** Sales by day, or by month when the range is longer than SALES_SERIES_MAX_DAYS. */
  series: { unit: 'day' | 'month'; points: SalesPointDto[] };
};

/** Spec §3 "Top products": the most sold by quantity. */
export type TopProductDto = { name: string; sold: number };

/** What the shop's customers owe it in all (Σ negative balances), and who owes the most. */
export type CustomerDuesDto = {
  totalDue: Rupees;
  customersOwing: number;
  /** The largest dues first, at most five. */
  top: CustomerDto[];
};

export type ExpenseDto = {
  _id: string;
  category: string;
  amount: Rupees;
  /** Shop-local calendar day, `YYYY-MM-DD`. */
  date: string;
  createdAt: string;
};

/** A page of expenses, with the total of every expense the filter matches. */
export type ExpenseListDto = PagedList<ExpenseDto> & { totalAmount: Rupees };

/** Spec §3 "Follow-up", with its customer and product populated. */
export type FollowupDto = {
  _id: string;
  customerId: { _id: string; name: string; nameAlias: string; mobile: string };
  /** Null once the product has been deleted. */
  productId: { _id: string; name: string; price: Rupees } | null;
  /** ISO instant. */
  scheduledAt: string;
  remindBefore: RemindBefore;
  notes: string;
  status: FollowupStatus;
  createdAt: string;
};

/** A follow-up save answers the shop's usage too, as a bill save does. */
export type FollowupSaveResult = { data: FollowupDto; usage: Usage };

/** Spec §3 "Daily reminder item": a bill whose reminder is due today. */
export type ReminderItemDto = {
  billId: string;
  invoiceNumber: string;
  customerName: string;
  /** 10 digits. */
  mobile: string;
  message: string;
};

/** Spec §3 "Pending notification", for the admin's queue. */
export type NotificationDto = {
  _id: string;
  kind: 'bill_reminder' | 'followup';
  shopName: string;
  name: string;
  /** 10 digits. */
  mobile: string;
  message: string;
  whatsappUrl: string;
  /** The shop-local day it is for. */
  dueOn: string;
  createdAt: string;
};

export type CampaignItemDto = {
  name: string;
  /** URL path of the stored image, `/files/<sha256>.webp`, or null. */
  image: string | null;
  originalPrice: Rupees;
  offerPrice: Rupees;
};

/**
 * A deal as the public pages show it: its id and slug (either finds it), and none of the
 * shop's account data: only the shop's name and address.
 */
export type PublicCampaignDto = {
  _id: string;
  slug: string;
  title: string;
  description: string;
  bannerImage: string | null;
  /** ISO instant the deal ends (the end of its last shop-local day). */
  deadline: string;
  /** The deal's last shop-local day, `YYYY-MM-DD`. */
  endsOn: string;
  views: number;
  clicks: number;
  /** 10 digits, or '' when the shop gave none. */
  contactPhone: string;
  /** The shop's language: its deal page shows in it. */
  shop: ShopLocation & { shopName: string; language: Language };
  items: CampaignItemDto[];
};

/** `GET /campaigns/campaigns`: the spec reads the list as `data.data`. */
export type PublicCampaignListDto = {
  data: PublicCampaignDto[];
  total: number;
  page: number;
  limit: number;
};

/** A shop's own campaign (`/campaigns/mine`): the public fields and whether it still runs. */
export type CampaignDto = PublicCampaignDto & {
  status: 'active' | 'ended';
  createdAt: string;
};
