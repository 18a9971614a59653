import type { BillStatus } from '@khatabill/domain';
import { useSyncExternalStore } from 'react';
import { readShopItem, removeShopItem, writeShopItem } from '../../lib/shop-storage';
import type { BillFormValues } from './bill-form-values';
import type { BillRequest } from './bill-request';

/** A save made without a connection, kept on the phone until it is sent. */
export type PendingSave = {
  /** The same key on every resend: the server makes the bill once, whatever reached it. */
  idempotencyKey: string;
  /** The request, with the status of the button pressed. */
  bill: BillRequest & { status: BillStatus };
  /** The stored status of the bill edited, null for a new one (it picks the success alert). */
  savedStatus: BillStatus | null;
  /** The form as typed, put back on Create Bill if the server refuses the bill. */
  values: BillFormValues;
};

const STORE = 'pending-bill-saves';
const listeners = new Set<() => void>();

/** Oldest first. Only `queuePendingSave` writes the store, so what it holds is a list of saves. */
export function readPendingSaves(): PendingSave[] {
  const saves = readShopItem(STORE);
  return Array.isArray(saves) ? (saves as PendingSave[]) : [];
}

function writePendingSaves(saves: PendingSave[]): void {
  if (saves.length > 0) writeShopItem(STORE, saves);
  else removeShopItem(STORE);
  for (const listener of listeners) listener();
}

export function queuePendingSave(save: PendingSave): void {
  writePendingSaves([...readPendingSaves(), save]);
}

export function removePendingSave(idempotencyKey: string): void {
  writePendingSaves(readPendingSaves().filter((save) => save.idempotencyKey !== idempotencyKey));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** How many bills wait for the connection, kept current as they are queued and sent. */
export function usePendingSaveCount(): number {
  return useSyncExternalStore(subscribe, () => readPendingSaves().length);
}
