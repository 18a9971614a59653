import { getSession } from './session';

/**
 * JSON values kept in localStorage for the signed-in shop: two shops signing in on one
 * phone never see each other's bills. When storage is full or disabled (private mode)
 * nothing is kept and the app works as it would without it.
 */
function keyOf(name: string): string | null {
  const shopId = getSession()?.user?._id;
  return shopId ? `khatabill:${name}:${shopId}` : null;
}

export function readShopItem(name: string): unknown {
  const key = keyOf(name);
  if (!key) return null;
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? null : JSON.parse(raw);
  } catch {
    return null;
  }
}

export function writeShopItem(name: string, value: unknown): void {
  const key = keyOf(name);
  if (!key) return;
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Full or disabled: the value is simply not kept.
  }
}

export function removeShopItem(name: string): void {
  const key = keyOf(name);
  if (!key) return;
  try {
    localStorage.removeItem(key);
  } catch {
    // Disabled storage holds nothing to remove.
  }
}
