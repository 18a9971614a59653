import { customerText, type PublicStatementDto } from '@khatabill/domain';
import type { PageHead } from './page-head';

/**
 * The statement page's title and description, in the shop's language: the shop's name only.
 * A link preview is seen by whoever the link is forwarded to, so it names neither the
 * customer nor the balance.
 */
export function statementPageHead(statement: PublicStatementDto): PageHead {
  const { shopName, language } = statement.shop;
  const title = customerText(language, 'customer/link-preview', 'statementTitle', {
    shop: shopName,
  });
  return { title, description: title };
}
