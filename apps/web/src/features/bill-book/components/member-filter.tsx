import { Select } from '../../../components/ui/select';
import { useMessages } from '../../../i18n/use-messages';
import { useStaff } from '../../../lib/requests/get-staff';
import { billBookMessages } from '../messages';

type MemberFilterProps = { memberId: string; onChange: (memberId: string) => void };

/**
 * Whose bills the owner sees (product §17): everyone's, the owner's own, or one staff
 * member's. Shown once the shop has staff; a shop of one has nothing to choose.
 */
export function MemberFilter({ memberId, onChange }: MemberFilterProps) {
  const t = useMessages(billBookMessages);
  const members = useStaff();
  if (!members.data || members.data.length < 2) return null;
  return (
    <Select label={t.madeBy} value={memberId} onChange={(event) => onChange(event.target.value)}>
      <option value="">{t.everyone}</option>
      {members.data.map((member) => (
        <option key={member._id} value={member._id}>
          {member.name}
        </option>
      ))}
    </Select>
  );
}
