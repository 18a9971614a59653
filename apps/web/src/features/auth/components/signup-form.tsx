import { isDialledInIndia, type signupFormInput, type SignupInput } from '@khatabill/domain';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod/mini';
import { BillingModeFields } from '../../../components/billing-mode-fields';
import { useAlert } from '../../../components/ui/alert-provider';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { applyServerFieldErrors, errorMessage } from '../../../lib/api-errors';
import { locale } from '../../../i18n/locale';
import { useMessages } from '../../../i18n/use-messages';
import { homePathFor } from '../../../lib/home-path';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { signup } from '../api/signup';
import { signupMessages } from '../messages';
import { PhoneInput } from './phone-input';
import { PasswordField } from '../../../components/ui/password-field';
import { loadPhoneLibrary, normalizeFieldMobile } from './phone-library';
import { countryNameOfPhone } from './phone-value';

type SignupFormValues = z.input<typeof signupFormInput>;

const FIELDS = ['name', 'shopName', 'mobile', 'password', 'billingMode'] as const;

const signupChecks = lazyResolver<SignupFormValues, SignupInput>(async () => {
  const { zodResolver, accountSchemas } = await import('../../../lib/form-schemas');
  return zodResolver(accountSchemas(normalizeFieldMobile).signupFormInput);
});

/**
 * The country of a new shop's mobile. India's is the default one; another is named by the
 * library, which the field loaded for that country to be picked.
 */
async function countryOfMobile(mobile: string): Promise<string | undefined> {
  return isDialledInIndia(mobile)
    ? undefined
    : countryNameOfPhone(await loadPhoneLibrary(), mobile);
}

export function SignupForm() {
  const t = useMessages(signupMessages);
  const alert = useAlert();
  const navigate = useNavigate();
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignupFormValues, unknown, SignupInput>({
    resolver: signupChecks.resolver,
    defaultValues: {
      name: '',
      shopName: '',
      mobile: '',
      password: '',
      billingMode: ['product'],
      businessType: '',
    },
  });
  const billingMode = useWatch({ control, name: 'billingMode' });
  const hasService = billingMode?.includes('service') ?? false;

  async function onSignup(values: SignupInput) {
    const { name, shopName, mobile, password, billingMode: modes, businessType } = values;
    let session;
    try {
      // A service shop's category goes with the signup: the server stores the category's
      // fields with the account, so there is no second call that could fail half-way.
      session = await signup({
        name,
        shopName,
        mobile,
        password,
        billingMode: modes,
        businessType: modes.includes('service') ? businessType : undefined,
        location: { country: (await countryOfMobile(mobile)) ?? values.location.country },
        // The shop keeps speaking the language its owner signed up in.
        language: locale.get(),
      });
    } catch (error) {
      applyServerFieldErrors(error, FIELDS, setError);
      alert.show('error', errorMessage(error, t.signupFailed, t.somethingWrong));
      return;
    }

    alert.show('success', t.accountCreated);
    await navigate(homePathFor(session.user), { replace: true });
  }

  return (
    <form
      noValidate
      onFocus={signupChecks.preload}
      onSubmit={handleSubmit(onSignup)}
      className="flex flex-col gap-4"
    >
      <TextField
        label={t.yourName}
        autoComplete="name"
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label={t.shopName}
        autoComplete="organization"
        error={errors.shopName?.message}
        {...register('shopName')}
      />
      <Controller
        control={control}
        name="mobile"
        render={({ field, fieldState }) => (
          <PhoneInput label={t.mobile} {...field} error={fieldState.error?.message} />
        )}
      />
      <PasswordField
        label={t.password}
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <BillingModeFields
        billingMode={register('billingMode')}
        billingModeError={errors.billingMode?.message}
        businessType={register('businessType')}
        businessTypeError={errors.businessType?.message}
        hasService={hasService}
      />
      <Button type="submit" isLoading={isSubmitting}>
        {t.createAccount}
      </Button>
    </form>
  );
}
