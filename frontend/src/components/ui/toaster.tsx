// Renders the toast queue with Radix Toast; timing and gestures as in docs/product.md: Constants.
import * as ToastPrimitive from '@radix-ui/react-toast';
import type { ReactNode } from 'react';
import { dismissToast, useToasts } from './toast.store';

export function ToastProvider({ children }: { children: ReactNode }) {
  return (
    <ToastPrimitive.Provider duration={5000} swipeDirection="right" swipeThreshold={50} label="Notification">
      {children}
      <Toaster />
      {/* Radix's default hotkey, F8, moves focus to this region. */}
      <ToastPrimitive.Viewport className="toast-viewport" />
    </ToastPrimitive.Provider>
  );
}

function Toaster() {
  const toasts = useToasts();
  return toasts.map((item) => (
    <ToastPrimitive.Root
      key={item.id}
      open={item.open}
      onOpenChange={(open) => {
        if (!open) dismissToast(item.id);
      }}
      className={`toast toast--${item.variant}`}
    >
      <div className="toast__body">
        <ToastPrimitive.Title className="toast__title">{item.title}</ToastPrimitive.Title>
        {item.description ? (
          <ToastPrimitive.Description className="toast__description">{item.description}</ToastPrimitive.Description>
        ) : null}
      </div>
      <ToastPrimitive.Close className="toast__close" aria-label="Close notification">
        ×
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  ));
}
