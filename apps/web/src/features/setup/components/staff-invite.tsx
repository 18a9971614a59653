import { PRODUCT_NAME, whatsappUrl, type MemberDto } from '@khatabill/domain';
import { Button, buttonClasses } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useMessages } from '../../../i18n/use-messages';
import { useCopyLink } from '../../../lib/use-copy-link';
import { staffMessages } from '../messages';

/** An invite link as made, and who it is for: shown once, since only its hash is kept. */
export type StaffInviteLink = { member: MemberDto; url: string };

/** The address the member opens: the server answers it absolute when it knows its own. */
export function absoluteInviteUrl(url: string, origin: string = window.location.origin): string {
  return new URL(url, origin).href;
}

type StaffInviteProps = { invite: StaffInviteLink; shopName: string };

/** The invite link just made, to send on WhatsApp to the member's number or to copy. */
export function StaffInvite({ invite, shopName }: StaffInviteProps) {
  const t = useMessages(staffMessages);
  const copy = useCopyLink(t.copied);
  const { member, url } = invite;
  // In the language shown, the shop's, as bills are shared.
  const text = t.inviteText({
    name: member.name,
    shop: shopName,
    product: PRODUCT_NAME,
    link: url,
  });
  return (
    <div className="flex flex-col gap-3 rounded-lg bg-brand-50 p-3">
      <p>{t.inviteFor({ name: member.name })}</p>
      <TextField
        label={t.inviteLink}
        readOnly
        value={url}
        onFocus={(event) => event.target.select()}
      />
      <div className="grid gap-2 sm:grid-cols-2">
        <a
          href={whatsappUrl(member.mobile, text)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses('primary')}
        >
          {t.shareOnWhatsapp}
        </a>
        <Button variant="secondary" onClick={() => void copy(url)}>
          {t.copyLink}
        </Button>
      </div>
    </div>
  );
}
