-- An advance above a bill's total (items less discount) is the customer's money: the khata
-- has always credited it, and the bill now shows it as to return. Bills saved before kept
-- only the amount paid as to return; their final total is 0, so nothing was pending.
UPDATE "bills"
  SET "to_return" = "amount_paid" + "advance_amount" - ("items_total" - "discount_amount")
  WHERE "advance_amount" > "items_total" - "discount_amount";
