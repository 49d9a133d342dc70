// Build-time settings the frontend reads (Vite exposes only VITE_-prefixed variables).
interface ImportMetaEnv {
  readonly VITE_STRIPE_PUBLISHABLE_KEY?: string;
}
