import { zodResolver } from '@hookform/resolvers/zod';
import { expenseInput, LIMITS, toShopDay, type ExpenseInput } from '@khatabill/domain';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod/mini';
import { MoneyFormField } from '../../../components/money-form-field';
import { useAlert } from '../../../components/ui/alert-provider';
import { SaveActions } from '../../../components/ui/save-actions';
import { TextField } from '../../../components/ui/text-field';
import { useMessages } from '../../../i18n/use-messages';
import { applyServerFieldErrors, errorMessage } from '../../../lib/api-errors';
import { useCreateExpense } from '../api/create-expense';
import { useExpenseCategories } from '../api/get-expense-categories';
import { categorySuggestions } from '../category-suggestions';
import { expenseCategoryMessages, expenseFormMessages } from '../messages';

type ExpenseFormValues = z.input<typeof expenseInput>;

const FIELDS = ['category', 'amount', 'date'] as const;

/** Expense Entry (product §2): category with suggestions, amount, and a day that has begun. */
export function ExpenseForm() {
  const t = useMessages(expenseFormMessages);
  const usualCategories = useMessages(expenseCategoryMessages);
  const alert = useAlert();
  const createMutation = useCreateExpense();
  const categories = useExpenseCategories();
  const listId = useId();
  const headingId = useId();
  const today = toShopDay(new Date());
  const {
    control,
    register,
    handleSubmit,
    reset,
    getValues,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ExpenseFormValues, unknown, ExpenseInput>({
    resolver: zodResolver(expenseInput),
    defaultValues: { category: '', amount: '', date: today },
  });

  async function onSave(input: ExpenseInput) {
    try {
      await createMutation.mutateAsync(input);
      alert.show('success', t.saved);
      // The next expense is often for the same day: only the category and amount clear.
      reset({ category: '', amount: '', date: getValues('date') });
    } catch (error) {
      applyServerFieldErrors(error, FIELDS, setError);
      alert.show('error', errorMessage(error));
    }
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSave)}
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4"
    >
      <h2 id={headingId} className="text-lg font-semibold">
        {t.heading}
      </h2>
      <TextField
        label={t.category}
        list={listId}
        autoComplete="off"
        autoCapitalize="words"
        placeholder={t.categoryPlaceholder}
        maxLength={LIMITS.expenseCategory}
        error={errors.category?.message}
        {...register('category')}
      />
      <datalist id={listId}>
        {categorySuggestions(categories.data ?? [], Object.values(usualCategories)).map(
          (category) => (
            <option key={category} value={category} />
          ),
        )}
      </datalist>
      <div className="grid grid-cols-2 gap-3">
        <MoneyFormField control={control} name="amount" label={t.amount} />
        <TextField
          type="date"
          label={t.date}
          max={today}
          error={errors.date?.message}
          {...register('date')}
        />
      </div>
      <SaveActions saveLabel={t.save} isSaving={isSubmitting} />
    </form>
  );
}
