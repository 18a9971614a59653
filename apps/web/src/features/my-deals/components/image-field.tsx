import { useEffect, useId, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useAlert } from '../../../components/ui/alert-provider';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useMessages } from '../../../i18n/use-messages';
import { errorMessage } from '../../../lib/api-errors';
import { useUploadCampaignImage, type CampaignImageKind } from '../api/upload-campaign-image';
import type { CampaignFormValues } from '../campaign-form-values';
import { FieldError } from '../../../components/ui/field';
import { imageFieldMessages } from '../messages';

const ACCEPTED_IMAGES = 'image/png,image/jpeg,image/webp';

const PREVIEW_CLASSES: Record<CampaignImageKind, string> = {
  banner: 'aspect-[2/1] w-32',
  item: 'size-16',
};

type ImageFieldProps = {
  /** The form field holding the stored image's path, or null for none. */
  name: 'bannerImage' | `items.${number}.image`;
  label: string;
  kind: CampaignImageKind;
  /** True from the moment a file is chosen until its upload ends: the form waits for it. */
  onBusyChange: (isBusy: boolean) => void;
};

/**
 * A deal's picture, uploaded as soon as it is chosen (`POST /campaigns/mine/images`); the
 * form keeps only its path. The chosen photo shows at once, dimmed, until the upload ends.
 */
export function ImageField({ name, label, kind, onBusyChange }: ImageFieldProps) {
  const t = useMessages(imageFieldMessages);
  const {
    field: { value, onChange },
    fieldState: { error: fieldError },
  } = useController({ control: useFormContext<CampaignFormValues>().control, name });
  const error = fieldError?.message;
  const inputId = useId();
  const errorId = useId();
  const alert = useAlert();
  const upload = useUploadCampaignImage();
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  async function onChoose(file: File) {
    setPreview(URL.createObjectURL(file));
    onBusyChange(true);
    try {
      onChange(await upload.mutateAsync({ file, kind }));
    } catch (uploadError) {
      alert.show('error', errorMessage(uploadError, undefined, t.uploadFailed));
    } finally {
      setPreview(null);
      onBusyChange(false);
    }
  }

  const shown = preview ?? value;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={inputId} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="flex items-center gap-3">
        {shown ? (
          <img
            src={shown}
            alt={preview ? t.previewUploading({ label }) : label}
            className={`${PREVIEW_CLASSES[kind]} shrink-0 rounded-lg border border-slate-200 object-cover ${preview ? 'opacity-50' : ''}`}
          />
        ) : (
          <div
            aria-hidden="true"
            className={`${PREVIEW_CLASSES[kind]} shrink-0 rounded-lg border border-dashed border-slate-300 bg-slate-50`}
          />
        )}
        <div className="flex min-w-0 flex-1 flex-col items-start gap-1">
          <input
            id={inputId}
            type="file"
            accept={ACCEPTED_IMAGES}
            disabled={upload.isPending}
            aria-describedby={error ? errorId : undefined}
            aria-invalid={error ? true : undefined}
            onChange={(event) => {
              const file = event.target.files?.[0];
              // Cleared, so choosing the same photo again after a failure uploads it again.
              event.target.value = '';
              if (file) void onChoose(file);
            }}
            className="min-h-11 w-full min-w-0 text-sm file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3"
          />
          {upload.isPending ? (
            <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
              <Spinner className="size-4 text-brand-700" />
              {t.uploading}
            </p>
          ) : (
            value && (
              <Button
                variant="ghost"
                size="compact"
                aria-label={t.removeLabel({ label: label.toLowerCase() })}
                onClick={() => onChange(null)}
              >
                {t.remove}
              </Button>
            )
          )}
        </div>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
