import {
  canMoveBill,
  LIMITS,
  type BillDto,
  type FollowupDto,
  type UserDto,
} from '@khatabill/domain';
import { lazy, Suspense, useMemo, useState } from 'react';
import { FormProvider, useForm, type FieldErrors, type Path } from 'react-hook-form';
import { TextArea } from '../../../components/ui/text-area';
import { useMessages } from '../../../i18n/use-messages';
import { userEntitlements, userUsage } from '../../../lib/plan-access';
import {
  billToFormValues,
  followupToFormValues,
  newBillValues,
  type BillFormValues,
} from '../bill-form-values';
import { billResolver, toFormPath, type BillRequest } from '../bill-request';
import { useGstBill } from '../gst/gst-bill-context';
import { useBillSave } from '../hooks/use-bill-save';
import { useUnsavedBill } from '../hooks/use-unsaved-bill';
import { billFormMessages } from '../messages';
import type { SharedBill } from '../shared-bill';
import { readUnsavedBill } from '../unsaved-bill';
import { BillFooter } from './bill-footer';
import { BillTabs, type BillTab } from './bill-tabs';
import { CustomerFields } from './customer-fields';
import { ItemsEditor } from './items-editor';
import { LeaveBillDialog } from './leave-bill-dialog';
import { LimitDialog } from './limit-dialog';
import { PaymentBreakdown } from './payment-breakdown';
import { PaymentMethodStep } from './payment-method-step';
import { ReminderBlock } from './reminder-block';
import { RestoredBillNotice } from './restored-bill-notice';
import { ServiceFieldsTab } from './service-fields-tab';
import { StatusTimeline } from './status-timeline';
import { UsageBanners } from './usage-banners';

// The share dialog opens after a save: its receipt and share links load once the form has
// shown, not with it (ADR 014).
const ShareDialog = lazy(() =>
  import('./share-dialog').then(({ ShareDialog }) => ({ default: ShareDialog })),
);

type BillFormProps = {
  user: UserDto;
  /** The bill being edited, null for a new one. */
  bill: BillDto | null;
  /** A done follow-up the new bill is for (Convert to Bill): its customer and service fill the form. */
  followup?: FollowupDto | null;
  /** Starts a new, empty bill (after On Hold, or when the share dialog closes). */
  onReset: () => void;
  /** Opens the same bill afresh, after its restored unsaved input is discarded. */
  onDiscard: () => void;
};

/** The tab that shows the first field in error, so a failed save never hides its message. */
function tabOf(errors: FieldErrors<BillFormValues>): BillTab | null {
  if (errors.customFields?.serviceFields) return 'request';
  if (errors.customFields?.serviceInfo) return 'handling';
  if (errors.payment) return 'payment';
  return null;
}

export function BillForm({ user, bill, followup = null, onReset, onDiscard }: BillFormProps) {
  const t = useMessages(billFormMessages);
  const { settings } = user;
  const canUseReminders = userEntitlements(user).can.reminders;
  const hasService = settings.billingMode.includes('service');
  const gstBill = useGstBill();
  // A product-only shop has no service fields: Payment Breakdown is its only tab.
  const tabs: BillTab[] = hasService ? ['request', 'handling', 'payment'] : ['payment'];
  const validation = useMemo(
    () => billResolver({ includeReminder: canUseReminders }),
    [canUseReminders],
  );
  // Each bill opened, and each follow-up converted, keeps its own half-typed copy.
  const draftKey = bill?._id ?? (followup ? `followup-${followup._id}` : null);
  // Read once: the form as it opened, and what was typed into it before leaving, if anything.
  const [pristine] = useState(() => {
    if (bill) return billToFormValues(bill, settings);
    return followup ? followupToFormValues(followup, settings) : newBillValues(settings);
  });
  const [restored] = useState(() => readUnsavedBill(draftKey));
  const form = useForm<BillFormValues, unknown, BillRequest>({
    defaultValues: restored ?? pristine,
    resolver: validation.resolver,
  });
  const unsaved = useUnsavedBill({ form, draftKey, pristine });
  const [tab, setTab] = useState<BillTab>(hasService ? 'request' : 'payment');
  const [step, setStep] = useState<'items' | 'payment-method'>('items');
  const [sharedBill, setSharedBill] = useState<SharedBill | null>(null);
  const savedStatus = bill?.status ?? null;
  // A new bill or a draft may be (kept) On Hold; one already Pending never goes back.
  const offersOnHold = canMoveBill(savedStatus ?? 'draft', 'draft');
  const billSave = useBillSave({
    savedStatus,
    getValues: form.getValues,
    onStartOver: () => {
      unsaved.forget();
      onReset();
    },
    onShareable: (saved) => {
      unsaved.forget();
      setSharedBill(saved);
    },
    onFieldErrors: (errors) => {
      const values = form.getValues();
      for (const [key, message] of Object.entries(errors)) {
        const path = toFormPath(key, values);
        if (path) form.setError(path as Path<BillFormValues>, { type: 'server', message });
      }
    },
  });

  function onInvalid(errors: FieldErrors<BillFormValues>) {
    setStep('items');
    const errorTab = tabOf(errors);
    if (errorTab && tabs.includes(errorTab)) setTab(errorTab);
  }

  return (
    <FormProvider {...form}>
      {/* The bottom padding keeps the last field clear of the fixed action bar. */}
      <form
        noValidate
        onFocus={validation.preload}
        onSubmit={(event) => event.preventDefault()}
        className="flex flex-col gap-5 pb-14"
      >
        {restored && (
          <RestoredBillNotice
            onDiscard={() => {
              unsaved.forget();
              onDiscard();
            }}
          />
        )}
        <UsageBanners usage={userUsage(user)} />
        {bill && <StatusTimeline timeline={bill.statusTimeline} />}
        {step === 'items' ? (
          <>
            <CustomerFields defaultCollapsed={bill !== null || followup !== null} />
            {gstBill && <gstBill.parts.GstCustomerFields />}
            <ItemsEditor />
            <BillTabs
              tabs={tabs}
              active={tab}
              onChange={setTab}
              panels={{
                request: <ServiceFieldsTab group="serviceFields" fields={settings.serviceFields} />,
                handling: <ServiceFieldsTab group="serviceInfo" fields={settings.serviceDetails} />,
                payment: (
                  <PaymentBreakdown
                    onChoosePaymentMethod={() => setStep('payment-method')}
                    offersOnHold={offersOnHold}
                  />
                ),
              }}
            />
            <ReminderBlock isAvailable={canUseReminders} />
            <TextArea label={t.notes} maxLength={LIMITS.note} {...form.register('notes')} />
          </>
        ) : (
          <PaymentMethodStep onEditItems={() => setStep('items')} />
        )}
        <BillFooter
          offersOnHold={offersOnHold}
          hasService={hasService}
          savingStatus={billSave.savingStatus}
          onSave={(status) =>
            void billSave.submit(status, (onValid) => form.handleSubmit(onValid, onInvalid)())
          }
          upiId={settings.upiId}
          shopName={user.shopName}
        />
      </form>
      <LimitDialog open={billSave.isLimitDialogOpen} onClose={billSave.closeLimitDialog} />
      <LeaveBillDialog blocker={unsaved.blocker} />
      <Suspense fallback={null}>
        <ShareDialog bill={sharedBill} user={user} onClose={onReset} />
      </Suspense>
    </FormProvider>
  );
}
