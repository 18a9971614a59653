import type { BillListItemDto } from '@khatabill/domain';
import { useMessages } from '../../i18n/use-messages';
import { useSession } from '../../lib/session';
import { billMakerMessages } from './messages';

/**
 * "Created by Asha" for a bill a staff member made (product §17); nothing for the owner's
 * own bills, which read as they always did, or one made before staff accounts.
 */
export function BillMaker({
  createdBy,
  className = '',
}: Pick<BillListItemDto, 'createdBy'> & { className?: string }) {
  const t = useMessages(billMakerMessages);
  const shopId = useSession()?.user?._id;
  if (!createdBy || createdBy._id === shopId) return null;
  return <span className={className}>{t.createdBy({ name: createdBy.name })}</span>;
}
