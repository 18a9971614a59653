import type { PublicStatementDto } from '@khatabill/domain';
import { STATEMENT_TEXTS } from '@khatabill/domain';
import type { PageHead } from './page-head';

/**
 * The statement page's title and description: the shop's name only. A link preview is seen
 * by whoever the link is forwarded to, so it names neither the customer nor the balance.
 */
export function statementPageHead(statement: PublicStatementDto): PageHead {
  const title = `${STATEMENT_TEXTS.title} from ${statement.shop.shopName}`;
  return { title, description: title };
}
