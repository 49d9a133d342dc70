// Providers shared by every page: data fetching, toasts, tooltips and the router.
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { APP_ROUTES } from './app.routes';
import { ToastProvider } from './components/ui/toaster';
import { TooltipProvider } from './components/ui/tooltip';
import { createQueryClient } from './lib/query.client';

const router = createBrowserRouter(APP_ROUTES);

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </TooltipProvider>
    </QueryClientProvider>
  );
}
