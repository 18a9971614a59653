import { zodResolver } from '@hookform/resolvers/zod';
import { BUSINESS_CATEGORIES, signupInput, type SignupInput } from '@khatabill/domain';
import { useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { useAlert } from '../../../components/ui/alert-provider';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { PasswordField } from '../../../components/ui/password-field';
import { Select } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import { useSignup } from '../api/signup';
import { authFailureMessage, showServerFieldErrors } from '../auth-errors';
import { PhoneInput } from './phone-input';
import { countryNameOfPhone } from './phone-value';

type SignupFormValues = z.input<typeof signupInput>;

const FIELDS = ['name', 'shopName', 'mobile', 'password', 'billingMode'] as const;

export function SignupForm() {
  const alert = useAlert();
  const navigate = useNavigate();
  const signupMutation = useSignup();
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignupFormValues, unknown, SignupInput>({
    resolver: zodResolver(signupInput),
    defaultValues: {
      name: '',
      shopName: '',
      mobile: '',
      password: '',
      billingMode: ['product'],
      businessType: '',
    },
  });
  const billingModeErrorId = useId();
  const billingMode = useWatch({ control, name: 'billingMode' });
  const hasService = billingMode?.includes('service') ?? false;

  async function onSignup(values: SignupInput) {
    const { name, shopName, mobile, password, billingMode: modes, businessType } = values;
    try {
      // A service shop's category goes with the signup: the server stores the category's
      // fields with the account, so there is no second call that could fail half-way.
      await signupMutation.mutateAsync({
        name,
        shopName,
        mobile,
        password,
        billingMode: modes,
        businessType: modes.includes('service') ? businessType : undefined,
        location: { country: countryNameOfPhone(mobile) ?? values.location.country },
      });
    } catch (error) {
      showServerFieldErrors(error, FIELDS, setError);
      alert.show('error', authFailureMessage(error, 'Signup failed'));
      return;
    }

    alert.show('success', 'Account created successfully!');
    await navigate('/create-bill', { replace: true });
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSignup)} className="flex flex-col gap-4">
      <TextField
        label="Your Name"
        autoComplete="name"
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label="Shop Name"
        autoComplete="organization"
        error={errors.shopName?.message}
        {...register('shopName')}
      />
      <Controller
        control={control}
        name="mobile"
        render={({ field, fieldState }) => (
          <PhoneInput label="Mobile" {...field} error={fieldState.error?.message} />
        )}
      />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <fieldset aria-describedby={errors.billingMode ? billingModeErrorId : undefined}>
        <legend className="text-sm font-medium text-slate-700">What do you bill for?</legend>
        <div className="flex flex-wrap gap-x-6">
          <Checkbox label="Product" value="product" {...register('billingMode')} />
          <Checkbox label="Service" value="service" {...register('billingMode')} />
        </div>
        {errors.billingMode && (
          <p id={billingModeErrorId} className="text-sm text-red-700">
            {errors.billingMode.message}
          </p>
        )}
      </fieldset>
      {hasService && (
        <Select
          label="Business Category"
          error={errors.businessType?.message}
          {...register('businessType')}
        >
          <option value="">Choose a category</option>
          {BUSINESS_CATEGORIES.map((category) => (
            <option key={category.id} value={category.id}>
              {category.label}
            </option>
          ))}
        </Select>
      )}
      <Button type="submit" isLoading={isSubmitting}>
        Create Account
      </Button>
    </form>
  );
}
