import { findCategory, type ShopSettings } from '@khatabill/domain';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ServiceFieldsEditor } from '../../../components/service-fields-editor';
import { useAlert } from '../../../components/ui/alert-provider';
import { Button } from '../../../components/ui/button';
import { useMessages } from '../../../i18n/use-messages';
import { errorMessage } from '../../../lib/api-errors';
import { useSaveBusinessSetup } from '../api/save-business-setup';
import {
  canFinish,
  canLeaveModeStep,
  initialSetup,
  isProductOnly,
  toSettingsRequest,
} from '../business-setup';
import { wizardMessages } from '../messages';
import { BusinessModeStep } from './business-mode-step';

type Step = 'mode' | 'handling';

const STEP_TITLES = { mode: 'stepMode', handling: 'stepHandling' } as const satisfies Record<
  Step,
  string
>;

export function OnboardingWizard({ settings }: { settings: ShopSettings | undefined }) {
  const t = useMessages(wizardMessages);
  const alert = useAlert();
  const navigate = useNavigate();
  const saveMutation = useSaveBusinessSetup();
  const [setup, setSetup] = useState(() => initialSetup(settings));
  const [step, setStep] = useState<Step>('mode');
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const isFirstRender = useRef(true);

  useEffect(() => {
    // A new step replaces the content: move focus to its heading, but not on arrival.
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    stepHeading.current?.focus();
  }, [step]);

  async function finish() {
    try {
      await saveMutation.mutateAsync(toSettingsRequest(setup));
      alert.show('success', t.ready);
      await navigate('/create-bill', { replace: true });
    } catch (error) {
      alert.show('error', errorMessage(error, t.saveFailed));
    }
  }

  const category = findCategory(setup.businessType);
  const productOnly = isProductOnly(setup);
  return (
    <section className="flex flex-col gap-5">
      <h2 ref={stepHeading} tabIndex={-1} className="text-lg font-semibold text-slate-800">
        {productOnly ? t.businessMode : t[STEP_TITLES[step]]}
      </h2>
      {step === 'mode' || !category ? (
        <>
          <BusinessModeStep setup={setup} onChange={setSetup} />
          {productOnly ? (
            <Button isLoading={saveMutation.isPending} onClick={finish}>
              {t.finishSetup}
            </Button>
          ) : (
            <Button disabled={!canLeaveModeStep(setup)} onClick={() => setStep('handling')}>
              {t.next}
            </Button>
          )}
        </>
      ) : (
        <>
          <ServiceFieldsEditor
            legend={t.handlingFields}
            suggestions={category.serviceDetails}
            value={setup.serviceDetails}
            onChange={(serviceDetails) => setSetup({ ...setup, serviceDetails })}
          />
          <div className="grid grid-cols-2 gap-3">
            <Button variant="secondary" onClick={() => setStep('mode')}>
              {t.back}
            </Button>
            <Button
              disabled={!canFinish(setup)}
              isLoading={saveMutation.isPending}
              onClick={finish}
            >
              {t.finishAndStart}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
