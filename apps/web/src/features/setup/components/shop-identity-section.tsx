import type { UserDto } from '@khatabill/domain';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { Collapsible } from '../../../components/ui/collapsible';
import { TextField } from '../../../components/ui/text-field';
import { planMessages } from '../../../i18n/domain-messages';
import { useMessages } from '../../../i18n/use-messages';
import { shopIdentityMessages } from '../messages';

export type NewShopImage = { file: File; previewUrl: string };

type ShopIdentitySectionProps = {
  user: UserDto;
  canUpload: boolean;
  newImage: NewShopImage | null;
  onChooseImage: (file: File) => void;
  /** Called with the reason when the owner tries something the plan does not allow. */
  onRestricted: (message: string) => void;
};

const ACCEPTED_IMAGES = 'image/png,image/jpeg,image/webp';

export function ShopIdentitySection({
  user,
  canUpload,
  newImage,
  onChooseImage,
  onRestricted,
}: ShopIdentitySectionProps) {
  const t = useMessages(shopIdentityMessages);
  const plans = useMessages(planMessages);
  const fileInputId = useId();
  const restrictionId = useId();
  const imageUrl = newImage?.previewUrl ?? user.settings.shopImage;
  return (
    <Collapsible title={t.title} defaultOpen>
      <div className="flex flex-col gap-4">
        <div className="flex items-center gap-4">
          {imageUrl ? (
            <img
              src={imageUrl}
              alt={newImage ? t.newImage : t.image}
              className="size-20 rounded-xl border border-slate-200 object-cover"
            />
          ) : (
            <div
              aria-hidden="true"
              className="flex size-20 items-center justify-center rounded-xl bg-brand-50 text-2xl font-bold text-brand-800"
            >
              {user.shopName.slice(0, 1).toUpperCase()}
            </div>
          )}
          {canUpload ? (
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <label htmlFor={fileInputId} className="text-sm font-medium text-slate-700">
                {t.image}
              </label>
              <input
                id={fileInputId}
                type="file"
                accept={ACCEPTED_IMAGES}
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  if (file) onChooseImage(file);
                }}
                className="min-h-11 w-full text-sm file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3"
              />
            </div>
          ) : (
            <Button
              variant="secondary"
              aria-disabled="true"
              aria-describedby={restrictionId}
              onClick={() => onRestricted(plans.shopImageExpired)}
              className="opacity-60"
            >
              {t.upload}
            </Button>
          )}
        </div>
        {!canUpload && (
          <p id={restrictionId} className="text-sm text-amber-800">
            {plans.shopImageExpired}
          </p>
        )}
        <TextField label={t.shopName} value={user.shopName} readOnly />
        <TextField label={t.mobile} value={user.mobile} readOnly />
      </div>
    </Collapsible>
  );
}
