import type { PublicStatementDto } from '@khatabill/domain';
import { customerTexts } from '../../messages';
import type { PageHead } from './page-head';

/**
 * The statement page's title and description, in the shop's language: the shop's name only.
 * A link preview is seen by whoever the link is forwarded to, so it names neither the
 * customer nor the balance.
 */
export function statementPageHead(statement: PublicStatementDto): PageHead {
  const { shopName, language } = statement.shop;
  const title = customerTexts(language).statementTitle(shopName);
  return { title, description: title };
}
