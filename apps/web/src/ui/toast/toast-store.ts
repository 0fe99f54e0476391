import { useSyncExternalStore } from 'react';

export type ToastVariant = 'success' | 'danger' | 'warning' | 'info';

export interface ToastMessage {
  id: number;
  message: string;
  variant: ToastVariant;
}

/** At most this many stay on screen; older ones give way. */
const MAX_SHOWN = 3;

let toasts: readonly ToastMessage[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: readonly ToastMessage[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

/**
 * Shows a toast at the bottom centre of the page, from anywhere (no provider needed). The same
 * message again replaces the one on screen, so repeated adds do not pile up.
 */
export function showToast(message: string, variant: ToastVariant = 'success'): void {
  const others = toasts.filter((t) => t.message !== message);
  publish([...others, { id: nextId++, message, variant }].slice(-MAX_SHOWN));
}

export function dismissToast(id: number): void {
  publish(toasts.filter((t) => t.id !== id));
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export const readToasts = (): readonly ToastMessage[] => toasts;

export const useToasts = (): readonly ToastMessage[] =>
  useSyncExternalStore(subscribe, readToasts, readToasts);
