import type { MemberDto } from '@khatabill/domain';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useAlert } from '../../../components/ui/alert-provider';
import { Button } from '../../../components/ui/button';
import { QueryStatus } from '../../../components/ui/query-status';
import { useMessages } from '../../../i18n/use-messages';
import { errorMessage } from '../../../lib/api-errors';
import { formatBillDate } from '../../../lib/format';
import { useStaff } from '../../../lib/requests/get-staff';
import { useInviteStaff } from '../api/invite-staff';
import { useRemoveStaff } from '../api/remove-staff';
import { staffMessages } from '../messages';
import { AddStaffForm } from './add-staff-form';
import { absoluteInviteUrl, StaffInvite, type StaffInviteLink } from './staff-invite';

/** The shop's members, each staff member's new invite link and removal, and Add staff. */
export function StaffManager({ shopName }: { shopName: string }) {
  const t = useMessages(staffMessages);
  const alert = useAlert();
  const staff = useStaff();
  const inviteStaff = useInviteStaff();
  const removeStaff = useRemoveStaff();
  const [invite, setInvite] = useState<StaffInviteLink | null>(null);
  const [removing, setRemoving] = useState<MemberDto | null>(null);
  const showInvite = (member: MemberDto, url: string) =>
    setInvite({ member, url: absoluteInviteUrl(url) });

  async function newInvite(member: MemberDto) {
    try {
      showInvite(member, await inviteStaff.mutateAsync(member._id));
    } catch (error) {
      alert.show('error', errorMessage(error, t.inviteFailed));
    }
  }

  async function remove(member: MemberDto) {
    await removeStaff.mutateAsync(member._id);
    // A link shown for them no longer works.
    if (invite?.member._id === member._id) setInvite(null);
  }

  const onlyOwner = staff.data?.every((member) => member.role === 'owner');
  return (
    <div className="flex flex-col gap-4">
      <p className="text-slate-700">{t.intro}</p>
      <QueryStatus query={staff} loadingText={t.loading} />
      {staff.data && (
        <ul aria-label={t.title} className="flex flex-col divide-y divide-slate-100">
          {staff.data.map((member) => (
            <li key={member._id} className="flex flex-col gap-1 py-2 sm:flex-row sm:items-center">
              <div className="min-w-0 flex-1">
                <p className="font-medium break-words">
                  {member.name}{' '}
                  <span className="text-sm font-normal text-slate-600">
                    · {member.role === 'owner' ? t.owner : t.staff}
                  </span>
                </p>
                <p className="text-sm text-slate-600">{member.mobile}</p>
                <p className="text-sm text-slate-600">
                  {t.lastSignIn({
                    when: member.lastSignInAt ? formatBillDate(member.lastSignInAt) : t.never,
                  })}
                </p>
              </div>
              {member.role === 'staff' && (
                // Below the details on a phone: beside them, the name would wrap at 360 px.
                <div className="-ml-2 flex gap-1 sm:ml-0">
                  <Button
                    variant="ghost"
                    size="compact"
                    aria-label={t.newInviteFor({ name: member.name })}
                    disabled={inviteStaff.isPending}
                    onClick={() => void newInvite(member)}
                  >
                    {t.newInvite}
                  </Button>
                  <Button
                    variant="ghost"
                    size="compact"
                    aria-label={t.removeFor({ name: member.name })}
                    className="text-red-700 hover:bg-red-50"
                    onClick={() => setRemoving(member)}
                  >
                    {t.remove}
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {onlyOwner && <p className="text-slate-600">{t.onlyYou}</p>}
      {invite && <StaffInvite invite={invite} shopName={shopName} />}
      <AddStaffForm onAdded={({ data, inviteUrl }) => showInvite(data, inviteUrl)} />
      <ConfirmDialog
        title={t.removeTitle}
        target={removing}
        onClose={() => setRemoving(null)}
        onConfirm={remove}
        isConfirming={removeStaff.isPending}
        confirmLabel={t.remove}
        doneText={t.removed}
        failedText={t.removeFailed}
      >
        {(member) => t.removeText({ name: member.name })}
      </ConfirmDialog>
    </div>
  );
}
