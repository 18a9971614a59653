import { z } from 'zod/mini';
import { LEDGER_TYPES } from '../ledger/ledger';
import { STATEMENT_LINE_KINDS } from '../ledger/statement';
import { LANGUAGES } from '../language/languages';
import { dataResponse, rupeesDto } from './shared';
import { shopLocationDto } from './user.answers';

/**
 * A customer's statement behind `/s/{token}`, which the server draws as a page: what the
 * customer sees of their own khata, nothing of other customers, drafts, service fields or the
 * shop's account.
 */
export const publicStatementDto = z.object({
  shop: z.object({
    shopName: z.string(),
    shopImage: z.nullable(z.string()),
    location: shopLocationDto,
    language: z.enum(LANGUAGES),
  }),
  customerName: z.string(),
  maskedMobile: z.string(),
  /** Σ credits − Σ debits in rupees: negative = the customer owes the shop. */
  balance: rupeesDto,
  /** The khata's lines (statementLines), newest first, each with the balance after it. */
  entries: z.array(
    z.object({
      kind: z.enum(STATEMENT_LINE_KINDS),
      type: z.enum(LEDGER_TYPES),
      amount: rupeesDto,
      date: z.string(),
      note: z.string(),
      balance: rupeesDto,
      invoiceNumber: z.nullable(z.string()),
      /** The bill's public receipt token, for a link to `/your-bill/{token}`. */
      receiptToken: z.nullable(z.string()),
      /** On a bill's line, when it had a discount: its base amount and discount, as its receipt shows. */
      discount: z.nullable(z.object({ baseAmount: rupeesDto, amount: rupeesDto })),
    }),
  ),
  /** What a UPI app opens to pay the due, when the shop has a UPI id and the customer owes. */
  upiUrl: z.nullable(z.string()),
  /** The shop's zone, in which the page writes the entries' days. */
  timeZone: z.string(),
});
export type PublicStatementDto = z.infer<typeof publicStatementDto>;

/** A customer's statement link: the token of `/s/{token}`. */
export const statementLinkResponse = dataResponse(z.object({ token: z.string() }));
